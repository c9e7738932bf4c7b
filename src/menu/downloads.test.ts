import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { downloadLinks } from './downloads';
import { safeHref } from './routes';

describe('downloadLinks: the app-download links of the panel and the drawer', () => {
  it.each([
    ['en', '/download?platform=android', '/download'],
    ['de', '/de/download?platform=android', '/de/download'],
    ['zh-TW', '/zh-TW/download?platform=android', '/zh-TW/download'],
    ['ar', '/ar/download?platform=android', '/ar/download'],
  ])('%s: internal links carry the language prefix', (locale, android, page) => {
    const links = Object.fromEntries(downloadLinks(locale).map((link) => [link.id, link]));
    expect(links['download-android']).toMatchObject({ href: android, newWindow: false });
    expect(links['download-page']).toMatchObject({ href: page, newWindow: false });
  });

  it('every locale: store links are https in a new window, every href is safe', () => {
    for (const { locale } of LANGUAGES) {
      for (const link of downloadLinks(locale)) {
        expect(safeHref(link.href), `${locale} ${link.id}`).toBe(link.href);
        expect(link.newWindow, `${locale} ${link.id}`).toBe(link.href.startsWith('https://'));
      }
    }
  });
});
