/**
 * The menu tables: every group, section and entry the header can show, with the rule that shows it.
 * Data only; the predicates come from rules.ts, the paths from routes.ts, and model.ts resolves the tables.
 *
 * Label keys follow one shape in locales/en.json: group names `nav.<group>` (groups.ts), `menu.<group>.sections.<section>`,
 * `menu.<group>.<entry>.label` and (nav menus) `menu.<group>.<entry>.desc`.
 */

import { STRATEGY_ID } from '../constants';
import type { GroupHeader } from './group-header';
import { ACCOUNT_GROUP_HEADERS, NAV_GROUP_HEADERS } from './groups';
import { FUTURES_ORDER_LINES, ROUTES, spotTradingPage, type FuturesBotKind, type SpotBotKind } from './routes';
import {
  accountPages,
  all,
  canDeposit,
  canEnterSimulation,
  canEnterUnifiedSimulation,
  canLeaveSimulation,
  canSwitchToDemo,
  canSwitchToReal,
  canUseOtc,
  canWithdraw,
  classic,
  showInvestorStatus,
  showPreMarket,
  showTradePro,
  showVip,
  spotExtras,
  unifiedStatus,
  type Facts,
  type Rule,
} from './rules';
import type { MenuAction, NavGroupId } from './types';

export type ItemPath = string | ((f: Facts) => string | null);

export interface ItemDef {
  id: string;
  labelKey: string;
  descKey?: string;
  /** Path (no language prefix) or full http(s) URL; a function may return null to omit the entry. */
  path?: ItemPath;
  action?: MenuAction;
  when?: Rule;
  /** Open in a new window even for an internal path (full http(s) URLs always do). */
  newWindow?: boolean;
  isNew?: boolean;
  strategyId?: number;
  values?: (f: Facts) => Record<string, string | number>;
  badgeKey?: (f: Facts) => string | undefined;
}

export interface SectionDef {
  id: string;
  titleKey?: string;
  when?: Rule;
  items: readonly ItemDef[];
}

export interface GroupDef<Id extends string> extends GroupHeader<Id> {
  sections: readonly SectionDef[];
}

function navHeader<Id extends NavGroupId>(id: Id): GroupHeader<Id> {
  return NAV_GROUP_HEADERS.find((header) => header.id === id) as GroupHeader<Id>;
}

type ItemOptions = Omit<ItemDef, 'id' | 'labelKey' | 'descKey' | 'path'>;

/** A navigation entry: label and description. */
function nav(group: string, id: string, path: ItemPath, options: ItemOptions = {}): ItemDef {
  return { id, labelKey: `menu.${group}.${id}.label`, descKey: `menu.${group}.${id}.desc`, path, ...options };
}

/** An account-menu entry (assets, orders, user): label only. */
function link(group: string, id: string, path: ItemPath, options: ItemOptions = {}): ItemDef {
  return { id, labelKey: `menu.${group}.${id}.label`, path, ...options };
}

function action(group: string, id: string, act: MenuAction, options: ItemOptions = {}): ItemDef {
  return { id, labelKey: `menu.${group}.${id}.label`, action: act, ...options };
}

function section(
  group: string,
  id: string,
  items: readonly ItemDef[],
  options: { titled?: boolean; when?: Rule } = {},
): SectionDef {
  return {
    id,
    ...(options.titled ? { titleKey: `menu.${group}.sections.${id}` } : {}),
    ...(options.when ? { when: options.when } : {}),
    items,
  };
}

const notSimulation: Rule = (f) => !f.simulation;
const signedIn: Rule = (f) => f.signedIn;
const master: Rule = (f) => f.master;
const coinPerpetual = (f: Facts): string => f.symbols.coinPerpetual ?? 'BTCUSD';

// ---- Spot -----------------------------------------------------------------------------------------------

const SPOT: GroupDef<'spot'> = {
  ...navHeader('spot'),
  sections: [
    section('spot', 'trade', [
      nav('spot', 'spot', (f) =>
        f.unified ? ROUTES.utaSpot : spotTradingPage(f.path) ? ROUTES.spotTyped : ROUTES.spot,
      ),
      nav('spot', 'convert', ROUTES.convert, { when: all(classic, spotExtras) }),
      nav('spot', 'margin', (f) => (f.unified ? ROUTES.utaMargin : ROUTES.marginCross), { when: spotExtras }),
      nav('spot', 'preMarket', ROUTES.preMarket, { when: showPreMarket }),
    ]),
  ],
};

// ---- Futures --------------------------------------------------------------------------------------------

const FUTURES: GroupDef<'futures'> = {
  ...navHeader('futures'),
  sections: [
    section('futures', 'trade', [
      nav('futures', 'futuresHome', ROUTES.futuresHome, { when: notSimulation }),
      // The spec's futures/futures-summarize: every contract's market data, a futures page like the others.
      nav('futures', 'futuresMarkets', (f) => f.futuresBase + ROUTES.futuresSub.summarize, { when: notSimulation }),
      nav('futures', 'traderFutures', (f) => f.futuresBase + ROUTES.futuresSub.traderUsdt, {
        when: (f) => f.subAccountTrader,
      }),
      nav('futures', 'usdt', (f) => (f.unified ? ROUTES.utaSwapUsdt : f.futuresBase + ROUTES.futuresSub.usdt), {
        when: notSimulation,
      }),
      nav(
        'futures',
        'usd',
        (f) =>
          f.unified ? ROUTES.utaSwapUsd(coinPerpetual(f)) : f.futuresBase + ROUTES.futuresSub.usd(coinPerpetual(f)),
        {
          when: notSimulation,
        },
      ),
      // Coin-M delivery: the first delivery symbol from the symbol list; omitted while it is unknown (null),
      // in simulation, and for unified users (the unified variant lists perpetuals only).
      nav(
        'futures',
        'usdSettled',
        (f) => (f.symbols.coinDelivery ? f.futuresBase + ROUTES.futuresSub.usd(f.symbols.coinDelivery) : null),
        {
          when: all(classic, notSimulation),
        },
      ),
      nav('futures', 'usdc', (f) => (f.unified ? ROUTES.utaSwapUsdc : f.futuresBase + ROUTES.futuresSub.usdc), {
        when: notSimulation,
      }),
    ]),
    // In simulation the three perpetual entries are replaced by their demo-symbol pages.
    section(
      'futures',
      'demo',
      [
        nav('futures', 'demoUsdt', (f) => f.futuresBase + ROUTES.futuresSub.demoUsdt),
        nav('futures', 'demoUsd', (f) => f.futuresBase + ROUTES.futuresSub.demoUsd),
        nav('futures', 'demoUsdc', (f) => f.futuresBase + ROUTES.futuresSub.demoUsdc),
      ],
      { titled: true, when: (f) => f.simulation },
    ),
  ],
};

// ---- Strategy -------------------------------------------------------------------------------------------

function spotBot(id: string, kind: SpotBotKind, strategyId?: number, options: ItemOptions = {}): ItemDef {
  return nav('strategy', id, ROUTES.spotBot(kind), { ...options, ...(strategyId === undefined ? {} : { strategyId }) });
}

function futuresBot(id: string, kind: FuturesBotKind, strategyId?: number, options: ItemOptions = {}): ItemDef {
  return nav('strategy', id, ROUTES.futuresBot(kind), {
    ...options,
    ...(strategyId === undefined ? {} : { strategyId }),
  });
}

const STRATEGY: GroupDef<'strategy'> = {
  ...navHeader('strategy'),
  sections: [
    section('strategy', 'overview', [nav('strategy', 'overview', ROUTES.tradingBot)]),
    section(
      'strategy',
      'spot',
      [
        spotBot('spotGrid', 'grid', STRATEGY_ID.spotGrid),
        spotBot('spotDca', 'dca', STRATEGY_ID.spotDca),
        spotBot('spotTiming', 'timing', STRATEGY_ID.autoInvest),
        spotBot('spotCta', 'cta', STRATEGY_ID.spotCta),
        spotBot('spotHoard', 'hoard', STRATEGY_ID.smartPortfolio),
        spotBot('spotMoon', 'moon', STRATEGY_ID.spotMoon),
      ],
      { titled: true },
    ),
    section(
      'strategy',
      'futures',
      [
        futuresBot('futuresGrid', 'grid', STRATEGY_ID.futuresGrid),
        futuresBot('futuresDca', 'dca', STRATEGY_ID.futuresDca),
        futuresBot('futuresCta', 'cta', STRATEGY_ID.futuresCta),
        // The spec gives no strategy id for funding-rate arbitrage or the custodial bot: no fee tag.
        futuresBot('futuresArbitrage', 'arbitrage', undefined, { isNew: true }),
        futuresBot('futuresMoon', 'moon', STRATEGY_ID.futuresMoon),
        futuresBot('futuresTv', 'tv', STRATEGY_ID.futuresSignalBot),
        futuresBot('futuresTrace', 'trace'),
      ],
      { titled: true },
    ),
  ],
};

// ---- Social trading -------------------------------------------------------------------------------------

const copyOn: Rule = (f) => f.flags.copy;

const COPY: GroupDef<'copy'> = {
  ...navHeader('copy'),
  sections: [
    section('copy', 'copy', [
      nav('copy', 'copySpot', ROUTES.copySpot, { when: all(copyOn, (f) => f.flags.spotTrace) }),
      nav('copy', 'copyFutures', ROUTES.copyFutures, { when: copyOn }),
      nav('copy', 'copyStrategy', ROUTES.copyStrategy, { when: (f) => f.flags.social }),
      nav('copy', 'eliteTrader', ROUTES.eliteTrader, { when: copyOn }),
    ]),
  ],
};

// ---- Trading info ---------------------------------------------------------------------------------------

const spotInfo: Rule = (f) => f.flags.spotInfo;

const CONTRACT_INFO: GroupDef<'contractInfo'> = {
  ...navHeader('contractInfo'),
  sections: [
    // Unified status: the trade-info pages, each in a new window, plus the unified-account support article.
    section(
      'contractInfo',
      'unified',
      [
        nav('contractInfo', 'tradeRule', ROUTES.tradeInfo.tradeRule, { newWindow: true }),
        nav('contractInfo', 'loanData', ROUTES.tradeInfo.leverageBorrow, { newWindow: true }),
        nav('contractInfo', 'positionTiers', ROUTES.tradeInfo.positionGear, { newWindow: true }),
        nav('contractInfo', 'coinHaircut', ROUTES.tradeInfo.discountRate, { newWindow: true }),
        nav('contractInfo', 'insuranceFund', ROUTES.tradeInfo.riskFund, { newWindow: true }),
        nav('contractInfo', 'fundingRate', ROUTES.tradeInfo.fundingRate, { newWindow: true }),
        nav('contractInfo', 'priceIndex', ROUTES.tradeInfo.indexPrice, { newWindow: true }),
        nav('contractInfo', 'unifiedAccountGuide', ROUTES.unifiedAccountArticle, { newWindow: true }),
      ],
      { when: unifiedStatus },
    ),
    section(
      'contractInfo',
      'classic',
      [
        nav('contractInfo', 'futuresSummary', ROUTES.futuresSummarize),
        nav('contractInfo', 'futuresDetails', ROUTES.futuresDetails),
        nav('contractInfo', 'fundingRate', ROUTES.fundingRate),
        nav('contractInfo', 'spotRules', ROUTES.spotRules, { when: spotInfo }),
        nav('contractInfo', 'marginLoanRules', ROUTES.marginCrossLimit, { when: spotInfo }),
        nav('contractInfo', 'priceIndex', ROUTES.priceIndex),
      ],
      { when: classic },
    ),
  ],
};

// ---- On-chain -------------------------------------------------------------------------------------------

const ON_CHAIN: GroupDef<'onChain'> = {
  ...navHeader('onChain'),
  sections: [
    section('onChain', 'onChain', [
      nav('onChain', 'onChain', ROUTES.onChain),
      nav('onChain', 'onChainSettings', ROUTES.onChainSettings, { when: signedIn }),
    ]),
  ],
};

// ---- More -----------------------------------------------------------------------------------------------

const MORE: GroupDef<'more'> = {
  ...navHeader('more'),
  sections: [
    section('more', 'products', [nav('more', 'earn', ROUTES.earn), nav('more', 'cryptoLoans', ROUTES.cryptoLoans)], {
      titled: true,
    }),
    section(
      'more',
      'programs',
      [
        nav('more', 'home', ROUTES.home),
        nav('more', 'referral', ROUTES.referral),
        nav('more', 'referralCodes', ROUTES.referralCodes, { when: signedIn }),
        nav('more', 'myPromotions', ROUTES.myPromotions, { when: signedIn }),
      ],
      { titled: true },
    ),
  ],
};

export const NAV_GROUPS: readonly GroupDef<NavGroupId>[] = [
  SPOT,
  FUTURES,
  STRATEGY,
  COPY,
  CONTRACT_INFO,
  ON_CHAIN,
  MORE,
];

// ---- Assets ---------------------------------------------------------------------------------------------

export const ASSETS_GROUP: GroupDef<'assets'> = {
  ...ACCOUNT_GROUP_HEADERS.assets,
  sections: [
    section('assets', 'funds', [
      link('assets', 'deposit', ROUTES.deposit, { when: canDeposit }),
      link('assets', 'withdraw', ROUTES.withdraw, { when: canWithdraw }),
      link('assets', 'transfer', ROUTES.transfer),
      link('assets', 'addressBook', ROUTES.addressBook, { when: canWithdraw }),
    ]),
    section(
      'assets',
      'accounts',
      [
        link('assets', 'overview', ROUTES.assetOverview),
        link('assets', 'spot', ROUTES.assetSpot, { when: classic }),
        link('assets', 'uta', ROUTES.assetUta, { when: all(unifiedStatus, (f) => !f.uk) }),
        link('assets', 'funding', ROUTES.assetFunding, { when: (f) => !f.fundAccountMode }),
        link('assets', 'otc', ROUTES.assetOtc, { when: canUseOtc }),
        link('assets', 'follower', ROUTES.assetFollower),
        link('assets', 'strategy', ROUTES.assetStrategy),
        link('assets', 'earn', ROUTES.assetEarn),
        link('assets', 'subAccounts', ROUTES.assetSubAccounts, { when: all(master, (f) => !f.demoStatus) }),
      ],
      { titled: true },
    ),
  ],
};

// ---- Orders ---------------------------------------------------------------------------------------------

const classicFutures: Rule = all(classic, (f) => f.flags.futures);
const classicMargin: Rule = all(classic, spotExtras);

export const ORDERS_GROUP: GroupDef<'orders'> = {
  ...ACCOUNT_GROUP_HEADERS.orders,
  sections: [
    section(
      'orders',
      'trading',
      [
        link('orders', 'spot', ROUTES.spotOrders, { when: classic }),
        link('orders', 'uta', ROUTES.utaOrders, { when: unifiedStatus }),
        link('orders', 'marginCross', ROUTES.marginOrders('cross'), { when: classicMargin }),
        link('orders', 'marginIsolated', ROUTES.marginOrders('isolated'), { when: classicMargin }),
        link('orders', 'usdtFutures', ROUTES.futuresOrders(FUTURES_ORDER_LINES.usdt), { when: classicFutures }),
        link('orders', 'coinFutures', ROUTES.futuresOrders(FUTURES_ORDER_LINES.usd), { when: classicFutures }),
        link('orders', 'usdcFutures', ROUTES.futuresOrders(FUTURES_ORDER_LINES.usdc), { when: classicFutures }),
      ],
      { titled: true },
    ),
    section(
      'orders',
      'history',
      [
        link('orders', 'transactions', ROUTES.transactionHistory),
        link('orders', 'funding', ROUTES.fundingHistory, { when: (f) => !f.fundAccountMode }),
        link('orders', 'fiat', ROUTES.fiatOrders, { when: canUseOtc }),
        link('orders', 'convert', ROUTES.convertHistory, { when: spotExtras }),
        link('orders', 'loans', ROUTES.loanHistory),
        link('orders', 'earn', ROUTES.earnHistory),
        link('orders', 'vouchers', ROUTES.voucherHistory, { when: (f) => f.flags.coupons }),
      ],
      { titled: true },
    ),
  ],
};

// ---- User menu ------------------------------------------------------------------------------------------

const notDemoStatus: Rule = (f) => !f.demoStatus;
const bySubAccount =
  (masterPath: string, subPath: string) =>
  (f: Facts): string =>
    f.subAccount ? subPath : masterPath;

export const USER_GROUP: GroupDef<'user'> = {
  ...ACCOUNT_GROUP_HEADERS.user,
  sections: [
    // Rendered as the panel's header block (avatar, login name, UID with a copy button, VIP level): components/account.
    section('user', 'profile', [action('user', 'copyUid', 'copy-uid', { values: (f) => ({ uid: f.userId }) })]),
    // Account pages: none in simulation (accountPages, spec §6 "only asset and order lists stay").
    section('user', 'account', [
      link('user', 'dashboard', ROUTES.dashboard, { when: accountPages }),
      link('user', 'verified', ROUTES.verified, { when: all(master, accountPages) }),
      link('user', 'security', bySubAccount(ROUTES.security, ROUTES.subSecurity), {
        when: all(accountPages, notDemoStatus),
      }),
      link('user', 'api', bySubAccount(ROUTES.api, ROUTES.subApi), {
        when: all(accountPages, (f) => f.flags.apiManage),
      }),
      link('user', 'preference', bySubAccount(ROUTES.preference, ROUTES.subPreference), {
        when: all(accountPages, notDemoStatus),
      }),
      link('user', 'welfare', ROUTES.welfare, { when: all(master, accountPages) }),
      link('user', 'coupons', ROUTES.coupons, {
        when: all(master, accountPages, notDemoStatus, (f) => f.flags.coupons),
      }),
      link('user', 'changeDemoAccount', bySubAccount(ROUTES.changeDemoAccount, ROUTES.subChangeDemoAccount), {
        when: accountPages,
      }),
      link('user', 'tradeProAccount', ROUTES.tradeProAccount, { when: all(master, accountPages, showTradePro) }),
      // The level is shown as a badge in the panel's header block whenever this entry is shown.
      link('user', 'vip', ROUTES.vip, { when: all(master, showVip), values: (f) => ({ level: f.vipLevel }) }),
      link('user', 'investorStatus', ROUTES.investorStatus, { when: all(master, accountPages, showInvestorStatus) }),
    ]),
    section('user', 'programs', [
      link('user', 'rewards', ROUTES.rewards, {
        when: all(master, accountPages, (f) => f.flags.rewardCenter),
        values: (f) => ({ count: f.rewardsAmount }),
        badgeKey: (f) => (f.rewardsAmount > 0 ? 'menu.user.rewards.badge' : undefined),
      }),
      link('user', 'referral', ROUTES.referral, { when: all(master, accountPages) }),
    ]),
    // Mode transitions (spec §4); what each does: menu/transitions.ts.
    section('user', 'mode', [
      action('user', 'enterSimulation', 'enter-simulation', { when: canEnterSimulation }),
      action('user', 'enterUnifiedSimulation', 'enter-unified-simulation', { when: canEnterUnifiedSimulation }),
      action('user', 'leaveSimulation', 'leave-simulation', { when: canLeaveSimulation }),
      action('user', 'switchToDemo', 'switch-to-demo', { when: canSwitchToDemo }),
      action('user', 'switchToReal', 'switch-to-real', { when: canSwitchToReal }),
    ]),
    section('user', 'session', [action('user', 'logout', 'logout')]),
  ],
};

/** Every group table, for tests and tooling that walk all label keys. */
export const ALL_GROUPS: readonly GroupDef<string>[] = [...NAV_GROUPS, ASSETS_GROUP, ORDERS_GROUP, USER_GROUP];
