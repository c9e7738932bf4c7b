import { loadFeature } from '../internal/loader';
import type { FeatureName } from '../internal/loader';
import { openedFeature } from '../markup/controls';
import { dropdownSelector } from './dropdown-wrapper';

/** The controls that open something loaded on first use: a dropdown, a dialog button, a drawer button. */
const OPENING_CONTROLS = `${dropdownSelector()}, button[data-overlay-trigger], button[data-drawer]`;
const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown'] as const;

/** What a control opens, by its attributes (src/markup/controls.ts). */
export const featureOpenedBy = (control: Element): FeatureName | null =>
  openedFeature({
    'data-menu': control.getAttribute('data-menu'),
    'data-overlay-trigger': control.getAttribute('data-overlay-trigger'),
    'data-drawer': control.getAttribute('data-drawer'),
  });

/**
 * The reader points at, focuses or presses a control: what it opens starts loading, so a click waits as little as it
 * can. `featureFor` names the feature (by default the one its attributes say; the plain bar draws some itself).
 * Returns the function that stops it.
 */
export function prefetchOnIntent(
  root: HTMLElement,
  featureFor: (control: Element) => FeatureName | null = featureOpenedBy,
): () => void {
  const onIntent = (event: Event): void => {
    const control = event.target instanceof Element ? event.target.closest(OPENING_CONTROLS) : null;
    const feature = control && root.contains(control) ? featureFor(control) : null;
    if (feature) loadFeature(feature).catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent);
  };
}
