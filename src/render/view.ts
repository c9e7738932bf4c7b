import type { HostHandle } from '../components/host';
import type { OverlayElementOptions } from './overlay-options';

/** What an element shows in its shadow root, as data, so the element classes never import React. */
export type ViewSpec = { type: 'header' } | { type: 'overlay'; options: OverlayElementOptions };

/**
 * Draws an element's view into its shadow root and returns the function that removes it. The React renderer
 * (src/render/react-renderer.tsx) is the only one; the script-tag build loads it after the first paint.
 */
export interface ViewRenderer {
  /**
   * Without `takeOver`, the view is in the root when this returns. With it, the view renders in the background, in
   * slices, beside what is on screen (the first paint), and `takeOver` runs in the task that commits it, before that
   * frame paints: it removes the old view and carries focus over, so no frame shows neither or both.
   */
  mount(handle: HostHandle, root: ShadowRoot, view: ViewSpec, takeOver?: () => void): () => void;
}
