/**
 * The space the menus have: from the nav's inline-start edge to the right area's (the bar's gap between the two
 * counts, so the threshold is the real distance the user sees), or the nav's width when it has no such sibling.
 */
export function availableSpace(nav: HTMLElement): number {
  const box = nav.getBoundingClientRect();
  const end = nav.parentElement?.querySelector(':scope > .ex-end');
  if (!end) return box.width;
  const rect = end.getBoundingClientRect();
  return getComputedStyle(nav).direction === 'rtl' ? box.right - rect.right : rect.left - box.left;
}

/** The natural widths of the measuring row's children: each menu trigger, then the "More menus" trigger. */
export function measuredWidths(row: HTMLElement | null): number[] {
  return row ? Array.from(row.children, (child) => child.getBoundingClientRect().width) : [];
}

/** The gap the nav's flex layout puts between menus. */
export function navGap(nav: HTMLElement): number {
  return parseFloat(getComputedStyle(nav).columnGap) || 0;
}
