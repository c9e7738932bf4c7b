import type { ExStateProperties } from '../../elements/public-types';
import { findLanguage } from '../i18n/languages';
import type { MenusInput } from '../stores/menus';
import { MAX_MENUS_DOCUMENT_CHARS, MAX_NAVIGATE_DELAY_MS, MENU_CLICK_DELAY_MS } from '../constants';
import { parseThemeSource } from './theme-source';
import { parseTheme } from './theme';
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

export type Kind = 'string' | 'boolean' | 'json';

/**
 * One state attribute of the public contract (a member of ExStateProperties): how its text (or a property value)
 * becomes a value, the same for an element and a server render. `fallback` says in words what an absent or refused
 * value means (the warnings and the docs use it; where not given, it is `empty` as JSON).
 */
export interface StateParser {
  name: string;
  property: string;
  kind: Kind;
  fallback: string;
  /** The value when it is absent or refused (what `fallback` says in words; the stores and a server start from it). */
  empty: unknown;
  /** Parse a non-null attribute text or property value; objects are accepted for JSON kinds. */
  parse(value: unknown): Parsed<unknown>;
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
    const url = new URL(asText(value), typeof location === 'undefined' ? undefined : location.href);
    return /^https?:$/.test(url.protocol) ? url.href : fail('only http(s) URLs are allowed');
  } catch {
    return fail(`"${asText(value)}" is not a URL`);
  }
}

/** A site's base: its origin and any path of its own, without a query, a hash or a trailing slash. */
function siteBaseOf(href: string): Parsed<string> {
  const url = new URL(href);
  if (url.username || url.password) return fail('a site with a user name or password is not allowed');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
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

/** A boolean property, or an attribute's text (HTML: present means true). */
const booleanValue = (value: unknown): Parsed<boolean> =>
  typeof value === 'boolean' ? value : parseBooleanAttribute(asText(value));

function chain<A, B>(value: Parsed<A>, next: (value: A) => Parsed<B> | B): Parsed<B> {
  return isInvalid(value) ? value : next(value as A);
}

/** Each member of ExStateProperties: how its text or property value is read. */
const PARSERS: {
  readonly [P in keyof ExStateProperties]: Omit<StateParser, 'name' | 'property' | 'fallback'> & { fallback?: string };
} = {
  locale: {
    kind: 'string',
    fallback: 'the page path\'s language, else "en"',
    empty: null,
    parse: (value) => findLanguage(asText(value))?.locale ?? fail(`"${asText(value)}" is not a supported locale`),
  },
  theme: {
    kind: 'string',
    fallback: "the user's saved choice, else the system preference",
    empty: null,
    parse: (value) => parseTheme(asText(value)) ?? fail(`"${asText(value)}" is not dark, light, black or white`),
  },
  unit: {
    kind: 'string',
    fallback: "the user's saved unit, else the locale's unit, else USD",
    empty: null,
    parse: (value) => {
      const unit = asText(value).trim().toUpperCase();
      return /^[A-Z]{2,6}$/.test(unit) ? unit : fail(`"${asText(value)}" is not a currency code`);
    },
  },
  user: {
    kind: 'json',
    fallback: 'a visitor',
    empty: null,
    parse: (value) => chain(jsonObject(value), normalizeUser),
  },
  mode: {
    kind: 'string',
    empty: 'real',
    parse: (value) => parseMode(asText(value)),
  },
  simulationInfo: {
    kind: 'json',
    fallback: 'no simulation flags',
    empty: {},
    parse: (value) => chain(jsonObject(value), normalizeSimulationInfo),
  },
  unifiedPage: {
    kind: 'boolean',
    empty: false,
    parse: booleanValue,
  },
  flags: {
    kind: 'json',
    fallback: "the language's default flags",
    empty: {},
    parse: (value) => chain(jsonObject(value), normalizeFlags),
  },
  config: {
    kind: 'json',
    fallback: 'an empty config',
    empty: {},
    parse: (value) => chain(jsonObject(value), normalizeConfig),
  },
  rates: {
    kind: 'json',
    fallback: 'the built-in unit list',
    empty: null,
    parse: (value) => chain(jsonArray(value), normalizeRates),
  },
  menus: {
    kind: 'json',
    fallback: 'the built-in menus',
    empty: null,
    parse: menusInput,
  },
  menusSrc: {
    kind: 'string',
    fallback: 'no hosted navigation document',
    empty: null,
    parse: httpUrl,
  },
  apiBase: {
    kind: 'string',
    fallback: "the page's origin (on a guest page, site-base)",
    empty: null,
    parse: (value) => chain(httpUrl(value), (url) => url.replace(/\/$/, '')),
  },
  siteBase: {
    kind: 'string',
    fallback: "the page's origin (root-relative links)",
    empty: null,
    parse: (value) => chain(httpUrl(value), siteBaseOf),
  },
  themeSource: {
    kind: 'string',
    fallback: "the header's own theme (the saved choice, else the system preference)",
    empty: null,
    parse: (value) =>
      parseThemeSource(asText(value)) ??
      fail(`"${asText(value)}" is not "system", html.<class>, html[<attribute>] or body[<attribute>=<dark value>]`),
  },
  noThemeSwitch: {
    kind: 'boolean',
    empty: false,
    parse: booleanValue,
  },
  noNavigation: {
    kind: 'boolean',
    empty: false,
    parse: booleanValue,
  },
  navigateDelay: {
    kind: 'string',
    fallback: `${MENU_CLICK_DELAY_MS} ms`,
    empty: MENU_CLICK_DELAY_MS,
    parse: (value) => {
      const text = asText(value).trim();
      const delay = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
      return delay >= 0 && delay <= MAX_NAVIGATE_DELAY_MS
        ? Math.round(delay)
        : fail(`"${text}" is not a number of milliseconds from 0 to ${MAX_NAVIGATE_DELAY_MS}`);
    },
  },
  localesBase: {
    kind: 'string',
    fallback: 'the package\'s own locale modules (ES modules), or the "locales/" folder beside the script',
    empty: null,
    parse: (value) => chain(httpUrl(value), (url) => (url.endsWith('/') ? url : `${url}/`)),
  },
};

/** The attribute of a property: the same name in kebab-case (simulationInfo: simulation-info). */
const attributeName = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every state attribute's parser, in the order of ExStateProperties. */
export const STATE_PARSERS: readonly StateParser[] = Object.entries(PARSERS).map(([property, parser]) => ({
  name: attributeName(property),
  property,
  ...parser,
  fallback: parser.fallback ?? JSON.stringify(parser.empty),
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
 * Reads one attribute or property value: `{ value }`, or null for the default (absent, or refused with a warning).
 * null/undefined mean the default. Attribute text "" is a valid value only for booleans (HTML: present means true);
 * for others it is the default. A value holding a control character (NUL ...), in its text or in any string the
 * parsed value keeps (parse.ts checks parsed JSON), is refused like a malformed one. An object is never walked: only
 * what its parser read is checked. `quiet`: no warning (the value is read again, and warned about, elsewhere).
 */
export function readState(
  tag: string,
  parser: StateParser,
  value: unknown,
  { quiet = false } = {},
): { value: unknown } | null {
  if (value === null || value === undefined || (value === '' && parser.kind !== 'boolean')) return null;
  const typeProblem = wrongType(parser.kind, value);
  const parsed = typeProblem ? fail(typeProblem) : parser.parse(value);
  const problem = isInvalid(parsed)
    ? parsed[invalid]
    : controlCharacterProblem(typeof value === 'string' ? value : parsed);
  if (problem) {
    if (!quiet) warnInvalid(tag, parser.name, problem, parser.fallback);
    return null;
  }
  return { value: parsed };
}
