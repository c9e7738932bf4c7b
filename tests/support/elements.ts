/** Browser-test support for the small-screen bar, drawers, collapse and dialogs (not part of the library). */
import '../../elements/index';
import { $user } from '../../src/stores/account';
import { $localeSetting } from '../../src/stores/locale';
import { $overlay } from '../../src/stores/overlay';
import { $toasts, dismissToast } from '../../src/stores/toasts';
export { frames, until } from './wait';

const mounted: Element[] = [];

/** Puts `html` in a block of the given width at the top of the page; returns the block and its first element. */
export function mount<T extends HTMLElement = HTMLElement>(
  html: string,
  width: number,
): { frame: HTMLDivElement; element: T } {
  const frame = document.createElement('div');
  frame.style.inlineSize = `${width}px`;
  frame.innerHTML = html;
  document.body.prepend(frame);
  mounted.push(frame);
  return { frame, element: frame.firstElementChild as T };
}

export function cleanup(): void {
  for (const element of mounted.splice(0)) element.remove();
  $overlay.set(null);
  $user.set(null);
  $localeSetting.set(null);
  for (const toast of $toasts.get()) dismissToast(toast.id);
  // What a test saved (a unit, a theme) is no later file's state: their frames share the origin's storage.
  localStorage.clear();
}

export const shadow = (element: Element): ShadowRoot => element.shadowRoot as ShadowRoot;

/** The focused element, looking through shadow roots. */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
