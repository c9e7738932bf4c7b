import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { buildBarModel } from './groups';
import { buildHeaderModel } from './model';
import { SCENARIO_CONTEXTS } from '../../tests/fixtures/menu-scenarios';
import { USERS, ctx } from '../../tests/fixtures/menu-contexts';
import type { MenuContext } from './types';

/** The bar (first paint) and the panels (lazy) are built separately; they must always agree on what is shown. */
function expectBarMatchesModel(context: MenuContext): void {
  const bar = buildBarModel(context);
  const model = buildHeaderModel(context);
  expect(bar.nav.map(({ id, labelKey, href }) => ({ id, labelKey, href }))).toEqual(
    model.nav.map(({ id, labelKey, href }) => ({ id, labelKey, href })),
  );
  const account = [model.assets, model.orders, model.user].filter((group) => group !== null);
  expect(bar.account.map((group) => group.id)).toEqual(account.map((group) => group.id));
  expect(bar.auth).toEqual(model.auth);
  expect([bar.home, bar.download, bar.badges, bar.watermark]).toEqual([
    model.home,
    model.download,
    model.badges,
    model.watermark,
  ]);
}

describe('bar model agrees with the full model', () => {
  it.each(SCENARIO_CONTEXTS.map(({ scenario, context }) => [scenario.name, context] as const))(
    '%s',
    (_name, context) => {
      expectBarMatchesModel(context);
    },
  );

  it.each(LANGUAGES.map((language) => language.locale))('every user kind in %s', (locale) => {
    for (const user of Object.values(USERS)) expectBarMatchesModel(ctx({ locale, user }));
  });

  it('hides a group whose flag is off, in both', () => {
    const context = ctx({ flags: { futures: false, onChain: false } });
    expect(buildBarModel(context).nav.map((group) => group.id)).not.toContain('futures');
    expectBarMatchesModel(context);
  });
});
