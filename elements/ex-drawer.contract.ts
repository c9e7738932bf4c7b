import type { ElementContract } from './contract';
import { exHeaderContract } from './ex-header.contract';

/** The public contract of <ex-drawer>: its own attributes, the events it sends and the parts it renders. */
export const exDrawerContract: ElementContract = {
  tag: 'ex-drawer',
  className: 'ExDrawerElement',
  module: 'ex-drawer.js',
  description:
    'One small-screen drawer on its own (330 px): navigation menus, account menus (or log in and sign up), or preferences (language, unit, theme, app download).',
  ownAttributes: [
    {
      name: 'kind',
      property: 'kind',
      type: "'nav' | 'user' | 'preferences'",
      description: 'Which drawer; an unknown value warns and uses "nav".',
      default: '"nav"',
    },
    {
      name: 'open',
      property: 'open',
      type: 'boolean',
      description:
        'Shows the drawer; closing it (Escape, backdrop, close button, a followed link) removes the attribute.',
      default: 'false',
    },
  ],
  // A drawer holds the header's menus and actions, so it sends the same events.
  events: exHeaderContract.events,
  parts: ['drawer', 'login-link', 'register-link', 'toasts'],
};
