/**
 * renderFallback: the no-JavaScript fallback of <ex-header> as HTML, to put inside the element (its light DOM):
 * plain links, shown when no script runs and hidden by the element's shadow root once it upgrades. Pure: the links
 * come from the menu model (menu/fallback.ts), the labels from a locale's texts with English for what it lacks.
 */
import en from '../../locales/en.json';
import type { ExStateProperties } from '../../elements/public-types';
import { findLanguage, htmlLang } from '../i18n/languages';
import { lookupText, type TextTable } from '../i18n/texts';
import { checkAgainstTables } from '../menu/document/check-tables';
import { readMenuDocument } from '../menu/document/read';
import type { MenuDocument } from '../menu/document/schema';
import { fallbackLinks } from '../menu/fallback';
import { resolveFlags } from '../menu/flags';
import { resolveLocale } from '../menu/routes';
import { escapeHtml } from '../render/markup-html';

/**
 * The element's state the fallback reads (the properties of ExStateProperties; an unknown locale is English), the
 * page's path, and a navigation document, validated here as the element would (renderHeader reads it for the bar and
 * these links alike).
 */
export interface FallbackOptions extends Partial<
  Pick<ExStateProperties, 'locale' | 'user' | 'mode' | 'unifiedPage' | 'flags'>
> {
  /** The page's path (with query): the login link's from=, and a language prefix when no locale is given. */
  path?: string;
  menus?: unknown;
}

/** A navigation document read on the server: the same reader the browser loads, its warnings on the console. */
export function serverMenus(menus: unknown): MenuDocument | null {
  if (menus === undefined || menus === null) return null;
  const read = readMenuDocument(menus);
  const checked = read.document ? checkAgainstTables(read.document) : { document: null, warnings: [] };
  for (const line of [...read.warnings, ...checked.warnings]) console.warn(`[ex-header] renderHeader menus: ${line}`);
  return checked.document;
}

/** The fallback's HTML for the given options, with `texts` the locale's table (locales/<code>.json). */
export function renderFallbackWith(
  options: FallbackOptions,
  texts: TextTable | null,
  menus: MenuDocument | null = serverMenus(options.menus),
): string {
  const locale = resolveLocale(options.locale, options.path ?? '/');
  const label = (key: string) => escapeHtml(lookupText(texts, key) ?? lookupText(en, key) ?? key);
  const links = fallbackLinks({
    locale,
    path: options.path ?? '/',
    user: options.user ?? null,
    mode: options.mode ?? 'real',
    unifiedPage: options.unifiedPage === true,
    flags: resolveFlags(locale, options.flags),
    config: {},
    simulationInfo: {},
    symbols: { coinPerpetual: null, coinDelivery: null },
    menus,
  });
  const items = links
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}">${link.label ? escapeHtml(link.label) : label(link.labelKey)}</a></li>`,
    )
    .join('');
  const dir = findLanguage(locale)?.dir === 'rtl' ? ' dir="rtl"' : '';
  return `<nav class="ex-header-fallback" lang="${htmlLang(locale)}"${dir} aria-label="${label('header.mainNav')}"><ul>${items}</ul></nav>`;
}
