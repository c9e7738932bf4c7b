/**
 * One server render's context, built once from its options and read by everything the render writes: the bar, the
 * fallback links and the texts the browser is handed. Pure: the options are parsed by the element's own parsers
 * (src/attributes/state-parsers.ts), the menus and the bar's input derived by the functions the page's stores use
 * (src/menu/context.ts, src/markup/bar.ts, src/i18n/units.ts); nothing page-wide is read or written, so renders of
 * different users, locales and menus may run side by side.
 */
import type { ExStateProperties } from '../../elements/public-types';
import { readState, STATE_PARSERS } from '../attributes/state-parsers';
import type { Theme } from '../attributes/theme';
import { DEFAULT_LOCALE } from '../constants';
import { findLanguage, type Language } from '../i18n/languages';
import { translatorWith, type TextTable } from '../i18n/texts';
import { ratesOf, resolveUnit, type RateEntry } from '../i18n/units';
import { barInputOf, type BarInput } from '../markup/bar';
import { buildWithMenus, menuContextOf } from '../menu/context';
import { checkDocument } from '../menu/document/check-document';
import { checkAgainstTables } from '../menu/document/check-tables';
import { readMenuDocument } from '../menu/document/read';
import type { MenuDocument } from '../menu/document/schema';
import { resolveFlags } from '../menu/flags';
import { buildBarModel } from '../menu/groups';
import { resolveLocale } from '../menu/routes';
import type { FeatureFlags, MenuContext } from '../menu/types';
import { serverLocaleTable } from './locale-table';

/** The state a server render reads: the element's properties (a navigation document as an object or JSON text). */
export interface ServerStateOptions extends Partial<Omit<ExStateProperties, 'menus' | 'menusSrc'>> {
  /**
   * The page's path (with query): the login link's from=, and a language prefix when no locale is given. A page on
   * another origin than `siteBase` gives its full URL, so that from= returns the reader to it.
   */
  path?: string;
  menus?: unknown;
}

export interface ServerContext {
  locale: string;
  language: Language;
  /** The locale's whole table (null for English, which is bundled). */
  texts: TextTable | null;
  /** The theme the options gave; undefined: the reader's system preference shows. */
  theme: Theme | undefined;
  menus: MenuDocument | null;
  menu: MenuContext;
  bar: BarInput;
}

/** Parsed state members besides the ones a render never reads (the endpoints, the page's own theme source, the
 * click delay and navigation) and the document (read below). */
const READ = STATE_PARSERS.filter(
  (parser) =>
    !['api-base', 'locales-base', 'menus', 'menus-src', 'theme-source', 'navigate-delay', 'no-navigation'].includes(
      parser.name,
    ),
);

/** A navigation document read on the server: the same reader the browser loads, its warnings on the console. */
function serverMenus(menus: unknown): MenuDocument | null {
  if (menus === undefined || menus === null) return null;
  const { document, warnings } = checkDocument(menus, readMenuDocument, checkAgainstTables);
  for (const line of warnings) console.warn(`[ex-header] renderHeader menus: ${line}`);
  return document;
}

/**
 * The page's path and, where `path` was given as a full URL, its origin; one that is not text is refused with an
 * error naming it.
 */
function pageOf(options: ServerStateOptions): { path: string; origin: string | null } {
  if (options.path !== undefined && typeof options.path !== 'string')
    throw new TypeError(`[ex-header] renderHeader: path must be the page's path as text, not ${typeof options.path}`);
  const path = options.path ?? '/';
  const origin = /^https?:\/\/[^/?#]+/i.exec(path)?.[0] ?? null;
  return origin ? { path: path.slice(origin.length) || '/', origin: origin.toLowerCase() } : { path, origin: null };
}

const pathOf = (options: ServerStateOptions): string => pageOf(options).path;

/** The options parsed by the element's own parsers: each member's value, or its empty value (warned about). */
function stateOf(options: ServerStateOptions, quiet = false): Record<string, unknown> {
  return Object.fromEntries(
    READ.map((parser) => [
      parser.property,
      readState('ex-header', parser, (options as Record<string, unknown>)[parser.property], { quiet })?.value ??
        parser.empty,
    ]),
  );
}

const textsByLocale = new Map<string, Promise<TextTable | null>>();

/**
 * The texts a render of these options needs: its locale's table from the package's locale modules (null for English,
 * which is bundled). One promise per locale, for as long as the server runs (28 at most): what a framework renders
 * again after it suspended finds the same one.
 */
export function loadHeaderTexts(options: ServerStateOptions = {}): Promise<TextTable | null> {
  const locale = resolveLocale(stateOf(options, true).locale as string | null, pathOf(options));
  let texts = textsByLocale.get(locale);
  if (!texts) {
    texts = serverLocaleTable(locale);
    textsByLocale.set(locale, texts);
  }
  return texts;
}

/** The render's context, from its options and the texts loadHeaderTexts gave for them. */
export function serverContextWith(options: ServerStateOptions, texts: TextTable | null): ServerContext {
  const { path, origin } = pageOf(options);
  const state = stateOf(options);
  const locale = resolveLocale(state.locale as string | null, path);
  const language = findLanguage(locale)!;
  const flags = resolveFlags(locale, state.flags as Partial<FeatureFlags>);
  const menus = serverMenus(options.menus);
  const menu = menuContextOf({
    locale,
    path,
    user: state.user as MenuContext['user'],
    mode: state.mode as MenuContext['mode'],
    unifiedPage: state.unifiedPage as boolean,
    flags,
    config: state.config as MenuContext['config'],
    simulationInfo: state.simulationInfo as MenuContext['simulationInfo'],
    menus,
    siteBase: state.siteBase as string | null,
    pageOrigin: origin,
  });
  const theme = state.theme as Theme | null;
  const rates = ratesOf(state.rates as readonly RateEntry[] | null);
  const bar = barInputOf({
    model: buildWithMenus(buildBarModel, menu),
    theme: theme ?? 'light',
    systemTheme: theme === null,
    language,
    textLanguage: texts ? language : findLanguage(DEFAULT_LOCALE)!,
    unit: resolveUnit(state.unit as string | null, rates, language.unit),
    flags,
    noThemeSwitch: state.noThemeSwitch as boolean,
    t: translatorWith(texts ? locale : DEFAULT_LOCALE, texts),
  });
  return { locale, language, texts, theme: theme ?? undefined, menus, menu, bar };
}

/** The render's context. */
export async function serverContext(options: ServerStateOptions): Promise<ServerContext> {
  return serverContextWith(options, await loadHeaderTexts(options));
}
