/**
 * Routes: the one table of paths the header links to, and the pure helpers that turn a path into a final
 * href (language prefix, futures base, login/register query, safety guard).
 *
 * Paths in ROUTES carry no language prefix; `localizePath` adds `/{lang}` (none for the default `en`).
 *
 * Destinations the spec names only by label (spec section 2, "Menu labels also imply these destinations
 * (paths not shown)"). Our choices:
 *
 * | label                 | route                                        | why                                                        |
 * |-----------------------|----------------------------------------------|------------------------------------------------------------|
 * | address book          | /asset/address                               | withdrawal addresses live with the other asset pages       |
 * | sub-accounts          | /asset/subaccount                            | "sub-accounts" is one of the asset account types (spec §3) |
 * | funding account       | /asset/funding                               | an asset account page beside /asset/spot, /asset/earn      |
 * | OTC account           | /asset/p2p                                   | the spec's asset/p2p page: OTC (business line 5) is P2P    |
 * | voucher history       | /record/coupon                               | the spec's record/coupon page                              |
 * | Earn history          | /record/finhis                               | the spec's record/finhis ("financial history") page        |
 * | Convert history       | /order/convert                               | the spec's order/convert page                              |
 * | crypto loans history  | /order/loan                                  | the spec's order/loan page                                 |
 * | insurance fund        | /trade-info/risk-fund                        | the unified trading-info page of that name                 |
 * | position tiers        | /trade-info/position-gear                    | "position gear" is the tier table                          |
 * | loan data             | /trade-info/leverage-borrow                  | leverage and borrowing data                                |
 * | coin haircut          | /trade-info/discount-rate                    | collateral discount rate = haircut                         |
 * | margin loan rules     | /spot/introduction/margininfo/cross-limit    | the classic margin borrowing-limit page                    |
 * | Elite trading         | /copy-trading/elite-trader                   | beside the other /copy-trading pages                       |
 * | My promotions         | /events/referral/promotions                  | the referrer's own promotion records, under /events/referral |
 * | referral codes        | /events/referral/codes                       | under /events/referral                                     |
 * | on-chain settings     | /on-chain/settings                           | an /on-chain sub-page                                      |
 *
 * Other routes the spec does not spell out: Earn `/earn`, crypto loans `/crypto-loans`, funding-account
 * history `/record/funding`, transaction history is the spec's `/record/exchange`, and the unified-account
 * support article `UNIFIED_ACCOUNT_ARTICLE` (an internal help-centre path, opened in a new window like the
 * other unified trading-info pages).
 *
 * Spec routes with a decision of ours:
 * - `futures/futures-summarize` is the Futures menu's "Futures markets" entry, under the futures base like the other
 *   futures pages (so `/futures-summarize` inside a trade-* area); `/futures` stays "Futures overview".
 * - `spot/BTCUSDT?type=spot` is the spot entry on the spot trading page itself (spotTradingPage), where `type`
 *   switches one page between spot and margin; everywhere else the entry is the plain `spot/BTCUSDT`.
 * - `/trading-bot/detail/*` is linked by no header entry: a detail page is one running bot's, named by an id that
 *   only the trading-bot pages know; the header's way in is the bot overview `/trading-bot`.
 *
 * Pages the mode transitions open (menu/transitions.ts): entering simulation (classic or unified) opens the spec's
 * demo futures page `/futures/susdt/SBTCSUSDT` (`simulationEntry`); leaving it without a unified account opens the
 * spec's `/futures/usdt/BTCUSDT` (`leaveSimulation`); switching between the demo and the real account opens the
 * change-demo-account page (`changeDemoAccount`, or the sub-account variant), where the exchange switches accounts.
 */

import { BUSINESS_LINE, DEFAULT_LOCALE, DEFAULT_SYMBOL } from '../constants';
import { findLanguage } from '../i18n/languages';
import { onSite } from './site';

/** A value placed into one path segment (a symbol code): encoded, so it cannot add segments, a query or markup. */
function segment(value: string): string {
  return encodeURIComponent(value);
}

export const ROUTES = {
  home: '/',
  download: '/download',
  downloadAndroid: '/download?platform=android',
  login: '/login',
  register: '/register',

  // Spot
  spot: `/spot/${DEFAULT_SYMBOL}`,
  /** The spot entry on the spot trading page itself, where `type` picks spot or margin (spotTradingPage). */
  spotTyped: `/spot/${DEFAULT_SYMBOL}?type=spot`,
  convert: '/convert',
  marginCross: `/spot/${DEFAULT_SYMBOL}?type=cross`,
  preMarket: '/pre-market',
  utaSpot: `/trade-spot/${DEFAULT_SYMBOL}`,
  utaMargin: `/trade-margin/${DEFAULT_SYMBOL}`,

  // Futures (paths relative to futuresBase(), see below), plus the unified trade-swap pages
  futuresHome: '/futures',
  futuresSub: {
    summarize: '/futures-summarize',
    traderUsdt: `/trader-futures/usdt/${DEFAULT_SYMBOL}`,
    usdt: `/usdt/${DEFAULT_SYMBOL}`,
    usd: (symbol: string) => `/usd/${segment(symbol)}`,
    usdc: '/usdc/BTCPERP',
    demoUsdt: '/susdt/SBTCSUSDT',
    demoUsd: '/susd/SBTCSUSD',
    demoUsdc: '/susdc/SBTCSPERP',
  },
  utaSwapUsdt: `/trade-swap/usdt/${DEFAULT_SYMBOL}`,
  utaSwapUsdc: '/trade-swap/usdc/BTCPERP',
  utaSwapUsd: (symbol: string) => `/trade-swap/usd/${segment(symbol)}`,

  // Mode transitions (menu/transitions.ts): full paths, whatever the current page's futures base
  simulationEntry: '/futures/susdt/SBTCSUSDT',
  leaveSimulation: `/futures/usdt/${DEFAULT_SYMBOL}`,

  // Trading info, unified (opened in a new window)
  tradeInfo: {
    tradeRule: '/trade-info/trade-rule',
    leverageBorrow: '/trade-info/leverage-borrow',
    positionGear: '/trade-info/position-gear',
    discountRate: '/trade-info/discount-rate',
    riskFund: '/trade-info/risk-fund',
    fundingRate: '/trade-info/funding_rate',
    indexPrice: '/trade-info/index_price',
  },
  unifiedAccountArticle: '/support/articles/unified-trading-account',

  // Trading info, classic
  futuresSummarize: '/futures/introduction/futures-summarize',
  futuresDetails: '/futures/introduction/futures-details',
  fundingRate: '/futures/introduction/funding-rate',
  spotRules: '/spot/introduction/spot-rules',
  marginCrossLimit: '/spot/introduction/margininfo/cross-limit',
  priceIndex: '/crypto/introduction/price-index',

  // Strategy
  tradingBot: '/trading-bot',
  spotBot: (kind: SpotBotKind, symbol: string = DEFAULT_SYMBOL) => `/trading-bot/spot/${kind}/${segment(symbol)}`,
  futuresBot: (kind: FuturesBotKind, symbol: string = DEFAULT_SYMBOL) =>
    `/trading-bot/futures/${kind}/${segment(symbol)}`,

  // Social trading
  copySpot: '/copy-trading/spot',
  copyFutures: '/copy-trading/futures',
  copyStrategy: '/copy-trading/strategy',
  eliteTrader: '/copy-trading/elite-trader',

  // On-chain
  onChain: '/on-chain',
  onChainSettings: '/on-chain/settings',

  // More
  earn: '/earn',
  cryptoLoans: '/crypto-loans',
  referral: '/events/referral',
  referralCodes: '/events/referral/codes',
  myPromotions: '/events/referral/promotions',
  rewards: '/events/rewards',

  // Account (master) and the sub-account variants
  dashboard: '/dashboard',
  verified: '/account/verified?source=KYC_TRADE_1001',
  security: '/account/setting',
  api: '/account/newapi',
  preference: '/account/preference',
  welfare: '/account/welfare/mine',
  coupons: '/account/coupon',
  changeDemoAccount: '/account/changeDemoAccount',
  investorStatus: '/account/investor-status',
  tradeProAccount: '/tradeProAccount',
  vip: '/vip/detail',
  subSecurity: '/subaccount/setting',
  subApi: '/subaccount/setting/api',
  subPreference: '/subaccount/setting/preference',
  subChangeDemoAccount: '/subaccount/setting/changeDemoAccount',

  // Assets
  assetOverview: '/asset',
  deposit: '/asset/recharge',
  withdraw: '/asset/withdraw',
  transfer: '/asset/transfer',
  addressBook: '/asset/address',
  assetSpot: '/asset/spot',
  assetFunding: '/asset/funding',
  assetOtc: '/asset/p2p',
  assetFollower: '/asset/follower',
  assetStrategy: '/asset/strategy',
  assetEarn: '/asset/earn',
  assetSubAccounts: '/asset/subaccount',
  assetUta: '/trade-asset/uta',

  // Orders
  spotOrders: '/transac?tab=0',
  utaOrders: '/trade-asset-order/uta-order-current',
  marginOrders: (tabType: 'cross' | 'isolated') => `/order/marginOrderInfo?tab=0&tabType=${tabType}`,
  futuresOrders: (businessLine: number) => `/order/mcp?tab=1&businessLine=${businessLine}`,
  transactionHistory: '/record/exchange',
  fundingHistory: '/record/funding',
  fiatOrders: '/order/fiat',
  convertHistory: '/order/convert',
  loanHistory: '/order/loan',
  earnHistory: '/record/finhis',
  voucherHistory: '/record/coupon',
} as const;

export type SpotBotKind = 'grid' | 'dca' | 'timing' | 'cta' | 'hoard' | 'moon';
export type FuturesBotKind = 'grid' | 'dca' | 'cta' | 'arbitrage' | 'moon' | 'tv' | 'trace';

/** Business lines of the futures order lists (perpetual USDT-M, Coin-M, USDC-M). */
export const FUTURES_ORDER_LINES = {
  usdt: BUSINESS_LINE.usdtMix,
  usd: BUSINESS_LINE.usdMix,
  usdc: BUSINESS_LINE.usdcMix,
} as const;

/** First path segments of the trade areas that host the futures pages without a /futures prefix. */
export const TRADE_AREAS: readonly string[] = [
  'trade-spot',
  'trade-margin',
  'trade-swap',
  'trade-futures',
  'trade-info',
];

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** True for a full http(s) URL (these open in a new window and get no language prefix). */
export function isExternalUrl(href: string): boolean {
  return ABSOLUTE_HTTP.test(href.trim());
}

interface SplitPath {
  origin: string;
  pathname: string;
  /** Query and hash, with their leading '?' / '#'. */
  suffix: string;
}

/**
 * A path the header builds links from must stay on this site: browsers read a backslash as a slash, and a path
 * that starts with two of them ('//evil.example', '/\\evil.example') is protocol-relative and leaves the origin. So
 * backslashes become slashes and runs of slashes collapse to one ('/de//evil.example/x' -> '/de/evil.example/x'),
 * after removing the tabs, newlines and other control characters that URL parsers drop ('/\t/evil.example').
 */
export function sameOriginPathname(pathname: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const collapsed = pathname.replace(/[\u0000-\u001F\u007F]/g, '').replace(/[\\/]+/g, '/');
  return collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
}

function splitPath(input: string): SplitPath {
  let rest = input.trim();
  let origin = '';
  const originMatch = /^https?:\/\/[^/?#]*/i.exec(rest);
  if (originMatch) {
    origin = originMatch[0];
    rest = rest.slice(origin.length);
  }
  const cut = rest.search(/[?#]/);
  const pathname = sameOriginPathname(cut === -1 ? rest : rest.slice(0, cut));
  const suffix = cut === -1 ? '' : rest.slice(cut);
  return { origin, pathname, suffix };
}

/** The canonical locale of a path's first segment (`/zh-cn/x` -> 'zh-CN'), or null when it is not a known locale. */
export function localeFromPath(path: string): string | null {
  const { pathname } = splitPath(path);
  const first = pathname.split('/')[1] ?? '';
  return findLanguage(first)?.locale ?? null;
}

/** The locale shown: the one set (attribute, property, choice) when known, else the path's language, else English. */
export function resolveLocale(setting: string | null | undefined, path: string): string {
  return findLanguage(setting)?.locale ?? localeFromPath(path) ?? DEFAULT_LOCALE;
}

/** Removes a leading known-locale segment, keeping query and hash: '/de/futures?x=1' -> '/futures?x=1', '/de' -> '/'. */
export function stripLocalePrefix(path: string): string {
  const { origin, pathname, suffix } = splitPath(path);
  const segments = pathname.split('/');
  if (findLanguage(segments[1])) {
    const rest = `/${segments.slice(2).join('/')}`;
    return `${origin}${rest}${suffix}`;
  }
  return `${origin}${pathname}${suffix}`;
}

/**
 * Adds the `/{lang}` prefix (none for `en`; an unknown locale counts as `en`). An existing locale prefix is
 * replaced, so the function is idempotent. Full http(s) URLs are returned unchanged.
 */
export function localizePath(path: string, locale: string): string {
  if (isExternalUrl(path)) return path.trim();
  const bare = stripLocalePrefix(path);
  const language = findLanguage(locale);
  if (!language || language.locale === DEFAULT_LOCALE) return bare;
  const { pathname, suffix } = splitPath(bare);
  return `/${language.locale}${pathname === '/' ? '' : pathname}${suffix}`;
}

/** Replaces, removes (for `en`) or adds the first-segment language prefix, keeping query and hash. */
export function rewriteLocaleInPath(fullPathWithQueryAndHash: string, newLocale: string): string {
  const { origin } = splitPath(fullPathWithQueryAndHash);
  const withoutOrigin = fullPathWithQueryAndHash.trim().slice(origin.length);
  return `${origin}${localizePath(withoutOrigin === '' ? '/' : withoutOrigin, newLocale)}`;
}

/**
 * The classic spot trading page (/spot/{symbol}, not its /spot/introduction pages): one page serves spot and margin,
 * chosen by `?type=`, so there the spot entry names `?type=spot` (spec section 2: "the spot entry on some pages uses
 * ?type=spot") to switch a margin view back; elsewhere it links the plain page.
 */
export function spotTradingPage(currentPath: string): boolean {
  const { pathname } = splitPath(stripLocalePrefix(currentPath));
  return /^\/spot\/(?!introduction(\/|$))[^/]+\/?$/.test(pathname);
}

/** '/futures', unless the current path (after its locale prefix) is in a trade-* area, where it is ''. */
export function futuresBase(currentPath: string): '' | '/futures' {
  const { pathname } = splitPath(stripLocalePrefix(currentPath));
  const first = pathname.split('/')[1] ?? '';
  return TRADE_AREAS.includes(first) ? '' : '/futures';
}

/**
 * An internal path as the header links it: with the language prefix, and on a guest page under the exchange's site
 * (menu/site.ts). Full http(s) URLs are returned unchanged.
 */
export function sitePath(path: string, f: { locale: string; site: string | null }): string {
  return onSite(localizePath(path, f.locale), f.site);
}

/** Login or register link: `/{lang}/login?from={current path}&source=mix` (`from` is the page's full URL on a guest page). */
export function authHref(kind: 'login' | 'register', f: { locale: string; site: string | null; from: string }): string {
  const query = new URLSearchParams({ from: f.from, source: 'mix' });
  return `${sitePath(kind === 'login' ? ROUTES.login : ROUTES.register, f)}?${query.toString()}`;
}

/**
 * Guard for every emitted href: allows a same-site path ('/x', '?q', '#h') or a full http(s) URL and returns
 * it trimmed; anything else (javascript:, data:, vbscript:, protocol-relative '//host', other schemes, empty)
 * gives null. Tabs, newlines and other control characters, which browsers drop inside a scheme, are removed
 * before the check so 'java\tscript:' is caught too.
 */
export function safeHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = href.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (cleaned === '') return null;
  if (isExternalUrl(cleaned)) return /^https?:\/\/[^/?#\s]+/i.test(cleaned) ? cleaned : null;
  if (cleaned.startsWith('//') || cleaned.startsWith('/\\') || cleaned.startsWith('\\')) return null;
  if (cleaned.startsWith('/') || cleaned.startsWith('?') || cleaned.startsWith('#')) return cleaned;
  return null;
}
