/** Every key the menu model can emit exists in locales/en.json, and en.json's "menu" section holds nothing unused. */

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { allTableKeys, buildHeaderModel } from './model';
import { SCENARIO_CONTEXTS } from '../../tests/fixtures/menu-scenarios';
import { ctx, USERS } from '../../tests/fixtures/menu-contexts';
import type { HeaderModel } from './types';
import enJson from '../../locales/en.json';

const en: Record<string, unknown> = enJson;

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      en,
    );
}

/** i18next plural keys: with a `count` value, `key_one` / `key_other` stand in for `key`. */
function exists(key: string, values?: Record<string, unknown>): boolean {
  const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (isText(lookup(key))) return true;
  return values !== undefined && 'count' in values && isText(lookup(`${key}_one`)) && isText(lookup(`${key}_other`));
}

function emittedKeys(model: HeaderModel): { key: string; values?: Record<string, unknown> }[] {
  const out: { key: string; values?: Record<string, unknown> }[] = [];
  for (const group of [...model.nav, model.assets, model.orders, model.user]) {
    if (!group) continue;
    out.push({ key: group.labelKey });
    for (const section of group.sections) {
      if (section.titleKey) out.push({ key: section.titleKey });
      for (const entry of section.entries) {
        out.push({ key: entry.labelKey, ...(entry.values ? { values: entry.values } : {}) });
        if (entry.descKey) out.push({ key: entry.descKey });
        if (entry.badgeKey) out.push({ key: entry.badgeKey, ...(entry.values ? { values: entry.values } : {}) });
      }
    }
  }
  return out;
}

const extraContexts = LANGUAGES.flatMap((language) =>
  [null, USERS.master, USERS.unified, USERS.sub, USERS.demoStatus].map((user) =>
    ctx({
      locale: language.locale,
      user,
      rewardsAmount: 2,
      flags: { spotTrace: true },
      simulationInfo: { simulation: true, unifiedSimulation: true },
    }),
  ),
);
const allModels = [...SCENARIO_CONTEXTS.map(({ context }) => context), ...extraContexts].map(buildHeaderModel);

describe('label keys', () => {
  it('every labelKey, descKey, titleKey and badgeKey emitted for any role, mode or locale exists in en.json', () => {
    const missing = new Set<string>();
    for (const model of allModels)
      for (const { key, values } of emittedKeys(model)) if (!exists(key, values)) missing.add(key);
    expect([...missing]).toEqual([]);
  });

  it('every key in the menu tables exists in en.json: group names under "nav", the rest under "menu"', () => {
    const keys = allTableKeys();
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !key.startsWith('menu.') && !key.startsWith('nav.'))).toEqual([]);
    expect(keys.filter((key) => !exists(key))).toEqual([]);
  });

  it('en.json "menu" and "nav" hold no keys the model never emits', () => {
    const emitted = new Set(allModels.flatMap((model) => emittedKeys(model).map(({ key }) => key)));
    const leaves: string[] = [];
    const walk = (node: unknown, prefix: string) => {
      if (typeof node === 'string') leaves.push(prefix);
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${prefix}.${k}`);
    };
    walk(en.menu, 'menu');
    walk(en.nav, 'nav');
    const unused = leaves.map((leaf) => leaf.replace(/_(one|other)$/, '')).filter((leaf) => !emitted.has(leaf));
    expect(unused).toEqual([]);
  });

  it('the rewards badge is pluralized and interpolates {{count}}', () => {
    expect(lookup('menu.user.rewards.badge_one')).toContain('{{count}}');
    expect(lookup('menu.user.rewards.badge_other')).toContain('{{count}}');
  });
});
