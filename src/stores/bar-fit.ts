import { map } from 'nanostores';
import type { Layout } from '../internal/layout';

/** Which bar a header shows, and how many of its menus fit before "More menus" (null: all). */
export interface BarFit {
  layout: Layout;
  visibleMenus: number | null;
}

/**
 * Each header's fit, by element (its owner id): written by whichever renderer follows the element's size
 * (src/behaviour/layout.ts, nav-fit.ts) and read by both, so React draws the bar the plain renderer drew when it adopts
 * its nodes (a view store, src/views/view-state.ts). Set when it changes; unset when the element's bar goes.
 */
export const $barFits = map<Record<string, BarFit | undefined>>({});
