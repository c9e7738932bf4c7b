/**
 * What a document changes for one reader: the menus the header builds for that reader and locale from the built-in
 * tables alone, against the menus it builds with the document, compared by what a reader sees (menus, entries, their
 * words, links and order). Pure: the texts come in as a function.
 */
import type { HeaderModel, MenuEntry, MenuGroup } from '../../src/menu/types';

export type Text = (key: string, values?: Record<string, string | number>) => string;

export interface ReaderChange {
  kind: 'added' | 'removed' | 'changed' | 'moved';
  /** The menu, as its button reads. */
  menu: string;
  /** The entry, as it reads; absent for a change to the menu itself. */
  entry?: string;
  /** What changed, in words. */
  detail: string;
}

const groupsOf = (model: HeaderModel): MenuGroup[] =>
  [...model.nav, model.assets, model.orders, model.user].filter((group): group is MenuGroup => group !== null);

const entriesOf = (group: MenuGroup): MenuEntry[] => group.sections.flatMap((section) => section.entries);

/** The ids of `after` that are not in the longest run both lists keep in the same order: what the reader sees move. */
export function movedIds(before: readonly string[], after: readonly string[]): Set<string> {
  const common = new Set(before.filter((id) => after.includes(id)));
  const a = before.filter((id) => common.has(id));
  const b = after.filter((id) => common.has(id));
  const lengths = a.map(() => new Array<number>(b.length + 1).fill(0));
  lengths.push(new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i += 1;
      j += 1;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) i += 1;
    else j += 1;
  }
  return new Set(b.filter((id) => !kept.has(id)));
}

export function readerChanges(before: HeaderModel, after: HeaderModel, t: Text): ReaderChange[] {
  const changes: ReaderChange[] = [];
  const groupLabel = (group: MenuGroup) => group.label ?? t(group.labelKey);
  const entryLabel = (entry: MenuEntry) => entry.label ?? t(entry.labelKey, entry.values);
  const entryDesc = (entry: MenuEntry) => entry.desc ?? (entry.descKey ? t(entry.descKey, entry.values) : '');
  const old = new Map(groupsOf(before).map((group) => [group.id, group]));
  const now = new Map(groupsOf(after).map((group) => [group.id, group]));

  for (const group of groupsOf(before))
    if (!now.has(group.id)) changes.push({ kind: 'removed', menu: groupLabel(group), detail: 'menu no longer shown' });
  const movedMenus = movedIds([...old.keys()], [...now.keys()]);
  for (const group of groupsOf(after)) {
    const menu = groupLabel(group);
    const was = old.get(group.id);
    if (!was) {
      const entries = entriesOf(group).map(entryLabel);
      changes.push({ kind: 'added', menu, detail: `new menu with ${entries.map((e) => `“${e}”`).join(', ')}` });
      continue;
    }
    if (groupLabel(was) !== menu)
      changes.push({ kind: 'changed', menu, detail: `menu renamed from “${groupLabel(was)}”` });
    if (was.href !== group.href)
      changes.push({
        kind: 'changed',
        menu,
        detail: `menu links to ${group.href ?? 'nothing'} (was ${was.href ?? 'nothing'})`,
      });
    if (movedMenus.has(group.id)) changes.push({ kind: 'moved', menu, detail: 'menu moved in the bar' });
    changes.push(...entryChanges(menu, entriesOf(was), entriesOf(group), entryLabel, entryDesc));
  }
  return changes;
}

function entryChanges(
  menu: string,
  before: MenuEntry[],
  after: MenuEntry[],
  label: (entry: MenuEntry) => string,
  desc: (entry: MenuEntry) => string,
): ReaderChange[] {
  const changes: ReaderChange[] = [];
  const old = new Map(before.map((entry) => [entry.id, entry]));
  const now = new Set(after.map((entry) => entry.id));
  for (const entry of before)
    if (!now.has(entry.id)) changes.push({ kind: 'removed', menu, entry: label(entry), detail: 'no longer shown' });
  const moved = movedIds(
    before.map((entry) => entry.id),
    after.map((entry) => entry.id),
  );
  for (const entry of after) {
    const was = old.get(entry.id);
    const name = label(entry);
    if (!was) {
      changes.push({
        kind: 'added',
        menu,
        entry: name,
        detail: `new entry${entry.href ? ` linking to ${entry.href}` : ''}`,
      });
      continue;
    }
    const details: string[] = [];
    if (label(was) !== name) details.push(`renamed from “${label(was)}”`);
    if (desc(was) !== desc(entry)) details.push(`description now “${desc(entry)}”`);
    if (was.href !== entry.href) details.push(`links to ${entry.href ?? 'nothing'} (was ${was.href ?? 'nothing'})`);
    if (was.newWindow !== entry.newWindow) details.push(entry.newWindow ? 'opens a new window' : 'opens in the page');
    if (Boolean(was.isNew) !== Boolean(entry.isNew)) details.push(entry.isNew ? 'marked new' : 'no longer marked new');
    if (details.length > 0) changes.push({ kind: 'changed', menu, entry: name, detail: details.join('; ') });
    if (moved.has(entry.id)) changes.push({ kind: 'moved', menu, entry: name, detail: 'moved within the menu' });
  }
  return changes;
}
