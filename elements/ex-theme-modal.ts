import { defineOnce } from './define';
import { createOverlayElement } from './overlay-element';

/** <ex-theme-modal open>: the light/dark dialog on its own; closing removes `open`. */
export const ExThemeModalElement = createOverlayElement({
  tag: 'ex-theme-modal',
  shows: () => ({ kind: 'theme' }),
});

defineOnce('ex-theme-modal', ExThemeModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-theme-modal': InstanceType<typeof ExThemeModalElement>;
  }
}
