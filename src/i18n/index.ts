export { i18n, type Translate } from './i18n';
export { loadLocale } from './loader';
export { DEFAULT_LOCALES_BASE } from './locales-base';
export { LANGUAGES, findLanguage, isKnownLocale, isChineseLocale, type Language } from './languages';
