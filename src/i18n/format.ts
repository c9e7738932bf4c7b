/**
 * Numbers in the header's texts (fee percentages, "N折", rewards points) are formatted with Intl for the locale
 * before interpolation, so every locale file keeps plain `{{value}}` / `{{count}}` placeholders.
 */

/**
 * The Intl (BCP 47) tag for one of our locale codes. Our codes are the exchange's URL prefixes; three need a
 * mapping: "ph" is Filipino (fil), "es" is the international (Latin American) Spanish, and Arabic keeps Latin
 * digits (0-9) because every price, amount and order on the exchange's pages uses them. ("pt" is already
 * Brazilian Portuguese in Intl.)
 */
const INTL_TAGS: Readonly<Record<string, string>> = { ph: 'fil', es: 'es-419', ar: 'ar-u-nu-latn' };

export const intlLocale = (locale: string): string => INTL_TAGS[locale] ?? locale;

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number for a locale. Its formatter is made once per locale: the first one a page makes loads Intl's data (tens of
 * milliseconds on a phone-class CPU, in the tap that needs it); a whole number from 0 to 999 needs none: every one of
 * our locales writes Latin digits with no grouping there (src/i18n/format.test.ts checks each against Intl).
 */
export function formatNumber(value: number, locale: string): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale));
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * Options for `t(key, options)`: every number is shown Intl-formatted through i18next's `replace`, while `count`
 * stays a number in the options so i18next still picks the plural form (`_one`, `_few`, ...) from it.
 */
export const tValues = (
  values: Readonly<Record<string, string | number>> | undefined,
  locale: string,
): Record<string, unknown> => ({
  ...values,
  replace: Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, locale) : value,
    ]),
  ),
});
