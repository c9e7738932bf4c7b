/**
 * Reads a navigation document from anywhere (a property's object, an attribute's or inline script's text, a fetched
 * file) into a valid MenuDocument: never throws, never fatal. What is wrong is left out at the smallest unit (one
 * field of the document, one group, one item) with one warning naming its path and field; everything else stays.
 * It loads with the `menus` feature only when a page gives a document, and without the menu tables.
 */
import * as v from 'valibot';
import { MAX_MENUS_DOCUMENT_CHARS } from '../../constants';
import { NAV_GROUP_HEADERS } from '../groups';
import { ACCOUNT_GROUP_IDS } from './apply';
import {
  MAX_GROUPS,
  MAX_ITEMS,
  MenuDocumentSchema,
  MenuGroupSchema,
  MenuItemSchema,
  type MenuDocument,
  type MenuItemDocument,
} from './schema';

export interface ReadResult {
  /** null: nothing usable (the built-in menus stay). */
  document: MenuDocument | null;
  /** One line per problem: `groups[2].items[1].href (earn › campaign): …; that item is left out`. */
  warnings: string[];
}

const ACCOUNT_GROUPS = new Set(ACCOUNT_GROUP_IDS);
/** Menus of the bar that are not groups: a group may not take their names (their panels' ids). */
const RESERVED_GROUP_KEYS = new Set(['collapse', 'download']);
/** The built-in groups' keys (the bar's and the account menus); their entries are checked with the tables (check-tables.ts). */
const BUILT_IN_GROUPS = new Set<string>([...NAV_GROUP_HEADERS.map((header) => header.id), ...ACCOUNT_GROUP_IDS]);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads JSON text (at most MAX_MENUS_DOCUMENT_CHARS) or a value; never throws (a hostile getter included). */
export function readMenuDocument(input: unknown): ReadResult {
  try {
    return readOrThrow(input);
  } catch (error) {
    return {
      document: null,
      warnings: [`could not be read (${error instanceof Error ? error.message : String(error)})`],
    };
  }
}

function readOrThrow(input: unknown): ReadResult {
  const warnings: string[] = [];
  let value = input;
  if (typeof input === 'string') {
    if (input.length > MAX_MENUS_DOCUMENT_CHARS)
      return {
        document: null,
        warnings: [`is ${input.length} characters, more than the ${MAX_MENUS_DOCUMENT_CHARS} allowed`],
      };
    try {
      value = JSON.parse(input);
    } catch (error) {
      return { document: null, warnings: [`is not JSON (${error instanceof Error ? error.message : String(error)})`] };
    }
  }
  if (!isObject(value)) return { document: null, warnings: ['must be an object with a "groups" list'] };
  if (!Array.isArray(value.groups)) return { document: null, warnings: ['groups: must be a list of groups'] };
  const draft = prune(value, warnings);
  const parsed = v.safeParse(MenuDocumentSchema, draft);
  // prune() left only what the schema accepts; anything still wrong is a bug here, and the built-in menus stay.
  if (!parsed.success) return { document: null, warnings: [...warnings, describe(parsed.issues[0])] };
  return { document: checkMeaning(parsed.output, warnings), warnings };
}

/** Copies the document within its limits, leaving out each group or item the schema refuses (with a warning). */
function prune(value: Json, warnings: string[]): Json {
  const draft: Json = {};
  for (const [name, field] of Object.entries(value)) {
    if (name === 'groups') continue;
    const probe = v.safeParse(MenuDocumentSchema, { [name]: field, groups: [] });
    if (probe.success) draft[name] = field;
    else warnings.push(`${describe(probe.issues[0])}; that field is ignored`);
  }
  const groups = value.groups as unknown[];
  if (groups.length > MAX_GROUPS) warnings.push(`groups: more than ${MAX_GROUPS}; the rest are left out`);
  draft.groups = groups.slice(0, MAX_GROUPS).flatMap((group, g) => {
    const at = `groups[${g}]`;
    if (!isObject(group)) {
      warnings.push(`${at}: must be an object; that group is left out`);
      return [];
    }
    const named = `${at}${nameOf(group)}`;
    let items = group.items;
    if (Array.isArray(items)) {
      if (items.length > MAX_ITEMS) warnings.push(`${named}.items: more than ${MAX_ITEMS}; the rest are left out`);
      items = items.slice(0, MAX_ITEMS).filter((item, i) => {
        const result = v.safeParse(MenuItemSchema, item);
        if (!result.success)
          warnings.push(
            `${at}.items[${i}]${dotPath(result.issues[0])}${isObject(item) ? nameOf(group, item) : nameOf(group)}: ${messageOf(result.issues[0])}; that item is left out`,
          );
        return result.success;
      });
    }
    const candidate = items === undefined ? group : { ...group, items };
    const result = v.safeParse(MenuGroupSchema, candidate);
    if (!result.success) {
      warnings.push(
        `${at}${dotPath(result.issues[0])}${nameOf(group)}: ${messageOf(result.issues[0])}; that group is left out`,
      );
      return [];
    }
    return [candidate];
  });
  return draft;
}

/**
 * Rules the schema cannot state about groups: reserved and repeated keys, what the account menus may change, what a
 * new group needs. What a document may do to the built-in entries needs the menu tables: check-tables.ts, which
 * loads with them (the reader stays free of them, so a page's document is read before React and the panels load).
 */
function checkMeaning(document: MenuDocument, warnings: string[]): MenuDocument {
  const seenGroups = new Set<string>();
  const groups = document.groups.flatMap((group, g) => {
    const at = `groups[${g}] (${group.key})`;
    if (seenGroups.has(group.key)) {
      warnings.push(`${at}: "${group.key}" is already in the document; that group is left out`);
      return [];
    }
    seenGroups.add(group.key);
    if (RESERVED_GROUP_KEYS.has(group.key)) {
      warnings.push(`${at}.key: "${group.key}" is the name of another menu of the bar; that group is left out`);
      return [];
    }
    const next = { ...group };
    if (ACCOUNT_GROUPS.has(group.key)) {
      for (const field of ['label', 'href', 'isHide', 'when', 'before', 'after'] as const) {
        if (next[field] === undefined) continue;
        warnings.push(
          `${at}.${field}: the account menus keep their place and rules (only their items change); ignored`,
        );
        delete next[field];
      }
    } else if (!BUILT_IN_GROUPS.has(group.key) && !group.isHide && (!group.label || !group.items?.length)) {
      warnings.push(`${at}: a new group needs a label and items; that group is left out`);
      return [];
    }
    if (group.items) next.items = withoutRepeats(group.items, at, warnings);
    return [next];
  });
  return { ...document, groups };
}

/** An item key once per group: a second one is left out. */
function withoutRepeats(items: MenuItemDocument[], at: string, warnings: string[]): MenuItemDocument[] {
  const seen = new Set<string>();
  return items.filter((item, i) => {
    if (!seen.has(item.key)) {
      seen.add(item.key);
      return true;
    }
    warnings.push(`${at}.items[${i}] (${item.key}): "${item.key}" is already in this group; that item is left out`);
    return false;
  });
}

function nameOf(group: Json, item?: Json): string {
  const keyOf = (value: Json) => (typeof value.key === 'string' ? value.key.slice(0, 40) : '?');
  return item ? ` (${keyOf(group)} › ${keyOf(item)})` : ` (${keyOf(group)})`;
}

function dotPath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((step) => (typeof step.key === 'number' ? `[${step.key}]` : `.${String(step.key)}`))
    .join('');
}

/** The issue's message; valibot's own words for a field no schema declares are made plain. */
function messageOf(issue: v.BaseIssue<unknown>): string {
  return issue.expected === 'never' ? 'is not a field of the document' : issue.message;
}

function describe(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'is not valid';
  return `${dotPath(issue).replace(/^\./, '')}: ${messageOf(issue)}`;
}
