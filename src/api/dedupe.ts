/**
 * Per-page request deduplication: however many elements ask, a keyed call runs once.
 * Its promise is kept, settled or not, until invalidated, so a failed call is retried only after `invalidate`.
 */
const calls = new Map<string, Promise<unknown>>();

export function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  const existing = calls.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const started = run();
  calls.set(key, started);
  return started;
}

/** Forgets one call (by its key) or, with no key, every call, so the next `once` runs again. */
export function invalidate(key?: string): void {
  if (key === undefined) calls.clear();
  else calls.delete(key);
}

/** The dedupe key of a call: base URL + call path + arguments. */
export function requestKey(baseURL: string, path: string, args: readonly unknown[] = []): string {
  return JSON.stringify([baseURL, path, ...args]);
}
