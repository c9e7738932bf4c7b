/** Browser-test support for the language and theme pickers (not part of the library). */
import '../../elements/index';
import { $user } from '../../src/stores/account';
import { $localeSetting } from '../../src/stores/locale';
import { cancelPendingNavigation } from '../../src/actions/navigation';
import { $overlay } from '../../src/stores/overlay';
import { $savedTheme, $themeSetting } from '../../src/stores/theme';
import { $ratesSetting, $savedUnit, $unitSetting } from '../../src/stores/unit';
export { frames, until } from './wait';

const mounted: Element[] = [];
const listeners: [string, EventListener][] = [];

/** Puts `html` in a block of the given width at the top of the page. */
export function mount(html: string, width = 1200): HTMLDivElement {
  const frame = document.createElement('div');
  frame.style.inlineSize = `${width}px`;
  frame.innerHTML = html;
  document.body.prepend(frame);
  mounted.push(frame);
  return frame;
}

/** Records ex-* events on document; ex-navigate is prevented (a single-page app), so tests never leave the page. */
export function recordEvents(): CustomEvent[] {
  const events: CustomEvent[] = [];
  for (const type of ['ex-navigate', 'ex-locale-change', 'ex-unit-change', 'ex-theme-change']) {
    const listener: EventListener = (event) => {
      if (type === 'ex-navigate') event.preventDefault();
      events.push(event as CustomEvent);
    };
    document.addEventListener(type, listener);
    listeners.push([type, listener]);
  }
  return events;
}

export function cleanup(): void {
  for (const element of mounted.splice(0)) element.remove();
  for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
  cancelPendingNavigation();
  $overlay.set(null);
  $user.set(null);
  $localeSetting.set(null);
  $unitSetting.set(null);
  $savedUnit.set(null);
  $ratesSetting.set(null);
  $themeSetting.set(null);
  $savedTheme.set(null);
  localStorage.clear();
}

export const shadow = (element: Element): ShadowRoot => element.shadowRoot as ShadowRoot;

/** The focused element, looking through shadow roots. */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export const rect = (element: Element): DOMRect => element.getBoundingClientRect();
