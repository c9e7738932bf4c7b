import i18next, { type i18n as I18nInstance, type TFunction } from 'i18next';
// Only the sections the bar renders at first paint; lazily loaded features add their own sections (addEnglish).
import { common, drawer, header, nav, toast } from '../../locales/en.json';
import type en from '../../locales/en.json';
import { DEFAULT_LOCALE } from '../constants';

export type EnglishTable = typeof en;

/**
 * One private i18next instance, so a host page's own i18next is never touched. The bar's English is bundled and
 * ready synchronously; locales/en.json stays the one source of every English text.
 */
export const i18n: I18nInstance = i18next.createInstance();

void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { [DEFAULT_LOCALE]: { translation: { common, drawer, header, nav, toast } } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // An empty string in a locale file counts as missing: the English text shows instead of a blank label.
  returnEmptyString: false,
});

export type Translate = TFunction;

/** A lazily loaded module adds the English sections it renders (idempotent; other locales load whole). */
export function addEnglish(sections: Partial<EnglishTable>): void {
  i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', sections, true, false);
}
