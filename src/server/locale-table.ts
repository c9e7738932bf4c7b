import { DEFAULT_LOCALE } from '../constants';
import { BUNDLED_LOCALES } from '#bundled-locales';
import type { TextTable } from '../i18n/texts';

/** A locale's whole table from the package's locale modules, for a server render; null for English (bundled). */
export async function serverLocaleTable(locale: string): Promise<TextTable | null> {
  const load = locale === DEFAULT_LOCALE ? undefined : BUNDLED_LOCALES?.[locale];
  return load ? ((await load()) as TextTable) : null;
}
