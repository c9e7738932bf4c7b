import { DEFAULT_LOCALE } from '../constants';
import { findLanguage } from './languages';
import { i18n } from './i18n';

type Fetcher = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const pending = new Map<string, Promise<boolean>>();
const warned = new Set<string>();

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Loads one locale's table once per page (base URL + locale), adds it to i18next and resolves true;
 * on any failure logs one warning and resolves false, leaving English in place.
 */
export function loadLocale(locale: string, base: string, fetcher: Fetcher = (url) => fetch(url)): Promise<boolean> {
  const language = findLanguage(locale);
  if (!language) return Promise.resolve(false);
  const code = language.locale;
  if (code === DEFAULT_LOCALE || i18n.hasResourceBundle(code, 'translation')) return Promise.resolve(true);
  const url = new URL(`${code}.json`, base.endsWith('/') ? base : `${base}/`).href;
  const existing = pending.get(url);
  if (existing) return existing;
  const request = fetcher(url)
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const table = await response.json();
      if (!isTable(table)) throw new Error('not a JSON object');
      i18n.addResourceBundle(code, 'translation', table, true, true);
      return true;
    })
    .catch((error: unknown) => {
      pending.delete(url);
      if (!warned.has(url)) {
        warned.add(url);
        console.warn(`[ex-header] Could not load the "${code}" texts from ${url} (${String(error)}); showing English.`);
      }
      return false;
    });
  pending.set(url, request);
  return request;
}
