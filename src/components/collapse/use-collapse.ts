import { useLayoutEffect, type RefObject } from 'react';
import { followNavFit, type FittedMenus } from '../../behaviour/nav-fit';
import { $barFits } from '../../stores/bar-fit';
import { useViewStore } from '../view-store';

/**
 * How many menus fit in the nav (src/behaviour/nav-fit.ts, the plain bar's fit too), as the element's fit says
 * (src/stores/bar-fit.ts: what the plain renderer drew, which this adopts), followed again when the texts change
 * (`texts`: labels and locale) or the menus do; one of `menus` open when the fit moves it closes.
 */
export function useCollapse(navRef: RefObject<HTMLElement | null>, texts: string, menus: FittedMenus): number {
  const count = menus.ids.length;
  const { owner } = menus;
  const ids = menus.ids.join('\n');
  const visible = useViewStore('barFits', owner)[owner]?.visibleMenus;
  useLayoutEffect(() => {
    const nav = navRef.current;
    const fitted = { owner, ids: ids.split('\n') };
    const total = fitted.ids.length;
    // Each size change counts again; the fit changes only when the count does.
    const onCount = (fits: number) => {
      const visibleMenus = fits < total ? fits : null;
      const fit = $barFits.get()[owner];
      if (fit?.layout !== 'desktop' || fit.visibleMenus !== visibleMenus)
        $barFits.setKey(owner, { layout: 'desktop', visibleMenus });
    };
    return nav ? followNavFit(nav, onCount, { measureNow: true, menus: fitted }) : undefined;
  }, [navRef, texts, owner, ids]);
  return Math.min(visible ?? count, count);
}
