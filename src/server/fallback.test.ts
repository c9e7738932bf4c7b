import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import { buildBarModel } from '../menu/groups';
import { fallbackLinks } from '../menu/fallback';
import { ctx, USERS } from '../../tests/fixtures/menu-contexts';
import { renderFallback } from './index';
import { serverContext } from './context';
import { toHtml } from '../render/markup-html';
import { describeFallback } from './fallback';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));

describe("fallbackLinks: the top-level destinations, by the bar's rules", () => {
  it('a visitor in en: home, each menu group, log in and sign up with from=, download', () => {
    expect(
      fallbackLinks(ctx({ path: '/futures/usdt/BTCUSDT' })).map((link) => `${link.labelKey} ${link.href}`),
    ).toEqual([
      'header.logoLabel /',
      'nav.spot /spot/BTCUSDT',
      'nav.futures /futures',
      'nav.strategy /trading-bot',
      'nav.copy /copy-trading/futures',
      'nav.contractInfo /futures/introduction/futures-summarize',
      'nav.onChain /on-chain',
      'nav.more /earn',
      'header.login /login?from=%2Ffutures%2Fusdt%2FBTCUSDT&source=mix',
      'header.register /register?from=%2Ffutures%2Fusdt%2FBTCUSDT&source=mix',
      'header.download /download',
    ]);
  });

  it.each([
    ['a master in de', { locale: 'de', path: '/de/x', user: USERS.master }],
    ['a unified user in ar', { locale: 'ar', user: USERS.unified }],
    ['a visitor in en-GB', { locale: 'en-GB' }],
    ['simulation', { user: USERS.master, mode: 'simulation' as const }],
  ])('%s: the same groups as the bar, the same home, auth and download hrefs', (_, options) => {
    const context = ctx(options);
    const links = fallbackLinks(context);
    const bar = buildBarModel(context);
    expect(links.filter((link) => link.labelKey.startsWith('nav.')).map((link) => link.labelKey)).toEqual(
      [...bar.nav, ...bar.account].map((group) => group.labelKey),
    );
    const byKey = Object.fromEntries(links.map((link) => [link.labelKey, link.href]));
    expect(byKey['header.logoLabel']).toBe(bar.home);
    expect(byKey['header.download']).toBe(bar.download);
    expect(byKey['header.login']).toBe(bar.auth?.login);
    const prefix = context.locale === 'en' ? '/' : `/${context.locale}`;
    for (const link of links) expect(link.href.startsWith(prefix), link.href).toBe(true);
  });
});

describe('renderFallback: HTML to place inside <ex-header>', () => {
  it('German labels from the locale module, German hrefs, a labelled nav', async () => {
    const html = await renderFallback({ locale: 'de', path: '/de/spot/BTCUSDT' });
    expect(html).toMatch(/^<nav class="ex-header-fallback" lang="de" aria-label="Hauptnavigation"><ul>/);
    expect(html).toContain(
      `<a href="/de/login?from=%2Fde%2Fspot%2FBTCUSDT&amp;source=mix" rel="external">${de.header.login}</a>`,
    );
    expect(hrefs(html)).toEqual(
      fallbackLinks(ctx({ locale: 'de', path: '/de/spot/BTCUSDT' })).map((link) => link.href),
    );
  });

  it('takes the locale from the path when none is given; Arabic is right to left', async () => {
    expect(await renderFallback({ path: '/ar/futures' })).toMatch(
      /^<nav class="ex-header-fallback" lang="ar" dir="rtl"/,
    );
  });

  it('escapes what it puts into HTML', async () => {
    const html = toHtml(
      describeFallback({
        ...(await serverContext({ locale: 'en' })),
        texts: { header: { login: '<img src=x onerror=alert(1)>', logoLabel: '"quoted" & more' } },
      }),
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; more');
    expect(html).not.toContain('<img');
  });
});

describe('renderFallback: what a static build crawls', () => {
  it("marks every link rel=external: the exchange's pages, which a prerendering crawler does not follow", async () => {
    const html = await renderFallback({ locale: 'en', path: '/' });
    const links = [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag);
    expect(links.length).toBeGreaterThan(5);
    for (const tag of links) expect(tag).toContain('rel="external"');
  });

  it("on a guest page (site-base and the full URL) every link is the exchange site's", async () => {
    const html = await renderFallback({ siteBase: 'https://www.example.com', path: 'https://help.example.com/hc/1' });
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
    for (const href of hrefs) expect(href.startsWith('https://www.example.com/'), href).toBe(true);
  });
});
