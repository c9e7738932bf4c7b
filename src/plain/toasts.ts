import { showViewport } from '../behaviour/toasts';
import { addStyles } from '../internal/style-sheet';
import { describeToasts } from '../markup/toasts';
import { patchElement } from '../render/markup-patch';
import { pageToasts } from '../views/toasts';

/**
 * The page's toasts (src/views/toasts.ts), drawn with plain DOM, in either build (they are in no view's tree: React
 * has nothing to render there): where `pageToasts.place` says, drawn again when what they show changes, and moved when
 * the toast root they are in goes with its element. Returns the function that stops it.
 */
export function drawPageToasts(): () => void {
  addStyles(...pageToasts.styles);
  let viewport: HTMLElement | null = null;
  let own = false;
  let stopBehaviour: (() => void) | null = null;
  // The shadow root holding the toast root they are drawn in: its toast root removed, they move to the next.
  const watch = new MutationObserver(() => draw());

  /** Leaves the viewport it filled empty (its regions stay, for what is said next). */
  const release = () => {
    stopBehaviour?.();
    watch.disconnect();
    if (viewport) patchElement(viewport, describeToasts(null, [], { popover: own }));
    stopBehaviour = viewport = null;
  };
  const draw = () => {
    const place = pageToasts.place();
    if (!place) return release();
    if (place.viewport !== viewport) {
      release();
      ({ viewport, own } = place);
      stopBehaviour = pageToasts.behaviour(place.viewport);
      const root = place.viewport.getRootNode();
      if (own && root instanceof ShadowRoot) watch.observe(root, { childList: true });
    }
    patchElement(place.viewport, pageToasts.describe(own));
    showViewport(place.viewport);
  };
  draw();
  const stops = pageToasts.follows.map((store) => store.listen(draw));
  return () => {
    for (const stop of stops) stop();
    release();
  };
}
