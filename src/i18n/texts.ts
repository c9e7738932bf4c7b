// Only the sections the bar renders at first paint; lazily loaded views add theirs to i18next (i18n.ts, addEnglish).
import { accountBar, common, drawer, header, nav, toast } from '../../locales/en.json';
import { DEFAULT_LOCALE } from '../constants';

export type TextTable = Record<string, unknown>;
type Listener = (locale: string, table: TextTable) => void;

/**
 * The loaded locale tables, and the bar's English, which is bundled and ready synchronously. The first paint reads
 * them through `translate` before i18next has loaded; i18next (src/i18n/i18n.ts, with the React views) is fed the same
 * tables, so both show the same text. locales/en.json stays the one source of every English text.
 */
const ENGLISH_BAR = { accountBar, common, drawer, header, nav, toast };
const tables = new Map<string, TextTable>([[DEFAULT_LOCALE, ENGLISH_BAR]]);
/** Locales of which only the bar's sections are here (embedded by a server render): their whole file still loads. */
const barOnly = new Set<string>();
const listeners = new Set<Listener>();

/** The sections of a locale table the bar renders before any panel opens (what a server render embeds). */
export const BAR_SECTIONS: readonly string[] = Object.keys(ENGLISH_BAR);

/** True when the locale's whole table is here (not only its bar sections). */
export function hasTexts(locale: string): boolean {
  return tables.has(locale) && !barOnly.has(locale);
}

/** Adds a locale's table; `bar: true` for its bar sections only, which never replace a whole table. */
export function addTexts(locale: string, table: TextTable, { bar = false } = {}): void {
  if (bar && hasTexts(locale)) return;
  tables.set(locale, table);
  if (bar) barOnly.add(locale);
  else barOnly.delete(locale);
  for (const listener of listeners) listener(locale, table);
}

/** The bar sections of a locale table. */
export function barTexts(table: TextTable): TextTable {
  return Object.fromEntries(BAR_SECTIONS.filter((section) => section in table).map((s) => [s, table[s]]));
}

/** Calls back with every table loaded so far, then with each one added later. */
export function eachTextTable(listener: Listener): void {
  for (const [locale, table] of tables) listener(locale, table);
  listeners.add(listener);
}

/** The text at a dotted key of a table (`header.login`), or undefined when it is missing or empty. */
export function lookupText(table: TextTable | null | undefined, key: string): string | undefined {
  let value: unknown = table;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as TextTable)[part];
  }
  // An empty string in a locale file counts as missing, as it does for i18next (returnEmptyString: false).
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A bar text: the locale's, else English, else the key; `{{name}}` replaced by `values.name`. The same result as
 * i18next's `t` for these keys (src/i18n/texts.test.ts compares them for every locale).
 */
export function translate(locale: string, key: string, values?: Record<string, string>): string {
  const text = lookupText(tables.get(locale), key) ?? lookupText(tables.get(DEFAULT_LOCALE), key) ?? key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
