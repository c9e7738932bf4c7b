import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitCount } from '../../stores/collapse';

/**
 * How many menus fit in the nav (spec section 4, collapse), measured rather than guessed: the natural widths come
 * from a hidden measuring row (its last child is the "More menus" trigger), read once per text change (`texts`:
 * labels and locale); the space is the nav's own width, which the flex layout gives it whatever its content (so
 * changing the count never changes the input: no render loop). A ResizeObserver on the nav recomputes on resize,
 * and on login or a language change through the right area's width.
 */
export function useCollapse(navRef: RefObject<HTMLElement | null>, measureRef: RefObject<HTMLElement | null>, texts: string, count: number): number {
  const [visible, setVisible] = useState(count);
  const widths = useRef<number[]>([]);

  const recompute = useCallback(() => {
    const nav = navRef.current;
    if (!nav || widths.current.length === 0) return;
    const gap = parseFloat(getComputedStyle(nav).columnGap) || 0;
    const items = widths.current.slice(0, -1);
    setVisible(fitCount(items, nav.getBoundingClientRect().width, widths.current[items.length], gap));
  }, [navRef]);

  const measure = useCallback(() => {
    const row = measureRef.current;
    widths.current = row ? Array.from(row.children, (child) => child.getBoundingClientRect().width) : [];
    recompute();
  }, [measureRef, recompute]);

  useLayoutEffect(measure, [measure, texts, count]);

  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const observer = new ResizeObserver(recompute);
    observer.observe(nav);
    // A web font arriving late changes every label's width.
    document.fonts?.addEventListener('loadingdone', measure);
    return () => {
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', measure);
    };
  }, [navRef, recompute, measure]);

  return Math.min(visible, count);
}
