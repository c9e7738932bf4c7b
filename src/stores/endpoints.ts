import { atom, computed } from 'nanostores';
import { DEFAULT_LOCALES_BASE } from '../i18n/locales-base';

/** `api-base`: null means the page's origin. */
export const $apiBaseSetting = atom<string | null>(null);
export const $apiBase = computed($apiBaseSetting, (setting) => {
  if (setting) return setting;
  return typeof location !== 'undefined' ? location.origin : '/';
});

/** `locales-base`: null means beside the script. */
export const $localesBaseSetting = atom<string | null>(null);
export const $localesBase = computed($localesBaseSetting, (setting) => setting ?? DEFAULT_LOCALES_BASE);
