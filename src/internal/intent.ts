import { whenIdle } from './idle';

/** What tells that a reader is about to use one of our elements. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Our elements' tags (events from inside a shadow root reach the document retargeted to its host). */
const isOurs = (target: EventTarget | null): boolean => target instanceof Element && target.localName.startsWith('ex-');

/**
 * Runs `work` once: when the reader shows intent on one of our elements (a pointer over it, a touch, focus, a key),
 * or when the browser is next idle, whichever comes first; an event `ignore` says is not that intent does not count.
 * Returns a function that cancels it.
 */
export function whenIntentOrIdle(work: () => void, ignore: (event: Event) => boolean = () => false): () => void {
  let done = false;
  const stop = () => {
    done = true;
    cancelIdle();
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
  };
  const run = () => {
    if (done) return;
    stop();
    work();
  };
  const onIntent = (event: Event) => {
    if (isOurs(event.target) && !ignore(event)) run();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  const cancelIdle = whenIdle(run);
  return stop;
}
