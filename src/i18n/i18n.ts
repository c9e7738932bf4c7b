import i18next, { type i18n as I18nInstance, type TFunction } from 'i18next';
import type en from '../../locales/en.json';
import { DEFAULT_LOCALE } from '../constants';
import { eachTextTable } from './texts';

export type EnglishTable = typeof en;

/**
 * One private i18next instance, so a host page's own i18next is never touched. It loads with the React views and
 * holds every table src/i18n/texts.ts has (the bar's English, and each locale file as it loads).
 */
export const i18n: I18nInstance = i18next.createInstance();

void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // An empty string in a locale file counts as missing: the English text shows instead of a blank label.
  returnEmptyString: false,
});
eachTextTable((locale, table) => i18n.addResourceBundle(locale, 'translation', table, true, true));

export type Translate = TFunction;

/** A lazily loaded module adds the English sections it renders (idempotent; other locales load whole). */
export function addEnglish(sections: Partial<EnglishTable>): void {
  i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', sections, true, false);
}
