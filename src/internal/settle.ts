import { afterNextFrame } from './frames';

/**
 * The header's work in flight on this page (a script, a locale's texts, a navigation document), so that an element's
 * `updateComplete` can settle when what the last change asked for is on screen. Work that waits on the network for
 * the reader's account (API calls) is not tracked: a slow server must not hold a test, the header shows its loading
 * state meanwhile.
 */
let inFlight = 0;
const idle = new Set<() => void>();

/** Counts `work` as in flight until it settles, and gives it back. */
export function settling<T>(work: Promise<T>): Promise<T> {
  inFlight += 1;
  const done = (): void => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const resolve of [...idle]) resolve();
    idle.clear();
  };
  work.then(done, done);
  return work;
}

const whenNothingInFlight = (): Promise<void> =>
  inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.add(resolve));

const nextFrame = (): Promise<void> => new Promise<void>((resolve) => afterNextFrame(resolve));

/**
 * Settles once nothing is in flight and a frame has been painted with nothing new started: what a change started
 * (a load, then the draw that follows it in a microtask, an effect or the next frame) has run, and was painted.
 */
export async function settled(): Promise<true> {
  for (;;) {
    await whenNothingInFlight();
    await nextFrame();
    if (inFlight === 0) return true;
  }
}
