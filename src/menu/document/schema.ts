/**
 * The navigation document, declared once: this valibot schema is the validator (read.ts), the TypeScript type
 * (MenuDocument) and, at build time, the published JSON Schema (scripts/lib/menus-schema.mjs). Limits live here too,
 * so a document can never be large enough to cost the page: at most MAX_GROUPS groups of MAX_ITEMS items.
 */
import * as v from 'valibot';
import { LANGUAGES } from '../../i18n/languages';
import { RULE_NAMES as NAMES } from '../rule-names';

export const MAX_GROUPS = 20;
export const MAX_ITEMS = 60;

const KEY = /^[A-Za-z][\w-]{0,39}$/;
/** Keys of the header's own texts (locales/en.json), e.g. "menu.spot.convert.label". */
const TEXT_KEY = /^(?:nav|menu|header)(?:\.[\w-]+)+$/;

const key = v.pipe(v.string(), v.regex(KEY, 'must be a letter then up to 39 letters, digits, "-" or "_"'));

const text = (max: number) => v.pipe(v.string(), v.regex(/\S/, 'must not be empty'), v.maxLength(max));

/** A label: one of the header's text keys, or texts per locale with English required (the fallback). */
const localized = (max: number) =>
  v.union(
    [
      v.pipe(v.string(), v.regex(TEXT_KEY, 'a text key starts with "nav.", "menu." or "header."')),
      v.strictObject(
        Object.fromEntries(
          LANGUAGES.map(({ locale }) => [locale, locale === 'en' ? text(max) : v.optional(text(max))]),
        ) as Record<string, ReturnType<typeof text>>,
      ),
    ],
    'must be a text key ("menu.…") or texts per locale with "en", e.g. { "en": "Earn", "de": "Verdienen" }',
  );

/** A word in any letter case, as a pattern without flags (JSON Schema patterns have none). */
const anyCase = (word: string): string =>
  [...word].map((letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`).join('');

/** What a refused link is told: a script link by its name, anything else what a link must be. */
const linkMessage =
  (must: string) =>
  (issue: { input: unknown }): string => {
    const scheme = /^\s*(javascript|data|vbscript):/i.exec(String(issue.input))?.[1]?.toLowerCase();
    return scheme ? `${scheme}: links are not allowed` : must;
  };

/**
 * A link: a path on this site (one leading "/") or an http(s) URL. "{futures}" at the start stands for the page's
 * futures base (as the built-in futures links), "{from}" for the page's path (e.g. `?from={from}`).
 */
const link = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.regex(
    new RegExp(`^(?:\\{futures\\}/|/(?![/\\\\])|${anyCase('http')}[sS]?://[^/?#\\s\\\\]+)`),
    linkMessage('must be a path starting with one "/" (or "{futures}/"), or an http(s) URL'),
  ),
);
/** An icon: a same-site path or an https URL of an image. */
const icon = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.regex(
    new RegExp(`^(?:/(?![/\\\\])|${anyCase('https')}://[^/?#\\s\\\\]+)`),
    linkMessage('must be a path starting with one "/" or an https URL'),
  ),
);

/** A page of the site the header is on: "/x" is that page, "/x/*" it and every page under it. */
const pagePattern = v.pipe(
  v.string(),
  v.maxLength(512),
  v.regex(
    /^\/(?![/\\])[^?#*\s]*(?:\/\*)?$/,
    'must be a path starting with one "/", ending in "/*" for every page under it',
  ),
);
/** The pages on which an item (and its menu) is marked as the current page, besides its own link. */
const current = v.optional(v.pipe(v.array(pagePattern), v.maxLength(16)));

/** The rules a `when` list may name, and each negated with "!". */
export const RULE_NAMES: readonly string[] = NAMES.flatMap((name) => [name, `!${name}`]);

const when = v.pipe(
  v.array(v.picklist(RULE_NAMES, (issue) => `${issue.received} is not one of the rules a document may name`)),
  v.maxLength(8),
);

const placement = {
  /** Place before or after this key (an item of the same group, or a group). */
  before: v.optional(key),
  after: v.optional(key),
  /** Hide it (a built-in one too). */
  isHide: v.optional(v.boolean()),
  /** Shown only where all these rules hold; on a built-in entry they narrow its own rule, never widen it. */
  when: v.optional(when),
};

export const MenuItemSchema = v.strictObject({
  /** A built-in entry's id changes that entry; a new key adds one. */
  key,
  label: v.optional(localized(80)),
  desc: v.optional(localized(160)),
  href: v.optional(link),
  /** The section of the group a new item joins (default: its neighbour's, else the last). */
  section: v.optional(key),
  isNew: v.optional(v.boolean()),
  openNewWindow: v.optional(v.boolean()),
  lightIcon: v.optional(icon),
  darkIcon: v.optional(icon),
  current,
  ...placement,
});

export const MenuGroupSchema = v.strictObject({
  /** A built-in group's id (spot, futures, strategy, copy, contractInfo, onChain, more, assets, orders, user) or a new key. */
  key,
  label: v.optional(localized(40)),
  /** Where the group's own label links (nav groups). */
  href: v.optional(link),
  items: v.optional(v.pipe(v.array(MenuItemSchema), v.maxLength(MAX_ITEMS))),
  current,
  ...placement,
});

export const MenuDocumentSchema = v.strictObject({
  $schema: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  version: v.optional(v.literal(1)),
  /** true: the built-in navigation groups are left out and only the document's show (account menus stay). */
  replace: v.optional(v.boolean()),
  groups: v.pipe(v.array(MenuGroupSchema), v.maxLength(MAX_GROUPS)),
});

export type MenuDocument = v.InferOutput<typeof MenuDocumentSchema>;
export type MenuGroupDocument = v.InferOutput<typeof MenuGroupSchema>;
export type MenuItemDocument = v.InferOutput<typeof MenuItemSchema>;
export type LocalizedText = string | Record<string, string | undefined>;
