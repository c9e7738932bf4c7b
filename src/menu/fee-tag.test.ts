import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../locales/en.json';
import { formatNumber, tValues } from '../i18n/format';
import { LANGUAGES } from '../i18n/languages';
import { feeTagFor, feeTagWording } from './fee-tag';
import type { FeeTagConfig } from './types';

describe('feeTagFor', () => {
  const list: FeeTagConfig[] = [
    { strategyType: 1, showTag: true, feeDiscount: 0 },
    { strategyType: 2, showTag: false, feeDiscount: 5 },
    { strategyType: 5, showTag: true, feeDiscount: 8 },
    { strategyType: 3, feeDiscount: 7 },
    { strategyType: 4, showTag: true, feeDiscount: Number.NaN },
    { strategyType: 15, showTag: true, feeDiscount: -1 },
    { strategyType: 16, showTag: true, feeDiscount: 9.5 },
    { strategyType: 16, showTag: true, feeDiscount: 1 },
  ];

  it.each([
    [1, { feeDiscount: 0 }, 'matching type, showTag true, zero discount'],
    [2, null, 'showTag false'],
    [7, { feeDiscount: 8 }, 'type 7 matches a type-5 entry'],
    [5, { feeDiscount: 8 }, 'type 5 matches too'],
    [3, null, 'missing showTag counts as not shown'],
    [4, null, 'non-finite discount'],
    [15, null, 'negative discount'],
    [16, { feeDiscount: 9.5 }, 'first matching entry wins'],
    [22, null, 'no entry for the type'],
  ])('type %s -> %j (%s)', (type, expected, _why) => {
    expect(feeTagFor(type, list)).toEqual(expected);
  });

  it('a type-7 entry matches a type-5 request', () => {
    expect(feeTagFor(5, [{ strategyType: 7, showTag: true, feeDiscount: 6 }])).toEqual({ feeDiscount: 6 });
  });

  it('no list, or a malformed list, gives no tag', () => {
    expect(feeTagFor(1, undefined)).toBeNull();
    expect(feeTagFor(1, null)).toBeNull();
    expect(feeTagFor(1, [])).toBeNull();
    expect(
      feeTagFor(1, [null as unknown as FeeTagConfig, { strategyType: '1' } as unknown as FeeTagConfig]),
    ).toBeNull();
  });
});

describe('feeTagWording', () => {
  it.each([
    [0, 'en', 'feeTag.zero', 0],
    [0, 'zh-CN', 'feeTag.zero', 0],
    [8, 'zh-CN', 'feeTag.zhe', 8],
    [8.5, 'zh-TW', 'feeTag.zhe', 8.5],
    [8, 'zh-tw', 'feeTag.zhe', 8],
    [8, 'en', 'feeTag.percent', 20],
    [5, 'de', 'feeTag.percent', 50],
    [9.9, 'ja', 'feeTag.percent', 1],
    [7.5, 'en-GB', 'feeTag.percent', 25],
    [8, 'zh', 'feeTag.percent', 20],
  ])('discount %s in %s -> %s {value: %s}', (discount, locale, key, value) => {
    expect(feeTagWording(discount, locale)).toEqual({ key, values: { value } });
  });
});

describe('feeTagWording in every locale, formatted with Intl for the locale', () => {
  // Expected text of the number shown in the tag: percentage off (100 - 10 x discount), or N折 in zh-CN and zh-TW.
  const COMMA_DECIMAL = new Set([
    'de',
    'fr',
    'pt',
    'id',
    'it',
    'pl',
    'uk',
    'uz',
    'pt-PT',
    'es-ES',
    'bg',
    'es-AR',
    'ru',
    'tr',
    'vi',
  ]);
  const rows = LANGUAGES.flatMap(({ locale }) => {
    const chinese = locale === 'zh-CN' || locale === 'zh-TW';
    return [
      [locale, 0, 'feeTag.zero', '0'],
      [locale, 8, chinese ? 'feeTag.zhe' : 'feeTag.percent', chinese ? '8' : '20'],
      [locale, 7.5, chinese ? 'feeTag.zhe' : 'feeTag.percent', chinese ? '7.5' : '25'],
      [
        locale,
        9.95,
        chinese ? 'feeTag.zhe' : 'feeTag.percent',
        chinese ? '9.95' : COMMA_DECIMAL.has(locale) ? '0,5' : '0.5',
      ],
    ] as const;
  });

  it.each(rows)('%s, discount %s -> %s with %s', (locale, discount, key, shown) => {
    const wording = feeTagWording(discount, locale);
    expect(wording.key).toBe(key);
    const options = tValues(wording.values, locale) as { replace: { value: string } };
    expect(options.replace.value).toBe(shown);
  });

  it('the English texts read naturally with the formatted numbers', () => {
    // A private instance with the whole English table (the core bundles only the bar's sections).
    const i18n = i18next.createInstance();
    void i18n.init({
      lng: 'en',
      resources: { en: { translation: en } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    const t = i18n.getFixedT('en');
    const say = (discount: number, locale: string) => {
      const wording = feeTagWording(discount, locale);
      return t(wording.key, tValues(wording.values, locale));
    };
    expect(say(0, 'en')).toBe('0 fees');
    expect(say(8, 'en')).toBe('20% off fees');
    expect(say(9.95, 'en')).toBe('0.5% off fees');
    expect(say(8.5, 'zh-CN')).toBe('8.5折');
  });

  it("Arabic keeps Latin digits like the exchange's prices", () => {
    expect(formatNumber(1234.5, 'ar')).toBe('1,234.5');
    expect(tValues(feeTagWording(5, 'ar').values, 'ar')).toMatchObject({ value: 50, replace: { value: '50' } });
  });
});
