/**
 * How the generated form words and lays out the document's fields (RJSF's uiSchema). The fields themselves, their
 * types and limits come from the published JSON Schema (dist/menus.schema.json); docs/menus.md says what each does.
 */
import type { UiSchema } from '@rjsf/utils';

const localized = (title: string): UiSchema => ({
  'ui:field': 'localized',
  'ui:title': title,
  'ui:options': { label: false },
});
const rules: UiSchema = { 'ui:field': 'rules', 'ui:options': { label: false } };
const position = (title: string): UiSchema => ({
  'ui:widget': 'key',
  'ui:title': title,
  'ui:description': 'A key of this list (built-in or the document’s)',
});
const link: UiSchema = {
  'ui:title': 'Link',
  'ui:description': 'A path on the site ("/events/zero-fee-week"), "{futures}/…", or an http(s) URL',
};
const pages: UiSchema = {
  'ui:title': 'Also marked current on these pages',
  'ui:description': '"/hc/*" is that page and every page under it',
  items: { 'ui:title': 'Page', 'ui:placeholder': '/hc/*' },
};
const icon = (theme: string): UiSchema => ({
  'ui:title': `Icon (${theme} theme)`,
  'ui:description': 'A same-site path or an https URL of an image',
});

const ITEM: UiSchema = {
  'ui:order': [
    'key',
    'label',
    'desc',
    'href',
    'when',
    'isHide',
    'isNew',
    'openNewWindow',
    'section',
    'before',
    'after',
    'lightIcon',
    'darkIcon',
    'current',
  ],
  key: {
    'ui:widget': 'key',
    'ui:title': 'Key',
    'ui:description': 'A built-in entry’s key changes that entry; a new key adds one',
  },
  label: localized('Label'),
  desc: localized('Description'),
  href: link,
  when: rules,
  isHide: { 'ui:title': 'Hidden' },
  isNew: { 'ui:title': 'Marked “new”' },
  openNewWindow: { 'ui:title': 'Opens a new window' },
  section: {
    'ui:widget': 'key',
    'ui:title': 'Section',
    'ui:description': 'The section of the menu a new entry joins (default: its neighbour’s)',
  },
  before: position('Place before'),
  after: position('Place after'),
  lightIcon: icon('light'),
  darkIcon: icon('dark'),
  current: pages,
};

const GROUP: UiSchema = {
  'ui:order': ['key', 'label', 'href', 'when', 'isHide', 'before', 'after', 'items', 'current'],
  key: {
    'ui:widget': 'key',
    'ui:title': 'Key',
    'ui:description': 'A built-in menu’s key (spot, futures, more, user…) changes it; a new key adds a menu',
  },
  label: localized('Menu label'),
  href: { ...link, 'ui:description': 'Where the menu’s own label links (optional)' },
  when: rules,
  isHide: { 'ui:title': 'Hidden' },
  before: position('Place before'),
  after: position('Place after'),
  items: { 'ui:title': 'Entries', items: ITEM },
  current: pages,
};

export const UI_SCHEMA: UiSchema = {
  'ui:order': ['replace', 'groups', '*'],
  'ui:submitButtonOptions': { norender: true },
  $schema: { 'ui:widget': 'hidden' },
  version: { 'ui:widget': 'hidden' },
  replace: { 'ui:title': 'Leave out the built-in navigation menus (show only this document’s)' },
  groups: { 'ui:title': 'Menus', items: GROUP },
};
