import { atom, computed, onMount } from 'nanostores';
import { DEFAULT_LOCALE } from '../constants';
import { findLanguage, type Language } from '../i18n/languages';
import { loadLocale } from '../i18n/loader';
import { resolveLocale } from '../menu/routes';
import { $path } from './path';
import { $localesBase } from './endpoints';
import { settling } from '../internal/settle';

/** The locale set by an attribute, a property or the user's choice; null means "derive it". */
export const $localeSetting = atom<string | null>(null);

export const $locale = computed([$localeSetting, $path], resolveLocale);

export const $language = computed($locale, (locale): Language => findLanguage(locale) as Language);

/** The locale whose texts are loaded and shown (lags $locale while a file loads). */
export const $textLocale = atom<string>(DEFAULT_LOCALE);

/** The language of the words shown: what the inner roots' `lang` and `dir` say. */
export const $textLanguage = computed($textLocale, (locale): Language => findLanguage(locale) as Language);

let latestRequest = 0;
async function activate(locale: string, base: string | null): Promise<void> {
  const request = ++latestRequest;
  const loaded = await settling(loadLocale(locale, base));
  if (request !== latestRequest) return;
  $textLocale.set(loaded ? locale : DEFAULT_LOCALE);
}

onMount($textLocale, () => {
  const unbindLocale = $locale.subscribe((locale) => void activate(locale, $localesBase.get()));
  const unbindBase = $localesBase.listen((base) => void activate($locale.get(), base));
  return () => {
    unbindLocale();
    unbindBase();
  };
});
