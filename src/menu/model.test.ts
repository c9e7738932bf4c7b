import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { STRATEGY_ID } from '../constants';
import { buildHeaderModel, resolveEntry } from './model';
import { deriveFacts } from './rules';
import { safeHref } from './routes';
import { SCENARIO_CONTEXTS } from '../../tests/fixtures/menu-scenarios';
import { ctx, findEntry, flatEntries, tokens, USERS } from '../../tests/fixtures/menu-contexts';
import type { HeaderModel } from './types';

const ALL_TOKENS = new Set(SCENARIO_CONTEXTS.flatMap(({ context }) => [...tokens(buildHeaderModel(context))]));

describe('buildHeaderModel: roles, modes and locales (spec sections 2, 4, 5, 6)', () => {
  it.each(SCENARIO_CONTEXTS.map(({ scenario, context }) => [scenario.name, scenario, context] as const))(
    '%s',
    (_name, scenario, context) => {
      const present = tokens(buildHeaderModel(context));
      const missing = scenario.has.filter((token) => !present.has(token));
      const unexpected = scenario.lacks.filter((token) => present.has(token));
      expect(missing, 'tokens that must appear').toEqual([]);
      expect(unexpected, 'tokens that must not appear').toEqual([]);
    },
  );

  it('every "lacks" token names something the model can emit in some scenario (no typos)', () => {
    const unknown = SCENARIO_CONTEXTS.flatMap(({ scenario }) =>
      scenario.lacks.filter((token) => !ALL_TOKENS.has(token)),
    );
    expect(unknown).toEqual([]);
  });
});

describe('buildHeaderModel: invariants over every scenario', () => {
  const models = SCENARIO_CONTEXTS.map(({ scenario, context }) => ({
    name: scenario.name,
    context,
    model: buildHeaderModel(context),
  }));

  it('entry ids are unique within a group', () => {
    for (const { name, model } of models) {
      for (const group of [...model.nav, model.assets, model.orders, model.user]) {
        if (!group) continue;
        const ids = group.sections.flatMap((section) => section.entries.map((entry) => entry.id));
        expect(new Set(ids).size, `${name}: ${group.id}`).toBe(ids.length);
      }
    }
  });

  it('every entry has exactly one of href and action, and hrefs pass safeHref', () => {
    for (const { name, model } of models) {
      for (const { group, entry } of flatEntries(model)) {
        expect(Boolean(entry.href) !== Boolean(entry.action), `${name}: ${group}.${entry.id}`).toBe(true);
        if (entry.href) expect(safeHref(entry.href), `${name}: ${group}.${entry.id}`).toBe(entry.href);
      }
    }
  });

  it('no group or section is emitted empty', () => {
    for (const { name, model } of models) {
      for (const group of [...model.nav, model.assets, model.orders, model.user]) {
        if (!group) continue;
        expect(group.sections.length, `${name}: ${group.id}`).toBeGreaterThan(0);
        for (const section of group.sections)
          expect(section.entries.length, `${name}: ${group.id}/${section.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('visitor iff auth links; signed in iff assets, orders and user menus', () => {
    for (const { name, context, model } of models) {
      const signedIn = context.user !== null;
      expect(model.auth === null, name).toBe(signedIn);
      expect(model.assets !== null && model.orders !== null && model.user !== null, name).toBe(signedIn);
    }
  });

  it('watermark is shown exactly with the demo-change badge', () => {
    for (const { name, model } of models) expect(model.watermark, name).toBe(model.badges.includes('demo-change'));
  });
});

function internalHrefs(model: HeaderModel): string[] {
  const hrefs = flatEntries(model)
    .map(({ entry }) => entry.href)
    .filter((href): href is string => typeof href === 'string');
  for (const group of model.nav) if (group.href) hrefs.push(group.href);
  hrefs.push(model.home, model.download);
  if (model.auth) hrefs.push(model.auth.login, model.auth.register);
  return hrefs.filter((href) => !/^https?:/i.test(href));
}

describe('language prefix on every internal href, for all 28 locales', () => {
  it.each(LANGUAGES.map((language) => language.locale))('%s', (locale) => {
    for (const user of [null, USERS.master, USERS.unified, USERS.sub]) {
      const model = buildHeaderModel(ctx({ locale, user, flags: { spotTrace: true } }));
      const hrefs = internalHrefs(model);
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) {
        if (locale === 'en') {
          const first = href.split(/[/?#]/)[1] ?? '';
          expect(
            LANGUAGES.some((language) => language.locale.toLowerCase() === first.toLowerCase()),
            href,
          ).toBe(false);
        } else {
          expect(href === `/${locale}` || href.startsWith(`/${locale}/`) || href.startsWith(`/${locale}?`), href).toBe(
            true,
          );
        }
      }
    }
  });

  it('home and download per locale', () => {
    expect(buildHeaderModel(ctx({ locale: 'en' })).home).toBe('/');
    expect(buildHeaderModel(ctx({ locale: 'ja' })).home).toBe('/ja');
    expect(buildHeaderModel(ctx({ locale: 'pt-PT' })).download).toBe('/pt-PT/download');
  });

  it('an unknown locale is treated as en (no prefix)', () => {
    const model = buildHeaderModel(ctx({ locale: 'xx-YY' }));
    expect(model.home).toBe('/');
    expect(findEntry(model, 'spot.spot')?.href).toBe('/spot/BTCUSDT');
  });

  it('a locale in another case is canonicalized in the prefix', () => {
    expect(findEntry(buildHeaderModel(ctx({ locale: 'zh-cn' })), 'spot.spot')?.href).toBe('/zh-CN/spot/BTCUSDT');
  });
});

describe('new-window rule', () => {
  it('unified trading-info entries open in a new window; classic ones do not', () => {
    const unified = buildHeaderModel(ctx({ user: USERS.unified }));
    const info = unified.nav.find((group) => group.id === 'contractInfo');
    const entries = info?.sections.flatMap((section) => section.entries) ?? [];
    expect(entries.map((entry) => entry.id)).toEqual([
      'tradeRule',
      'loanData',
      'positionTiers',
      'coinHaircut',
      'insuranceFund',
      'fundingRate',
      'priceIndex',
      'unifiedAccountGuide',
    ]);
    expect(entries.every((entry) => entry.newWindow)).toBe(true);

    const classic = buildHeaderModel(ctx({ user: USERS.master }));
    const classicInfo = classic.nav.find((group) => group.id === 'contractInfo');
    expect(classicInfo?.sections.flatMap((section) => section.entries).every((entry) => !entry.newWindow)).toBe(true);
  });

  it('a full http(s) link opens in a new window and gets no language prefix', () => {
    const facts = deriveFacts(ctx({ locale: 'de' }));
    const entry = resolveEntry(
      { id: 'x', labelKey: 'menu.more.home.label', path: 'https://support.example.com/a?b=1' },
      facts,
    );
    expect(entry).toMatchObject({ href: 'https://support.example.com/a?b=1', newWindow: true });
    const internal = resolveEntry({ id: 'y', labelKey: 'menu.more.home.label', path: '/earn' }, facts);
    expect(internal).toMatchObject({ href: '/de/earn', newWindow: false });
  });

  it('an unsafe path is dropped, never emitted', () => {
    const facts = deriveFacts(ctx());
    expect(resolveEntry({ id: 'x', labelKey: 'k', path: 'javascript:alert(1)' }, facts)).toBeNull();
    expect(resolveEntry({ id: 'x', labelKey: 'k', path: ' JavaScript:alert(1)' }, facts)).toBeNull();
    expect(
      resolveEntry({ id: 'x', labelKey: 'k', path: 'data:text/html,<script>alert(1)</script>' }, facts),
    ).toBeNull();
  });
});

describe('strategy menu: paths, strategy ids, fee tags', () => {
  const feeTagList = [
    { strategyType: STRATEGY_ID.spotGrid, showTag: true, feeDiscount: 0 },
    { strategyType: 5, showTag: true, feeDiscount: 8 },
    { strategyType: STRATEGY_ID.futuresGrid, showTag: false, feeDiscount: 5 },
    { strategyType: STRATEGY_ID.futuresSignalBot, showTag: true, feeDiscount: 9.5 },
  ];
  const model = buildHeaderModel(ctx({ config: { feeTagList } }));

  it.each([
    ['strategy.spotGrid', '/trading-bot/spot/grid/BTCUSDT', STRATEGY_ID.spotGrid],
    ['strategy.spotDca', '/trading-bot/spot/dca/BTCUSDT', STRATEGY_ID.spotDca],
    ['strategy.spotTiming', '/trading-bot/spot/timing/BTCUSDT', STRATEGY_ID.autoInvest],
    ['strategy.spotCta', '/trading-bot/spot/cta/BTCUSDT', STRATEGY_ID.spotCta],
    ['strategy.spotHoard', '/trading-bot/spot/hoard/BTCUSDT', STRATEGY_ID.smartPortfolio],
    ['strategy.spotMoon', '/trading-bot/spot/moon/BTCUSDT', STRATEGY_ID.spotMoon],
    ['strategy.futuresGrid', '/trading-bot/futures/grid/BTCUSDT', STRATEGY_ID.futuresGrid],
    ['strategy.futuresDca', '/trading-bot/futures/dca/BTCUSDT', STRATEGY_ID.futuresDca],
    ['strategy.futuresCta', '/trading-bot/futures/cta/BTCUSDT', STRATEGY_ID.futuresCta],
    ['strategy.futuresArbitrage', '/trading-bot/futures/arbitrage/BTCUSDT', undefined],
    ['strategy.futuresMoon', '/trading-bot/futures/moon/BTCUSDT', STRATEGY_ID.futuresMoon],
    ['strategy.futuresTv', '/trading-bot/futures/tv/BTCUSDT', STRATEGY_ID.futuresSignalBot],
    ['strategy.futuresTrace', '/trading-bot/futures/trace/BTCUSDT', undefined],
  ])('%s -> %s (strategy id %s)', (ref, href, strategyId) => {
    const entry = findEntry(model, ref);
    expect(entry?.href).toBe(href);
    expect(entry?.strategyId).toBe(strategyId);
    expect(entry?.descKey).toBe(`menu.${ref}.desc`);
  });

  it('fee tags come from config.feeTagList (type 5 matches auto-invest 7, showTag respected)', () => {
    expect(findEntry(model, 'strategy.spotGrid')?.feeTag).toEqual({ feeDiscount: 0 });
    expect(findEntry(model, 'strategy.spotTiming')?.feeTag).toEqual({ feeDiscount: 8 });
    expect(findEntry(model, 'strategy.futuresTv')?.feeTag).toEqual({ feeDiscount: 9.5 });
    expect(findEntry(model, 'strategy.futuresGrid')?.feeTag).toBeUndefined();
    expect(findEntry(model, 'strategy.spotDca')?.feeTag).toBeUndefined();
    expect(findEntry(model, 'strategy.futuresArbitrage')?.feeTag).toBeUndefined();
  });

  it('funding-rate arbitrage is marked new; the others are not', () => {
    expect(findEntry(model, 'strategy.futuresArbitrage')?.isNew).toBe(true);
    expect(findEntry(model, 'strategy.futuresGrid')?.isNew).toBeUndefined();
  });

  it('no fee tags without a feeTagList', () => {
    const plain = buildHeaderModel(ctx());
    expect(flatEntries(plain).some(({ entry }) => entry.feeTag !== undefined)).toBe(false);
  });

  it('the group label links to the bot overview', () => {
    expect(model.nav.find((group) => group.id === 'strategy')?.href).toBe('/trading-bot');
  });
});

describe('rewards entry (spec section 5: badge only above 0)', () => {
  it.each([
    [5, { count: 5 }, 'menu.user.rewards.badge'],
    [0, { count: 0 }, undefined],
    [-2, { count: -2 }, undefined],
    [undefined, { count: 0 }, undefined],
  ])('amount %s', (rewardsAmount, values, badgeKey) => {
    const entry = findEntry(
      buildHeaderModel(ctx({ user: USERS.master, ...(rewardsAmount === undefined ? {} : { rewardsAmount }) })),
      'user.rewards',
    );
    expect(entry?.href).toBe('/events/rewards');
    expect(entry?.values).toEqual(values);
    expect(entry?.badgeKey).toBe(badgeKey);
  });
});

describe('copy-uid action carries the UID', () => {
  it('values.uid is the userId', () => {
    const entry = findEntry(buildHeaderModel(ctx({ user: USERS.master })), 'user.copyUid');
    expect(entry).toMatchObject({ action: 'copy-uid', values: { uid: '1001' } });
    expect(entry?.href).toBeUndefined();
  });
});

describe('menu order follows the spec', () => {
  it('nav groups: spot, futures, strategy, copy, contractInfo, onChain, more', () => {
    const model = buildHeaderModel(ctx());
    expect(model.nav.map((group) => group.id)).toEqual([
      'spot',
      'futures',
      'strategy',
      'copy',
      'contractInfo',
      'onChain',
      'more',
    ]);
  });

  it('futures entries: home, markets, trader, USDT-M, Coin-M perpetual, Coin-M delivery, USDC-M', () => {
    const model = buildHeaderModel(ctx({ user: USERS.subTrader }));
    const futures = model.nav.find((group) => group.id === 'futures');
    expect(futures?.sections.flatMap((section) => section.entries.map((entry) => entry.id))).toEqual([
      'futuresHome',
      'futuresMarkets',
      'traderFutures',
      'usdt',
      'usd',
      'usdSettled',
      'usdc',
    ]);
  });

  it.each([
    ['/', 'en', '/futures/futures-summarize'],
    ['/de/spot/BTCUSDT', 'de', '/de/futures/futures-summarize'],
    ['/trade-swap/usdt/BTCUSDT', 'en', '/futures-summarize'],
  ])('the futures markets page (spec futures/futures-summarize) from %s', (path, locale, href) => {
    const futures = buildHeaderModel(ctx({ path, locale })).nav.find((group) => group.id === 'futures');
    const entry = futures?.sections.flatMap((section) => section.entries).find((item) => item.id === 'futuresMarkets');
    expect(entry?.href).toBe(href);
    const simulation = buildHeaderModel(ctx({ path, locale, user: USERS.master, mode: 'simulation' })).nav.find(
      (group) => group.id === 'futures',
    );
    expect(
      simulation?.sections.flatMap((section) => section.entries).some((item) => item.id === 'futuresMarkets'),
    ).toBe(false);
  });

  it.each([
    ['/spot/BTCUSDT', '/spot/BTCUSDT?type=spot'],
    ['/de/spot/ETHUSDT?type=cross', '/de/spot/BTCUSDT?type=spot'],
    ['/spot/BTCUSDT/', '/spot/BTCUSDT?type=spot'],
    ['/spot/introduction/spot-rules', '/spot/BTCUSDT'],
    ['/futures/usdt/BTCUSDT', '/spot/BTCUSDT'],
    ['/', '/spot/BTCUSDT'],
  ])('the spot entry on %s links %s (?type=spot on the spot trading page itself)', (path, href) => {
    const spot = buildHeaderModel(ctx({ path, locale: path.startsWith('/de/') ? 'de' : 'en' })).nav.find(
      (group) => group.id === 'spot',
    );
    expect(spot?.sections[0].entries[0]).toMatchObject({ id: 'spot', href });
  });

  it("no entry links a /trading-bot/detail/* page: those need a running bot's id, which only the bot pages have", () => {
    for (const user of [undefined, USERS.master, USERS.subTrader]) {
      const model = buildHeaderModel(ctx({ user }));
      const hrefs = [...model.nav, model.user, model.assets, model.orders].flatMap(
        (group) => group?.sections.flatMap((section) => section.entries.map((entry) => entry.href ?? '')) ?? [],
      );
      expect(hrefs.filter((href) => href.includes('/trading-bot/detail'))).toEqual([]);
      expect(hrefs).toContain('/trading-bot');
    }
  });

  it('user menu for a master: profile, account, programs, mode, session', () => {
    const model = buildHeaderModel(ctx({ user: USERS.master, simulationInfo: { simulation: true } }));
    expect(model.user?.sections.map((section) => section.id)).toEqual([
      'profile',
      'account',
      'programs',
      'mode',
      'session',
    ]);
    expect(model.user?.sections.at(-1)?.entries.map((entry) => entry.id)).toEqual(['logout']);
  });

  it('a visitor with a user object lacking userId is still a visitor', () => {
    const model = buildHeaderModel(ctx({ user: { userId: '' } }));
    expect(model.auth).not.toBeNull();
    expect(model.user).toBeNull();
  });
});

describe('purity', () => {
  it('the same context gives an equal model, and the context is not mutated', () => {
    const context = ctx({
      user: USERS.master,
      locale: 'fr',
      config: { feeTagList: [{ strategyType: 1, showTag: true, feeDiscount: 0 }] },
    });
    const snapshot = JSON.stringify(context);
    expect(buildHeaderModel(context)).toEqual(buildHeaderModel(context));
    expect(JSON.stringify(context)).toBe(snapshot);
  });
});

describe('VIP entry carries the level for the panel header (spec section 3: vipLevel)', () => {
  it.each([
    [{ ...USERS.master, vipLevel: 3 }, { level: 3 }],
    [{ ...USERS.master, vipLevel: undefined }, { level: 0 }],
    [{ ...USERS.master, vipLevel: Number.NaN }, { level: 0 }],
  ])('%j', (user, values) => {
    expect(findEntry(buildHeaderModel(ctx({ user })), 'user.vip')?.values).toEqual(values);
  });

  it('no VIP entry (so no level) in simulation', () => {
    expect(findEntry(buildHeaderModel(ctx({ user: USERS.master, mode: 'simulation' })), 'user.vip')).toBeUndefined();
  });
});
