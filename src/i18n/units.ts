import { DEFAULT_UNIT } from '../constants';

export interface RateEntry {
  type: string;
  showName: string;
}

/**
 * The documented default rate list, used when no `rates` attribute is given: every language's own unit (so
 * choosing any of the 28 languages keeps its currency) plus the other fiat units the exchange quotes in.
 * `showName` is the ISO 4217 code; a host that wants other names passes `rates`.
 */
export const DEFAULT_RATES: readonly RateEntry[] = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'TWD',
  'VND',
  'BRL',
  'IDR',
  'THB',
  'PLN',
  'UAH',
  'UZS',
  'SAR',
  'PHP',
  'AZN',
  'INR',
  'BGN',
  'ARS',
  'CAD',
  'RUB',
  'TRY',
  'AED',
  'AUD',
  'CHF',
  'HKD',
  'KRW',
  'MXN',
  'NGN',
  'SGD',
].map((type) => ({ type, showName: type }));

/** The rate list in use: the `rates` attribute's when it has any, else the built-in one. */
export const ratesOf = (setting: readonly RateEntry[] | null): readonly RateEntry[] =>
  setting && setting.length > 0 ? setting : DEFAULT_RATES;

/** Spec section 4: a unit missing from the rate list falls back to the locale's unit, else USD. */
export function resolveUnit(chosen: string | null, rates: readonly RateEntry[], localeUnit: string): string {
  const listed = (unit: string | null): unit is string => !!unit && rates.some((rate) => rate.type === unit);
  if (listed(chosen)) return chosen;
  if (listed(localeUnit)) return localeUnit;
  return DEFAULT_UNIT;
}
