/**
 * Roving focus in a group (menu entries, tabs, radio options): the index a key moves to, wrapping at both ends, or
 * null when the key does not move. Left and right swap in right-to-left text.
 */
export interface RovingOptions {
  /** ArrowLeft / ArrowRight move (tabs, radio options). */
  horizontal?: boolean;
  /** ArrowUp / ArrowDown move (menus, radio options). */
  vertical?: boolean;
  rtl?: boolean;
}

export function rovingIndex(
  key: string,
  index: number,
  count: number,
  { horizontal = false, vertical = false, rtl = false }: RovingOptions,
): number | null {
  if (count === 0) return null;
  let next: number;
  if (key === 'Home') next = 0;
  else if (key === 'End') next = count - 1;
  else if (horizontal && (key === 'ArrowRight' || key === 'ArrowLeft'))
    next = index + ((key === 'ArrowRight') !== rtl ? 1 : -1);
  else if (vertical && (key === 'ArrowDown' || key === 'ArrowUp')) next = index + (key === 'ArrowDown' ? 1 : -1);
  else return null;
  return (next + count) % count;
}

/** Whether an element lays out right to left (our root's dir, inherited). */
export function isRtl(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}
