import { documents } from './documents';
import { ExLangModalElement } from './ex-lang-modal';

/** <ex-lang-modal>: what it is, what its own attributes do, the events it sends and the parts it renders. */
export const docs = documents(ExLangModalElement, {
  description:
    'The language and currency picker on its own (e.g. in a help center), in sync with every other element on the page: a dialog (two columns with 350 px lists, or the 840 px wide variant with two tabs and four columns) or, with `inline`, in the page flow. Lists are filterable and keyboard-navigable; picking a language rewrites the page path, saves it for a signed-in user and navigates through ex-navigate.',
  attributes: {
    open: 'Shows the dialog; closing it (Escape, backdrop, close button, a choice) removes the attribute and returns focus.',
    variant:
      '"default": two columns (languages, display units). "wide": 840 px, tabs "Language and region" and "Currency rate", four columns. An unknown value warns and uses "default".',
    inline:
      'Renders the picker in the page flow (no dialog, `open` not needed), as wide as its container; its columns adapt to the width.',
  },
  events: ['ex-navigate', 'ex-navigated', 'ex-locale-change', 'ex-unit-change', 'ex-analytics'],
  parts: ['language-dialog', 'language-picker', 'toasts'],
});
