import type { WritableAtom } from 'nanostores';
import type { ExStateProperties } from '../../elements/public-types';
import { findLanguage } from '../i18n/languages';
import { $config, $mode, $simulationInfo, $unifiedPage, $user } from '../stores/account';
import { $apiBase, $apiBaseSetting, $localesBase, $localesBaseSetting } from '../stores/endpoints';
import { $flags, $flagsSetting } from '../stores/flags';
import { $menuDocument, $menusInput, $menusSrc, type MenusInput } from '../stores/menus';
import { MAX_MENUS_DOCUMENT_CHARS } from '../constants';
import { $locale, $localeSetting } from '../stores/locale';
import { $theme, $themeSetting, parseTheme } from '../stores/theme';
import { $rates, $ratesSetting, $unit, $unitSetting } from '../stores/unit';
import {
  normalizeConfig,
  normalizeFlags,
  normalizeRates,
  normalizeSimulationInfo,
  normalizeUser,
  parseMode,
} from './normalize';
import {
  controlCharacterProblem,
  fail,
  invalid,
  isInvalid,
  parseBooleanAttribute,
  parseJsonArray,
  parseJsonObject,
  warnInvalid,
  type Parsed,
} from './parse';

type Kind = 'string' | 'boolean' | 'json';

/**
 * One state attribute of the public contract (a member of ExStateProperties): how its text (or a property value)
 * becomes a store value. Every element accepts all of them; each writes the shared store, so all elements on a page
 * agree. `fallback` says in words what an absent or refused value means (the warnings and the docs use it).
 */
export interface StateAttribute {
  name: string;
  property: string;
  kind: Kind;
  fallback: string;
  /** Parse a non-null attribute text or property value; objects are accepted for JSON kinds. */
  parse(value: unknown): Parsed<unknown>;
  apply(value: unknown): void;
  reset(): void;
  read(): unknown;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

function jsonObject(value: unknown): Parsed<Record<string, unknown>> {
  if (typeof value === 'string') return parseJsonObject(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  return fail('expected an object');
}

function jsonArray(value: unknown): Parsed<unknown[]> {
  if (typeof value === 'string') return parseJsonArray(value);
  return Array.isArray(value) ? value : fail('expected an array');
}

/** An http(s) URL, resolved against the page. */
function httpUrl(value: unknown): Parsed<string> {
  try {
    const url = new URL(asText(value), location.href);
    return /^https?:$/.test(url.protocol) ? url.href : fail('only http(s) URLs are allowed');
  } catch {
    return fail(`"${asText(value)}" is not a URL`);
  }
}

/** Values a document's JSON may hold: far more than MAX_GROUPS groups of MAX_ITEMS items need, far less than a graph. */
const MAX_MENUS_NODES = 50_000;

/**
 * A navigation document is read later by the `menus` feature (its validator); here only its kind and size. An
 * object is taken as its JSON text at once (a snapshot: the host may change its object later), with the walk
 * bounded: a cycle or an endless graph stops it at once.
 */
function menusInput(value: unknown): Parsed<MenusInput> {
  const tooLong = (text: string) => text.length > MAX_MENUS_DOCUMENT_CHARS;
  if (typeof value === 'string')
    return tooLong(value)
      ? fail(`it is longer than ${MAX_MENUS_DOCUMENT_CHARS} characters`)
      : { from: 'menus attribute', value };
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null)
    return fail('expected a plain object (a navigation document)');
  let values = 0;
  try {
    const text = JSON.stringify(value, (_key, entry: unknown) => {
      values += 1;
      if (values > MAX_MENUS_NODES) throw new Error('it is far larger than a navigation document');
      return entry;
    });
    return tooLong(text)
      ? fail(`it is longer than ${MAX_MENUS_DOCUMENT_CHARS} characters as JSON`)
      : { from: 'menus property', value: text };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

function chain<A, B>(value: Parsed<A>, next: (value: A) => Parsed<B> | B): Parsed<B> {
  return isInvalid(value) ? value : next(value as A);
}

function setting<T>(store: WritableAtom<T>, empty: T) {
  return { apply: (value: unknown) => store.set(value as T), reset: () => store.set(empty) };
}

/** Each member of ExStateProperties: how its text or property value is read, and the store it writes. */
const STATE: { readonly [P in keyof ExStateProperties]: Omit<StateAttribute, 'name' | 'property'> } = {
  locale: {
    kind: 'string',
    fallback: 'the page path\'s language, else "en"',
    parse: (value) => findLanguage(asText(value))?.locale ?? fail(`"${asText(value)}" is not a supported locale`),
    ...setting($localeSetting, null),
    read: () => $locale.get(),
  },
  theme: {
    kind: 'string',
    fallback: "the user's saved choice, else the system preference",
    parse: (value) => parseTheme(asText(value)) ?? fail(`"${asText(value)}" is not dark, light, black or white`),
    ...setting($themeSetting, null),
    read: () => $theme.get(),
  },
  unit: {
    kind: 'string',
    fallback: "the user's saved unit, else the locale's unit, else USD",
    parse: (value) => {
      const unit = asText(value).trim().toUpperCase();
      return /^[A-Z]{2,6}$/.test(unit) ? unit : fail(`"${asText(value)}" is not a currency code`);
    },
    ...setting($unitSetting, null),
    read: () => $unit.get(),
  },
  user: {
    kind: 'json',
    fallback: 'a visitor',
    parse: (value) => chain(jsonObject(value), normalizeUser),
    ...setting($user, null),
    read: () => $user.get(),
  },
  mode: {
    kind: 'string',
    fallback: '"real"',
    parse: (value) => parseMode(asText(value)),
    ...setting($mode, 'real'),
    read: () => $mode.get(),
  },
  simulationInfo: {
    kind: 'json',
    fallback: 'no simulation flags',
    parse: (value) => chain(jsonObject(value), normalizeSimulationInfo),
    ...setting($simulationInfo, {}),
    read: () => $simulationInfo.get(),
  },
  unifiedPage: {
    kind: 'boolean',
    fallback: 'false',
    parse: (value) => (typeof value === 'boolean' ? value : parseBooleanAttribute(asText(value))),
    ...setting($unifiedPage, false),
    read: () => $unifiedPage.get(),
  },
  flags: {
    kind: 'json',
    fallback: "the language's default flags",
    parse: (value) => chain(jsonObject(value), normalizeFlags),
    ...setting($flagsSetting, {}),
    read: () => $flags.get(),
  },
  config: {
    kind: 'json',
    fallback: 'an empty config',
    parse: (value) => chain(jsonObject(value), normalizeConfig),
    ...setting($config, {}),
    read: () => $config.get(),
  },
  rates: {
    kind: 'json',
    fallback: 'the built-in unit list',
    parse: (value) => chain(jsonArray(value), normalizeRates),
    ...setting($ratesSetting, null),
    read: () => $rates.get(),
  },
  menus: {
    kind: 'json',
    fallback: 'the built-in menus',
    parse: menusInput,
    ...setting($menusInput, null),
    read: () => $menuDocument.get(),
  },
  menusSrc: {
    kind: 'string',
    fallback: 'no hosted navigation document',
    parse: httpUrl,
    ...setting($menusSrc, null),
    read: () => $menusSrc.get(),
  },
  apiBase: {
    kind: 'string',
    fallback: "the page's origin",
    parse: (value) => chain(httpUrl(value), (url) => url.replace(/\/$/, '')),
    ...setting($apiBaseSetting, null),
    read: () => $apiBase.get(),
  },
  localesBase: {
    kind: 'string',
    fallback: 'the package\'s own locale modules (ES modules), or the "locales/" folder beside the script',
    parse: (value) => chain(httpUrl(value), (url) => (url.endsWith('/') ? url : `${url}/`)),
    ...setting($localesBaseSetting, null),
    read: () => $localesBase.get(),
  },
};

/** The attribute of a property: the same name in kebab-case (simulationInfo: simulation-info). */
const attributeName = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const STATE_ATTRIBUTES: readonly StateAttribute[] = Object.entries(STATE).map(([property, attribute]) => ({
  name: attributeName(property),
  property,
  ...attribute,
}));

/**
 * What a property value of each kind may be before it is parsed: text (an attribute's, or a string property), and
 * for booleans a boolean, for JSON kinds an object or array (parsed by reading named fields only). Anything else is
 * refused at once, without reading it: a host that binds `window` or a framework's store by mistake costs nothing.
 */
function wrongType(kind: Kind, value: unknown): string | null {
  if (typeof value === 'string') return null;
  if (kind === 'string')
    return typeof value === 'number' || value instanceof URL ? null : `expected a string, not ${describe(value)}`;
  if (kind === 'boolean') return typeof value === 'boolean' ? null : `expected true or false, not ${describe(value)}`;
  return typeof value === 'object' ? null : `expected JSON text or an object, not ${describe(value)}`;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Writes one attribute or property value to its store. null/undefined resets to the default.
 * Attribute text "" is a valid value only for booleans (HTML: present means true); for others it resets. A value
 * holding a control character (NUL ...), in its text or in any string the parsed value keeps (parse.ts checks parsed
 * JSON), is refused like a malformed one. An object is never walked: only what its parser read is checked.
 */
export function writeState(tag: string, attribute: StateAttribute, value: unknown): void {
  if (value === null || value === undefined || (value === '' && attribute.kind !== 'boolean')) {
    attribute.reset();
    return;
  }
  const typeProblem = wrongType(attribute.kind, value);
  const parsed = typeProblem ? fail(typeProblem) : attribute.parse(value);
  const problem = isInvalid(parsed)
    ? parsed[invalid]
    : controlCharacterProblem(typeof value === 'string' ? value : parsed);
  if (problem) {
    warnInvalid(tag, attribute.name, problem, attribute.fallback);
    attribute.reset();
    return;
  }
  attribute.apply(parsed);
}
