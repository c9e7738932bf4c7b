/**
 * The current page: which entry of the menus is the page the reader is on, and which menu holds it. Pure: the page's
 * path and origin are the facts'. An entry is current when its link is this page: the same path (language prefix,
 * trailing slash, query order aside) on the same site, and no query value of the link contradicts the page's
 * (`/spot/BTCUSDT?type=cross` is not current on `/spot/BTCUSDT?type=spot`). Patterns name more pages: "/x" is that
 * page, "/x/*" it and every page under it (a menu's own area, or a navigation document's `current` list).
 */
import { isExternalUrl, stripLocalePrefix } from './routes';

export interface PageFacts {
  /** The page's path and query without its language prefix. */
  path: string;
  /** The page's origin; null on a server told only the path. */
  pageOrigin: string | null;
  /** The exchange's site on a guest page (menu/site.ts): the header's own links lead away from the page. */
  site: string | null;
}

interface Address {
  path: string;
  query: URLSearchParams;
}

/** Path and query of a same-site path, language prefix, hash and trailing slash dropped. */
function addressOf(pathWithQuery: string): Address {
  const bare = stripLocalePrefix(pathWithQuery).split('#')[0]!;
  const [path = '/', query = ''] = bare.split('?');
  return { path: path.length > 1 ? path.replace(/\/+$/, '') : path, query: new URLSearchParams(query) };
}

/** The page address an href leads to, when it is on the page's own site; null when it leads elsewhere. */
function addressOnPageSite(href: string, page: PageFacts): Address | null {
  if (isExternalUrl(href)) {
    const origin = /^https?:\/\/[^/?#]+/i.exec(href.trim())![0].toLowerCase();
    if (origin !== page.pageOrigin) return null;
    return addressOf(href.trim().slice(origin.length) || '/');
  }
  // On a guest page the root-relative links are the exchange's, which is not this page's site.
  return href.startsWith('/') && !page.site ? addressOf(href) : null;
}

/** Whether an href is the page the reader is on. */
export function isCurrentHref(href: string | undefined, page: PageFacts): boolean {
  if (!href) return false;
  const target = addressOnPageSite(href, page);
  if (!target) return false;
  const here = addressOf(page.path);
  if (target.path !== here.path) return false;
  for (const [name, value] of target.query) {
    const mine = here.query.get(name);
    if (mine !== null && mine !== value) return false;
  }
  return true;
}

/** How closely a pattern names the page: the length of what it matched, or -1 when it does not name it. */
export function patternMatch(pattern: string, page: PageFacts): number {
  const { path } = addressOf(page.path);
  if (pattern.endsWith('/*')) {
    const area = pattern.slice(0, -2) || '/';
    return path === area || path.startsWith(area === '/' ? '/' : `${area}/`) ? area.length : -1;
  }
  return path === addressOf(pattern).path ? pattern.length + 1 : -1;
}

/** Whether any of these patterns names the page. */
export const namedByPatterns = (patterns: readonly string[] | undefined, page: PageFacts): boolean =>
  (patterns ?? []).some((pattern) => patternMatch(pattern, page) >= 0);
