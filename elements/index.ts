/** Defines every element: the script-tag build's entry and the ESM "all elements" entry. */
export { ExHeaderElement } from './ex-header';
export { ExLangModalElement } from './ex-lang-modal';
export { ExThemeModalElement } from './ex-theme-modal';
export { ExDrawerElement } from './ex-drawer';
export { ExSecurityDialogElement } from './ex-security-dialog';
export * from '../src/events';
export type * from './public-types';
export { syncPath } from '../src/stores/path';
export { routeHeaderLinks } from '../src/actions/route-links';
export { checkMenus } from '../src/stores/menus';
export { VERSION } from '../src/constants';
