import { useLayoutEffect, useState, type RefObject } from 'react';
import { followNavFit } from '../../behaviour/nav-fit';
import { useFirstPaintHints } from '../first-paint-hints';

/**
 * How many menus fit in the nav (src/behaviour/nav-fit.ts, the plain bar's fit too), followed again when the texts
 * change (`texts`: labels and locale) or the number of menus does.
 */
export function useCollapse(navRef: RefObject<HTMLElement | null>, texts: string, count: number): number {
  // Adopting the first paint: as many menus as it showed (the view must match the nodes it adopts), then measured.
  const hints = useFirstPaintHints();
  const [visible, setVisible] = useState(() => hints?.visibleMenus ?? count);
  useLayoutEffect(() => {
    const nav = navRef.current;
    return nav ? followNavFit(nav, setVisible, { measureNow: true }) : undefined;
  }, [navRef, texts, count]);
  return Math.min(visible, count);
}
