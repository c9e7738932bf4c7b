import { rovingIndex } from './roving-index';
import { placePanel } from './place-panel';

/**
 * An open dropdown panel's DOM, with or without React: the plain bar (src/plain/dropdowns.ts) before the views
 * have loaded, the views' Dropdown after, and the behaviour both share (src/behaviour/dropdown.ts).
 */

/** The entries of an open panel that take focus, in order. */
export function focusables(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
}

/** Arrow keys, Home and End move focus among a panel's entries; returns whether the key did. */
export function moveFocusInPanel(panel: HTMLElement | null, event: KeyboardEvent): boolean {
  const items = focusables(panel);
  const to = rovingIndex(event.key, items.indexOf(event.target as HTMLElement), items.length, { vertical: true });
  if (to === null) return false;
  event.preventDefault();
  items[to]?.focus();
  return true;
}

/**
 * Shows an open panel in the top layer (a manual popover), so no ancestor of the header (a CMS column with
 * `overflow: hidden` and a `transform`, a carousel, a stacking context) can clip it or paint over it, and keeps it
 * under its trigger while the page scrolls or resizes and while its entries change its size. Returns the function
 * that stops following it and hides it (or leaves it shown, for a view that takes it over). Browsers without
 * popovers keep the panel in place (CSS).
 */
export function showInTopLayer(
  trigger: HTMLElement,
  panel: HTMLElement,
  align: 'start' | 'end',
): (hide?: boolean) => void {
  // A removed element's view unmounts a microtask later: a detached panel cannot be shown.
  if (typeof panel.showPopover !== 'function' || !panel.isConnected) return () => undefined;
  const place = (): void => {
    const rtl = getComputedStyle(trigger).direction === 'rtl';
    const root = document.documentElement;
    const { left, top, maxHeight } = placePanel(
      trigger.getBoundingClientRect(),
      panel.getBoundingClientRect().width,
      { width: root.clientWidth || innerWidth, height: root.clientHeight || innerHeight },
      align,
      rtl,
    );
    panel.style.setProperty('left', `${left}px`);
    panel.style.setProperty('top', `${top}px`);
    panel.style.setProperty('max-block-size', `${maxHeight}px`);
  };
  if (!panel.matches(':popover-open')) panel.showPopover();
  place();
  const resized = new ResizeObserver(place);
  resized.observe(panel);
  addEventListener('scroll', place, { capture: true, passive: true });
  addEventListener('resize', place);
  return (hide = true) => {
    resized.disconnect();
    removeEventListener('scroll', place, { capture: true });
    removeEventListener('resize', place);
    if (hide && panel.matches(':popover-open')) panel.hidePopover();
  };
}
