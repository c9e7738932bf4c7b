/**
 * What a navigation document may do to the built-in entries, checked against the menu tables (items.ts): account
 * actions are not changed or hidden, a new item needs a label and an href, a `before`/`after` names an item of its
 * group, a `section` one of its sections. Pure; the model (model.ts) applies only what passes, and whoever loads the
 * tables first (the panels, a server) reports the warnings once.
 */
import { ALL_GROUPS } from '../items';
import { hasLabelAndLink } from './apply';
import type { MenuDocument, MenuItemDocument } from './schema';

export interface TableCheck {
  document: MenuDocument;
  warnings: string[];
}

const ENTRIES = new Map(
  ALL_GROUPS.map((group) => [
    group.id as string,
    {
      items: new Map(
        group.sections.flatMap((section) => section.items.map((item) => [item.id, Boolean(item.action)] as const)),
      ),
      sections: new Set(group.sections.map((section) => section.id)),
    },
  ]),
);

const checked = new WeakMap<MenuDocument, TableCheck>();

/** The document without what the tables refuse, and one warning for each: the same object for the same document. */
export function checkAgainstTables(document: MenuDocument): TableCheck {
  const known = checked.get(document);
  if (known) return known;
  const warnings: string[] = [];
  const groups = document.groups.map((group, g) => {
    const builtIn = ENTRIES.get(group.key);
    if (!group.items) return group;
    const at = `groups[${g}] (${group.key})`;
    const keys = new Set([...(builtIn?.items.keys() ?? []), ...group.items.map((item) => item.key)]);
    const items = group.items.flatMap((item, i): MenuItemDocument[] => {
      const here = `${at}.items[${i}] (${item.key})`;
      const isAction = builtIn?.items.get(item.key);
      if (isAction) {
        warnings.push(`${here}: an account action cannot be changed or hidden; that item is left out`);
        return [];
      }
      if (isAction === undefined && !item.isHide && !hasLabelAndLink(item)) {
        warnings.push(`${here}: a new item needs a label and an href; that item is left out`);
        return [];
      }
      const next = { ...item };
      for (const field of ['before', 'after'] as const) {
        const anchor = next[field];
        if (anchor === undefined || keys.has(anchor)) continue;
        warnings.push(`${here}.${field}: "${anchor}" is not an item of this group; ignored`);
        delete next[field];
      }
      if (next.section !== undefined && builtIn && !builtIn.sections.has(next.section)) {
        warnings.push(`${here}.section: "${next.section}" is not a section of this group; ignored`);
        delete next.section;
      }
      return [next];
    });
    return { ...group, items };
  });
  const result = { document: warnings.length > 0 ? { ...document, groups } : document, warnings };
  checked.set(document, result);
  return result;
}
