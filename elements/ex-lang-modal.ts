import type { LangPickerVariant } from '../src/markup/lang-picker';
import { defineOnce } from './define';
import { createOverlayElement } from './overlay-element';
import { booleanAttribute, enumAttribute } from './own-attributes';

/**
 * <ex-lang-modal open>: the language and currency dialog on its own (e.g. in a help center); closing removes `open`
 * and returns focus. `variant="wide"`: 840 px, two tabs, four columns. `inline`: the picker in the page flow.
 */
export const ExLangModalElement = createOverlayElement({
  tag: 'ex-lang-modal',
  ownAttributes: [booleanAttribute('inline'), enumAttribute('variant', ['default', 'wide'] as const)],
  shows: (own) => (own.inline ? null : { kind: 'lang', options: { variant: own.variant as LangPickerVariant } }),
  flow: (own) => (own.inline ? 'dialog-lang' : null),
});

defineOnce('ex-lang-modal', ExLangModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-lang-modal': InstanceType<typeof ExLangModalElement>;
  }
}
