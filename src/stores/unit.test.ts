// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_UNIT, STORAGE_KEYS } from '../constants';
import { LANGUAGES } from '../i18n/languages';
import { $localeSetting } from './locale';
import {
  $ratesSetting,
  $savedUnit,
  $unit,
  $unitSetting,
  DEFAULT_RATES,
  chooseUnit,
  resolveUnit,
  type RateEntry,
} from './unit';

const rates = (...types: string[]): RateEntry[] => types.map((type) => ({ type, showName: type }));

describe('resolveUnit: spec section 4, a chosen unit not in the rate list falls back to the locale unit, else USD', () => {
  it.each([
    // chosen, rate list, locale unit, shown
    ['EUR', rates('USD', 'EUR'), 'JPY', 'EUR'],
    ['JPY', rates('USD', 'EUR'), 'EUR', 'EUR'],
    ['JPY', rates('USD', 'GBP'), 'EUR', 'USD'],
    [null, rates('USD', 'EUR'), 'EUR', 'EUR'],
    [null, rates('USD', 'EUR'), 'JPY', 'USD'],
    ['', rates('USD', 'EUR'), 'EUR', 'EUR'],
    ['usd', rates('USD'), 'EUR', 'USD'],
    ['EUR', rates('GBP'), 'JPY', 'USD'],
    ['USD', [], 'EUR', 'USD'],
    ['BRL', DEFAULT_RATES, 'USD', 'BRL'],
  ] as [string | null, RateEntry[], string, string][])(
    'chosen %j, rates %j, locale unit %s -> %s',
    (chosen, list, localeUnit, shown) => {
      expect(resolveUnit(chosen, list, localeUnit)).toBe(shown);
    },
  );

  it('the default is USD', () => {
    expect(DEFAULT_UNIT).toBe('USD');
  });
});

describe('DEFAULT_RATES, the documented default rate list', () => {
  it("holds every language's own unit, so choosing any language keeps its currency", () => {
    const listed = new Set(DEFAULT_RATES.map((rate) => rate.type));
    for (const language of LANGUAGES)
      expect(listed.has(language.unit), `${language.locale}: ${language.unit}`).toBe(true);
  });

  it('has unique ISO 4217 codes, shown by their code', () => {
    const types = DEFAULT_RATES.map((rate) => rate.type);
    expect(new Set(types).size).toBe(types.length);
    for (const rate of DEFAULT_RATES) {
      expect(rate.type).toMatch(/^[A-Z]{3}$/);
      expect(rate.showName).toBe(rate.type);
    }
  });
});

describe('$unit', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    $unitSetting.set(null);
    $savedUnit.set(null);
    $ratesSetting.set(null);
    $localeSetting.set(null);
    stop = $unit.listen(() => {});
  });
  afterEach(() => stop());

  it.each([
    // locale, unit attribute, saved, rates attribute, shown
    ['en', null, null, null, 'USD'],
    ['ja', null, null, null, 'JPY'],
    ['de', null, null, null, 'EUR'],
    ['es', null, null, null, 'USD'],
    ['ja', 'EUR', null, null, 'EUR'],
    ['ja', null, 'GBP', null, 'GBP'],
    ['ja', 'EUR', 'GBP', null, 'EUR'],
    ['ja', null, 'GBP', rates('USD', 'JPY'), 'JPY'],
    ['uz', null, null, rates('USD', 'EUR'), 'USD'],
    ['de', 'CHF', null, rates('USD', 'EUR'), 'EUR'],
  ] as [string, string | null, string | null, RateEntry[] | null, string][])(
    'locale %s, unit attribute %j, saved %j, rates %j -> %s',
    (locale, attribute, saved, list, shown) => {
      $localeSetting.set(locale);
      $unitSetting.set(attribute);
      $savedUnit.set(saved);
      $ratesSetting.set(list);
      expect($unit.get()).toBe(shown);
    },
  );

  it('chooseUnit remembers the choice across pages and beats the attribute on this page', () => {
    $unitSetting.set('EUR');
    chooseUnit('GBP');
    expect(localStorage.getItem(STORAGE_KEYS.unit)).toBe('GBP');
    expect($unit.get()).toBe('GBP');
    expect($unitSetting.get()).toBeNull();
  });

  it('follows a choice made in another tab (storage event)', async () => {
    const stopSaved = $savedUnit.listen(() => {});
    // Other tabs are followed from the frame after the first use (at the latest 250 ms after it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.unit, newValue: 'TRY' }));
    expect($unit.get()).toBe('TRY');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'EUR' }));
    expect($unit.get()).toBe('TRY');
    stopSaved();
  });
});
