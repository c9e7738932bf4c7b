import type { HostHandle } from '../components/host';
import type { OverlayElementOptions } from './overlay-options';

/** What an element shows in its shadow root, as data, so the element classes never import React. */
export type ViewSpec = { type: 'header' } | { type: 'overlay'; options: OverlayElementOptions };

/**
 * Draws an element's view into its shadow root and returns the function that removes it. The React renderer
 * (src/render/react-renderer.tsx) is the only one; the script-tag build loads it after the first paint.
 */
export interface ViewRenderer {
  mount(handle: HostHandle, root: ShadowRoot, view: ViewSpec): () => void;
}
