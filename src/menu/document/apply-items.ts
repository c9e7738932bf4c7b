/**
 * A navigation document's items on top of the built-in entries of each group (the panels' model, model.ts): only the
 * panels' script carries this.
 */
import type { Facts } from '../rules';
import type { GroupDef, ItemDef, SectionDef } from '../items';
import { changeHeader, hasLabelAndLink, labelFields, mergeList, narrowed, navGroupsOf, newHeader } from './apply';
import type { MenuDocument, MenuGroupDocument, MenuItemDocument } from './schema';

/** The one section of a group a document adds. */
export const DOCUMENT_SECTION = 'items';

/** A document link: "{futures}" stands for the futures base of the page (as built-in futures links), "{from}" for its path. */
function documentPath(href: string): ItemDef['path'] {
  if (!href.includes('{')) return href;
  return (f: Facts) => href.replace('{futures}', f.futuresBase).replace('{from}', encodeURIComponent(f.path));
}

export type DocumentItemDef = ItemDef & {
  text?: Record<string, string | undefined>;
  descText?: Record<string, string | undefined>;
  lightIcon?: string;
  darkIcon?: string;
  /** A navigation document's `current` list (menu/current.ts patterns). */
  pages?: readonly string[];
};

function changeItem(def: DocumentItemDef, item: MenuItemDocument): DocumentItemDef {
  const desc = labelFields(item.desc);
  return {
    ...def,
    ...labelFields(item.label),
    ...(desc.labelKey ? { descKey: desc.labelKey, descText: undefined } : desc.text ? { descText: desc.text } : {}),
    ...(item.href ? { path: documentPath(item.href) } : {}),
    ...(item.isNew !== undefined ? { isNew: item.isNew } : {}),
    ...(item.openNewWindow !== undefined ? { newWindow: item.openNewWindow } : {}),
    ...(item.lightIcon ? { lightIcon: item.lightIcon } : {}),
    ...(item.darkIcon ? { darkIcon: item.darkIcon } : {}),
    ...(item.current ? { pages: item.current } : {}),
    when: narrowed(def.when, item.when),
  };
}

function newItem(item: MenuItemDocument): DocumentItemDef | null {
  if (!hasLabelAndLink(item)) return null;
  return changeItem({ id: item.key, labelKey: '' }, item);
}

/** A group's entries with a document's items: flattened with their sections, merged, then regrouped in order. */
function documentSections(
  sections: readonly SectionDef[],
  items: readonly MenuItemDocument[] | undefined,
): readonly SectionDef[] {
  if (!items?.length) return sections;
  type Tagged = DocumentItemDef & { section: string };
  const lastSection = sections.at(-1)?.id ?? DOCUMENT_SECTION;
  const flat: Tagged[] = sections.flatMap((section) => section.items.map((item) => ({ ...item, section: section.id })));
  // Each entry's section as the merge goes: an anchor may be an entry the document added or moved before.
  const placed = new Map(flat.map((item) => [item.id, item.section]));
  const sectionOf = (item: MenuItemDocument): string =>
    item.section ?? placed.get(item.before ?? item.after ?? '') ?? lastSection;
  const tagged = (def: DocumentItemDef, section: string): Tagged => {
    placed.set(def.id, section);
    return { ...def, section };
  };
  const merged = mergeList<Tagged, MenuItemDocument>(
    flat,
    items,
    // A moved entry joins its new neighbour's section, as a new one does.
    (def, item) =>
      tagged(changeItem(def, item), item.section ?? ((item.before ?? item.after) ? sectionOf(item) : def.section)),
    (item) => {
      const def = newItem(item);
      return def && tagged(def, sectionOf(item));
    },
  );
  return sections.map((section) => ({
    ...section,
    items: merged.filter((item) => item.section === section.id).map(({ section: _section, ...item }) => item),
  }));
}

/** Groups (nav or account) with a document on top: the bar's rules for the groups, the items merged into them. */
export function documentGroups<Id extends string>(
  groups: readonly GroupDef<Id>[],
  document: MenuDocument | null | undefined,
  { nav }: { nav: boolean },
): readonly GroupDef<string>[] {
  if (!document) return groups;
  const entries = nav
    ? navGroupsOf(document)
    : document.groups.filter((group) => groups.some((g) => g.id === group.key));
  const base: readonly GroupDef<string>[] = nav && document.replace ? [] : groups;
  return mergeList<GroupDef<string>, MenuGroupDocument>(
    base,
    entries,
    (group, entry) => ({
      ...(nav ? changeHeader(group, entry) : group),
      sections: documentSections(group.sections, entry.items),
    }),
    (entry) =>
      nav
        ? { ...newHeader(entry), sections: documentSections([{ id: DOCUMENT_SECTION, items: [] }], entry.items) }
        : null,
  );
}
