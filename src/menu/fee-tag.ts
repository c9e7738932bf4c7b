/** Strategy fee-discount tags (spec section 5): matching against config.feeTagList, and the wording choice. */

import { findLanguage, isChineseLocale } from '../i18n/languages';
import type { FeeTag, FeeTagConfig } from './types';

/** Strategy type 5 is matched as type 7 (auto-invest), on both sides of the comparison. */
function normalizeStrategyType(type: number): number {
  return type === 5 ? 7 : type;
}

/**
 * The fee tag for a strategy, or null. The first entry of `feeTagList` whose (normalized) strategyType
 * matches decides: it shows only when its `showTag` is truthy (a missing showTag means no tag) and its
 * `feeDiscount` is a finite number of at least 0.
 */
export function feeTagFor(strategyType: number, feeTagList: readonly FeeTagConfig[] | null | undefined): FeeTag | null {
  if (!Array.isArray(feeTagList)) return null;
  const wanted = normalizeStrategyType(strategyType);
  const match = feeTagList.find(
    (entry) =>
      entry != null && typeof entry.strategyType === 'number' && normalizeStrategyType(entry.strategyType) === wanted,
  );
  if (!match || !match.showTag) return null;
  const { feeDiscount } = match;
  if (typeof feeDiscount !== 'number' || !Number.isFinite(feeDiscount) || feeDiscount < 0) return null;
  return { feeDiscount };
}

export interface FeeTagWording {
  key: 'feeTag.zero' | 'feeTag.percent' | 'feeTag.zhe';
  values: { value: number };
}

/** Rounds away binary floating-point noise (100 - 10 * 9.9 = 1.0000000000000142). */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * 0 -> zero-fee wording; Chinese locales (zh-CN, zh-TW) -> "N折" with N = feeDiscount;
 * otherwise a percentage off of 100 - 10 * feeDiscount.
 */
export function feeTagWording(feeDiscount: number, locale: string): FeeTagWording {
  if (feeDiscount === 0) return { key: 'feeTag.zero', values: { value: 0 } };
  const canonical = findLanguage(locale)?.locale ?? locale;
  if (isChineseLocale(canonical)) return { key: 'feeTag.zhe', values: { value: tidy(feeDiscount) } };
  return { key: 'feeTag.percent', values: { value: tidy(100 - 10 * feeDiscount) } };
}
