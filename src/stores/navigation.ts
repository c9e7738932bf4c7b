import { atom } from 'nanostores';
import { MENU_CLICK_DELAY_MS } from '../constants';

/** Set by the `no-navigation` attribute: the header never leaves or reloads the page itself (tests, hosts routing all). */
export const $noNavigation = atom(false);

/** Set by the `navigate-delay` attribute: how long a header link waits before it navigates (spec: 500 ms). */
export const $navigateDelay = atom<number>(MENU_CLICK_DELAY_MS);
