import { createElementClass } from './base';
import { defineOnce } from './define';

export const ExHeaderElement = createElementClass({
  tag: 'ex-header',
  view: { type: 'header' },
});

defineOnce('ex-header', ExHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-header': InstanceType<typeof ExHeaderElement>;
  }
}
