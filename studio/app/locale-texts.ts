/** The header's own texts of a locale, from the release's pinned locale files (dist/files.json names them). */
import { useEffect, useState } from 'react';
import type { Texts } from '../model/texts';

let pins: Promise<Record<string, { file: string }>> | null = null;
const loaded = new Map<string, Promise<Texts>>();

export function localeTexts(locale: string): Promise<Texts> {
  let texts = loaded.get(locale);
  if (!texts) {
    pins ??= fetch('/dist/files.json').then((response) => response.json());
    texts = pins.then(async (table) => {
      const pin = table[`locales/${locale}.json`] ?? table['locales/en.json'];
      const response = await fetch(`/dist/${pin.file}`);
      if (!response.ok) throw new Error(`${pin.file}: HTTP ${response.status}`);
      return (await response.json()) as Texts;
    });
    loaded.set(locale, texts);
  }
  return texts;
}

/** A locale's texts once loaded (null until then). */
export function useLocaleTexts(locale: string): Texts | null {
  const [texts, setTexts] = useState<{ locale: string; texts: Texts } | null>(null);
  useEffect(() => {
    let live = true;
    localeTexts(locale)
      .then((loaded) => live && setTexts({ locale, texts: loaded }))
      .catch((error: unknown) => console.warn(`[ex-header studio] The ${locale} texts could not load.`, error));
    return () => {
      live = false;
    };
  }, [locale]);
  return texts?.locale === locale ? texts.texts : null;
}
