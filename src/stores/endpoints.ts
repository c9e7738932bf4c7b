import { atom, computed } from 'nanostores';
import { BUNDLED_LOCALES } from '#bundled-locales';
import { DEFAULT_LOCALES_BASE } from '../i18n/locales-base';
import { guestSite } from '../menu/site';

/** `site-base`: the exchange's site the links go to; null: the page's own origin. */
export const $siteBaseSetting = atom<string | null>(null);

/** The page's origin, what `site-base` is compared with (null on a server). */
export const pageOrigin = (): string | null => (typeof location === 'undefined' ? null : location.origin);

/** The exchange's site on a guest page (menu/site.ts), else null: the one place the page's stores derive it. */
export const $guestSite = computed($siteBaseSetting, (siteBase) => guestSite(siteBase, pageOrigin()));

/** `api-base`: null means the page's origin, or on a guest page the exchange's site. */
export const $apiBaseSetting = atom<string | null>(null);
export const $apiBase = computed(
  [$apiBaseSetting, $guestSite],
  (setting, site) => setting ?? site ?? pageOrigin() ?? '/',
);

/** `locales-base`: null means the package's locale modules (ES-module build), or the `locales/` folder beside the script. */
export const $localesBaseSetting = atom<string | null>(null);
export const $localesBase = computed(
  $localesBaseSetting,
  (setting): string | null => setting ?? (BUNDLED_LOCALES ? null : DEFAULT_LOCALES_BASE),
);
