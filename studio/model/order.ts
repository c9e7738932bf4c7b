/**
 * The order of a menu's entries as the header builds it from the tables and a document (apply-items.ts, before any
 * reader's rules), and moving one entry a place up or down by giving it a `before` or `after` anchor: the way a
 * document orders built-in entries.
 */
import { documentGroups } from '../../src/menu/document/apply-items';
import type { MenuDocument } from '../../src/menu/document/schema';
import { ASSETS_GROUP, NAV_GROUPS, ORDERS_GROUP, USER_GROUP } from '../../src/menu/items';

export interface OrderedEntry {
  id: string;
  /** The document's English label, else the entry's text key (menu.<group>.<id>.label). */
  labelKey: string;
  label?: string;
  /** An account action: the document cannot move it. */
  fixed: boolean;
}

const ACCOUNT = [ASSETS_GROUP, ORDERS_GROUP, USER_GROUP];

/** The entries of the menu `groupKey`, in the order the header shows them (null: the header shows no such menu). */
export function menuOrder(document: MenuDocument | null, groupKey: string): OrderedEntry[] | null {
  const account = ACCOUNT.some((group) => group.id === groupKey);
  const groups = documentGroups(account ? ACCOUNT : NAV_GROUPS, document, { nav: !account });
  const group = groups.find((candidate) => candidate.id === groupKey);
  if (!group) return null;
  return group.sections.flatMap((section) =>
    section.items.map((item) => {
      const text = (item as { text?: Record<string, string | undefined> }).text;
      return { id: item.id, labelKey: item.labelKey, label: text?.en, fixed: Boolean(item.action) };
    }),
  );
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The draft with entry `id` of group `groupIndex` placed `before` or `after` entry `anchor`: its item anchored so, and
 * last in the group's list so that its anchor applies after the others' (a built-in entry gets an item of its own).
 */
export function placeEntry(
  draft: unknown,
  groupIndex: number,
  id: string,
  side: 'before' | 'after',
  anchor: string,
): unknown {
  if (id === anchor || !isObject(draft) || !Array.isArray(draft.groups)) return draft;
  const groups = [...draft.groups];
  const group = groups[groupIndex];
  if (!isObject(group)) return draft;
  const items = Array.isArray(group.items) ? [...group.items] : [];
  const index = items.findIndex((item) => isObject(item) && item.key === id);
  const current: Json = index >= 0 && isObject(items[index]) ? { ...(items[index] as Json) } : { key: id };
  if (index >= 0) items.splice(index, 1);
  delete current.before;
  delete current.after;
  current[side] = anchor;
  items.push(current);
  groups[groupIndex] = { ...group, items };
  return { ...draft, groups };
}

/** The draft with entry `id` one place up (-1) or down (1) of `order`: before the entry above it, after the one below. */
export function moveEntry(
  draft: unknown,
  groupIndex: number,
  order: readonly string[],
  id: string,
  step: -1 | 1,
): unknown {
  const neighbour = order[order.indexOf(id) + step];
  if (!order.includes(id) || neighbour === undefined) return draft;
  return placeEntry(draft, groupIndex, id, step < 0 ? 'before' : 'after', neighbour);
}

/** The draft with entry `id` dropped on entry `target` of `order`: it takes the target's place, as in any list. */
export function dropEntry(
  draft: unknown,
  groupIndex: number,
  order: readonly string[],
  id: string,
  target: string,
): unknown {
  const from = order.indexOf(id);
  const to = order.indexOf(target);
  if (from < 0 || to < 0 || from === to) return draft;
  return placeEntry(draft, groupIndex, id, from < to ? 'after' : 'before', target);
}

/** The entries of group `groupIndex` the draft hides (built-in ones, and its own). */
export function hiddenEntries(draft: unknown, groupIndex: number): string[] {
  const group = isObject(draft) && Array.isArray(draft.groups) ? draft.groups[groupIndex] : undefined;
  const items = isObject(group) && Array.isArray(group.items) ? group.items : [];
  return items.flatMap((item) =>
    isObject(item) && item.isHide === true && typeof item.key === 'string' ? [item.key] : [],
  );
}

/**
 * The draft with entry `id` of group `groupIndex` hidden or shown again: its item gets `isHide`, or loses it (an item
 * that was only there to hide a built-in entry goes).
 */
export function setHidden(draft: unknown, groupIndex: number, id: string, hidden: boolean): unknown {
  if (!isObject(draft) || !Array.isArray(draft.groups) || !isObject(draft.groups[groupIndex])) return draft;
  const groups = [...draft.groups];
  const group = groups[groupIndex] as Json;
  const items = Array.isArray(group.items) ? [...group.items] : [];
  const index = items.findIndex((item) => isObject(item) && item.key === id);
  if (hidden) {
    if (index >= 0) items[index] = { ...(items[index] as Json), isHide: true };
    else items.push({ key: id, isHide: true });
  } else if (index >= 0) {
    const { isHide: _isHide, ...rest } = items[index] as Json;
    if (Object.keys(rest).length <= 1) items.splice(index, 1);
    else items[index] = rest;
  }
  groups[groupIndex] = { ...group, items };
  return { ...draft, groups };
}
