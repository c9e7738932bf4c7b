import type { HostHandle, ViewSpec } from './view';

/**
 * A view drawn with plain DOM before the renderer is there (script-tag build: what the bar looks like in the first
 * frame after the script runs), or, in the ES-module build, a server's bar kept for the renderer in the task that
 * connects it (src/mount/server-bar.ts). The renderer adopts its nodes (hydration): the node a reader sees first is
 * the node the view owns afterwards.
 */
export interface FirstPaint {
  /**
   * Stops drawing (no store or size follows it any more) and hands the nodes over as they are, showing the state as it
   * is now (a redraw that was due is drawn first; the bar's fit is state too, src/stores/bar-fit.ts).
   */
  freeze(): void;
  /**
   * What the view must wait for before adopting the nodes (the entries of a menu the reader opened, and the view's
   * code for them), or null: the nodes are adoptable as they are.
   */
  pending(): Promise<unknown> | null;
  /** After the view adopted the nodes: forgets them (they are the view's now). */
  release(): void;
  /** Removes the plain-DOM view and stops following the stores. */
  dispose(): void;
}

export type FirstPainter<Spec extends ViewSpec = ViewSpec> = (
  handle: HostHandle,
  root: ShadowRoot,
  view: Spec,
) => FirstPaint;

const painters = new Map<ViewSpec['type'], FirstPainter<never>>();

/** The first painter of one type of view (the header's bar, or any overlay element's). */
export function registerFirstPainter<Type extends ViewSpec['type']>(
  type: Type,
  painter: FirstPainter<Extract<ViewSpec, { type: Type }>>,
): void {
  painters.set(type, painter as FirstPainter<never>);
}

export function firstPainterFor(view: ViewSpec): FirstPainter | undefined {
  return painters.get(view.type) as FirstPainter | undefined;
}
