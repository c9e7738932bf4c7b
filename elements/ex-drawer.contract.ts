import { documents } from './documents';
import { ExDrawerElement } from './ex-drawer';
import { docs as headerDocs } from './ex-header.contract';

/** <ex-drawer>: what it is, what its own attributes do, the events it sends and the parts it renders. */
export const docs = documents(ExDrawerElement, {
  description:
    'One small-screen drawer on its own (330 px): navigation menus, account menus (or log in and sign up), or preferences (language, unit, theme, app download).',
  attributes: {
    kind: 'Which drawer; an unknown value warns and uses "nav".',
    open: 'Shows the drawer; closing it (Escape, backdrop, close button, a followed link) removes the attribute.',
  },
  // A drawer holds the header's menus and actions, so it sends the same events.
  events: headerDocs.events,
  parts: ['drawer', 'login-link', 'register-link', 'toasts'],
});
