/**
 * Feature flags: defaults, per-locale defaults, and the merge with the host's `flags` overrides.
 * Pure data and one pure function.
 */

import { findLanguage } from '../i18n/languages';

/** Feature flags after per-language defaults and the `flags` attribute are merged. */
export interface FeatureFlags {
  onChain: boolean;
  spotTrace: boolean;
  languageSetting: boolean;
  userCenterVip: boolean;
  rewardCenter: boolean;
  coupons: boolean;
  apiManage: boolean;
  /** Header groups the language shows. */
  futures: boolean;
  strategy: boolean;
  copy: boolean;
  social: boolean;
  more: boolean;
  contractInfo: boolean;
  spotInfo: boolean;
  preMarket: boolean;
  /** The spec's "language group count": at 3 the 'more' group is hidden. */
  languageGroupCount?: number;
}

/** Flags for a locale with no entry in LOCALE_FLAG_DEFAULTS: everything on except spot copy trading. */
export const DEFAULT_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  onChain: true,
  spotTrace: false,
  languageSetting: true,
  userCenterVip: true,
  rewardCenter: true,
  coupons: true,
  apiManage: true,
  futures: true,
  strategy: true,
  copy: true,
  social: true,
  more: true,
  contractInfo: true,
  spotInfo: true,
  preMarket: true,
});

/**
 * Per-locale defaults, applied over DEFAULT_FLAGS. They model what the exchange restricts per market; the host's
 * `flags` attribute overrides any of them. Every locale of src/i18n/languages.ts is decided here (flags.test.ts
 * holds the same table as data, one row per locale, so a new locale needs a decision):
 *
 * | locale | off                                                        | why                                                                       |
 * |--------|------------------------------------------------------------|---------------------------------------------------------------------------|
 * | en-GB  | futures, strategy, copy, social, contractInfo, preMarket,  | UK: spot trading only (spec §2, §6); the FCA bans derivatives for retail  |
 * |        | rewardCenter, coupons                                      | crypto customers and incentives to invest (PS23/6), so no reward center   |
 * |        |                                                            | or coupons either                                                         |
 * | en-CA  | futures, strategy, copy, social, contractInfo, preMarket   | Canada: the CSA treats crypto derivatives, margin, bots and copy trading  |
 * |        |                                                            | as securities products a restricted dealer may not offer to retail        |
 * | others | (none: the full product)                                   | zh-CN, zh-TW, en, ja, vi, es, fr, de, pt, id, it, th, pl, uk, uz, ar, ph, |
 * |        |                                                            | en-AZ, en-IN, en-PH, pt-PT, es-ES, bg, es-AR, ru, tr                      |
 */
const SPOT_ONLY: Partial<FeatureFlags> = {
  futures: false,
  strategy: false,
  copy: false,
  social: false,
  contractInfo: false,
  preMarket: false,
};

export const LOCALE_FLAG_DEFAULTS: Readonly<Record<string, Partial<FeatureFlags>>> = Object.freeze({
  'en-GB': { ...SPOT_ONLY, rewardCenter: false, coupons: false },
  'en-CA': SPOT_ONLY,
});

const BOOLEAN_KEYS = Object.keys(DEFAULT_FLAGS) as (keyof FeatureFlags)[];

/**
 * DEFAULT_FLAGS, then the locale's row of LOCALE_FLAG_DEFAULTS, then `overrides`. Override values of the
 * wrong type (from a hand-written `flags` JSON attribute) are ignored: booleans must be booleans and
 * `languageGroupCount` a finite number.
 */
export function resolveFlags(locale: string, overrides?: Partial<FeatureFlags> | null): FeatureFlags {
  const canonical = findLanguage(locale)?.locale;
  const localeRow = canonical ? LOCALE_FLAG_DEFAULTS[canonical] : undefined;
  const flags: FeatureFlags = { ...DEFAULT_FLAGS, ...localeRow };
  if (!overrides || typeof overrides !== 'object') return flags;
  for (const key of BOOLEAN_KEYS) {
    const value: unknown = overrides[key];
    if (typeof value === 'boolean') (flags as unknown as Record<string, unknown>)[key] = value;
  }
  const count: unknown = overrides.languageGroupCount;
  if (typeof count === 'number' && Number.isFinite(count)) flags.languageGroupCount = count;
  return flags;
}
