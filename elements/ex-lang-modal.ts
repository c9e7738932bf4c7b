import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { useHost } from '../src/components/host';
import { FeatureSlot } from '../src/features/FeatureSlot';
import { createElementClass } from './base';
import { defineOnce } from './define';
import { booleanAttribute, enumAttribute } from './own-attributes';
import { usePrefetchWhenIdle } from '../src/features/lazy';

function StandaloneLangModal() {
  const { own, host } = useHost();
  usePrefetchWhenIdle(['lang-modal']);
  const { open, inline, variant } = useStore(own);
  if (!open && !inline) return null;
  const close = () => host.removeAttribute('open');
  return createElement(FeatureSlot, { name: 'lang-modal', onError: close, props: { onClose: close, variant, inline } });
}

/**
 * <ex-lang-modal open>: the language and currency dialog on its own (e.g. in a help center); closing removes `open`
 * and returns focus. `variant="wide"`: 840 px, two tabs, four columns. `inline`: the picker in the page flow.
 */
export const ExLangModalElement = createElementClass({
  tag: 'ex-lang-modal',
  view: StandaloneLangModal,
  ownAttributes: [booleanAttribute('open'), booleanAttribute('inline'), enumAttribute('variant', ['default', 'wide'] as const)],
});

defineOnce('ex-lang-modal', ExLangModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-lang-modal': InstanceType<typeof ExLangModalElement>;
  }
}
