import { NARROW_HEADER_GAP_PX } from '../constants';

/**
 * Spec section 4, collapse: how many of the navigation menus (in order) stay in the bar. All of them when their
 * natural widths leave at least `minGap` before the right area; otherwise as many as fit together with the
 * "More menus" trigger, so the menus move into it last first. Monotonic: a narrower bar never shows more menus.
 */
export function fitCount(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  gap = 0,
  minGap = NARROW_HEADER_GAP_PX,
): number {
  let used = 0;
  const totals = widths.map((width, index) => (used += width + (index > 0 ? gap : 0)));
  if ((totals[widths.length - 1] ?? 0) + minGap <= available) return widths.length;
  for (let count = widths.length - 1; count > 0; count -= 1) {
    if (totals[count - 1] + gap + moreWidth + minGap <= available) return count;
  }
  return 0;
}
