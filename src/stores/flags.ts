import { atom, computed } from 'nanostores';
import { resolveFlags } from '../menu/flags';
import type { FeatureFlags } from '../menu/types';
import { $locale } from './locale';

/** Overrides from the `flags` attribute, merged over the per-language defaults. */
export const $flagsSetting = atom<Partial<FeatureFlags>>({});
export const $flags = computed([$locale, $flagsSetting], (locale, overrides) => resolveFlags(locale, overrides));
