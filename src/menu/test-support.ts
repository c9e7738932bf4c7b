/** Test helpers for the menu model: context builder, sample users, and a flat view of a HeaderModel. Tests only. */

import { resolveFlags } from './flags';
import type { FeatureFlags, HeaderModel, MenuContext, MenuEntry, User } from './types';

export const SYMBOLS = { coinPerpetual: 'BTCUSD', coinDelivery: 'BTCUSD_251226' } as const;

export interface CtxOptions extends Partial<Omit<MenuContext, 'flags'>> {
  /** Overrides applied over the locale's resolved flags. */
  flags?: Partial<FeatureFlags>;
}

/** A context with sensible defaults: English visitor, real mode, on '/', locale flags, both Coin-M symbols known. */
export function ctx(options: CtxOptions = {}): MenuContext {
  const { flags, ...rest } = options;
  const locale = rest.locale ?? 'en';
  return {
    locale,
    path: '/',
    user: null,
    mode: 'real',
    unifiedPage: false,
    config: {},
    simulationInfo: {},
    symbols: { ...SYMBOLS },
    ...rest,
    flags: resolveFlags(locale, flags),
  };
}

export const USERS = {
  master: { userId: '1001', loginName: 'alice@example.com', showUserVip: 1, vipLevel: 2 },
  masterNoVip: { userId: '1002', showUserVip: 0 },
  sub: { userId: '2001', childFlag: 1 },
  subWithRecharge: { userId: '2002', childFlag: true, rechargeFlag: 1 },
  subTrader: { userId: '2003', childFlag: 1, subAccountTrader: true },
  demoStatus: { userId: '3001', demoUType: 'DemoStatus', showUserVip: 1 },
  demoDefault: { userId: '3002', demoUType: 'DemoDefault' },
  unified: { userId: '4001', unified: true, showUserVip: 1 },
  fundAccount: { userId: '5001', fundAccountMode: true },
  /** Unified status, and allowed to use the unified account (leaving simulation only exits it). */
  unifiedCapable: { userId: '4002', unified: true, canUseUnified: true, showUserVip: 1 },
  demoStatusSub: { userId: '3003', demoUType: 'DemoStatus', childFlag: 1 },
} satisfies Record<string, User>;

export interface FlatEntry {
  group: string;
  entry: MenuEntry;
}

/** Every entry of every menu group (nav, assets, orders, user). */
export function flatEntries(model: HeaderModel): FlatEntry[] {
  const groups = [...model.nav, model.assets, model.orders, model.user].filter((group) => group !== null);
  return groups.flatMap((group) =>
    group.sections.flatMap((section) => section.entries.map((entry) => ({ group: group.id, entry }))),
  );
}

export function findEntry(model: HeaderModel, ref: string): MenuEntry | undefined {
  const [group, id] = ref.split('.');
  return flatEntries(model).find((flat) => flat.group === group && flat.entry.id === id)?.entry;
}

/**
 * The tokens a scenario row can assert:
 *   'spot.convert'   an entry, as group.id
 *   '/convert'       an href anywhere in the model (entries, group links, home, download, auth)
 *   'group:more'     a nav, assets, orders or user group is present
 *   'badge:uta'      a badge
 *   'auth', 'watermark'
 *   'action:logout'  an action entry
 *   'user.rewards:badge'  an entry with a badge beside its label (e.g. the rewards points)
 */
export function tokens(model: HeaderModel): Set<string> {
  const out = new Set<string>();
  for (const { group, entry } of flatEntries(model)) {
    out.add(`${group}.${entry.id}`);
    if (entry.href) out.add(entry.href);
    if (entry.action) out.add(`action:${entry.action}`);
    if (entry.badgeKey) out.add(`${group}.${entry.id}:badge`);
  }
  for (const group of [...model.nav, model.assets, model.orders, model.user]) {
    if (!group) continue;
    out.add(`group:${group.id}`);
    if (group.href) out.add(group.href);
  }
  out.add(model.home);
  out.add(model.download);
  if (model.auth) {
    out.add('auth');
    out.add(model.auth.login);
    out.add(model.auth.register);
  }
  for (const badge of model.badges) out.add(`badge:${badge}`);
  if (model.watermark) out.add('watermark');
  return out;
}
