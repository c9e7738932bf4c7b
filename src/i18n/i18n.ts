import i18next, { type i18n as I18nInstance, type TFunction } from 'i18next';
import en from '../../locales/en.json';
import { DEFAULT_LOCALE } from '../constants';

export type EnglishTable = typeof en;

/** One private i18next instance, so a host page's own i18next is never touched. English is bundled and ready synchronously. */
export const i18n: I18nInstance = i18next.createInstance();

void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { [DEFAULT_LOCALE]: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Translate = TFunction;
