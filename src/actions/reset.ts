import { loadedFeature } from '../internal/loader';
import { pageStorage } from '../api/fallback-storage';
import { STATE_ATTRIBUTES } from '../attributes/state-attributes';
import { STORAGE_PREFIX } from '../constants';
import { $loggingOut } from '../stores/account';
import { closeOverlay } from '../stores/overlay';
import { $pickerViews } from '../stores/picker';
import { $toggledSections } from '../stores/sections';
import { $savedTheme } from '../stores/theme';
import { $toasts, dismissToast } from '../stores/toasts';
import { $savedUnit } from '../stores/unit';
import { clearAccountData } from './account-data';
import { cancelPendingNavigation } from './navigation';

/** The keys in the page's localStorage; none where it cannot be read (the header kept its caches in memory there). */
function storedKeys(): string[] {
  try {
    return Object.keys(globalThis.localStorage);
  } catch {
    return [];
  }
}

/**
 * Returns every state the elements of a page share, and every choice the header saved, to its defaults: what a
 * fresh page would show. For tests, between one and the next (the elements' `resetState()`, ex-header/testing):
 * every state attribute's store, the saved theme and unit and the caches in storage (keys `ex-header:…`), an open
 * menu, dialog or drawer, toasts, a navigation or logout under way, the account's data and the API's per-page
 * deduplication.
 */
export function resetSharedState(): void {
  cancelPendingNavigation();
  closeOverlay();
  for (const toast of $toasts.get()) dismissToast(toast.id);
  for (const attribute of STATE_ATTRIBUTES) attribute.reset();
  $savedTheme.save(null);
  $savedUnit.save(null);
  for (const key of storedKeys()) if (key.startsWith(STORAGE_PREFIX)) pageStorage.removeItem(key);
  $pickerViews.set({});
  $toggledSections.set(null);
  clearAccountData();
  $loggingOut.set(false);
  loadedFeature('api')?.invalidate();
}
