import type { MapStore } from 'nanostores';
import type { Emit } from '../events';
import type { OverlayElementOptions } from './overlay-options';

/** What a view (a first paint, a component) may know about the custom element that hosts it. */
export interface HostHandle {
  /** Unique per element instance; owns overlays so two headers on a page stay independent. */
  ownerId: string;
  /** The element's own (non-shared) attributes, e.g. <ex-drawer kind>. */
  own: MapStore<Record<string, unknown>>;
  /** Dispatches from the host element; false when a listener called preventDefault(). */
  emit: Emit;
  host: HTMLElement;
  /**
   * Marks the host with the bar it shows, as a custom state (`ex-header:state(compact)`, `:state(desktop)`), never
   * an attribute: the host's attributes are the page's (a framework hydrating the element compares them).
   */
  setLayout(layout: 'desktop' | 'compact' | null): void;
}

/** What an element shows in its shadow root, as data, so the element classes never import React. */
export type ViewSpec = { type: 'header' } | { type: 'overlay'; options: OverlayElementOptions };

/**
 * Draws an element's view into its shadow root and returns the function that removes it. The React renderer
 * (src/mount/react-renderer.tsx) is the only one; the script-tag build loads it after the first paint.
 */
export interface ViewRenderer {
  /**
   * Without `adopt`, the view is in the root when this returns. With it, the view adopts the nodes on screen (the
   * first paint drew them), in the background and in slices, and `adopt.done` runs in the task
   * that finishes it: the nodes the reader saw are the view's own from then on, nothing rebuilt. Its first render shows
   * the state as it was when `mount` was called (what the nodes show), and a change since follows as an update. Should
   * the nodes still not match, the view draws itself anew in the same inner root and calls `done(false)`.
   * The view draws inside the element's inner root (`.ex-root`) and never touches anything else in the shadow root.
   */
  mount(handle: HostHandle, root: ShadowRoot, view: ViewSpec, adopt?: Adoption): () => void;
}

export interface Adoption {
  /** `adopted` false: the view emptied the inner root and drew itself anew there (the nodes did not match). */
  done(adopted: boolean): void;
}
