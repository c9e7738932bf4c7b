/** What tells that a reader is about to use one of our elements (a click from script too, which no pointer precedes). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/**
 * Runs `work` once, when the reader shows intent on `element` (one of ours: a pointer over it, a touch, focus, a
 * key, a click); an event `ignore` says is not that intent does not count. The listeners sit on our own element, not
 * on the document: inside a host's shadow root (open or closed, at any depth) the document sees only the outermost
 * host as the target, and a closed root hides our nodes from its `composedPath()`. Returns a function that cancels it.
 */
export function whenIntent(
  root: EventTarget,
  work: () => void,
  ignore: (event: Event) => boolean = () => false,
): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
  const onIntent = (event: Event) => {
    if (ignore(event)) return;
    stop();
    work();
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
