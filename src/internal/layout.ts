import { DESKTOP_MIN_WIDTH_PX, LANG_DIALOG_WIDTH_PX } from '../constants';

/**
 * Which bar an element shows, decided by the element's own width (an embedded header in a narrow column is small),
 * never the window's: below DESKTOP_MIN_WIDTH_PX (1024 px, the narrowest width at which the desktop bar's logo,
 * tools and at least one menu fit beside the "More menus" button in every locale) the 48 px compact bar with drawers.
 */
export type Layout = 'desktop' | 'compact';

export function layoutForWidth(width: number): Layout {
  return width < DESKTOP_MIN_WIDTH_PX ? 'compact' : 'desktop';
}

/** The element's width; a host not laid out yet (0) counts as the viewport's width. */
export function hostWidth(host: HTMLElement): number {
  return host.getBoundingClientRect().width || document.documentElement.clientWidth;
}

/** The layout the viewport's width suggests, read from a media query (reading a width would force a layout). */
export function viewportLayout(): Layout {
  if (typeof matchMedia !== 'function') return 'desktop';
  return matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`).matches ? 'desktop' : 'compact';
}

/** The language dialog a window opens when no variant is asked for: the wide one where its 840 px fit, else two columns. */
export function langDialogVariant(): 'wide' | 'default' {
  const roomy = typeof matchMedia === 'function' && matchMedia(`(min-width: ${LANG_DIALOG_WIDTH_PX + 48}px)`).matches;
  return roomy ? 'wide' : 'default';
}
