import { describe, expect, it } from 'vitest';
import {
  authHref,
  futuresBase,
  isExternalUrl,
  localeFromPath,
  localizePath,
  rewriteLocaleInPath,
  ROUTES,
  safeHref,
  stripLocalePrefix,
} from './routes';

describe('localizePath: /{lang} prefix, none for en', () => {
  it.each([
    ['/spot/BTCUSDT', 'en', '/spot/BTCUSDT'],
    ['/spot/BTCUSDT', 'de', '/de/spot/BTCUSDT'],
    ['/spot/BTCUSDT', 'zh-CN', '/zh-CN/spot/BTCUSDT'],
    ['/spot/BTCUSDT', 'zh-cn', '/zh-CN/spot/BTCUSDT'],
    ['/spot/BTCUSDT', 'en-GB', '/en-GB/spot/BTCUSDT'],
    ['/', 'en', '/'],
    ['/', 'ja', '/ja'],
    ['/transac?tab=0', 'fr', '/fr/transac?tab=0'],
    ['/order/marginOrderInfo?tab=0&tabType=cross', 'ar', '/ar/order/marginOrderInfo?tab=0&tabType=cross'],
    ['/x#top', 'it', '/it/x#top'],
    ['/de/x', 'ja', '/ja/x'],
    ['/de/x', 'en', '/x'],
    ['/ja/x', 'ja', '/ja/x'],
    ['/x', 'xx', '/x'],
    ['/x', '', '/x'],
    ['x', 'de', '/de/x'],
    ['https://support.example.com/a', 'de', 'https://support.example.com/a'],
  ])('%s in %s -> %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('stripLocalePrefix and localeFromPath', () => {
  it.each([
    ['/de/futures?x=1#h', '/futures?x=1#h'],
    ['/de', '/'],
    ['/de/', '/'],
    ['/de?x=1', '/?x=1'],
    ['/EN-gb/account', '/account'],
    ['/futures/usdt/BTCUSDT', '/futures/usdt/BTCUSDT'],
    ['/dex/x', '/dex/x'],
    ['/', '/'],
    ['/x?lang=/de/', '/x?lang=/de/'],
  ])('strip %s -> %s', (path, expected) => {
    expect(stripLocalePrefix(path)).toBe(expected);
  });

  it.each([
    ['/zh-tw/futures', 'zh-TW'],
    ['/de', 'de'],
    ['/en/x', 'en'],
    ['/futures/de', null],
    ['/', null],
  ])('locale of %s is %s', (path, expected) => {
    expect(localeFromPath(path)).toBe(expected);
  });
});

describe('futuresBase: /futures unless already in a trade-* area', () => {
  it.each([
    ['/', '/futures'],
    ['/futures/usdt/BTCUSDT', '/futures'],
    ['/spot/BTCUSDT', '/futures'],
    ['/trade-spot/BTCUSDT', ''],
    ['/trade-margin/BTCUSDT', ''],
    ['/trade-swap/usdt/BTCUSDT', ''],
    ['/trade-futures/x', ''],
    ['/trade-info/trade-rule', ''],
    ['/de/trade-swap/usdt/BTCUSDT', ''],
    ['/zh-CN/trade-spot', ''],
    ['/trade-swap?x=1', ''],
    ['/trade-spotty/x', '/futures'],
    ['/spot/trade-spot', '/futures'],
    ['/de/futures', '/futures'],
  ])('%s -> %j', (path, expected) => {
    expect(futuresBase(path)).toBe(expected);
  });
});

describe('rewriteLocaleInPath: replaces, removes or adds the prefix; keeps query and hash', () => {
  it.each([
    ['/de/futures/usdt/BTCUSDT?x=1', 'ja', '/ja/futures/usdt/BTCUSDT?x=1'],
    ['/de/futures/usdt/BTCUSDT?x=1', 'en', '/futures/usdt/BTCUSDT?x=1'],
    ['/futures/usdt/BTCUSDT?x=1#top', 'de', '/de/futures/usdt/BTCUSDT?x=1#top'],
    ['/', 'ja', '/ja'],
    ['', 'ja', '/ja'],
    ['/de', 'en', '/'],
    ['/de?x=1', 'en', '/?x=1'],
    ['/de#h', 'fr', '/fr#h'],
    ['/de/x#/de/y', 'zh-TW', '/zh-TW/x#/de/y'],
    ['/x?next=/de/y', 'pl', '/pl/x?next=/de/y'],
    ['/en/x', 'de', '/de/x'],
    ['/pt-PT/earn', 'pt', '/pt/earn'],
    ['/de/x', 'unknown', '/x'],
    ['https://ex.example/de/a?b=1#c', 'ja', 'https://ex.example/ja/a?b=1#c'],
    ['https://ex.example', 'ja', 'https://ex.example/ja'],
  ])('%s -> %s = %s', (path, locale, expected) => {
    expect(rewriteLocaleInPath(path, locale)).toBe(expected);
  });
});

describe('authHref: from={current path}&source=mix', () => {
  it('login for en at the root', () => {
    expect(authHref('login', { locale: 'en', site: null, from: '/' })).toBe('/login?from=%2F&source=mix');
  });

  it('register for de keeps the full current path, query included, encoded', () => {
    const href = authHref('register', { locale: 'de', site: null, from: '/de/futures/usdt/BTCUSDT?x=1&y=2#chart' });
    expect(href.startsWith('/de/register?')).toBe(true);
    const params = new URL(href, 'https://h.example').searchParams;
    expect(params.get('from')).toBe('/de/futures/usdt/BTCUSDT?x=1&y=2#chart');
    expect(params.get('source')).toBe('mix');
    expect(href).not.toContain('#');
    expect(href.split('?')).toHaveLength(2);
  });

  it("on a guest page: the link goes to the exchange's site and from= carries the page's full URL", () => {
    const from = 'https://help.example.com/hc/de/articles/1?x=1';
    const href = authHref('login', { locale: 'de', site: 'https://www.example.com', from });
    expect(href.startsWith('https://www.example.com/de/login?')).toBe(true);
    expect(new URL(href).searchParams.get('from')).toBe(from);
  });

  it('round-trips spaces, unicode and ampersands', () => {
    const path = '/ja/search?q=a b&c=日本';
    const params = new URL(authHref('login', { locale: 'ja', site: null, from: path }), 'https://h.example')
      .searchParams;
    expect(params.get('from')).toBe(path);
    expect([...params.keys()]).toEqual(['from', 'source']);
  });
});

describe('safeHref: never a javascript: href', () => {
  it.each([
    ['/asset', '/asset'],
    ['/de/x?y=1#z', '/de/x?y=1#z'],
    ['https://support.example.com/x', 'https://support.example.com/x'],
    ['HTTP://A.EXAMPLE', 'HTTP://A.EXAMPLE'],
    ['  /asset  ', '/asset'],
    ['?q=1', '?q=1'],
    ['#top', '#top'],
  ])('allows %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@b.example',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'https://',
    'asset/spot',
    '',
    '   ',
  ])('rejects %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref(42 as unknown as string)).toBeNull();
  });
});

describe('route table', () => {
  it('isExternalUrl only for http(s)', () => {
    expect(isExternalUrl('https://a.example')).toBe(true);
    expect(isExternalUrl('http://a.example')).toBe(true);
    expect(isExternalUrl('/https://a')).toBe(false);
    expect(isExternalUrl('javascript:x')).toBe(false);
  });

  it('every static route is a safe same-site path without a language prefix', () => {
    const walk = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(walk)
          : [];
    const paths = walk(ROUTES);
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) {
      expect(safeHref(path), path).toBe(path);
      expect(path.startsWith('/'), path).toBe(true);
      expect(localeFromPath(path), path).toBeNull();
    }
  });

  it('route builders', () => {
    expect(ROUTES.spotBot('grid')).toBe('/trading-bot/spot/grid/BTCUSDT');
    expect(ROUTES.futuresBot('tv', 'ETHUSDT')).toBe('/trading-bot/futures/tv/ETHUSDT');
    expect(ROUTES.marginOrders('isolated')).toBe('/order/marginOrderInfo?tab=0&tabType=isolated');
    expect(ROUTES.futuresOrders(12)).toBe('/order/mcp?tab=1&businessLine=12');
    expect(ROUTES.utaSwapUsd('BTCUSD')).toBe('/trade-swap/usd/BTCUSD');
  });

  it('a symbol code fills exactly one encoded path segment', () => {
    const hostile = '/evil.example/"><img src=x>?a#b';
    for (const href of [
      ROUTES.futuresSub.usd(hostile),
      ROUTES.utaSwapUsd(hostile),
      ROUTES.spotBot('grid', hostile),
      ROUTES.futuresBot('tv', hostile),
    ]) {
      const url = new URL(href, 'https://www.exchange.example/');
      expect(url.origin).toBe('https://www.exchange.example');
      expect(url.search + url.hash, href).toBe('');
      expect(href, href).not.toMatch(/["<>]/);
      expect(decodeURIComponent(href.split('/').at(-1)!)).toBe(hostile);
    }
  });
});

describe('hrefs built from the page path stay on this site (no protocol-relative or scheme URLs)', () => {
  it.each([
    ['/de//evil.example/x', 'en', '/evil.example/x'],
    ['/de//evil.example/x', 'ja', '/ja/evil.example/x'],
    ['/de/\\evil.example', 'en', '/evil.example'],
    ['/de/\\\\evil.example/a?b=//c', 'fr', '/fr/evil.example/a?b=//c'],
    ['//evil.example', 'de', '/de/evil.example'],
    ['\\\\evil.example', 'en', '/evil.example'],
    ['/de/%2F%2Fevil.example', 'en', '/%2F%2Fevil.example'],
    ['/de///', 'en', '/'],
  ])('%s -> %s = %s', (path, locale, expected) => {
    expect(rewriteLocaleInPath(path, locale)).toBe(expected);
  });

  it('no hostile path shape yields a link that leaves the origin', () => {
    const prefixes = ['', '/de', '/ar', '/en'];
    const middles = ['//', '/\\', '\\\\', '\\/', '/\t/', '///', '/./', '/%5C'];
    const hosts = ['evil.example', 'javascript:alert(1)', 'https://evil.example'];
    for (const prefix of prefixes) {
      for (const middle of middles) {
        for (const host of hosts) {
          for (const locale of ['en', 'de']) {
            const href = rewriteLocaleInPath(`${prefix}${middle}${host}`, locale);
            const url = new URL(href, 'https://www.exchange.example/start');
            expect(url.origin, `${prefix}${middle}${host} -> ${href}`).toBe('https://www.exchange.example');
            expect(href.startsWith('/') && !href.startsWith('//'), href).toBe(true);
            expect(safeHref(href), href).toBe(href);
          }
        }
      }
    }
  });

  it('the login link carries the hostile path only inside its encoded from= query', () => {
    const href = authHref('login', { locale: 'de', site: null, from: '//evil.example/x' });
    expect(new URL(href, 'https://www.exchange.example/').origin).toBe('https://www.exchange.example');
    expect(href).toBe('/de/login?from=%2F%2Fevil.example%2Fx&source=mix');
  });
});
