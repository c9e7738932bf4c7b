import { describe, expect, it } from 'vitest';
import { headerLinkPaths } from './link-paths';

describe("headerLinkPaths: what a static build's crawler must not follow", () => {
  it("holds the bar's and the fallback's links, every locale, a visitor's and a signed-in reader's, without query", () => {
    const paths = headerLinkPaths();
    for (const path of [
      '/',
      '/spot/BTCUSDT',
      '/login',
      '/register',
      '/download',
      '/de/futures',
      '/ar/earn',
      '/dashboard',
    ])
      expect(paths.has(path), path).toBe(true);
    expect([...paths].some((path) => path.includes('?'))).toBe(false);
  });

  it("with a navigation document, its groups' links too", () => {
    const menus = {
      groups: [
        {
          key: 'help',
          label: { en: 'Help' },
          href: '/support',
          items: [{ key: 'faq', label: { en: 'FAQ' }, href: '/support/faq' }],
        },
      ],
    };
    expect(headerLinkPaths({ menus }).has('/support')).toBe(true);
  });

  it("on a guest page there is nothing to leave out: every link is the exchange site's own URL", () => {
    expect(headerLinkPaths({ siteBase: 'https://www.example.com', path: 'https://help.example.com/' }).size).toBe(0);
  });
});
