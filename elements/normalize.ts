import {
  MODES,
  type FeatureFlags,
  type HeaderConfig,
  type Mode,
  type SimulationInfo,
  type User,
} from '../src/menu/types';
import type { RateEntry } from '../src/stores/unit';
import { fail, type Parsed } from './parse';

/** Turns a parsed object into a User: userId is required (no userId = visitor), known fields are type-checked. */
export function normalizeUser(value: Record<string, unknown>): Parsed<User | null> {
  const id = value.userId;
  if (id === undefined || id === null || id === '') return null;
  if (typeof id !== 'string' && typeof id !== 'number') return fail('"userId" must be a string or a number');
  const user: User = { ...(value as Partial<User>), userId: String(id) };
  if (user.loginName !== undefined && typeof user.loginName !== 'string') user.loginName = String(user.loginName);
  if (user.accountMode !== undefined && typeof user.accountMode !== 'number') {
    const mode = Number(user.accountMode);
    user.accountMode = Number.isFinite(mode) ? mode : 0;
  }
  if (user.showUserVip !== undefined) user.showUserVip = Number(user.showUserVip);
  if (user.vipLevel !== undefined) user.vipLevel = Number(user.vipLevel);
  return user;
}

export function parseMode(raw: string): Parsed<Mode> {
  const mode = raw.trim().toLowerCase();
  return (MODES as readonly string[]).includes(mode)
    ? (mode as Mode)
    : fail(`"${raw}" is not one of ${MODES.join(', ')}`);
}

function pickBooleans<T extends object>(value: Record<string, unknown>): Partial<T> {
  const result: Record<string, boolean | number> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'boolean') result[key] = field;
    else if (typeof field === 'number') result[key] = field;
  }
  return result as Partial<T>;
}

export function normalizeSimulationInfo(value: Record<string, unknown>): SimulationInfo {
  return pickBooleans<SimulationInfo>(value);
}

export function normalizeFlags(value: Record<string, unknown>): Partial<FeatureFlags> {
  return pickBooleans<FeatureFlags>(value);
}

export function normalizeConfig(value: Record<string, unknown>): HeaderConfig {
  const config: HeaderConfig = {};
  const accountShow = value.accountShow;
  if (typeof accountShow === 'object' && accountShow !== null) {
    config.accountShow = { switchOpen: Boolean((accountShow as { switchOpen?: unknown }).switchOpen) };
  }
  if (Array.isArray(value.feeTagList)) {
    config.feeTagList = value.feeTagList
      .filter((tag): tag is Record<string, unknown> => typeof tag === 'object' && tag !== null)
      .map((tag) => ({
        strategyType: Number(tag.strategyType),
        showTag: tag.showTag === undefined ? true : Boolean(tag.showTag),
        feeDiscount: Number(tag.feeDiscount),
      }))
      .filter((tag) => Number.isFinite(tag.strategyType) && Number.isFinite(tag.feeDiscount));
  }
  return config;
}

export function normalizeRates(value: unknown[]): Parsed<RateEntry[]> {
  const rates = value
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .filter((entry) => typeof entry.type === 'string' && entry.type !== '')
    .map((entry) => ({ type: String(entry.type), showName: String(entry.showName ?? entry.type) }));
  return rates.length > 0 ? rates : fail('expected a non-empty array of { type, showName }');
}
