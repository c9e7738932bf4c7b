import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { useHost } from '../src/components/host';
import { FeatureSlot } from '../src/features/FeatureSlot';
import { createElementClass } from './base';
import { defineOnce } from './define';
import { booleanAttribute } from './own-attributes';
import { usePrefetchWhenIdle } from '../src/features/lazy';

function StandaloneThemeModal() {
  const { own, host } = useHost();
  usePrefetchWhenIdle(['theme-modal']);
  const { open } = useStore(own);
  if (!open) return null;
  const close = () => host.removeAttribute('open');
  return createElement(FeatureSlot, { name: 'theme-modal', onError: close, props: { onClose: close } });
}

/** <ex-theme-modal open>: the light/dark dialog on its own; closing removes `open`. */
export const ExThemeModalElement = createElementClass({
  tag: 'ex-theme-modal',
  view: StandaloneThemeModal,
  ownAttributes: [booleanAttribute('open')],
});

defineOnce('ex-theme-modal', ExThemeModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-theme-modal': InstanceType<typeof ExThemeModalElement>;
  }
}
