import { describeToastRegions } from '../markup/toast-regions';
import { toElement } from './markup-dom';
import { followRootState, newRootElement } from './root-element';

/** Styled as an inner root (src/styles/root.css) but not one: the views and a server's markup never take it for theirs. */
export const TOAST_ROOT = 'ex-toast-root';

/** The page's toast roots, in the order their elements connected: the page's toasts are drawn in the first. */
export const toastRoots = new Set<HTMLElement>();

/**
 * An element's own toast root: the page's toasts' live regions, empty, beside the element's inner root from its first
 * paint (a screen reader announces only changes to regions it already knows), following the theme, direction and
 * language. The page's toasts' driver fills the first's (src/plain/toasts.ts). Returns the function that removes it.
 */
export function drawToastRoot(shadowRoot: ShadowRoot): () => void {
  const root = newRootElement(TOAST_ROOT);
  root.className = TOAST_ROOT;
  root.append(toElement(describeToastRegions()));
  shadowRoot.append(root);
  toastRoots.add(root);
  const stop = followRootState(root, TOAST_ROOT);
  return () => {
    stop();
    root.remove();
    toastRoots.delete(root);
  };
}
