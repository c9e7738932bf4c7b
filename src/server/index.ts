/**
 * ex-header/server: what a server (or a build step) renders for <ex-header> without a DOM. It imports nothing that
 * needs a browser. renderFallback gives the no-JavaScript fallback links to put inside the element.
 */
import { BUNDLED_LOCALES } from '../i18n/bundled-locales';
import { findLanguage } from '../i18n/languages';
import { localeFromPath } from '../menu/routes';
import { renderFallbackWith, type FallbackOptions } from './fallback';

export type { FallbackOptions } from './fallback';

/** The no-JavaScript fallback of <ex-header> for a locale, user and page, as HTML to place inside the element. */
export async function renderFallback(options: FallbackOptions = {}): Promise<string> {
  const locale = findLanguage(options.locale)?.locale ?? localeFromPath(options.path ?? '/');
  const load = locale ? BUNDLED_LOCALES?.[locale] : undefined;
  const texts = load ? ((await load()) as Record<string, unknown>) : null;
  return renderFallbackWith(options, texts);
}

export { renderHeader, type HeaderRenderOptions } from './render-header';
export type { ServerLayout } from './ServerHeader';
