import type { Layout } from '../internal/layout';
import { $barInput } from '../markup/bar-input';
import { $barFits, type BarFit } from '../stores/bar-fit';
import { closeOverlay } from '../stores/overlay';
import { followLayout } from './layout';
import { followNavFit } from './nav-fit';

/** The element whose bar is fitted: its owner id, itself, and how its block-size is set for a layout. */
interface FittedElement {
  ownerId: string;
  host: HTMLElement;
  setLayout(layout: Layout | null): void;
}

/** What a renderer of the bar tells the fit it follows. */
export interface BarFitFollower {
  /** The bar is drawn as the fit says, in `root` (after each draw: the nav it follows may be another). */
  drawn(root: ParentNode): void;
  stop(): void;
}

/**
 * Which bar an element shows and how many of its menus fit before "More menus" (src/stores/bar-fit.ts, starting from
 * `initial` when none is set), followed for every renderer of the bar, which draws what the fit says: the element's
 * own width picks the bar (src/behaviour/layout.ts; a switch closes its open overlay and shows every menu until they
 * are counted again), the desktop nav's space and labels how many menus fit (src/behaviour/nav-fit.ts). A redraw
 * keeps the nav and its measuring row (its first child), so the nav is followed from one draw to the next, inside a
 * ResizeObserver callback too. The first count is read once the frame's layout has run (no forced layout), before its
 * paint.
 */
export function followBarFit(handle: FittedElement, initial: Layout): BarFitFollower {
  const owner = handle.ownerId;
  const fitNow = (): BarFit => $barFits.get()[owner] ?? { layout: initial, visibleMenus: null };
  const setFit = (next: BarFit): void => {
    const now = $barFits.get()[owner];
    if (now?.layout !== next.layout || now.visibleMenus !== next.visibleMenus) $barFits.setKey(owner, next);
  };
  setFit(fitNow());
  const stopLayout = followLayout(handle.host, fitNow().layout, (layout) => {
    closeOverlay(undefined, owner);
    setFit({ layout, visibleMenus: null });
  });
  let followed: readonly unknown[] = [];
  let stopNav = (): void => undefined;
  return {
    drawn(root) {
      const { layout } = fitNow();
      handle.setLayout(layout);
      const nav = layout === 'desktop' ? root.querySelector<HTMLElement>('.ex-nav') : null;
      const ids = $barInput.get().model.nav.map((group) => group.id);
      // The nav, its labels and its menus, as followed now.
      const now = nav ? [nav, ...(nav.querySelector('.ex-nav__measure')?.children ?? []), ...ids] : [];
      if (now.length === followed.length && now.every((each, index) => each === followed[index])) return;
      stopNav();
      followed = now;
      stopNav = nav
        ? followNavFit(
            nav,
            // A count that comes after a switch to the compact bar, before it is drawn, is no fit of it.
            (count) =>
              fitNow().layout === 'desktop' &&
              setFit({ layout: 'desktop', visibleMenus: count < ids.length ? count : null }),
            { owner, ids },
          )
        : () => undefined;
    },
    stop() {
      stopLayout();
      stopNav();
    },
  };
}

/** The element's bar is gone (its renderer removed it): no fit, no layout state on the element. */
export function forgetBarFit(handle: FittedElement): void {
  handle.setLayout(null);
  $barFits.setKey(handle.ownerId, undefined);
}
