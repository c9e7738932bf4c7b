import { describe, expect, it } from 'vitest';
import { buildBarModel } from '../groups';
import { fallbackLinks } from '../fallback';
import { buildHeaderModel } from '../model';
import { SCENARIO_CONTEXTS } from '../../../tests/fixtures/menu-scenarios';
import { ctx, findEntry, flatEntries, USERS } from '../../../tests/fixtures/menu-contexts';
import type { HeaderModel } from '../types';
import { readMenuDocument } from './read';
import type { MenuDocument } from './schema';

/** A document as the reader returns it (a test's document must be valid: no warnings). */
function valid(input: unknown): MenuDocument {
  const { document, warnings } = readMenuDocument(input);
  expect(warnings).toEqual([]);
  return document as MenuDocument;
}

/** The campaign document of the issue: an added, a changed and a hidden item, and a new group. */
const CAMPAIGN = valid({
  groups: [
    {
      key: 'more',
      items: [
        { key: 'campaign', label: { en: 'Campaign', de: 'Kampagne' }, href: '/campaign', isNew: true, after: 'earn' },
        { key: 'earn', label: { en: 'Earn more' }, desc: { en: 'Up to 10 %' }, lightIcon: '/i/earn.svg' },
        { key: 'referral', isHide: true },
      ],
    },
    {
      key: 'earn',
      label: { en: 'Earn', de: 'Verdienen' },
      after: 'spot',
      items: [{ key: 'savings', label: { en: 'Savings' }, href: 'https://earn.example/savings' }],
    },
    { key: 'onChain', isHide: true },
  ],
});

const ids = (model: HeaderModel, group: string) =>
  model.nav.find((g) => g.id === group)?.sections.flatMap((section) => section.entries.map((entry) => entry.id));

describe('a document on top of the built-in menus, role by role', () => {
  const roles = [
    ['visitor', null],
    ['master', USERS.master],
    ['sub-account', USERS.sub],
    ['unified', USERS.unified],
  ] as const;

  it.each(roles)('%s: added, changed and hidden items; an added and a hidden group', (_role, user) => {
    const without = buildHeaderModel(ctx({ user }));
    const model = buildHeaderModel(ctx({ user, menus: CAMPAIGN }));
    const more = without.nav.some((group) => group.id === 'more');
    if (more) {
      const order = ids(model, 'more') ?? [];
      expect(order.indexOf('campaign')).toBe(order.indexOf('earn') + 1);
      expect(order).not.toContain('referral');
      expect(findEntry(model, 'more.campaign')).toMatchObject({ label: 'Campaign', href: '/campaign', isNew: true });
      expect(findEntry(model, 'more.earn')).toMatchObject({
        label: 'Earn more',
        desc: 'Up to 10 %',
        icon: { light: '/i/earn.svg' },
        href: findEntry(without, 'more.earn')?.href,
      });
    } else {
      // The built-in rule hides 'more' here (unified status): a document changes it, never shows it.
      expect(model.nav.some((group) => group.id === 'more')).toBe(false);
    }
    expect(model.nav.map((group) => group.id)).toEqual(
      without.nav.flatMap((group) =>
        group.id === 'onChain' ? [] : group.id === 'spot' ? ['spot', 'earn'] : [group.id],
      ),
    );
    expect(model.nav.find((group) => group.id === 'earn')).toMatchObject({ label: 'Earn' });
    expect(findEntry(model, 'earn.savings')).toMatchObject({ href: 'https://earn.example/savings', newWindow: true });
    // Everything else is exactly as without the document.
    const untouched = (m: HeaderModel) =>
      flatEntries(m).filter(({ group }) => !['more', 'earn', 'onChain'].includes(group));
    expect(untouched(model)).toEqual(untouched(without));
  });

  it('the bar model agrees with the panels model, in the locale', () => {
    for (const locale of ['en', 'de', 'pt-PT', 'ar']) {
      const bar = buildBarModel(ctx({ locale, menus: CAMPAIGN }));
      const model = buildHeaderModel(ctx({ locale, menus: CAMPAIGN }));
      expect(bar.nav.map(({ id, label }) => [id, label])).toEqual(model.nav.map(({ id, label }) => [id, label]));
      expect(bar.nav.find((group) => group.id === 'earn')?.label).toBe(locale === 'de' ? 'Verdienen' : 'Earn');
      const campaign = findEntry(model, 'more.campaign');
      expect(campaign?.label).toBe(locale === 'de' ? 'Kampagne' : 'Campaign');
      // Internal links get the language prefix, as built-in ones do.
      expect(campaign?.href).toBe(locale === 'en' ? '/campaign' : `/${locale}/campaign`);
    }
  });

  it('a rule a document names narrows a built-in entry, never widens it', () => {
    const menus = valid({
      groups: [
        {
          key: 'assets',
          items: [
            { key: 'withdraw', when: ['visitor'] },
            { key: 'deposit', when: ['!subAccount'] },
          ],
        },
      ],
    });
    // Withdraw is master-only (spec §6): "visitor" cannot show it to anyone, and takes it from the master too.
    for (const user of [USERS.master, USERS.sub, USERS.subWithRecharge]) {
      const model = buildHeaderModel(ctx({ user, menus }));
      expect(findEntry(model, 'assets.withdraw')).toBeUndefined();
    }
    expect(findEntry(buildHeaderModel(ctx({ user: USERS.master, menus })), 'assets.deposit')).toBeDefined();
    expect(findEntry(buildHeaderModel(ctx({ user: USERS.subWithRecharge, menus })), 'assets.deposit')).toBeUndefined();
  });

  it('new items follow their rules: signed-in, sub-account, simulation, flags', () => {
    const menus = valid({
      groups: [
        {
          key: 'spot',
          items: [
            { key: 'forMasters', label: { en: 'M' }, href: '/m', when: ['master'] },
            { key: 'forSubs', label: { en: 'S' }, href: '/s', when: ['subAccount'] },
            { key: 'forVisitors', label: { en: 'V' }, href: '/v', when: ['visitor'] },
            { key: 'notInSimulation', label: { en: 'N' }, href: '/n', when: ['signedIn', '!simulation'] },
            { key: 'withFutures', label: { en: 'F' }, href: '{futures}/usdt/BTCUSDT', when: ['flag.futures'] },
          ],
        },
      ],
    });
    const rows = [
      [{}, ['forVisitors', 'withFutures']],
      [{ user: USERS.master }, ['forMasters', 'notInSimulation', 'withFutures']],
      [{ user: USERS.sub }, ['forSubs', 'notInSimulation', 'withFutures']],
      [{ user: USERS.master, mode: 'simulation' as const }, ['forMasters', 'withFutures']],
      [{ user: USERS.master, locale: 'en-GB' }, ['forMasters', 'notInSimulation']],
    ] as const;
    for (const [options, shown] of rows) {
      const entries = ids(buildHeaderModel(ctx({ ...options, menus })), 'spot') ?? [];
      expect(entries.filter((id) => /^(for|not|with)/.test(id))).toEqual(shown);
    }
    const futures = findEntry(buildHeaderModel(ctx({ path: '/futures/usdt/ETHUSDT', menus })), 'spot.withFutures');
    expect(futures?.href).toBe('/futures/usdt/BTCUSDT');
    const uta = findEntry(buildHeaderModel(ctx({ path: '/trade-futures/usdt/ETHUSDT', menus })), 'spot.withFutures');
    expect(uta?.href).toBe('/usdt/BTCUSDT');
  });

  it('moving an entry next to one in another section moves it into that section', () => {
    const menus = valid({ groups: [{ key: 'more', items: [{ key: 'cryptoLoans', after: 'home' }] }] });
    const more = buildHeaderModel(ctx({ menus })).nav.find((group) => group.id === 'more');
    expect(more?.sections.map((section) => [section.id, section.entries.map((entry) => entry.id)])).toEqual([
      ['products', ['earn']],
      ['programs', ['home', 'cryptoLoans', 'referral']],
    ]);
  });

  it('an entry placed next to one the document added (or moved) joins that entry’s section', () => {
    const menus = valid({
      groups: [
        {
          key: 'more',
          items: [
            { key: 'campaign', label: { en: 'Campaign' }, href: '/campaign', after: 'earn' },
            { key: 'home', before: 'campaign' },
            { key: 'referral', after: 'home' },
          ],
        },
      ],
    });
    const more = buildHeaderModel(ctx({ menus })).nav.find((group) => group.id === 'more');
    // A visitor: the programs section had only home and referral for them, both moved into products.
    expect(more?.sections.map((section) => [section.id, section.entries.map((entry) => entry.id)])).toEqual([
      ['products', ['earn', 'home', 'referral', 'campaign', 'cryptoLoans']],
    ]);
  });

  it('a new group shows only where one of its items does: never an empty menu', () => {
    const menus = valid({
      groups: [
        {
          key: 'help',
          label: { en: 'Help' },
          items: [
            { key: 'status', label: { en: 'Status' }, href: '/status', when: ['signedIn'] },
            { key: 'draft', label: { en: 'Draft' }, href: '/draft', isHide: true },
          ],
        },
      ],
    });
    for (const [user, shown] of [
      [null, false],
      [USERS.master, true],
    ] as const) {
      expect(buildBarModel(ctx({ user, menus })).nav.some((group) => group.id === 'help')).toBe(shown);
      expect(buildHeaderModel(ctx({ user, menus })).nav.some((group) => group.id === 'help')).toBe(shown);
    }
  });

  it('replace: only the document groups in the bar; the account menus stay', () => {
    const menus = valid({
      replace: true,
      groups: [{ key: 'help', label: { en: 'Help' }, items: [{ key: 'faq', label: { en: 'FAQ' }, href: '/faq' }] }],
    });
    const model = buildHeaderModel(ctx({ user: USERS.master, menus }));
    expect(model.nav.map((group) => group.id)).toEqual(['help']);
    expect(model.user).not.toBeNull();
    expect(buildBarModel(ctx({ user: USERS.master, menus })).nav.map((group) => group.id)).toEqual(['help']);
  });

  it('a document changing nothing leaves every scenario exactly as built in', () => {
    const empty = valid({ groups: [] });
    for (const { context } of SCENARIO_CONTEXTS) {
      expect(buildHeaderModel({ ...context, menus: empty })).toEqual(buildHeaderModel(context));
      expect(buildBarModel({ ...context, menus: empty })).toEqual(buildBarModel(context));
    }
  });

  it('the fallback links: a new group with a link, its label in the locale; one without a link has none', () => {
    const menus = valid({
      groups: [
        { key: 'earn', label: { en: 'Earn', de: 'Verdienen' }, href: '/earn', items: CAMPAIGN.groups[1].items },
        { key: 'help', label: { en: 'Help' }, items: [{ key: 'faq', label: { en: 'FAQ' }, href: '/faq' }] },
      ],
    });
    const links = fallbackLinks(ctx({ locale: 'de', menus }));
    expect(links).toContainEqual({ labelKey: 'nav.earn', label: 'Verdienen', href: '/de/earn' });
    expect(links.some((link) => link.labelKey === 'nav.help')).toBe(false);
  });
});
