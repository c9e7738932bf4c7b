import { createElementClass } from './base';
import { defineOnce } from './define';
import { enumAttribute } from './own-attributes';

/** How the bar sits in the page (its styles read the attribute itself: src/styles/header.css). */
export const PLACEMENTS = ['auto', 'sticky', 'fixed', 'scroll'] as const;

export const ExHeaderElement = createElementClass({
  tag: 'ex-header',
  view: { type: 'header' },
  ownAttributes: [enumAttribute('placement', PLACEMENTS)],
});

defineOnce('ex-header', ExHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-header': InstanceType<typeof ExHeaderElement>;
  }
}
