import { fitCount } from '../internal/fit-count';
import { availableSpace, measuredWidths, navGap } from '../internal/measure-nav';
import { closeOverlay } from '../stores/overlay';

/** The bar's menus, for the fit to close one it moves into "More menus" while open: whose, and their ids in order. */
export interface FittedMenus {
  owner: string;
  ids: readonly string[];
}

/**
 * How many of the nav's menus fit (spec section 4, collapse), followed as it changes, for every renderer of the bar:
 * the natural widths come from the nav's hidden measuring row (its last child is the "More menus" trigger), read again
 * whenever one of them changes size (text-only zoom, text spacing, a minimum font size, a late web font, new labels),
 * and the space is the nav's own width, which the flex layout gives it whatever its content, watched on that row, which
 * spans it with no height (so a new count, or a taller text, never changes what is watched: no loop). `onCount` hears
 * the count after each change, the first once the frame's layout has run (no forced layout). A menu of `menus` open
 * when the count leaves it out closes: its trigger is gone from the bar (it is an entry of "More menus" now), so
 * nothing would show it or close it. Returns the function that stops following.
 */
export function followNavFit(nav: HTMLElement, onCount: (visible: number) => void, menus?: FittedMenus): () => void {
  const row = nav.querySelector<HTMLElement>('.ex-nav__measure');
  if (!row) return () => undefined;
  let widths: number[] = [];
  const recompute = () => {
    if (widths.length === 0) return;
    const items = widths.slice(0, -1);
    const count = fitCount(items, availableSpace(nav), widths[items.length], navGap(nav));
    for (const id of menus?.ids.slice(count) ?? []) closeOverlay(`menu:${id}`, menus!.owner);
    onCount(count);
  };
  const measure = () => {
    widths = measuredWidths(row);
    recompute();
  };
  const labels = new ResizeObserver(measure);
  for (const child of Array.from(row.children)) labels.observe(child);
  const space = new ResizeObserver(recompute);
  space.observe(row);
  return () => {
    labels.disconnect();
    space.disconnect();
  };
}
