import type { ElementContract } from './contract';

/** The public contract of <ex-lang-modal>: its own attributes, the events it sends and the parts it renders. */
export const exLangModalContract: ElementContract = {
  tag: 'ex-lang-modal',
  className: 'ExLangModalElement',
  module: 'ex-lang-modal.js',
  description:
    'The language and currency picker on its own (e.g. in a help center), in sync with every other element on the page: a dialog (two columns with 350 px lists, or the 840 px wide variant with two tabs and four columns) or, with `inline`, in the page flow. Lists are filterable and keyboard-navigable; picking a language rewrites the page path, saves it for a signed-in user and navigates through ex-navigate.',
  ownAttributes: [
    {
      name: 'open',
      property: 'open',
      type: 'boolean',
      description:
        'Shows the dialog; closing it (Escape, backdrop, close button, a choice) removes the attribute and returns focus.',
      default: 'false',
    },
    {
      name: 'variant',
      property: 'variant',
      type: "'default' | 'wide'",
      description:
        '"default": two columns (languages, display units). "wide": 840 px, tabs "Language and region" and "Currency rate", four columns. An unknown value warns and uses "default".',
      default: '"default"',
    },
    {
      name: 'inline',
      property: 'inline',
      type: 'boolean',
      description:
        'Renders the picker in the page flow (no dialog, `open` not needed), as wide as its container; its columns adapt to the width.',
      default: 'false',
    },
  ],
  events: ['ex-navigate', 'ex-locale-change', 'ex-unit-change', 'ex-analytics'],
  parts: ['language-dialog', 'language-picker'],
};
