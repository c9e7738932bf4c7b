// Only the sections the bar renders at first paint; lazily loaded views add theirs to i18next (i18n.ts, addEnglish).
import { accountBar, common, drawer, header, nav, toast } from '../../locales/en.json';
import { DEFAULT_LOCALE } from '../constants';
import { formatNumber, intlLocale } from './format';

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

/** Values for a text's `{{name}}` placeholders: numbers are Intl-formatted for the locale, `count` picks the plural. */
export type TextValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural form (`one`, `few`, `other`, ...) of a count in a locale, as i18next's `_one` / `_other` keys name it. */
function pluralForm(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The text of a key in a locale's table: with a numeric `count`, its plural form first (`key_few`, `key_other`). */
function lookupIn(table: TextTable | undefined, locale: string, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const text = lookupText(table, `${key}_${pluralForm(locale, count)}`) ?? lookupText(table, `${key}_other`);
    if (text !== undefined) return text;
  }
  return lookupText(table, key);
}

/** A text from `table` (the locale's), else English, else the key; `{{name}}` replaced as `translate` says. */
function translateWith(table: TextTable | undefined, locale: string, key: string, values?: TextValues): string {
  const english = tables.get(DEFAULT_LOCALE);
  const text =
    lookupIn(table, locale, key, values?.count) ?? lookupIn(english, DEFAULT_LOCALE, key, values?.count) ?? key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/**
 * A text: the locale's, else English, else the key; `{{name}}` replaced by `values.name` (numbers formatted for the
 * locale). The same result as i18next's `t` for the bar's keys (src/i18n/texts.test.ts compares them for every
 * locale); the menu panels are drawn with it too, before React and by React alike.
 */
export function translate(locale: string, key: string, values?: TextValues): string {
  return translateWith(tables.get(locale), locale, key, values);
}

/** A text function bound to a locale (the bar's, the panels' and the views' own texts draw with it). */
export type Translate = (key: string, values?: TextValues) => string;

export const translatorFor =
  (locale: string): Translate =>
  (key, values) =>
    translate(locale, key, values);

/**
 * A text function over a table given here rather than the page's loaded ones (a server render: each render its own
 * locale, nothing shared between requests). English fills what the table lacks.
 */
export const translatorWith =
  (locale: string, table: TextTable | null): Translate =>
  (key, values) =>
    translateWith(table ?? undefined, locale, key, values);

/** English sections a lazily loaded module draws (the menus' texts): added to the English table once. */
export function addEnglishTexts(sections: TextTable): void {
  const english = tables.get(DEFAULT_LOCALE)!;
  if (Object.keys(sections).every((section) => section in english)) return;
  addTexts(DEFAULT_LOCALE, { ...english, ...sections });
}
