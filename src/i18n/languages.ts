/** The 28 locales of spec section 3: locale, own-language name, numeric languageType, languageKey, direction and display unit. */

export interface Language {
  locale: string;
  languageName: string;
  languageType: number;
  languageKey: string;
  dir: 'ltr' | 'rtl';
  /** The display unit mapped to this language; the header falls back to USD when the rate list lacks it. */
  unit: string;
  /** Region group shown in the wide language dialog. */
  region: 'asia' | 'europe' | 'americas' | 'middle-east-africa';
}

export const LANGUAGES: readonly Language[] = [
  {
    locale: 'en',
    languageName: 'English',
    languageType: 0,
    languageKey: 'en_US',
    dir: 'ltr',
    unit: 'USD',
    region: 'americas',
  },
  {
    locale: 'zh-CN',
    languageName: '简体中文',
    languageType: 1,
    languageKey: 'zh_CN',
    dir: 'ltr',
    unit: 'CNY',
    region: 'asia',
  },
  {
    locale: 'zh-TW',
    languageName: '繁體中文',
    languageType: 2,
    languageKey: 'zh_TW',
    dir: 'ltr',
    unit: 'TWD',
    region: 'asia',
  },
  {
    locale: 'ja',
    languageName: '日本語',
    languageType: 3,
    languageKey: 'ja_JP',
    dir: 'ltr',
    unit: 'JPY',
    region: 'asia',
  },
  {
    locale: 'vi',
    languageName: 'Tiếng Việt',
    languageType: 4,
    languageKey: 'vi_VN',
    dir: 'ltr',
    unit: 'VND',
    region: 'asia',
  },
  {
    locale: 'es',
    languageName: 'Español (Internacional)',
    languageType: 5,
    languageKey: 'es_LA',
    dir: 'ltr',
    unit: 'USD',
    region: 'americas',
  },
  {
    locale: 'fr',
    languageName: 'Français',
    languageType: 6,
    languageKey: 'fr_FR',
    dir: 'ltr',
    unit: 'EUR',
    region: 'europe',
  },
  {
    locale: 'de',
    languageName: 'Deutsch',
    languageType: 7,
    languageKey: 'de_DE',
    dir: 'ltr',
    unit: 'EUR',
    region: 'europe',
  },
  {
    locale: 'pt',
    languageName: 'Português (Brasil)',
    languageType: 8,
    languageKey: 'pt_BR',
    dir: 'ltr',
    unit: 'BRL',
    region: 'americas',
  },
  {
    locale: 'id',
    languageName: 'Bahasa Indonesia',
    languageType: 9,
    languageKey: 'id_ID',
    dir: 'ltr',
    unit: 'IDR',
    region: 'asia',
  },
  {
    locale: 'it',
    languageName: 'Italiano',
    languageType: 10,
    languageKey: 'it_IT',
    dir: 'ltr',
    unit: 'EUR',
    region: 'europe',
  },
  {
    locale: 'th',
    languageName: 'ไทย',
    languageType: 11,
    languageKey: 'th_TH',
    dir: 'ltr',
    unit: 'THB',
    region: 'asia',
  },
  {
    locale: 'pl',
    languageName: 'Polski',
    languageType: 12,
    languageKey: 'pl_PL',
    dir: 'ltr',
    unit: 'PLN',
    region: 'europe',
  },
  {
    locale: 'uk',
    languageName: 'Українська',
    languageType: 13,
    languageKey: 'uk_UA',
    dir: 'ltr',
    unit: 'UAH',
    region: 'europe',
  },
  {
    locale: 'uz',
    languageName: 'Oʻzbekcha',
    languageType: 14,
    languageKey: 'uz_UZ',
    dir: 'ltr',
    unit: 'UZS',
    region: 'asia',
  },
  {
    locale: 'ar',
    languageName: 'العربية',
    languageType: 15,
    languageKey: 'ar_SA',
    dir: 'rtl',
    unit: 'SAR',
    region: 'middle-east-africa',
  },
  {
    locale: 'ph',
    languageName: 'Filipino',
    languageType: 16,
    languageKey: 'fil_PH',
    dir: 'ltr',
    unit: 'PHP',
    region: 'asia',
  },
  {
    locale: 'en-GB',
    languageName: 'English (UK)',
    languageType: 17,
    languageKey: 'en_GB',
    dir: 'ltr',
    unit: 'GBP',
    region: 'europe',
  },
  {
    locale: 'en-AZ',
    languageName: 'English (Azerbaijan)',
    languageType: 18,
    languageKey: 'en_AZ',
    dir: 'ltr',
    unit: 'AZN',
    region: 'europe',
  },
  {
    locale: 'en-IN',
    languageName: 'English (India)',
    languageType: 19,
    languageKey: 'en_IN',
    dir: 'ltr',
    unit: 'INR',
    region: 'asia',
  },
  {
    locale: 'en-PH',
    languageName: 'English (Philippines)',
    languageType: 20,
    languageKey: 'en_PH',
    dir: 'ltr',
    unit: 'PHP',
    region: 'asia',
  },
  {
    locale: 'pt-PT',
    languageName: 'Português (Portugal)',
    languageType: 21,
    languageKey: 'pt_PT',
    dir: 'ltr',
    unit: 'EUR',
    region: 'europe',
  },
  {
    locale: 'es-ES',
    languageName: 'Español (España)',
    languageType: 22,
    languageKey: 'es_ES',
    dir: 'ltr',
    unit: 'EUR',
    region: 'europe',
  },
  {
    locale: 'bg',
    languageName: 'Български',
    languageType: 23,
    languageKey: 'bg_BG',
    dir: 'ltr',
    unit: 'BGN',
    region: 'europe',
  },
  {
    locale: 'es-AR',
    languageName: 'Español (Argentina)',
    languageType: 24,
    languageKey: 'es_AR',
    dir: 'ltr',
    unit: 'ARS',
    region: 'americas',
  },
  {
    locale: 'en-CA',
    languageName: 'English (Canada)',
    languageType: 25,
    languageKey: 'en_CA',
    dir: 'ltr',
    unit: 'CAD',
    region: 'americas',
  },
  {
    locale: 'ru',
    languageName: 'Русский',
    languageType: 26,
    languageKey: 'ru_RU',
    dir: 'ltr',
    unit: 'RUB',
    region: 'europe',
  },
  {
    locale: 'tr',
    languageName: 'Türkçe',
    languageType: 27,
    languageKey: 'tr_TR',
    dir: 'ltr',
    unit: 'TRY',
    region: 'europe',
  },
];

export type Locale = string;

const byLocale = new Map(LANGUAGES.map((language) => [language.locale.toLowerCase(), language]));

/** Case-insensitive lookup that returns the canonical spelling, or undefined for an unknown locale. */
export function findLanguage(locale: string | null | undefined): Language | undefined {
  if (!locale) return undefined;
  return byLocale.get(locale.toLowerCase());
}

export function isKnownLocale(locale: string | null | undefined): boolean {
  return findLanguage(locale) !== undefined;
}

/** The `lang` attribute value (BCP 47) for one of our locale codes: "ph" is Filipino, whose tag is "fil". */
export function htmlLang(locale: string): string {
  return locale === 'ph' ? 'fil' : locale;
}

export function isChineseLocale(locale: string): boolean {
  return locale === 'zh-CN' || locale === 'zh-TW';
}
