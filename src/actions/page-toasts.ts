import { loadFeature } from '../internal/loader';
import { $toastOwners } from '../stores/toasts';

let plainToasts: Promise<void> | null = null;

/**
 * Before React no element draws the page's toasts: what an action shows (an account action's "Copied", a security
 * check's failure) is drawn, once per page, by the plain toasts' own script (src/plain/toasts.ts) in the shadow
 * root of the element it came from. Nothing when an element draws them already.
 */
export function ensurePageToasts(ownerId: string, root: Node): void {
  if (plainToasts || $toastOwners.get().length > 0 || !(root instanceof ShadowRoot)) return;
  plainToasts = loadFeature('plain-toasts').then(
    ({ drawToasts }) => void drawToasts(ownerId, root),
    () => undefined,
  );
}
