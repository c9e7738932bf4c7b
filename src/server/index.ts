/**
 * ex-header/server: what a server (or a build step) renders for <ex-header> without a DOM. It imports nothing that
 * needs a browser. renderFallback gives the no-JavaScript fallback links to put inside the element.
 */
import { resolveLocale } from '../menu/routes';
import { renderFallbackWith, type FallbackOptions } from './fallback';
import { serverLocaleTable } from './locale-table';

export type { FallbackOptions } from './fallback';

/** The no-JavaScript fallback of <ex-header> for a locale, user and page, as HTML to place inside the element. */
export async function renderFallback(options: FallbackOptions = {}): Promise<string> {
  return renderFallbackWith(options, await serverLocaleTable(resolveLocale(options.locale, options.path ?? '/')));
}

export { renderHeader, type HeaderRenderOptions } from './render-header';
export type { ServerLayout } from './render-header';
