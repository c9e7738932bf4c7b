import { useCallback } from 'react';
import type { MenuEntry } from '../../menu/types';
import { runAccountAction } from '../../actions/account-actions';
import { closeOverlay } from '../../stores/overlay';
import { useHost } from '../host';

/**
 * Runs the account menus' action entries (copy UID, mode changes, logout) from this element's host, so the
 * cancelable events come from it. A mode change that went ahead closes the menu (or calls `onDone`, e.g. a drawer's
 * close); copying keeps it open, and logout keeps it open to show that it is busy.
 */
export function useAccountAction(onDone?: () => void): (entry: MenuEntry) => void {
  const { emit, ownerId } = useHost();
  return useCallback(
    (entry: MenuEntry) => {
      const action = entry.action;
      if (!action) return;
      runAccountAction(action, emit, entry.values)
        .then((result) => {
          if (result !== 'done' || action === 'copy-uid' || action === 'logout') return;
          if (onDone) onDone();
          else closeOverlay(undefined, ownerId);
        })
        .catch((error: unknown) => console.warn(`[ex-header] The "${action}" action failed:`, error));
    },
    [emit, ownerId, onDone],
  );
}
