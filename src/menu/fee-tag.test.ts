import { describe, expect, it } from 'vitest';
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
    expect(feeTagFor(1, [null as unknown as FeeTagConfig, { strategyType: '1' } as unknown as FeeTagConfig])).toBeNull();
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
