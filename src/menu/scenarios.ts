/**
 * The role / mode / locale table the model is tested against (model.test.ts) and walked for label keys
 * (labels.test.ts). Each row names the spec rule it checks; `has` must appear and `lacks` must not.
 * Token syntax: see tokens() in test-support.ts. Tests only.
 */

import { ctx, USERS, type CtxOptions } from './test-support';

export interface Scenario {
  name: string;
  context: CtxOptions;
  has: string[];
  lacks: string[];
}

const bothSimulationFlags = { simulation: true, unifiedSimulation: true };

export const SCENARIOS: Scenario[] = [
  // ---- §6 Visitor: login and register links, no asset, order or user menus -----------------------------
  {
    name: 'visitor (en): auth links, full classic nav, no account menus',
    context: {},
    has: [
      'auth', '/login?from=%2F&source=mix', '/register?from=%2F&source=mix', '/', '/download',
      'spot.spot', '/spot/BTCUSDT', 'spot.convert', '/convert', 'spot.margin', '/spot/BTCUSDT?type=cross', 'spot.preMarket', '/pre-market',
      'futures.futuresHome', '/futures', 'futures.usdt', '/futures/usdt/BTCUSDT', 'futures.usd', '/futures/usd/BTCUSD',
      'futures.usdSettled', '/futures/usd/BTCUSD_251226', 'futures.usdc', '/futures/usdc/BTCPERP',
      'group:strategy', 'strategy.overview', '/trading-bot', 'strategy.spotGrid', '/trading-bot/spot/grid/BTCUSDT',
      'strategy.futuresGrid', '/trading-bot/futures/grid/BTCUSDT',
      'copy.copyFutures', '/copy-trading/futures', 'copy.copyStrategy', '/copy-trading/strategy', 'copy.eliteTrader',
      'contractInfo.futuresSummary', '/futures/introduction/futures-summarize', '/futures/introduction/futures-details',
      '/futures/introduction/funding-rate', '/spot/introduction/spot-rules', '/spot/introduction/margininfo/cross-limit',
      '/crypto/introduction/price-index',
      'group:onChain', 'onChain.onChain', '/on-chain',
      'group:more', 'more.home', 'more.referral', 'more.earn', 'more.cryptoLoans',
    ],
    lacks: [
      'group:assets', 'group:orders', 'group:user', 'action:logout', 'futures.traderFutures', 'futures.demoUsdt',
      'copy.copySpot', 'onChain.onChainSettings', 'more.referralCodes', 'more.myPromotions',
      'badge:uta', 'badge:simulation', 'badge:demo-change', 'badge:trader-pro-demo', 'watermark',
    ],
  },

  // ---- §6 Master account ----------------------------------------------------------------------------------
  {
    name: 'master (en, real): full user, asset and order menus',
    context: { user: USERS.master },
    has: [
      'group:assets', 'group:orders', 'group:user',
      'user.copyUid', 'action:copy-uid', 'user.dashboard', '/dashboard', 'user.verified', '/account/verified?source=KYC_TRADE_1001',
      'user.security', '/account/setting', 'user.api', '/account/newapi', 'user.preference', '/account/preference',
      'user.welfare', '/account/welfare/mine', 'user.coupons', '/account/coupon', 'user.changeDemoAccount', '/account/changeDemoAccount',
      'user.vip', '/vip/detail', 'user.rewards', '/events/rewards', 'user.referral', '/events/referral', 'user.logout', 'action:logout',
      'assets.deposit', '/asset/recharge', 'assets.withdraw', '/asset/withdraw', 'assets.transfer', '/asset/transfer',
      'assets.addressBook', '/asset/address', 'assets.overview', '/asset', 'assets.spot', '/asset/spot', 'assets.funding', '/asset/funding',
      'assets.otc', '/asset/p2p', 'assets.follower', '/asset/follower', 'assets.strategy', '/asset/strategy', 'assets.earn', '/asset/earn',
      'assets.subAccounts', '/asset/subaccount',
      'orders.spot', '/transac?tab=0', 'orders.marginCross', '/order/marginOrderInfo?tab=0&tabType=cross',
      'orders.marginIsolated', '/order/marginOrderInfo?tab=0&tabType=isolated',
      'orders.usdtFutures', '/order/mcp?tab=1&businessLine=10', 'orders.coinFutures', '/order/mcp?tab=1&businessLine=11',
      'orders.usdcFutures', '/order/mcp?tab=1&businessLine=12',
      'orders.transactions', '/record/exchange', 'orders.funding', '/record/funding', 'orders.fiat', '/order/fiat',
      'orders.convert', '/order/convert', 'orders.loans', '/order/loan', 'orders.earn', '/record/finhis', 'orders.vouchers', '/record/coupon',
      'onChain.onChainSettings', '/on-chain/settings', 'more.referralCodes', 'more.myPromotions',
    ],
    lacks: [
      'auth', 'user.investorStatus', 'user.tradeProAccount', 'assets.uta', 'orders.uta', 'user.enterSimulation',
      'user.enterUnifiedSimulation', 'user.leaveSimulation', 'user.switchToReal', 'user.switchToDemo', 'futures.traderFutures',
      'badge:uta', 'badge:demo-change', 'watermark', '/subaccount/setting',
    ],
  },
  {
    name: 'master with a TraderPro uid: trade-pro account entry',
    context: { user: USERS.master, traderProUid: 'tp-1' },
    has: ['user.tradeProAccount', '/tradeProAccount'],
    lacks: [],
  },
  {
    name: 'master with a TraderPro uid on a unified page: no trade-pro entry (the check does not run there)',
    context: { user: USERS.master, traderProUid: 'tp-1', unifiedPage: true },
    has: ['badge:uta'],
    lacks: ['user.tradeProAccount'],
  },

  // ---- §5 Rewards badge: only when the amount is above 0 ------------------------------------------------
  {
    name: 'rewards amount above 0: the rewards entry carries the "N points" badge',
    context: { user: USERS.master, rewardsAmount: 120 },
    has: ['user.rewards', 'user.rewards:badge'],
    lacks: [],
  },
  {
    name: 'rewards amount 0: the rewards entry without a badge',
    context: { user: USERS.master, rewardsAmount: 0 },
    has: ['user.rewards'],
    lacks: ['user.rewards:badge'],
  },

  // ---- §6 Sub-account: reduced user menu, no withdraw, no OTC, deposit only with rechargeFlag ------------
  {
    name: 'sub-account without rechargeFlag',
    context: { user: USERS.sub },
    has: [
      'user.dashboard', 'user.security', '/subaccount/setting', 'user.api', '/subaccount/setting/api',
      'user.preference', '/subaccount/setting/preference', 'user.changeDemoAccount', '/subaccount/setting/changeDemoAccount',
      'user.copyUid', 'user.logout', 'assets.overview', 'assets.transfer', 'orders.spot',
    ],
    lacks: [
      'assets.deposit', 'assets.withdraw', 'assets.addressBook', 'assets.otc', 'orders.fiat', 'assets.subAccounts',
      'user.verified', 'user.welfare', 'user.coupons', 'user.vip', 'user.rewards', 'user.referral', 'user.tradeProAccount',
      '/account/setting', '/account/newapi', '/account/preference', '/account/changeDemoAccount', 'futures.traderFutures',
    ],
  },
  {
    name: 'sub-account with rechargeFlag: deposit, still no withdraw or OTC',
    context: { user: USERS.subWithRecharge },
    has: ['assets.deposit', '/asset/recharge'],
    lacks: ['assets.withdraw', 'assets.otc', 'orders.fiat'],
  },
  {
    name: 'sub-account trader: trader-futures entry',
    context: { user: USERS.subTrader },
    has: ['futures.traderFutures', '/futures/trader-futures/usdt/BTCUSDT'],
    lacks: ['assets.withdraw'],
  },

  // ---- §6 Demo-status user ----------------------------------------------------------------------------
  {
    name: 'demo-status user: no deposit/withdraw, no security/coupons/preference, never simulation entries',
    context: { user: USERS.demoStatus, simulationInfo: bothSimulationFlags },
    has: ['badge:demo-change', 'watermark', 'user.switchToReal', 'action:switch-to-real', 'user.dashboard', 'user.api', 'user.logout', 'assets.transfer'],
    lacks: [
      'assets.deposit', 'assets.withdraw', 'assets.addressBook', 'user.security', 'user.coupons', 'user.preference',
      'user.enterSimulation', 'user.enterUnifiedSimulation', 'user.switchToDemo', 'assets.subAccounts',
    ],
  },

  // ---- §4 Default-demo user with the switch open -----------------------------------------------------
  {
    name: 'default-demo user with accountShow.switchOpen: switch-to-demo',
    context: { user: USERS.demoDefault, config: { accountShow: { switchOpen: true } } },
    has: ['user.switchToDemo', 'action:switch-to-demo', 'assets.deposit'],
    lacks: ['user.switchToReal', 'badge:demo-change', 'watermark'],
  },
  {
    name: 'demo-status sub-account: switch-to-real, sub-account change-demo page; never switch-to-demo',
    context: { user: USERS.demoStatusSub, config: { accountShow: { switchOpen: true } }, simulationInfo: bothSimulationFlags },
    has: ['badge:demo-change', 'watermark', 'user.switchToReal', '/subaccount/setting/changeDemoAccount', 'user.logout'],
    lacks: ['user.switchToDemo', 'assets.deposit', 'assets.withdraw', 'user.security', 'user.preference', 'user.enterSimulation', '/account/changeDemoAccount'],
  },
  {
    name: 'visitor with simulation flags and the demo switch open: no account actions at all',
    context: { simulationInfo: bothSimulationFlags, config: { accountShow: { switchOpen: true } } },
    has: ['auth'],
    lacks: ['action:enter-simulation', 'action:enter-unified-simulation', 'action:switch-to-demo', 'action:switch-to-real', 'action:logout', 'action:copy-uid'],
  },
  {
    name: 'default-demo user with the switch closed: no switch-to-demo',
    context: { user: USERS.demoDefault, config: { accountShow: { switchOpen: false } } },
    has: [],
    lacks: ['user.switchToDemo'],
  },

  // ---- §4/§6 Simulation trade: "most account items (dashboard, verification, security, rewards, coupons, preference)
  // are hidden; only asset and order lists stay" -> the user menu keeps the UID, leave-simulation and logout ------
  {
    name: 'simulation mode: account items hidden, lists kept, demo futures, leave entry',
    context: { user: USERS.master, mode: 'simulation', simulationInfo: bothSimulationFlags, rewardsAmount: 3, traderProUid: 'tp-1' },
    has: [
      'badge:simulation', 'user.leaveSimulation', 'action:leave-simulation',
      'futures.demoUsdt', '/futures/susdt/SBTCSUSDT', 'futures.demoUsd', '/futures/susd/SBTCSUSD',
      'futures.demoUsdc', '/futures/susdc/SBTCSPERP',
      'assets.overview', 'assets.spot', 'assets.transfer', 'orders.spot', 'orders.usdtFutures', 'orders.transactions',
      'user.logout', 'user.copyUid', 'spot.spot', 'spot.convert',
    ],
    lacks: [
      'user.dashboard', 'user.verified', 'user.security', 'user.rewards', 'user.coupons', 'user.preference', 'user.vip',
      'user.api', 'user.welfare', 'user.referral', 'user.changeDemoAccount', 'user.tradeProAccount',
      'futures.futuresHome', 'futures.usdSettled', 'futures.usdt', '/futures/usdt/BTCUSDT', 'spot.preMarket', 'group:more',
      'user.enterSimulation', 'user.enterUnifiedSimulation', 'assets.deposit', 'assets.withdraw', 'badge:trader-pro-demo',
      'user.switchToReal', 'user.switchToDemo',
    ],
  },
  {
    name: 'unified-simulation mode: same reductions, simulation badge and leave entry',
    context: { user: USERS.unified, mode: 'unified-simulation', simulationInfo: bothSimulationFlags },
    has: ['badge:simulation', 'user.leaveSimulation', 'futures.demoUsdt', 'assets.uta', 'orders.uta', 'user.logout'],
    lacks: ['user.dashboard', 'user.security', 'user.vip', 'user.api', 'futures.futuresHome', 'spot.preMarket', 'group:more', 'futures.usdt'],
  },
  {
    name: 'simulation mode on en-GB: no investor-status entry either',
    context: { user: USERS.master, mode: 'simulation', locale: 'en-GB' },
    has: ['user.leaveSimulation', 'orders.spot'],
    lacks: ['user.investorStatus', 'user.dashboard'],
  },
  {
    name: 'sub-account in simulation: the same reduced user menu, no deposit',
    context: { user: USERS.subWithRecharge, mode: 'simulation' },
    has: ['user.leaveSimulation', 'user.logout', 'assets.overview', 'orders.spot'],
    lacks: ['user.dashboard', 'user.security', '/subaccount/setting', 'user.api', 'assets.deposit'],
  },
  {
    name: 'default-demo user in simulation: no switch-to-demo (switching needs real mode)',
    context: { user: USERS.demoDefault, mode: 'simulation', config: { accountShow: { switchOpen: true } } },
    has: ['user.leaveSimulation'],
    lacks: ['user.switchToDemo', 'user.switchToReal'],
  },

  // ---- §4 Entering simulation: simulation flag and not a demo account -------------------------------
  {
    name: 'real master with both simulation flags: enter classic and unified simulation',
    context: { user: USERS.master, simulationInfo: bothSimulationFlags },
    has: ['user.enterSimulation', 'action:enter-simulation', 'user.enterUnifiedSimulation', 'action:enter-unified-simulation'],
    lacks: ['user.leaveSimulation'],
  },
  {
    name: 'real master with only the classic simulation flag',
    context: { user: USERS.master, simulationInfo: { simulation: true } },
    has: ['user.enterSimulation'],
    lacks: ['user.enterUnifiedSimulation'],
  },
  {
    name: 'real master with no simulation flags: no enter entries',
    context: { user: USERS.master, simulationInfo: {} },
    has: [],
    lacks: ['user.enterSimulation', 'user.enterUnifiedSimulation'],
  },
  ...[1, 2, 4, 7].map(
    (accountMode): Scenario => ({
      name: `accountMode ${accountMode} marks a demo account: no enter-simulation entries`,
      context: { user: { ...USERS.master, accountMode }, simulationInfo: bothSimulationFlags },
      has: ['user.logout'],
      lacks: ['user.enterSimulation', 'user.enterUnifiedSimulation'],
    }),
  ),
  {
    name: 'accountMode 8 is not a demo bit: enter-simulation entries stay',
    context: { user: { ...USERS.master, accountMode: 8 }, simulationInfo: bothSimulationFlags },
    has: ['user.enterSimulation', 'user.enterUnifiedSimulation'],
    lacks: [],
  },

  // ---- §4 Creation (TraderPro) demo --------------------------------------------------------------------
  {
    name: 'creation-demo: TraderPro demo badge, leave switches to real',
    context: { user: USERS.master, mode: 'creation-demo', simulationInfo: bothSimulationFlags },
    has: ['badge:trader-pro-demo', 'user.switchToReal', 'action:switch-to-real', 'futures.futuresHome', 'futures.usdt'],
    lacks: ['badge:simulation', 'user.leaveSimulation', 'user.enterSimulation', 'assets.deposit', 'assets.withdraw', 'watermark'],
  },

  // ---- §6 Fund-account mode ----------------------------------------------------------------------------
  {
    name: 'fund-account mode: no funding account asset or order entries',
    context: { user: USERS.fundAccount },
    has: ['assets.spot', 'orders.spot', 'assets.otc'],
    lacks: ['assets.funding', '/asset/funding', 'orders.funding', '/record/funding'],
  },

  // ---- §2/§4/§6 Unified status ---------------------------------------------------------------------------
  {
    name: 'unified status (en): trade-spot/margin/swap navigation, trade-info, unified lists, no more',
    context: { user: USERS.unified },
    has: [
      'spot.spot', '/trade-spot/BTCUSDT', 'spot.margin', '/trade-margin/BTCUSDT', 'spot.preMarket',
      'futures.usdt', '/trade-swap/usdt/BTCUSDT', 'futures.usdc', '/trade-swap/usdc/BTCPERP', 'futures.usd', '/trade-swap/usd/BTCUSD',
      'futures.futuresHome',
      'contractInfo.tradeRule', '/trade-info/trade-rule', '/trade-info/leverage-borrow', '/trade-info/position-gear',
      '/trade-info/discount-rate', '/trade-info/risk-fund', '/trade-info/funding_rate', '/trade-info/index_price',
      'contractInfo.unifiedAccountGuide', '/support/articles/unified-trading-account',
      'assets.uta', '/trade-asset/uta', 'orders.uta', '/trade-asset-order/uta-order-current', 'user.vip',
    ],
    lacks: [
      'spot.convert', '/spot/BTCUSDT', '/spot/BTCUSDT?type=cross', 'futures.usdSettled', '/futures/usdt/BTCUSDT',
      'contractInfo.futuresSummary', 'contractInfo.spotRules', 'assets.spot', 'orders.spot', 'orders.marginCross',
      'orders.usdtFutures', 'group:more', 'badge:uta',
    ],
  },
  {
    name: 'unified status on en-GB: no unified account entry; spot only',
    context: { user: USERS.unified, locale: 'en-GB' },
    has: ['spot.spot', '/en-GB/trade-spot/BTCUSDT', 'orders.uta', 'user.investorStatus'],
    lacks: ['assets.uta', 'spot.margin', 'spot.preMarket', 'group:futures', 'group:contractInfo'],
  },
  {
    name: 'unified status on a unified page: UTA badge, unified lists, no trade-pro entry (the check does not run there)',
    context: { user: USERS.unifiedCapable, unifiedPage: true, traderProUid: 'tp-1' },
    has: ['badge:uta', 'assets.uta', 'orders.uta', '/trade-swap/usdt/BTCUSDT', 'contractInfo.tradeRule', 'user.dashboard'],
    lacks: ['user.tradeProAccount', 'group:more', 'orders.spot', 'assets.spot'],
  },
  {
    name: 'unified page: UTA badge',
    context: { user: USERS.master, unifiedPage: true },
    has: ['badge:uta'],
    lacks: ['badge:simulation'],
  },

  // ---- §6 VIP entry: flag, showUserVip 1, not simulation -------------------------------------------
  {
    name: 'VIP hidden when showUserVip is not 1',
    context: { user: USERS.masterNoVip },
    has: ['user.rewards'],
    lacks: ['user.vip', '/vip/detail'],
  },
  {
    name: 'VIP hidden when the userCenterVip flag is off',
    context: { user: USERS.master, flags: { userCenterVip: false } },
    has: [],
    lacks: ['user.vip'],
  },

  // ---- §6 Investor status: en-GB only, outside unified pages -----------------------------------------
  {
    name: 'en-GB master: investor status; UK shows spot trading only',
    context: { user: USERS.master, locale: 'en-GB' },
    has: [
      'user.investorStatus', '/en-GB/account/investor-status', 'spot.spot', '/en-GB/spot/BTCUSDT', 'group:onChain', 'group:more',
      'orders.spot', 'orders.transactions',
    ],
    lacks: [
      'spot.convert', 'spot.margin', 'spot.preMarket', 'group:futures', 'group:strategy', 'group:copy', 'group:contractInfo',
      'orders.marginCross', 'orders.marginIsolated', 'orders.convert', 'orders.usdtFutures',
    ],
  },
  {
    name: 'en-GB master on a unified page: no investor status',
    context: { user: USERS.master, locale: 'en-GB', unifiedPage: true },
    has: ['badge:uta'],
    lacks: ['user.investorStatus'],
  },
  {
    name: 'en master: no investor status',
    context: { user: USERS.master, locale: 'en' },
    has: [],
    lacks: ['user.investorStatus'],
  },

  // ---- §5/§6 Per-language flags -------------------------------------------------------------------------
  {
    name: "languageGroupCount 3 hides 'more' (referral and home dropped)",
    context: { flags: { languageGroupCount: 3 } },
    has: ['group:spot'],
    lacks: ['group:more', 'more.referral', 'more.home'],
  },
  {
    name: "languageGroupCount 2 keeps 'more'",
    context: { flags: { languageGroupCount: 2 } },
    has: ['group:more', 'more.referral', 'more.home'],
    lacks: [],
  },
  {
    name: "more flag off hides 'more'",
    context: { flags: { more: false } },
    has: [],
    lacks: ['group:more'],
  },
  {
    name: 'on-chain flag off hides the on-chain group',
    context: { user: USERS.master, flags: { onChain: false } },
    has: [],
    lacks: ['group:onChain', '/on-chain', '/on-chain/settings'],
  },
  {
    name: 'spot-trace flag on shows spot copy trading',
    context: { flags: { spotTrace: true } },
    has: ['copy.copySpot', '/copy-trading/spot'],
    lacks: [],
  },
  {
    name: 'copy flag off, social on: only the strategy plaza',
    context: { flags: { copy: false, spotTrace: true } },
    has: ['group:copy', 'copy.copyStrategy'],
    lacks: ['copy.copyFutures', 'copy.copySpot', 'copy.eliteTrader'],
  },
  {
    name: 'copy and social off: no copy-trading group',
    context: { flags: { copy: false, social: false } },
    has: [],
    lacks: ['group:copy'],
  },
  {
    name: 'coupons, API manage and reward center flags off',
    context: { user: USERS.master, flags: { coupons: false, apiManage: false, rewardCenter: false } },
    has: ['user.security'],
    lacks: ['user.coupons', 'orders.vouchers', 'user.api', 'user.rewards'],
  },
  {
    name: 'futures, strategy and contract-info flags off',
    context: { user: USERS.master, flags: { futures: false, strategy: false, contractInfo: false } },
    has: ['group:spot', 'orders.spot'],
    lacks: ['group:futures', 'group:strategy', 'group:contractInfo', 'orders.usdtFutures'],
  },
  {
    name: 'spot-info flag off: no spot rules or margin loan rules in trading info',
    context: { flags: { spotInfo: false } },
    has: ['contractInfo.futuresSummary'],
    lacks: ['contractInfo.spotRules', 'contractInfo.marginLoanRules'],
  },
  {
    name: 'pre-market flag off',
    context: { flags: { preMarket: false } },
    has: ['spot.spot'],
    lacks: ['spot.preMarket'],
  },

  // ---- §2 Futures symbols and the /futures base --------------------------------------------------------
  {
    name: 'Coin-M delivery symbol unknown (null): settled entry omitted; perpetual falls back to BTCUSD',
    context: { symbols: { coinPerpetual: null, coinDelivery: null } },
    has: ['futures.usd', '/futures/usd/BTCUSD'],
    lacks: ['futures.usdSettled'],
  },
  {
    name: 'Coin-M symbols from the symbol list',
    context: { symbols: { coinPerpetual: 'ETHUSD', coinDelivery: 'ETHUSD_250926' } },
    has: ['/futures/usd/ETHUSD', '/futures/usd/ETHUSD_250926'],
    lacks: ['/futures/usd/BTCUSD'],
  },
  {
    name: 'on a trade-spot page the futures pages lose the /futures base',
    context: { path: '/de/trade-spot/BTCUSDT', locale: 'de' },
    has: ['/de/usdt/BTCUSDT', '/de/usdc/BTCPERP', '/de/futures'],
    lacks: ['/de/futures/usdt/BTCUSDT'],
  },

  // ---- §2 Language prefix --------------------------------------------------------------------------------
  {
    name: 'de master: every internal link carries /de',
    context: { user: USERS.master, locale: 'de', path: '/de/futures/usdt/BTCUSDT' },
    has: ['/de', '/de/download', '/de/spot/BTCUSDT', '/de/futures/usdt/BTCUSDT', '/de/account/setting', '/de/asset/recharge'],
    lacks: ['/spot/BTCUSDT', '/account/setting', 'auth'],
  },
  {
    name: 'zh-TW visitor: auth links prefixed, from= keeps the current path',
    context: { locale: 'zh-TW', path: '/zh-TW/futures/usdt/BTCUSDT?x=1' },
    has: [
      '/zh-TW/login?from=%2Fzh-TW%2Ffutures%2Fusdt%2FBTCUSDT%3Fx%3D1&source=mix',
      '/zh-TW/register?from=%2Fzh-TW%2Ffutures%2Fusdt%2FBTCUSDT%3Fx%3D1&source=mix',
      '/zh-TW/spot/BTCUSDT',
    ],
    lacks: ['/login?from=%2F&source=mix'],
  },
];

/** Contexts for every scenario, built once. */
export const SCENARIO_CONTEXTS = SCENARIOS.map((scenario) => ({ scenario, context: ctx(scenario.context) }));
