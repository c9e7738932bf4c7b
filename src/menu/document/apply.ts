/**
 * Puts a (valid) navigation document on top of the built-in groups: pure functions over data, for the bar's model
 * (groups.ts, first paint); apply-items.ts does the same for the panels' entries. Rules stay code: a document's `when` picks named
 * rules, and on a built-in group or entry it narrows the built-in rule, never widens it. Only types come from the
 * schema, so the first paint's script never carries the validator.
 */
import { namedRule, type Rule } from '../rules';
import type { GroupHeader } from '../group-header';
import type { LocalizedText, MenuDocument, MenuGroupDocument, MenuItemDocument } from './schema';

export const ACCOUNT_GROUP_IDS: readonly string[] = ['assets', 'orders', 'user'];

interface Placed {
  key: string;
  before?: string;
  after?: string;
  isHide?: boolean;
}

/** A document's change to a list keyed by id: change an entry, hide it, add one, move it (before/after a key). */
export function mergeList<T extends { id: string }, D extends Placed>(
  list: readonly T[],
  entries: readonly D[],
  change: (current: T, entry: D) => T,
  create: (entry: D) => T | null,
): T[] {
  const result = [...list];
  for (const entry of entries) {
    const index = result.findIndex((value) => value.id === entry.key);
    if (entry.isHide) {
      if (index >= 0) result.splice(index, 1);
      continue;
    }
    const value = index >= 0 ? change(result[index], entry) : create(entry);
    if (!value) continue;
    if (index >= 0) result.splice(index, 1);
    const anchor = entry.before ?? entry.after;
    const at = anchor === undefined ? -1 : result.findIndex((other) => other.id === anchor);
    if (at >= 0) result.splice(entry.before !== undefined ? at : at + 1, 0, value);
    else if (index >= 0) result.splice(index, 0, value);
    else result.push(value);
  }
  return result;
}

/** A text for the locale: its own, else its language's (pt for pt-PT), else English. */
export function localText(text: Record<string, string | undefined>, locale: string): string {
  return text[locale] ?? text[locale.split('-')[0]] ?? text.en ?? '';
}

/** A label is a text key or texts per locale. */
export function labelFields(label: LocalizedText | undefined): {
  labelKey?: string;
  text?: Record<string, string | undefined>;
} {
  if (label === undefined) return {};
  return typeof label === 'string' ? { labelKey: label, text: undefined } : { text: label };
}

export function narrowed(rule: Rule | undefined, names: readonly string[] | undefined): Rule | undefined {
  if (!names?.length) return rule;
  const picked = namedRule(names);
  return rule ? (f) => rule(f) && picked(f) : picked;
}

export interface DocumentHeader<Id extends string = string> extends GroupHeader<Id> {
  /** Texts per locale from a document (wins over labelKey). */
  text?: Record<string, string | undefined>;
}

/**
 * Where a document group's menu is the current page's (menu/current.ts): `areas`, its shown items' own paths (pages of
 * the exchange's site); `pages`, its own and its items' `current` lists (pages of whatever site the header is on).
 */
export function documentPlaces(group: MenuGroupDocument): { areas: string[]; pages: string[] } {
  const items = (group.items ?? []).filter((item) => !item.isHide);
  const own = items.flatMap((item) =>
    item.href?.startsWith('/') && !item.href.includes('{') ? [item.href.split(/[?#]/)[0]!] : [],
  );
  return { areas: own, pages: [...(group.current ?? []), ...items.flatMap((item) => item.current ?? [])] };
}

export function changeHeader<H extends DocumentHeader>(header: H, group: MenuGroupDocument): H {
  const { areas, pages } = documentPlaces(group);
  return {
    ...header,
    ...labelFields(group.label),
    ...(group.href ? { path: group.href } : {}),
    areas: [...(header.areas ?? []), ...areas],
    pages,
    when: narrowed(header.when, group.when),
  };
}

/** What a new item needs to be shown at all (check-tables.ts warns about one without). */
export const hasLabelAndLink = (item: MenuItemDocument): boolean => item.label !== undefined && item.href !== undefined;

/**
 * A new group shows where its own rule holds and at least one of its items would: its menu is never empty (a help
 * group whose only item is for signed-in readers has no trigger for a visitor).
 */
export function newHeader(group: MenuGroupDocument): DocumentHeader {
  const own = narrowed(undefined, group.when);
  const items = (group.items ?? [])
    .filter((item) => !item.isHide && hasLabelAndLink(item))
    .map((item) => narrowed(undefined, item.when));
  return {
    id: group.key,
    labelKey: `nav.${group.key}`,
    ...labelFields(group.label),
    ...(group.href ? { path: group.href } : {}),
    ...documentPlaces(group),
    when: (f) => (!own || own(f)) && items.some((rule) => !rule || rule(f)),
  };
}

export const navGroupsOf = (document: MenuDocument) =>
  document.groups.filter((group) => !ACCOUNT_GROUP_IDS.includes(group.key));

/** The bar's nav groups with a document's groups added, changed, hidden or moved. */
export function documentHeaders(
  headers: readonly DocumentHeader[],
  document: MenuDocument | null | undefined,
): readonly DocumentHeader[] {
  if (!document) return headers;
  return mergeList(document.replace ? [] : headers, navGroupsOf(document), changeHeader, newHeader);
}
