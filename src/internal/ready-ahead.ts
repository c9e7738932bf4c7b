import { afterNextFrame } from './frames';

/** Readying in steps: each `yield` ends a step, and the next one runs in a later idle callback. */
export type Readying<Result = unknown> = Generator<void, Result, void>;

export interface ReadyOptions {
  /**
   * When the first step runs, if not when the browser is next idle: after the next frame is painted, then when idle
   * (nothing of it near the page's first frame); or now, in this call (a step that is itself run when idle).
   */
  start?: 'after-paint' | 'now';
}

/** How long a step waits for idle time at most: on a page that keeps the browser busy, it runs all the same. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  // Where idle callbacks are missing: a short delay.
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

/**
 * The header's one scheduler of work done ahead, so that nothing a reader taps waits for it and nothing of it is in
 * the page's load: fetching and running the scripts a tap would need, drawing dialogs ahead, laying text out once,
 * loading what the menus show. `work` is one step, or steps (a generator: each `yield` ends one); each step runs in
 * its own idle callback, a short task on a slow CPU. Steps compose: a generator hands over to another's with `yield*`.
 * Returns the function that stops what has not run yet.
 */
export function readyAhead(work: () => Readying | void, { start }: ReadyOptions = {}): () => void {
  let stopped = false;
  let cancel: (() => void) | null = null;
  let steps: Readying | void;
  const step = (): void => {
    cancel = null;
    if (stopped) return;
    steps ??= work();
    if (steps && !steps.next().done) cancel = whenIdle(step);
  };
  if (start === 'now') step();
  else if (start) afterNextFrame(() => stopped || (cancel = whenIdle(step)));
  else cancel = whenIdle(step);
  return () => {
    stopped = true;
    cancel?.();
  };
}
