/**
 * The menu groups' headers: id, label, link and the rule that shows the group. The bar needs only these for its
 * first paint; the sections and entries (items.ts, model.ts) load with the panels. items.ts builds every group
 * from its header here, so a group's rule has one source.
 */

import { ROUTES, authHref, safeHref, sitePath } from './routes';
import { documentHeaders, localText, type DocumentHeader } from './document/apply';
import { deriveFacts, showMore, type Facts, type Rule } from './rules';
import type { GroupHeader } from './group-header';
import type { Badge, BarModel, GroupSummary, MenuContext, NavGroupId } from './types';
import { isCurrentHref, patternMatch } from './current';

const signedIn: Rule = (f) => f.signedIn;

/**
 * Each menu's area: the sections of the exchange's site its entries lead to (menu/current.ts patterns), so that the
 * bar marks the menu of the page the reader is on from its first paint, before the entries load. The most specific
 * pattern wins (/futures/introduction/* is trading info, /futures/* is futures).
 */
export const NAV_GROUP_HEADERS: readonly GroupHeader<NavGroupId>[] = [
  {
    id: 'spot',
    labelKey: 'nav.spot',
    areas: ['/spot/*', '/convert/*', '/pre-market/*', '/trade-spot/*', '/trade-margin/*'],
  },
  {
    id: 'futures',
    labelKey: 'nav.futures',
    areas: ['/futures/*', '/trade-swap/*', '/trade-futures/*'],
    when: (f) => f.flags.futures,
  },
  {
    id: 'strategy',
    labelKey: 'nav.strategy',
    path: ROUTES.tradingBot,
    areas: ['/trading-bot/*'],
    when: (f) => f.flags.strategy,
  },
  { id: 'copy', labelKey: 'nav.copy', areas: ['/copy-trading/*'], when: (f) => f.flags.copy || f.flags.social },
  {
    id: 'contractInfo',
    labelKey: 'nav.contractInfo',
    areas: ['/trade-info/*', '/futures/introduction/*', '/spot/introduction/*', '/crypto/introduction/*'],
    when: (f) => f.flags.contractInfo,
  },
  {
    id: 'onChain',
    labelKey: 'nav.onChain',
    path: ROUTES.onChain,
    areas: ['/on-chain/*'],
    when: (f) => f.flags.onChain,
  },
  { id: 'more', labelKey: 'nav.more', areas: ['/earn/*', '/crypto-loans/*', '/events/referral/*'], when: showMore },
];

export const ACCOUNT_GROUP_HEADERS = {
  assets: {
    id: 'assets',
    labelKey: 'nav.assets',
    path: ROUTES.assetOverview,
    areas: ['/asset/*', '/trade-asset/*'],
    when: signedIn,
  },
  orders: {
    id: 'orders',
    labelKey: 'nav.orders',
    areas: ['/transac/*', '/record/*', '/order/*', '/trade-asset-order/*'],
    when: signedIn,
  },
  user: {
    id: 'user',
    labelKey: 'nav.user',
    areas: ['/dashboard/*', '/account/*', '/subaccount/*', '/tradeProAccount/*', '/vip/*', '/events/rewards/*'],
    when: signedIn,
  },
} as const satisfies Record<string, GroupHeader<string>>;

/**
 * How closely a menu holds the page the reader is on (-1: not at all): its own link is the page, a navigation
 * document names the page for it, or (on the exchange's own site) the page is in its area.
 */
function currentScore(header: GroupHeader<string>, f: Facts): number {
  if (isCurrentHref(headerHref(header, f), f)) return Number.MAX_SAFE_INTEGER;
  const patterns = [...(f.site ? [] : (header.areas ?? [])), ...(header.pages ?? [])];
  return Math.max(-1, ...patterns.map((pattern) => patternMatch(pattern, f)));
}

/** The menus as the bar shows them, the one that holds the page marked current (the most specific, the first on a tie). */
function markCurrent<G extends GroupSummary<string>>(shown: readonly [GroupHeader<string>, G][], f: Facts): G[] {
  const scores = shown.map(([header]) => currentScore(header, f));
  const best = Math.max(-1, ...scores);
  const at = best < 0 ? -1 : scores.indexOf(best);
  return shown.map(([, group], index) => (index === at ? { ...group, current: true } : group));
}

export function headerHref(header: GroupHeader<string>, f: Facts): string | undefined {
  if (!header.path) return undefined;
  return safeHref(sitePath(header.path, f)) ?? undefined;
}

/** A group's label as the bar shows it: its key, and a navigation document's text in the locale when it has one. */
export function headerLabel(header: DocumentHeader, f: Facts): { labelKey: string; label?: string } {
  return header.text
    ? { labelKey: header.labelKey, label: localText(header.text, f.locale) }
    : { labelKey: header.labelKey };
}

export function badgesFor(f: Facts): Badge[] {
  const badges: Badge[] = [];
  if (f.unifiedPage) badges.push('uta');
  if (f.simulation) badges.push('simulation');
  if (f.creationDemo) badges.push('trader-pro-demo');
  if (f.demoStatus) badges.push('demo-change');
  return badges;
}

/** What the bar and the panels' model both show: home, the visitor's links, download, badges and watermark. */
export function barBasics(f: Facts): Pick<BarModel, 'home' | 'auth' | 'download' | 'badges' | 'watermark' | 'guest'> {
  const badges = badgesFor(f);
  return {
    home: sitePath(ROUTES.home, f),
    auth: f.signedIn ? null : { login: authHref('login', f), register: authHref('register', f) },
    download: sitePath(ROUTES.download, f),
    badges,
    watermark: badges.includes('demo-change'),
    guest: f.site !== null,
  };
}

/** What the bar shows before any panel opens: cheap, so it is part of the first paint. */
export function buildBarModel(ctx: MenuContext): BarModel {
  const f = deriveFacts(ctx);
  const visible = <Id extends string>(header: GroupHeader<Id>) => !header.when || header.when(f);
  const nav = documentHeaders(NAV_GROUP_HEADERS, ctx.menus)
    .filter(visible)
    .map((header): [GroupHeader<string>, GroupSummary] => [
      header,
      { id: header.id, ...headerLabel(header, f), href: headerHref(header, f) },
    ]);
  const account = Object.values(ACCOUNT_GROUP_HEADERS)
    .filter(visible)
    .map((header): [GroupHeader<string>, GroupSummary<'assets' | 'orders' | 'user'>] => [
      header,
      { id: header.id, labelKey: header.labelKey, href: headerHref(header, f) },
    ]);
  const marked = markCurrent<GroupSummary>([...nav, ...account], f);
  return {
    ...barBasics(f),
    nav: marked.slice(0, nav.length),
    account: marked.slice(nav.length) as GroupSummary<'assets' | 'orders' | 'user'>[],
  };
}
