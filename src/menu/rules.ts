/**
 * Rules: the facts the menu tables decide on, derived once from the MenuContext, and the named predicates
 * (roles and modes of spec sections 4 and 6). Pure functions only.
 */

import { DEMO_ACCOUNT_MODE_BITS } from '../constants';
import { findLanguage } from '../i18n/languages';
import { DEFAULT_FLAGS } from './flags';
import type { RoleRuleName } from './rule-names';
import { futuresBase, stripLocalePrefix } from './routes';
import { guestSite, returnAddress } from './site';
import type { FeatureFlags, HeaderConfig, MenuContext, SimulationInfo, SymbolHints } from './types';

/** The locale whose offer is spot only: no convert, margin or pre-market; investor-status page; no UTA entry. */
export const UK_LOCALE = 'en-GB';

export const DEMO_STATUS = 'DemoStatus';
export const DEMO_DEFAULT = 'DemoDefault';

export interface Facts {
  /** Canonical locale ('en' for an unknown one). */
  locale: string;
  /** Current path without its locale prefix. */
  path: string;
  /** The base every internal link goes under on a guest page (menu/site.ts), else null: root-relative links. */
  site: string | null;
  /** The page's origin; null on a server told only the path. */
  pageOrigin: string | null;
  /** What the login and sign-up links' from= carries: the page's path, or its full URL on a guest page. */
  from: string;
  futuresBase: '' | '/futures';
  signedIn: boolean;
  /** Signed in with childFlag set. */
  subAccount: boolean;
  /** Signed in without childFlag. */
  master: boolean;
  subAccountTrader: boolean;
  /** demoUType 'DemoStatus': a demo-account user (spec: "Demo-status user"). */
  demoStatus: boolean;
  /** demoUType 'DemoDefault': a real user who may switch to demo. */
  demoDefault: boolean;
  /** demoStatus, or any of the accountMode bits 1, 2, 4. */
  demoAccount: boolean;
  /** mode 'simulation' or 'unified-simulation'. */
  simulation: boolean;
  /** mode 'creation-demo' (TraderPro demo account). */
  creationDemo: boolean;
  /** mode 'real'. */
  real: boolean;
  /** user.unified: unified (UTA) status. */
  unified: boolean;
  unifiedPage: boolean;
  fundAccountMode: boolean;
  uk: boolean;
  /** Real money may move in or out: not demo status, not simulation, not creation demo. */
  realMoney: boolean;
  flags: FeatureFlags;
  config: HeaderConfig;
  simulationInfo: SimulationInfo;
  symbols: SymbolHints;
  userId: string;
  showUserVip: boolean;
  /** user.vipLevel (0 when missing or not a number); shown beside the VIP entry. */
  vipLevel: number;
  rechargeAllowed: boolean;
  traderPro: boolean;
  rewardsAmount: number;
}

function truthy(value: unknown): boolean {
  return Boolean(value);
}

/** True when accountMode has any of the demo/simulation bits 1, 2 or 4. */
export function hasDemoAccountModeBits(accountMode: number | undefined | null): boolean {
  if (typeof accountMode !== 'number' || !Number.isFinite(accountMode)) return false;
  return DEMO_ACCOUNT_MODE_BITS.some((bit) => (accountMode & bit) !== 0);
}

export function deriveFacts(ctx: MenuContext): Facts {
  const user = ctx.user && typeof ctx.user.userId === 'string' && ctx.user.userId !== '' ? ctx.user : null;
  const signedIn = user !== null;
  const locale = findLanguage(ctx.locale)?.locale ?? 'en';
  const simulation = ctx.mode === 'simulation' || ctx.mode === 'unified-simulation';
  const creationDemo = ctx.mode === 'creation-demo';
  const demoStatus = signedIn && user.demoUType === DEMO_STATUS;
  const subAccount = signedIn && truthy(user.childFlag);
  const rewards = ctx.rewardsAmount;
  const site = guestSite(ctx.siteBase, ctx.pageOrigin);
  return {
    locale,
    path: stripLocalePrefix(ctx.path || '/'),
    site,
    pageOrigin: ctx.pageOrigin ?? null,
    from: returnAddress(ctx.path || '/', site, ctx.pageOrigin),
    futuresBase: futuresBase(ctx.path || '/'),
    signedIn,
    subAccount,
    master: signedIn && !subAccount,
    subAccountTrader: signedIn && truthy(user.subAccountTrader),
    demoStatus,
    demoDefault: signedIn && user.demoUType === DEMO_DEFAULT,
    demoAccount: demoStatus || (signedIn && hasDemoAccountModeBits(user.accountMode)),
    simulation,
    creationDemo,
    real: !simulation && !creationDemo,
    unified: signedIn && truthy(user.unified),
    unifiedPage: ctx.unifiedPage === true,
    fundAccountMode: signedIn && truthy(user.fundAccountMode),
    uk: locale === UK_LOCALE,
    realMoney: signedIn && !demoStatus && !simulation && !creationDemo,
    flags: ctx.flags,
    config: ctx.config ?? {},
    simulationInfo: ctx.simulationInfo ?? {},
    symbols: ctx.symbols ?? { coinPerpetual: null, coinDelivery: null },
    userId: signedIn ? user.userId : '',
    showUserVip: signedIn && user.showUserVip === 1,
    vipLevel: signedIn && typeof user.vipLevel === 'number' && Number.isFinite(user.vipLevel) ? user.vipLevel : 0,
    rechargeAllowed: signedIn && (!subAccount || truthy(user.rechargeFlag)),
    traderPro: signedIn && typeof ctx.traderProUid === 'string' && ctx.traderProUid !== '',
    rewardsAmount: typeof rewards === 'number' && Number.isFinite(rewards) ? rewards : 0,
  };
}

export type Rule = (f: Facts) => boolean;

// ---- Named predicates, used by the tables in items.ts -------------------------------------------------

/** Deposit: real money, and a sub-account only with rechargeFlag (spec §6). */
export const canDeposit: Rule = (f) => f.realMoney && f.rechargeAllowed;
/** Withdraw (and its address book): real money, master only (spec §6). */
export const canWithdraw: Rule = (f) => f.realMoney && f.master;
/** OTC order and account entries: never for sub-accounts (spec §6). */
export const canUseOtc: Rule = (f) => !f.subAccount;

/** Spot menu extras (convert, margin): not en-GB, which shows spot trading only. */
export const spotExtras: Rule = (f) => !f.uk;
/** Pre-market: the flag, not en-GB, not in simulation. */
export const showPreMarket: Rule = (f) => f.flags.preMarket && !f.uk && !f.simulation;

/** Classic (not unified) navigation and lists. */
export const classic: Rule = (f) => !f.unified;
export const unifiedStatus: Rule = (f) => f.unified;

/** Enter-simulation entries: signed in, real mode, not a demo account, with the matching simulation flag. */
export const canEnterSimulation: Rule = (f) =>
  f.signedIn && f.real && !f.demoAccount && f.simulationInfo.simulation === true;
export const canEnterUnifiedSimulation: Rule = (f) =>
  f.signedIn && f.real && !f.demoAccount && f.simulationInfo.unifiedSimulation === true;
export const canLeaveSimulation: Rule = (f) => f.signedIn && f.simulation;
/** Demo-status user or TraderPro demo (creation-demo): switch back to the real account. */
export const canSwitchToReal: Rule = (f) => f.signedIn && !f.simulation && (f.demoStatus || f.creationDemo);
/** Default user with config.accountShow.switchOpen: switch to the demo account. */
export const canSwitchToDemo: Rule = (f) =>
  f.signedIn && f.real && f.demoDefault && f.config.accountShow?.switchOpen === true;

/**
 * Account pages of the user menu (spec §6, simulation trade: "most account items (dashboard, verification, security,
 * rewards, coupons, preference) are hidden; only asset and order lists stay"): none of them in simulation. The user
 * menu then keeps only the UID, the leave-simulation action and logout.
 */
export const accountPages: Rule = (f) => !f.simulation;

/** VIP: flag, showUserVip === 1, not in simulation (spec §6). */
export const showVip: Rule = (f) => f.flags.userCenterVip && f.showUserVip && !f.simulation;
/** Investor status: en-GB only, outside unified-account pages. */
export const showInvestorStatus: Rule = (f) => f.uk && !f.unifiedPage;
/** TraderPro account: the trader-pro check found a uid (it does not run on unified pages). */
export const showTradePro: Rule = (f) => f.traderPro && !f.unifiedPage;

/** The 'more' group: flag, not simulation, not unified status, and not at language group count 3. */
export const showMore: Rule = (f) => f.flags.more && !f.simulation && !f.unified && f.flags.languageGroupCount !== 3;

export function all(...rules: Rule[]): Rule {
  return (f) => rules.every((rule) => rule(f));
}

/** Each role or mode a document may name (rule-names.ts), as its rule. */
const ROLE_RULES: { readonly [Name in RoleRuleName]: Rule } = {
  visitor: (f) => !f.signedIn,
  signedIn: (f) => f.signedIn,
  master: (f) => f.master,
  subAccount: (f) => f.subAccount,
  subAccountTrader: (f) => f.subAccountTrader,
  demoAccount: (f) => f.demoAccount,
  simulation: (f) => f.simulation,
  real: (f) => f.real,
  unified: unifiedStatus,
  unifiedPage: (f) => f.unifiedPage,
  realMoney: (f) => f.realMoney,
  canDeposit,
  canWithdraw,
  uk: (f) => f.uk,
};

/**
 * The rules a navigation document may name (src/menu/document): roles, modes and every feature flag as
 * `flag.<name>`; "!" before a name negates it. The rules stay code; a document only picks them.
 */
export const NAMED_RULES: Readonly<Record<string, Rule>> = {
  ...ROLE_RULES,
  ...Object.fromEntries(
    Object.keys(DEFAULT_FLAGS).map((flag) => [
      `flag.${flag}`,
      (f: Facts) => f.flags[flag as keyof FeatureFlags] === true,
    ]),
  ),
};

/** The rule a document's `when` list names: all of them must hold (unknown names never get here: read.ts drops them). */
export function namedRule(names: readonly string[]): Rule {
  const rules = names.map((name) => {
    const rule = NAMED_RULES[name.replace(/^!/, '')];
    return name.startsWith('!') ? (f: Facts) => !rule(f) : rule;
  });
  return (f) => rules.every((rule) => rule(f));
}
