import { useLayoutEffect, useState, type RefObject } from 'react';
import { followNavFit, type FittedMenus } from '../../behaviour/nav-fit';
import { useDrawn } from '../view-store';

/**
 * How many menus fit in the nav (src/behaviour/nav-fit.ts, the plain bar's fit too), followed again when the texts
 * change (`texts`: labels and locale) or the menus do; one of `menus` open when the fit moves it closes.
 */
export function useCollapse(navRef: RefObject<HTMLElement | null>, texts: string, menus: FittedMenus): number {
  const count = menus.ids.length;
  const { owner } = menus;
  const ids = menus.ids.join('\n');
  // Adopting the first paint: as many menus as it showed (the view must match the nodes it adopts), then measured.
  const hints = useDrawn()?.hints;
  const [visible, setVisible] = useState(() => hints?.visibleMenus ?? count);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const fitted = { owner, ids: ids.split('\n') };
    return nav ? followNavFit(nav, setVisible, { measureNow: true, menus: fitted }) : undefined;
  }, [navRef, texts, owner, ids]);
  return Math.min(visible, count);
}
