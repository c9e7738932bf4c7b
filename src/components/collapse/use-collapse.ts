import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitCount } from '../../internal/fit-count';
import { useFirstPaintHints } from '../first-paint-hints';
import { availableSpace, measuredWidths, navGap } from '../../internal/measure-nav';

/**
 * How many menus fit in the nav (spec section 4, collapse), measured rather than guessed: the natural widths come
 * from a hidden measuring row (its last child is the "More menus" trigger), read once per text change (`texts`:
 * labels and locale) and again whenever one of them changes size without a text change (text-only zoom, a minimum
 * font size, a late web font); the space is the nav's own extent, which the flex layout gives it whatever its
 * content (so changing the count never changes the input: no render loop). A ResizeObserver on the nav recomputes
 * on resize, and on login or a language change through the right area's width.
 */
export function useCollapse(
  navRef: RefObject<HTMLElement | null>,
  measureRef: RefObject<HTMLElement | null>,
  texts: string,
  count: number,
): number {
  // Adopting the first paint: as many menus as it showed (the view must match the nodes it adopts), then measured.
  const hints = useFirstPaintHints();
  const [visible, setVisible] = useState(() => hints?.visibleMenus ?? count);
  const widths = useRef<number[]>([]);

  const recompute = useCallback(() => {
    const nav = navRef.current;
    if (!nav || widths.current.length === 0) return;
    const items = widths.current.slice(0, -1);
    setVisible(fitCount(items, availableSpace(nav), widths.current[items.length], navGap(nav)));
  }, [navRef]);

  const measure = useCallback(() => {
    widths.current = measuredWidths(measureRef.current);
    recompute();
  }, [measureRef, recompute]);

  useLayoutEffect(measure, [measure, texts, count]);

  useLayoutEffect(() => {
    const row = measureRef.current;
    if (!row) return;
    const resized = new ResizeObserver(measure);
    for (const child of Array.from(row.children)) resized.observe(child);
    return () => resized.disconnect();
  }, [measureRef, measure, texts, count]);

  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const observer = new ResizeObserver(recompute);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [navRef, recompute]);

  return Math.min(visible, count);
}
