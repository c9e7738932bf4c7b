import { documents } from './documents';
import { ExHeaderElement } from './ex-header';

/** <ex-header>: what it is, what its own attributes do, the events it sends and the parts it renders. */
export const docs = documents(ExHeaderElement, {
  description:
    'The whole exchange header: the 64 px desktop bar, or below 1024 px of its own width (not the window\'s) the 48 px small-screen bar with its drawers; menus that do not fit move into "More menus"; opens its own dialogs.',
  attributes: {
    placement:
      '"auto" (the default): the 48 px bar below 1024 px stays at the top as the page scrolls, the desktop bar scrolls with the page. "sticky": it stays at the top at every width. "fixed": fixed at the top of the window, out of the page\'s flow (for a host that offsets its own chrome by the bar\'s height, such as VitePress\'s layout-top). "scroll": it scrolls away with the page and has no stacking of its own, so a host\'s own sticky navbar and its drawers sit above it (menus, dialogs and drawers are in the top layer whatever the placement).',
  },
  states: ['desktop', 'compact'],
  events: [
    'ex-navigate',
    'ex-navigated',
    'ex-locale-change',
    'ex-unit-change',
    'ex-theme-change',
    'ex-analytics',
    'ex-mode-change',
    'ex-logout',
  ],
  parts: [
    'bar',
    'logo',
    'uta-badge',
    'mode-badge',
    'watermark',
    'nav',
    'menu-trigger',
    'menu-panel',
    'more-trigger',
    'end',
    'login-link',
    'register-link',
    'download-trigger',
    'download-panel',
    'qr',
    'language-button',
    'theme-toggle',
    'settings-button',
    'language-dialog',
    'theme-dialog',
    'compact-bar',
    'drawer-button',
    'drawer',
    'toasts',
  ],
});
