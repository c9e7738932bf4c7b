import { atom, computed } from 'nanostores';
import { BUNDLED_LOCALES } from '#bundled-locales';
import { DEFAULT_LOCALES_BASE } from '../i18n/locales-base';

/** `api-base`: null means the page's origin. */
export const $apiBaseSetting = atom<string | null>(null);
export const $apiBase = computed($apiBaseSetting, (setting) => {
  if (setting) return setting;
  return typeof location !== 'undefined' ? location.origin : '/';
});

/** `site-base`: the exchange's site the links go to; null: the page's own origin. */
export const $siteBaseSetting = atom<string | null>(null);

/** The page's origin, what `site-base` is compared with (null on a server). */
export const pageOrigin = (): string | null => (typeof location === 'undefined' ? null : location.origin);

/** `locales-base`: null means the package's locale modules (ES-module build), or the `locales/` folder beside the script. */
export const $localesBaseSetting = atom<string | null>(null);
export const $localesBase = computed(
  $localesBaseSetting,
  (setting): string | null => setting ?? (BUNDLED_LOCALES ? null : DEFAULT_LOCALES_BASE),
);
