import { MODES, type FeatureFlags, type HeaderConfig, type Mode, type SimulationInfo, type User } from '../menu/types';
import { DEFAULT_FLAGS } from '../menu/flags';
import type { RateEntry } from '../stores/unit';
import { fail, type Parsed } from './parse';

// A host may set any object as a property (a framework's reactive store, even `window`): the normalizers read only
// the fields the contract names, never walk or copy the object, and keep at most a bounded number of list entries.

/** A string, number or boolean as it is; anything else (an object, a function) is not a field value. */
function primitive(value: unknown): string | number | boolean | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

const toNumber = (value: unknown): number | undefined => {
  const field = primitive(value);
  return field === undefined ? undefined : Number(field);
};

/** Every field of the `user` contract, each with its reading; userId is read first, by normalizeUser. */
const USER_FIELDS: { [K in Exclude<keyof User, 'userId'>]-?: (value: unknown) => User[K] | undefined } = {
  loginName: (value) => {
    const field = primitive(value);
    return field === undefined ? undefined : String(field);
  },
  childFlag: (value) => (typeof value === 'boolean' || typeof value === 'number' ? value : toNumber(value)),
  rechargeFlag: (value) => (typeof value === 'boolean' || typeof value === 'number' ? value : toNumber(value)),
  demoUType: (value) => (typeof value === 'string' ? value : undefined),
  showUserVip: toNumber,
  vipLevel: toNumber,
  accountMode: (value) => {
    const mode = toNumber(value);
    return mode === undefined ? undefined : Number.isFinite(mode) ? mode : 0;
  },
  userAvatar: (value) => (typeof value === 'string' ? value : undefined),
  unified: (value) => (typeof value === 'boolean' ? value : undefined),
  canUseUnified: (value) => (typeof value === 'boolean' ? value : undefined),
  fundAccountMode: (value) => (typeof value === 'boolean' ? value : undefined),
  subAccountTrader: (value) => (typeof value === 'boolean' ? value : undefined),
};

/** Turns a parsed object into a User: userId is required (no userId = visitor), the contract's fields are read. */
export function normalizeUser(value: Record<string, unknown>): Parsed<User | null> {
  const id = value.userId;
  if (id === undefined || id === null || id === '') return null;
  if (typeof id !== 'string' && typeof id !== 'number') return fail('"userId" must be a string or a number');
  const user: Record<string, unknown> = { userId: String(id) };
  for (const [field, read] of Object.entries(USER_FIELDS)) {
    const fieldValue = read(value[field]);
    if (fieldValue !== undefined) user[field] = fieldValue;
  }
  return user as unknown as User;
}

export function parseMode(raw: string): Parsed<Mode> {
  const mode = raw.trim().toLowerCase();
  return (MODES as readonly string[]).includes(mode)
    ? (mode as Mode)
    : fail(`"${raw}" is not one of ${MODES.join(', ')}`);
}

/** The named keys whose values are booleans or numbers. */
function pickBooleans<T extends object>(
  value: Record<string, unknown>,
  keys: readonly (keyof T & string)[],
): Partial<T> {
  const result: Record<string, boolean | number> = {};
  for (const key of keys) {
    const field = value[key];
    if (typeof field === 'boolean' || typeof field === 'number') result[key] = field;
  }
  return result as Partial<T>;
}

const SIMULATION_INFO_KEYS = ['simulation', 'unifiedSimulation'] as const satisfies readonly (keyof SimulationInfo)[];
const FLAG_KEYS: readonly (keyof FeatureFlags)[] = [
  ...(Object.keys(DEFAULT_FLAGS) as (keyof FeatureFlags)[]),
  'languageGroupCount',
];

export function normalizeSimulationInfo(value: Record<string, unknown>): SimulationInfo {
  return pickBooleans<SimulationInfo>(value, SIMULATION_INFO_KEYS);
}

export function normalizeFlags(value: Record<string, unknown>): Partial<FeatureFlags> {
  return pickBooleans<FeatureFlags>(value, FLAG_KEYS);
}

/** The most list entries read (fee tags, rates): far above any real list, so a huge one costs nothing. */
export const MAX_LIST_ENTRIES = 200;

export function normalizeConfig(value: Record<string, unknown>): HeaderConfig {
  const config: HeaderConfig = {};
  const accountShow = value.accountShow;
  if (typeof accountShow === 'object' && accountShow !== null) {
    config.accountShow = { switchOpen: Boolean((accountShow as { switchOpen?: unknown }).switchOpen) };
  }
  if (Array.isArray(value.feeTagList)) {
    config.feeTagList = value.feeTagList
      .slice(0, MAX_LIST_ENTRIES)
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
    .slice(0, MAX_LIST_ENTRIES)
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .filter((entry) => typeof entry.type === 'string' && entry.type !== '')
    .map((entry) => ({ type: String(entry.type), showName: String(primitive(entry.showName) ?? entry.type) }));
  return rates.length > 0 ? rates : fail('expected a non-empty array of { type, showName }');
}
