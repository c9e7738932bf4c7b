/**
 * ex-header/server: what a server (or a build step) renders for <ex-header> without a DOM. It imports nothing that
 * needs a browser, and no page-wide state: each render is a function of its options. renderFallback gives the
 * no-JavaScript fallback links to put inside a page's own element.
 */
import { toHtml } from '../render/markup-html';
import { serverContext } from './context';
import { describeFallback, type FallbackOptions } from './fallback';

export type { FallbackOptions } from './fallback';

/** The no-JavaScript fallback of <ex-header> for a locale, user and page, as HTML to place inside the element. */
export async function renderFallback(options: FallbackOptions = {}): Promise<string> {
  return toHtml(describeFallback(await serverContext(options)));
}

export { renderHeader, type HeaderRenderOptions } from './render-header';
export { checkMenus } from './check-menus';
export { headerLinkPaths } from './link-paths';
export type { ServerLayout } from './render-header';
