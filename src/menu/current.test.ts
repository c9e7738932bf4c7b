import { describe, expect, it } from 'vitest';
import { ctx, flatEntries, USERS, type CtxOptions } from '../../tests/fixtures/menu-contexts';
import { isCurrentHref, patternMatch } from './current';
import { buildBarModel } from './groups';
import { buildHeaderModel } from './model';
import type { MenuDocument } from './document/schema';

const page = (path: string, pageOrigin: string | null = 'https://www.example.com', site: string | null = null) => ({
  path,
  pageOrigin,
  site,
});

describe('isCurrentHref: a link is the page the reader is on', () => {
  it.each([
    ['/spot/BTCUSDT', '/spot/BTCUSDT', true],
    ['/de/spot/BTCUSDT', '/de/spot/BTCUSDT', true],
    ['/spot/BTCUSDT', '/spot/BTCUSDT/', true],
    ['/spot/BTCUSDT', '/spot/BTCUSDT?theme=x#chart', true],
    ['/spot/BTCUSDT?type=cross', '/spot/BTCUSDT?type=cross', true],
    ['/spot/BTCUSDT?type=cross', '/spot/BTCUSDT?type=spot', false],
    ['/spot/BTCUSDT', '/spot/ETHUSDT', false],
    ['/futures', '/futures/usdt/BTCUSDT', false],
    ['https://www.example.com/earn', '/earn', true],
    ['https://status.example.com/', '/', false],
    [undefined, '/', false],
  ])('%j on %j: %j', (href, path, expected) => {
    expect(isCurrentHref(href, page(path))).toBe(expected);
  });

  it("on a guest page the exchange's links are never the page; a link to the guest site itself can be", () => {
    const guest = page('/hc/articles/1', 'https://help.example.com', 'https://www.example.com');
    expect(isCurrentHref('https://www.example.com/hc/articles/1', guest)).toBe(false);
    expect(isCurrentHref('https://help.example.com/hc/articles/1', guest)).toBe(true);
  });
});

describe('patternMatch: "/x" is that page, "/x/*" it and every page below', () => {
  it.each([
    ['/earn/*', '/earn', true],
    ['/earn/*', '/de/earn/flexible?x=1', true],
    ['/earn/*', '/earnings', false],
    ['/events/zero-fee-week', '/events/zero-fee-week/', true],
    ['/events/zero-fee-week', '/events/zero-fee-week/rules', false],
    ['/*', '/anything', true],
  ])('%j on %j: %j', (pattern, path, expected) => {
    expect(patternMatch(pattern, page(path)) >= 0).toBe(expected);
  });
});

/** The bar's current menu, and the panels' current entries (group.id), on a path for a role. */
function current(path: string, options: CtxOptions = {}) {
  const context = ctx({ path, pageOrigin: 'https://www.example.com', ...options });
  const bar = buildBarModel(context);
  const menus = [...bar.nav, ...bar.account].filter((group) => group.current).map((group) => group.id);
  const entries = flatEntries(buildHeaderModel(context))
    .filter(({ entry }) => entry.current)
    .map(({ group, entry }) => `${group}.${entry.id}`);
  return { menus, entries };
}

describe('the current page, role by role: one menu marked, the entries that are the page', () => {
  it.each<[string, string, CtxOptions, string[], string[]]>([
    ['visitor on spot', '/spot/BTCUSDT?type=cross', {}, ['spot'], ['spot.margin']],
    ['visitor on convert, German', '/de/convert', { locale: 'de' }, ['spot'], ['spot.convert']],
    ['visitor on futures USDT-M', '/futures/usdt/BTCUSDT', {}, ['futures'], ['futures.usdt']],
    [
      'visitor on a futures introduction: trading info wins',
      '/futures/introduction/funding-rate',
      {},
      ['contractInfo'],
      ['contractInfo.fundingRate'],
    ],
    ['visitor on a bot', '/trading-bot/spot/grid/BTCUSDT', {}, ['strategy'], ['strategy.spotGrid']],
    ['visitor on the home page: no menu', '/', {}, [], ['more.home']],
    ['visitor on an unknown page', '/blog/2026/hello', {}, [], []],
    ['master on the asset overview', '/asset', { user: USERS.master }, ['assets'], ['assets.overview']],
    ['master on security settings', '/account/setting', { user: USERS.master }, ['user'], ['user.security']],
    ['sub-account on its security settings', '/subaccount/setting', { user: USERS.sub }, ['user'], ['user.security']],
    ['unified user on trade-swap', '/trade-swap/usdt/BTCUSDT', { user: USERS.unified }, ['futures'], ['futures.usdt']],
    ['visitor on the asset overview: no account menus to mark', '/asset', {}, [], []],
  ])('%s (%s)', (_name, path, options, menus, entries) => {
    expect(current(path, options)).toEqual({ menus, entries });
  });

  it('a navigation document names the pages of its items and groups, on a guest page too', () => {
    const menus = {
      groups: [
        {
          key: 'help',
          label: { en: 'Help' },
          items: [
            { key: 'articles', label: { en: 'Articles' }, href: 'https://help.example.com/hc', current: ['/hc/*'] },
            { key: 'campaign', label: { en: 'Zero-fee week' }, href: '/events/zero-fee-week' },
          ],
        },
      ],
    } satisfies MenuDocument;
    const guest = {
      menus,
      siteBase: 'https://www.example.com',
      pageOrigin: 'https://help.example.com',
    };
    expect(current('/hc/de/articles/12', guest)).toEqual({ menus: ['help'], entries: ['help.articles'] });
    // On the exchange's own site, an item's own link names its page.
    expect(current('/events/zero-fee-week', { menus })).toEqual({ menus: ['help'], entries: ['help.campaign'] });
    // The built-in areas are the exchange's: a guest page at /spot/... is not the spot page.
    expect(current('/spot/BTCUSDT', { ...guest, menus: null })).toEqual({ menus: [], entries: [] });
  });
});
