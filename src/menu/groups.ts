/**
 * The menu groups' headers: id, label, link and the rule that shows the group. The bar needs only these for its
 * first paint; the sections and entries (items.ts, model.ts) load with the panels. items.ts builds every group
 * from its header here, so a group's rule has one source.
 */

import { ROUTES, authHref, localizePath, safeHref } from './routes';
import { documentHeaders, localText, type DocumentHeader } from './document/apply';
import { deriveFacts, showMore, type Facts, type Rule } from './rules';
import type { GroupHeader } from './group-header';
import type { Badge, BarModel, MenuContext, NavGroupId } from './types';

const signedIn: Rule = (f) => f.signedIn;

export const NAV_GROUP_HEADERS: readonly GroupHeader<NavGroupId>[] = [
  { id: 'spot', labelKey: 'nav.spot' },
  { id: 'futures', labelKey: 'nav.futures', when: (f) => f.flags.futures },
  { id: 'strategy', labelKey: 'nav.strategy', path: ROUTES.tradingBot, when: (f) => f.flags.strategy },
  { id: 'copy', labelKey: 'nav.copy', when: (f) => f.flags.copy || f.flags.social },
  { id: 'contractInfo', labelKey: 'nav.contractInfo', when: (f) => f.flags.contractInfo },
  { id: 'onChain', labelKey: 'nav.onChain', path: ROUTES.onChain, when: (f) => f.flags.onChain },
  { id: 'more', labelKey: 'nav.more', when: showMore },
];

export const ACCOUNT_GROUP_HEADERS = {
  assets: { id: 'assets', labelKey: 'nav.assets', path: ROUTES.assetOverview, when: signedIn },
  orders: { id: 'orders', labelKey: 'nav.orders', when: signedIn },
  user: { id: 'user', labelKey: 'nav.user', when: signedIn },
} as const satisfies Record<string, GroupHeader<string>>;

export function headerHref(header: GroupHeader<string>, f: Facts): string | undefined {
  if (!header.path) return undefined;
  return safeHref(localizePath(header.path, f.locale)) ?? undefined;
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
export function barBasics(
  f: Facts,
  currentPath: string,
): Pick<BarModel, 'home' | 'auth' | 'download' | 'badges' | 'watermark'> {
  const badges = badgesFor(f);
  return {
    home: localizePath(ROUTES.home, f.locale),
    auth: f.signedIn
      ? null
      : {
          login: authHref('login', f.locale, currentPath || '/'),
          register: authHref('register', f.locale, currentPath || '/'),
        },
    download: localizePath(ROUTES.download, f.locale),
    badges,
    watermark: badges.includes('demo-change'),
  };
}

/** What the bar shows before any panel opens: cheap, so it is part of the first paint. */
export function buildBarModel(ctx: MenuContext): BarModel {
  const f = deriveFacts(ctx);
  const visible = <Id extends string>(header: GroupHeader<Id>) => !header.when || header.when(f);
  return {
    ...barBasics(f, ctx.path),
    nav: documentHeaders(NAV_GROUP_HEADERS, ctx.menus)
      .filter(visible)
      .map((header) => ({ id: header.id, ...headerLabel(header, f), href: headerHref(header, f) })),
    account: Object.values(ACCOUNT_GROUP_HEADERS)
      .filter(visible)
      .map((header) => ({ id: header.id, labelKey: header.labelKey, href: headerHref(header, f) })),
  };
}
