import { showViewport } from '../behaviour/toasts';
import { addStyles } from '../internal/style-sheet';
import { describeToasts } from '../markup/toasts';
import { patchElement } from '../render/markup-patch';
import { $toastOwners, register } from '../stores/toasts';
import { pageToasts } from '../views/toasts';

/**
 * The page's toasts (src/views/toasts.ts) drawn with plain DOM before React, by the first element that draws toasts,
 * if none draws them yet. It gives way by itself once the element's view draws the toasts (React's registers the
 * element's own id). Returns the function that stops it.
 */
export function drawToasts(ownerId: string, shadowRoot: ShadowRoot): () => void {
  addStyles(...pageToasts.styles);
  const id = `plain:${ownerId}`;
  const unregister = register($toastOwners, id);
  let viewport: HTMLElement | null = null;
  let own = false;
  let stopBehaviour: (() => void) | null = null;

  /** Leaves the viewport it filled empty (its regions stay, for what is said next). */
  const release = () => {
    stopBehaviour?.();
    if (viewport) patchElement(viewport, describeToasts(null, [], { popover: own }));
    stopBehaviour = viewport = null;
  };
  const draw = () => {
    if ($toastOwners.get().includes(ownerId)) return stop();
    const place = pageToasts.placeIn(id, shadowRoot);
    if (!place) return release();
    if (place.viewport !== viewport) {
      release();
      ({ viewport, own } = place);
      stopBehaviour = pageToasts.behaviour(place.viewport);
    }
    patchElement(place.viewport, pageToasts.describe(own));
    showViewport(place.viewport);
  };
  let stops: (() => void)[] = [];
  const stop = () => {
    for (const undo of stops) undo();
    stops = [];
    unregister();
    release();
  };
  draw();
  stops = pageToasts.follows.map((store) => store.listen(draw));
  return stop;
}
