import { describe, expect, it } from 'vitest';
import { formatNumber, intlLocale } from './format';
import { LANGUAGES } from './languages';

describe('formatNumber', () => {
  it.each(LANGUAGES.map((language) => [language.locale]))(
    '%s: what Intl writes, for small integers, large ones and fractions',
    (locale) => {
      const intl = new Intl.NumberFormat(intlLocale(locale));
      for (const value of [0, 1, 7, 42, 999, -5, -999, 1000, 12345, 1234567, 0.5, 12.75, -1234.5])
        expect(formatNumber(value, locale)).toBe(intl.format(value));
    },
  );
});
