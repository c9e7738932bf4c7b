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
    const links = Object.fromEntries(downloadLinks({ locale, site: null }).map((link) => [link.id, link]));
    expect(links['download-android']).toMatchObject({ href: android, newWindow: false });
    expect(links['download-page']).toMatchObject({ href: page, newWindow: false });
  });

  it("on a guest page the internal links go to the exchange's site, in the same window; the stores' as they are", () => {
    const links = Object.fromEntries(
      downloadLinks({ locale: 'de', site: 'https://www.example.com' }).map((link) => [link.id, link]),
    );
    expect(links['download-page']).toMatchObject({ href: 'https://www.example.com/de/download', newWindow: false });
    expect(links['download-android']?.href).toBe('https://www.example.com/de/download?platform=android');
    expect(links['download-ios']?.href.startsWith('https://www.example.com')).toBe(false);
  });

  it('every locale: store links are https in a new window, every href is safe', () => {
    for (const { locale } of LANGUAGES) {
      for (const link of downloadLinks({ locale, site: null })) {
        expect(safeHref(link.href), `${locale} ${link.id}`).toBe(link.href);
        expect(link.newWindow, `${locale} ${link.id}`).toBe(link.href.startsWith('https://'));
      }
    }
  });
});
