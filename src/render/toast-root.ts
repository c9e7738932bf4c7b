import { describeToastRegions } from '../markup/toast-regions';
import { toElement } from './markup-dom';
import { followRootState, newRootElement } from './root-element';

/** Styled as an inner root (src/styles/root.css) but not one: the views and a server's markup never take it for theirs. */
export const TOAST_ROOT = 'ex-toast-root';

/**
 * An element's own toast root: the page's toasts' live regions, empty, beside the element's inner root from its first
 * paint (a screen reader announces only changes to regions it already knows), following the theme, direction and
 * language. Whoever draws the page's toasts fills them (src/plain/toasts.ts, src/components/toast/ToastViewport.tsx).
 * Returns the function that removes it.
 */
export function drawToastRoot(shadowRoot: ShadowRoot): () => void {
  const root = newRootElement(TOAST_ROOT);
  root.className = TOAST_ROOT;
  root.append(toElement(describeToastRegions()));
  shadowRoot.append(root);
  const stop = followRootState(root, TOAST_ROOT);
  return () => {
    stop();
    root.remove();
  };
}
