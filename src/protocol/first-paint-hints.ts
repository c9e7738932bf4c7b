import type { Layout } from '../internal/layout';

/**
 * What the first paint drew, for the view that adopts its nodes: the view's first render must draw the same bar
 * (which layout, how many menus before "More menus"), or hydration would not match.
 */
export interface FirstPaintHints {
  layout: Layout | null;
  /** Menus the desktop bar shows before "More menus"; null when none were moved. */
  visibleMenus: number | null;
}
