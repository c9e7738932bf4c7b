/** Business constants from spec section 9: one source for every delay, size, id and code. */

export const VERSION = '0.1.0';

export const DEFAULT_LOCALE = 'en';
export const DEFAULT_UNIT = 'USD';
export const DEFAULT_SYMBOL = 'BTCUSDT';

export const MENU_CLICK_DELAY_MS = 500;
/** The longest `navigate-delay` a host may give a header link before it navigates. */
export const MAX_NAVIGATE_DELAY_MS = 10_000;
export const LOGOUT_RELOAD_DELAY_MS = 1000;

export const LANG_DIALOG_WIDTH_PX = 840;
export const LANG_DIALOG_COLUMNS = 4;
export const LANG_LIST_HEIGHT_PX = 350;
export const USER_DROPDOWN_WIDTH_PX = 258;
export const QR_SIZE_PX = 100;
/** Below this element width the header switches to the small-screen bar. */
export const DESKTOP_MIN_WIDTH_PX = 1024;
export const NARROW_HEADER_GAP_PX = 8;

export const TOAST_DURATION_MS = 4500;

/** Navigation documents (ours, not the spec's): the most text one may be, and how long a first visit waits for `menus-src`. */
export const MAX_MENUS_DOCUMENT_CHARS = 65_536;
export const MENUS_FIRST_VISIT_DEADLINE_MS = 1500;
export const TOAST_WIDTH_PX = 384;

export const REFRESH_TOKEN_COOKIE = 'bt_rtoken';
export const SUCCESS_CODES: readonly string[] = ['00000', '200'];

export const BUSINESS_LINE = {
  spot: 1,
  contract: 2,
  mixContract: 3,
  option: 4,
  otc: 5,
  financial: 6,
  spotMix: 7,
  usdtSettledMix: 8,
  usdSettledMix: 9,
  usdtMix: 10,
  usdMix: 11,
  usdcMix: 12,
  usdcSettledMix: 13,
  margin: 23,
} as const;
export type BusinessLineName = keyof typeof BUSINESS_LINE;
export type BusinessLine = (typeof BUSINESS_LINE)[BusinessLineName];

export const STRATEGY_ID = {
  spotGrid: 1,
  futuresGrid: 2,
  spotDca: 3,
  futuresDca: 4,
  autoInvest: 7,
  spotCta: 15,
  futuresCta: 16,
  smartPortfolio: 19,
  futuresSignalBot: 20,
  futuresMoon: 21,
  spotMoon: 22,
} as const;

/** accountMode bit flags that mark demo or simulation accounts (spec section 3). */
export const DEMO_ACCOUNT_MODE_BITS = [1, 2, 4] as const;

/** The app stores' pages (the Android package is an internal route: ROUTES.downloadAndroid). */
export const APP_LINKS = {
  ios: 'https://apps.apple.com/app/id1442778704',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.exchange.app',
} as const;

/** Every key the header writes in the page's localStorage starts with this (a reset removes them all). */
export const STORAGE_PREFIX = 'ex-header:';
export const STORAGE_KEYS = {
  theme: `${STORAGE_PREFIX}theme`,
  unit: `${STORAGE_PREFIX}unit`,
  symbols: `${STORAGE_PREFIX}symbols:`,
  menus: `${STORAGE_PREFIX}menus:`,
} as const;
