import type { MenuEntry, MenuGroup } from './types';

/** Entry ids are unique within a group ("spot" is both a Spot and an Orders entry); analytics and tests need page-unique ids. */
export function qualifiedItemId(group: Pick<MenuGroup, 'id'>, entry: Pick<MenuEntry, 'id'>): string {
  return `${group.id}.${entry.id}`;
}

export function groupItemIds(group: MenuGroup): string[] {
  return group.sections.flatMap((section) => section.entries.map((entry) => qualifiedItemId(group, entry)));
}
