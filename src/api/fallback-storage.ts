/** The part of the Web Storage API the caches use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Storage that never throws: it uses the real storage until an access throws (sandboxed frame, storage
 * disabled, quota exceeded) or there is none (server side), then keeps values in memory for the rest of the page.
 */
export function createFallbackStorage(getStorage: () => KeyValueStorage | undefined): KeyValueStorage {
  let memory: Map<string, string> | null = null;

  function withStorage<T>(onStorage: (storage: KeyValueStorage) => T, onMemory: (values: Map<string, string>) => T): T {
    if (!memory) {
      try {
        const storage = getStorage();
        if (storage) return onStorage(storage);
      } catch {
        // Unusable from now on: fall through to memory.
      }
      memory = new Map();
    }
    return onMemory(memory);
  }

  return {
    getItem: (key) =>
      withStorage(
        (storage) => storage.getItem(key),
        (values) => values.get(key) ?? null,
      ),
    setItem: (key, value) =>
      withStorage(
        (storage) => storage.setItem(key, value),
        (values) => void values.set(key, value),
      ),
    removeItem: (key) =>
      withStorage(
        (storage) => storage.removeItem(key),
        (values) => void values.delete(key),
      ),
  };
}

/** The page's localStorage through createFallbackStorage: one for every store and cache on the page. */
export const pageStorage = createFallbackStorage(() => globalThis.localStorage);
