import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { useHost } from '../src/components/host';
import { FeatureSlot } from '../src/features/FeatureSlot';
import { createElementClass } from './base';
import { defineOnce } from './define';
import { booleanAttribute } from './own-attributes';

function StandaloneLangModal() {
  const { own, host } = useHost();
  const { open } = useStore(own);
  if (!open) return null;
  const close = () => host.removeAttribute('open');
  return createElement(FeatureSlot, { name: 'lang-modal', onError: close, props: { onClose: close } });
}

/** <ex-lang-modal open>: the language and currency dialog on its own (e.g. in a help center); closing removes `open`. */
export const ExLangModalElement = createElementClass({
  tag: 'ex-lang-modal',
  view: StandaloneLangModal,
  ownAttributes: [booleanAttribute('open')],
});

defineOnce('ex-lang-modal', ExLangModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-lang-modal': InstanceType<typeof ExLangModalElement>;
  }
}
