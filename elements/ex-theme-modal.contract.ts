import type { ElementContract } from './contract';

/** The public contract of <ex-theme-modal>: its own attributes, the events it sends and the parts it renders. */
export const exThemeModalContract: ElementContract = {
  tag: 'ex-theme-modal',
  className: 'ExThemeModalElement',
  module: 'ex-theme-modal.js',
  description:
    'The light/dark dialog on its own; the choice applies to every element on the page at once, is remembered (localStorage, followed by other tabs) and sends ex-theme-change.',
  ownAttributes: [
    {
      name: 'open',
      property: 'open',
      type: 'boolean',
      description: 'Shows the dialog; closing it removes the attribute.',
      default: 'false',
    },
  ],
  events: ['ex-theme-change'],
  parts: ['theme-dialog'],
};
