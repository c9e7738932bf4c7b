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

export const formatNumber = (value: number, locale: string): string =>
  new Intl.NumberFormat(intlLocale(locale)).format(value);

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
