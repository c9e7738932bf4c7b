/** What tells that a reader is about to use one of our elements (a click from script too, which no pointer precedes). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/** Our elements' tags (events from inside a shadow root reach the document retargeted to its host). */
const isOurs = (target: EventTarget | null): boolean => target instanceof Element && target.localName.startsWith('ex-');

/**
 * Runs `work` once, when the reader shows intent on one of our elements (a pointer over it, a touch, focus, a key);
 * an event `ignore` says is not that intent does not count. Returns a function that cancels it.
 */
export function whenIntent(work: () => void, ignore: (event: Event) => boolean = () => false): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
  };
  const onIntent = (event: Event) => {
    if (!isOurs(event.target) || ignore(event)) return;
    stop();
    work();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
