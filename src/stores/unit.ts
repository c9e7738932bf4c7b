import { atom, computed } from 'nanostores';
import { STORAGE_KEYS } from '../constants';
import { ratesOf, resolveUnit, type RateEntry } from '../i18n/units';

import { $language } from './locale';
import { persistentAtom } from './persistent';

export { DEFAULT_RATES, resolveUnit, type RateEntry } from '../i18n/units';

export const $ratesSetting = atom<readonly RateEntry[] | null>(null);
export const $rates = computed($ratesSetting, ratesOf);

/** Set by the `unit` attribute or property. */
export const $unitSetting = atom<string | null>(null);
/** The user's remembered choice (localStorage; other tabs follow through the `storage` event). */
export const $savedUnit = persistentAtom<string | null>(STORAGE_KEYS.unit, (stored) => stored);

export const $unit = computed([$unitSetting, $savedUnit, $rates, $language], (setting, saved, rates, language) =>
  resolveUnit(setting ?? saved, rates, language.unit),
);

/** The user picks a display unit: remembered across pages. */
export function chooseUnit(unit: string): void {
  $savedUnit.save(unit);
  $unitSetting.set(null);
}
