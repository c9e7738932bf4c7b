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
const tables = new Map<string, TextTable>([[DEFAULT_LOCALE, { accountBar, common, drawer, header, nav, toast }]]);
const listeners = new Set<Listener>();

export function hasTexts(locale: string): boolean {
  return tables.has(locale);
}

export function addTexts(locale: string, table: TextTable): void {
  tables.set(locale, table);
  for (const listener of listeners) listener(locale, table);
}

/** Calls back with every table loaded so far, then with each one added later. */
export function eachTextTable(listener: Listener): void {
  for (const [locale, table] of tables) listener(locale, table);
  listeners.add(listener);
}

function lookup(table: TextTable | undefined, key: string): string | undefined {
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
  const text = lookup(tables.get(locale), key) ?? lookup(tables.get(DEFAULT_LOCALE), key) ?? key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
