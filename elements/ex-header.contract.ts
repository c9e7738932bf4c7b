import type { ElementContract } from './contract';

/** The public contract of <ex-header>: its own attributes, the events it sends and the parts it renders. */
export const exHeaderContract: ElementContract = {
  tag: 'ex-header',
  className: 'ExHeaderElement',
  module: 'ex-header.js',
  description: 'The whole exchange header: the 64 px desktop bar, or below 1024 px of its own width (not the window\'s) the 48 px small-screen bar with its drawers; menus that do not fit move into "More menus"; opens its own dialogs.',
  ownAttributes: [],
  events: ['ex-navigate', 'ex-locale-change', 'ex-unit-change', 'ex-theme-change', 'ex-analytics', 'ex-mode-change', 'ex-logout'],
  parts: ['bar', 'logo', 'uta-badge', 'mode-badge', 'watermark', 'nav', 'menu-trigger', 'menu-panel', 'more-trigger', 'end', 'login-link', 'register-link', 'download-trigger', 'download-panel', 'qr', 'language-button', 'theme-toggle', 'settings-button', 'language-dialog', 'theme-dialog', 'compact-bar', 'drawer-button', 'drawer', 'toasts'],
};
