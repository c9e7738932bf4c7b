// The size budgets (gzip level 9), shared by the size tier (scripts/size.mjs) and `npm run bench`.
import { KIB } from './sizes.mjs';

/** dist/ex-header.js, the one script a host adds. */
export const SCRIPT_BUDGET = 95 * KIB;
/**
 * What runs before the first paint: dist/ex-header.js (the bar is painted with plain DOM, React comes after). 28 since
 * the core's registry became one array and the menus' behaviour came with their panels' script (27.4 KiB; 29.9 before).
 * 30 since the header is a guest in other sites (29.5 KiB): what it must know before its first frame, or it would paint
 * a wrong one, came into the core: the site its links go to (site-base), the host's theme read from the page
 * (theme-source, with its observer), the menu of the current page, the click delay and their attribute checks.
 * 31 for the tester's API every element has from its first frame (30.34 KiB: updateComplete and what it counts,
 * no-navigation and ex-navigated, the theme's custom states; resetState's code loads on its first call), and the toasts'
 * live regions each element draws with its first paint, so that a first message is announced (30.70 KiB; 30.91 with
 * loading as the top floor, the floors below reaching the loader the elements provide; 30.85 with one declaration
 * per view: the core pins each dialog's script, and no longer the per-view React scripts; 30.99 with one flow driver per
 * renderer, the plain one drawing the bar as any view in the page flow).
 */
export const FIRST_PAINT_BUDGET = 31 * KIB;
/**
 * Everything a visitor's first page loads: the script, then the plain views' code (run when idle: every dropdown's
 * panel with its QR code, the theme dialog, the navigation and visitor drawers, the menu model; on a wide screen the
 * language dialog's, to draw it ahead). React and the views are fetched only when a reader shows intent on something
 * the plain bar does not draw (112 KiB while React and the app were fetched after every first paint; 115 KiB before
 * the views' texts moved to the core's tables). 53 since the drawers and dialogs are drawn ahead at idle (52.1 KiB:
 * about 1 KiB bought 25-35 ms off each first tap on a slow CPU); 57 since the language dialog is too (56.5 KiB: its
 * 5.2 KiB took its first tap at 4x from 126 to 82 ms, medians of 8, interleaved); 59 with the guest's 1.7 KiB (above),
 * 59.5 with the tester's API (above), 60 when loading became the top floor (59.64: the scripts below it reach the
 * loader the elements provide through src/internal/loader.ts, a few hundred bytes of indirection). 58.9 with one
 * declaration per view: the drawers' script is no longer part of a wide screen's first page (a phone's loads it, and
 * not the language dialog's).
 */
export const FIRST_PAGE_BUDGET = 60 * KIB;
/**
 * What a visitor's first page loads on a wide screen (no panel is prefetched at idle: panels load on intent, hover or
 * focus), by logical path: the built file names carry hashes (scripts/lib/pins.mjs's builtPath finds them).
 */
export const FIRST_PAGE_SCRIPTS = [
  'ex-header.js',
  'features/shared-plain.js',
  'features/plain-menu-panel.js',
  'features/dialog-lang.js',
  'features/dialog-theme.js',
];
export const LOCALE_BUDGET = 6 * KIB;
