/**
 * The menu model's input and output. Pure data: no React, no DOM, no i18next.
 * Labels are i18n keys (resolved by components), hrefs are final (language prefix applied).
 */

import type { MenuDocument } from './document/schema';
import type { FeatureFlags } from './flags';

export type { FeatureFlags };

export type Mode = 'real' | 'simulation' | 'unified-simulation' | 'creation-demo';
export const MODES: readonly Mode[] = ['real', 'simulation', 'unified-simulation', 'creation-demo'];

/** The signed-in user, in the spec's field names (section 3) plus the names we chose for concepts the spec leaves unnamed. */
export interface User {
  userId: string;
  loginName?: string;
  /** Set (truthy) for a sub-account, else master. */
  childFlag?: boolean | number;
  /** Sub-accounts see deposit only when this is truthy. */
  rechargeFlag?: boolean | number;
  /** 'DemoStatus' = demo user; 'DemoDefault' = default user who may switch to demo. */
  demoUType?: string;
  /** 1 shows the VIP entry (with the VIP flag, outside simulation). */
  showUserVip?: number;
  vipLevel?: number;
  /** Bit flags 1, 2 and 4 mark demo or simulation accounts. */
  accountMode?: number;
  userAvatar?: string;
  /** Our name for the spec's "unified-account indicator": the user is in unified (UTA) status. */
  unified?: boolean;
  /** Our name for the spec's "can use a unified account" (decides how leaving simulation works). */
  canUseUnified?: boolean;
  /** Our name for the spec's "fund-account mode": no fund-account order and asset entries. */
  fundAccountMode?: boolean;
  /** Our name for the spec's "sub-account trader": sees the trader-futures entry. */
  subAccountTrader?: boolean;
}

export interface SimulationInfo {
  /** Classic simulation flag: the user may enter classic simulation trading. */
  simulation?: boolean;
  /** The unified-account simulation info's own flag. */
  unifiedSimulation?: boolean;
}

export interface FeeTagConfig {
  strategyType: number;
  showTag?: boolean;
  feeDiscount: number;
}

export interface HeaderConfig {
  accountShow?: { switchOpen?: boolean };
  feeTagList?: FeeTagConfig[];
}

/** Contract symbols the model needs, looked up from v1/mcp/contract/symbols (null while unknown). */
export interface SymbolHints {
  /** First Coin-M perpetual symbol (symbolType 1), e.g. BTCUSD. */
  coinPerpetual: string | null;
  /** First Coin-M delivery symbol (symbolType 2), e.g. BTCUSD_251226. */
  coinDelivery: string | null;
}

export interface MenuContext {
  locale: string;
  /** Current page path with query, including any language prefix, e.g. "/de/futures/usdt/BTCUSDT?x=1". */
  path: string;
  user: User | null;
  mode: Mode;
  unifiedPage: boolean;
  flags: FeatureFlags;
  config: HeaderConfig;
  simulationInfo: SimulationInfo;
  symbols: SymbolHints;
  /** Trader-pro check result: the user has a TraderPro uid. */
  traderProUid?: string | null;
  /** Rewards amount from the redicon call; the badge shows only above 0. */
  rewardsAmount?: number;
  /** A validated navigation document on top of the built-in menus (src/menu/document). */
  menus?: MenuDocument | null;
  /** The `site-base` attribute: the exchange's site, for a page on another origin (src/menu/site.ts). */
  siteBase?: string | null;
  /** The page's origin (`https://help.example.com`); unknown on a server told only the path. */
  pageOrigin?: string | null;
}

/** Fee tag as data; components word it (zero fee, percentage, or N折 in Chinese). */
export interface FeeTag {
  feeDiscount: number;
}

export type MenuAction =
  | 'logout'
  | 'copy-uid'
  | 'enter-simulation'
  | 'enter-unified-simulation'
  | 'leave-simulation'
  | 'switch-to-demo'
  | 'switch-to-real';

export interface MenuEntry {
  /** Stable id, used for analytics (`itemId`), tests and keys. */
  id: string;
  labelKey: string;
  descKey?: string;
  /** Final href (language prefix applied) or full http(s) URL. Absent for action entries. */
  href?: string;
  /** Action entries run a header action instead of navigating. */
  action?: MenuAction;
  newWindow: boolean;
  isNew?: boolean;
  feeTag?: FeeTag;
  /** Interpolation values for the label (e.g. points count). */
  values?: Record<string, string | number>;
  /** Strategy id (STRATEGY_ID in constants.ts) of a trading-bot entry. */
  strategyId?: number;
  /** i18n key of a small badge beside the label (e.g. the rewards points count); uses `values`. */
  badgeKey?: string;
  /** A navigation document's own texts, in the page's locale (they win over labelKey and descKey). */
  label?: string;
  desc?: string;
  /** A navigation document's icon for the light theme, and for the dark one when it has its own. */
  icon?: { light: string; dark?: string };
  /** The page the reader is on (menu/current.ts): marked aria-current="page". */
  current?: boolean;
}

export interface MenuSection {
  id: string;
  titleKey?: string;
  entries: MenuEntry[];
}

export type NavGroupId = 'spot' | 'futures' | 'strategy' | 'copy' | 'contractInfo' | 'onChain' | 'more';

export interface MenuGroup<Id extends string = string> {
  id: Id;
  labelKey: string;
  /** A navigation document's label, in the page's locale (wins over labelKey). */
  label?: string;
  /** Where clicking the group label itself goes, when it is a link too. */
  href?: string;
  sections: MenuSection[];
}

export type Badge = 'uta' | 'demo-change' | 'trader-pro-demo' | 'simulation';

/** A group as the bar shows it before its panel opens. */
export interface GroupSummary<Id extends string = string> {
  id: Id;
  labelKey: string;
  /** A navigation document's label, in the page's locale (wins over labelKey). */
  label?: string;
  href?: string;
  /** The menu that holds the page the reader is on (menu/current.ts): its trigger is marked current. */
  current?: boolean;
}

/** The bar's first-paint model (menu/groups.ts); the panels' entries come from HeaderModel. */
export interface BarModel {
  home: string;
  /** The built-in groups (NavGroupId) and any a navigation document adds. */
  nav: GroupSummary[];
  auth: { login: string; register: string } | null;
  /** Signed-in users' account menus, in order. */
  account: GroupSummary<'assets' | 'orders' | 'user'>[];
  download: string;
  badges: Badge[];
  watermark: boolean;
  /** A guest page (menu/site.ts): the site has its own banner, so the bar is not the page's banner landmark. */
  guest: boolean;
}

export interface HeaderModel {
  home: string;
  nav: MenuGroup[];
  /** Present for visitors only. */
  auth: { login: string; register: string } | null;
  /** Present for signed-in users only. */
  assets: MenuGroup<'assets'> | null;
  orders: MenuGroup<'orders'> | null;
  user: MenuGroup<'user'> | null;
  download: string;
  badges: Badge[];
  /** Show the demo-change watermark. */
  watermark: boolean;
}
