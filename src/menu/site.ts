/**
 * The site the header's links go to. On the exchange's own origin every link stays root-relative (`/spot/BTCUSDT`);
 * a guest page on another origin (a help center on help.example.com) names the exchange's site with `site-base`, and
 * every link the header renders, the navigation document's included, points there. Pure: the caller says which origin
 * the page is on (the browser's location, or a server render's `path` given as a full URL).
 */

/**
 * The base every root-relative link is put under, or null where they stay root-relative: no site named, or the site
 * is the page's own origin with no path of its own. `siteBase` is an http(s) URL already validated by its parser.
 */
export function guestSite(siteBase: string | null | undefined, pageOrigin: string | null | undefined): string | null {
  if (!siteBase) return null;
  const base = siteBase.replace(/\/+$/, '');
  return base === pageOrigin ? null : base;
}

/** A root-relative href under the guest site's base; full URLs, same-page hrefs and the exchange's own pages as they are. */
export function onSite(href: string, site: string | null): string {
  return site && href.startsWith('/') && !href.startsWith('//') ? `${site}${href}` : href;
}

/**
 * What a login link's `from=` carries: the page's path on the exchange's own site; on a guest page, the page's full URL
 * (where it is known), so signing in on the main site returns the reader to the article they were reading.
 */
export function returnAddress(path: string, site: string | null, pageOrigin: string | null | undefined): string {
  return site && pageOrigin ? `${pageOrigin}${path}` : path;
}
