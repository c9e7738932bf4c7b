import { Header } from '../src/components/header/Header';
import { createElementClass } from './base';
import { defineOnce } from './define';

export const ExHeaderElement = createElementClass({
  tag: 'ex-header',
  view: Header,
});

defineOnce('ex-header', ExHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-header': InstanceType<typeof ExHeaderElement>;
  }
}
