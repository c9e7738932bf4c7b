/**
 * The no-JavaScript fallback: plain links to the top-level destinations, for the light DOM of <ex-header> (shown
 * when no script runs, hidden by the shadow root once the element upgrades). The bar's own model: the groups the
 * bar shows, each linked to its main page, then the visitor's log in and sign up (with from=) or the account pages,
 * then the download page; every internal link with the language prefix.
 */
import { buildBarModel } from './groups';
import { ROUTES, safeHref, sitePath } from './routes';
import { deriveFacts, type Facts } from './rules';
import type { GroupSummary, MenuContext } from './types';

export interface FallbackLink {
  /** A label key of locales/en.json. */
  labelKey: string;
  /** A navigation document's label in the locale (wins over labelKey). */
  label?: string;
  href: string;
}

/** Each group's main page: where its fallback link goes (the bar's menus open a panel instead). */
const MAIN_PAGE: Record<string, (f: Facts) => string> = {
  spot: (f) => (f.unified ? ROUTES.utaSpot : ROUTES.spot),
  futures: () => ROUTES.futuresHome,
  strategy: () => ROUTES.tradingBot,
  copy: () => ROUTES.copyFutures,
  contractInfo: (f) => (f.unifiedPage ? ROUTES.tradeInfo.tradeRule : ROUTES.futuresSummarize),
  onChain: () => ROUTES.onChain,
  more: () => ROUTES.earn,
  assets: (f) => (f.unified ? ROUTES.assetUta : ROUTES.assetOverview),
  orders: (f) => (f.unified ? ROUTES.utaOrders : ROUTES.spotOrders),
  user: () => ROUTES.dashboard,
};

export function fallbackLinks(ctx: MenuContext): FallbackLink[] {
  const f = deriveFacts(ctx);
  const bar = buildBarModel(ctx);
  // A group a navigation document added goes where its own label links; without a link it has no fallback.
  const group = ({ id, labelKey, label, href }: GroupSummary<string>): FallbackLink[] => {
    const main = MAIN_PAGE[id] ? sitePath(MAIN_PAGE[id](f), f) : href;
    return main ? [{ labelKey, ...(label ? { label } : {}), href: main }] : [];
  };
  const links: FallbackLink[] = [
    { labelKey: 'header.logoLabel', href: bar.home },
    ...bar.nav.flatMap(group),
    ...(bar.auth
      ? [
          { labelKey: 'header.login', href: bar.auth.login },
          { labelKey: 'header.register', href: bar.auth.register },
        ]
      : bar.account.flatMap(group)),
    { labelKey: 'header.download', href: bar.download },
  ];
  return links.filter((link) => safeHref(link.href) === link.href);
}
