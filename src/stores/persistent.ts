import { atom, onMount, type WritableAtom } from 'nanostores';
import { pageStorage } from '../api/fallback-storage';
import { afterNextFrame } from '../internal/frames';

export interface PersistentAtom<T> extends WritableAtom<T> {
  /** Remembers `text` (null forgets it) and updates the atom with its decoded value. */
  save(text: string | null): void;
}

/**
 * An atom remembered in the page's localStorage under `key`: read when the atom is first used (not when the module
 * loads), written by `save`, and following what other tabs write (the `storage` event) while it has listeners, from
 * the frame after it was first used. Both waits keep synchronous round trips to the browser out of the script's
 * start-up: a page's first storage access is one, and listening for `storage` makes the browser open the page's
 * session storage too. `decode` turns the stored text (null when there is none, or storage is unusable) into the
 * value, so a corrupted entry reads as the decoded null.
 */
export function persistentAtom<T>(key: string, decode: (stored: string | null) => T): PersistentAtom<T> {
  const $value = atom<T>(decode(null));
  const read = () => $value.set(decode(pageStorage.getItem(key)));
  onMount($value, () => {
    read();
    if (typeof window === 'undefined') return;
    const follow = (event: StorageEvent): void => {
      if (event.key === key) $value.set(decode(event.newValue));
    };
    let mounted = true;
    let listening = false;
    afterNextFrame(() => {
      if (!mounted) return;
      listening = true;
      window.addEventListener('storage', follow);
      read();
    });
    return () => {
      mounted = false;
      if (listening) window.removeEventListener('storage', follow);
    };
  });
  return Object.assign($value, {
    save(text: string | null): void {
      if (text === null) pageStorage.removeItem(key);
      else pageStorage.setItem(key, text);
      $value.set(decode(text));
    },
  });
}
