/** Waiting helpers for component tests (vitest browser mode). */

/** Resolves with the first truthy result of `read`; fails naming `what` after the timeout. */
export async function until<T>(read: () => T | null | undefined | false, what: string, timeoutMs = 4000): Promise<T> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves after `count` animation frames. */
export function frames(count = 2): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number): void => {
      if (left === 0) resolve();
      else requestAnimationFrame(() => step(left - 1));
    };
    step(count);
  });
}
