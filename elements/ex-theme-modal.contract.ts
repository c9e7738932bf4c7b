import { documents } from './documents';
import { ExThemeModalElement } from './ex-theme-modal';

/** <ex-theme-modal>: what it is, what its own attributes do, the events it sends and the parts it renders. */
export const docs = documents(ExThemeModalElement, {
  description:
    'The light/dark dialog on its own; the choice applies to every element on the page at once, is remembered (localStorage, followed by other tabs) and sends ex-theme-change.',
  attributes: {
    open: 'Shows the dialog; closing it removes the attribute.',
  },
  events: ['ex-theme-change'],
  parts: ['theme-dialog', 'toasts'],
});
