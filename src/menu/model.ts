/**
 * buildHeaderModel: resolves the tables in items.ts against a MenuContext into the HeaderModel the
 * components render. Pure: same context, same model.
 *
 * Every href is final: internal paths get the language prefix (none for en), full http(s) URLs open in a
 * new window, and anything safeHref rejects is dropped rather than emitted.
 */

import { feeTagFor } from './fee-tag';
import { isCurrentHref, namedByPatterns } from './current';
import { ALL_GROUPS, ASSETS_GROUP, NAV_GROUPS, ORDERS_GROUP, USER_GROUP, type GroupDef } from './items';
import { isExternalUrl, safeHref, sitePath } from './routes';
import { localText } from './document/apply';
import { documentGroups, type DocumentItemDef } from './document/apply-items';
import { checkAgainstTables } from './document/check-tables';
import type { MenuDocument } from './document/schema';
import { barBasics, headerHref, headerLabel } from './groups';
import { deriveFacts, type Facts } from './rules';
import type { HeaderModel, MenuContext, MenuEntry, MenuGroup, MenuSection } from './types';

/** The table's path must itself be safe (a '/' path or an http(s) URL) before it is localized. */
function resolveHref(path: string, f: Facts): { href: string; external: boolean } | null {
  const raw = safeHref(path);
  if (raw === null) return null;
  if (isExternalUrl(raw)) return { href: raw, external: true };
  if (!raw.startsWith('/')) return null;
  const href = safeHref(sitePath(raw, f));
  return href === null ? null : { href, external: false };
}

/** Resolves one table entry against the facts; null when its rule hides it or its href is missing or unsafe. */
export function resolveEntry(def: DocumentItemDef, f: Facts): MenuEntry | null {
  if (def.when && !def.when(f)) return null;
  const entry: MenuEntry = { id: def.id, labelKey: def.labelKey, newWindow: def.newWindow === true };
  if (def.descKey) entry.descKey = def.descKey;
  if (def.text) entry.label = localText(def.text, f.locale);
  if (def.descText) entry.desc = localText(def.descText, f.locale);
  if (def.lightIcon) entry.icon = { light: def.lightIcon, ...(def.darkIcon ? { dark: def.darkIcon } : {}) };
  if (def.action) {
    entry.action = def.action;
  } else {
    const path = typeof def.path === 'function' ? def.path(f) : def.path;
    if (path == null) return null;
    const resolved = resolveHref(path, f);
    if (!resolved) return null;
    entry.href = resolved.href;
    if (resolved.external) entry.newWindow = true;
    if (isCurrentHref(entry.href, f) || namedByPatterns(def.pages, f)) entry.current = true;
  }
  if (def.isNew) entry.isNew = true;
  if (def.strategyId !== undefined) {
    entry.strategyId = def.strategyId;
    const feeTag = feeTagFor(def.strategyId, f.config.feeTagList);
    if (feeTag) entry.feeTag = feeTag;
  }
  if (def.values) entry.values = def.values(f);
  const badgeKey = def.badgeKey?.(f);
  if (badgeKey) entry.badgeKey = badgeKey;
  return entry;
}

function resolveGroup<Id extends string>(def: GroupDef<Id>, f: Facts): MenuGroup<Id> | null {
  if (def.when && !def.when(f)) return null;
  const sections: MenuSection[] = [];
  for (const sectionDef of def.sections) {
    if (sectionDef.when && !sectionDef.when(f)) continue;
    const entries = sectionDef.items
      .map((item) => resolveEntry(item, f))
      .filter((entry): entry is MenuEntry => entry !== null);
    if (entries.length === 0) continue;
    sections.push({ id: sectionDef.id, ...(sectionDef.titleKey ? { titleKey: sectionDef.titleKey } : {}), entries });
  }
  if (sections.length === 0) return null;
  const group: MenuGroup<Id> = { id: def.id, ...headerLabel(def, f), sections };
  const href = headerHref(def, f);
  if (href) group.href = href;
  return group;
}

function accountGroup<Id extends string>(
  def: GroupDef<Id>,
  menus: MenuDocument | null,
  f: Facts,
): MenuGroup<Id> | null {
  const [withDocument] = documentGroups([def], menus, { nav: false });
  return resolveGroup(withDocument as GroupDef<Id>, f);
}

export function buildHeaderModel(ctx: MenuContext): HeaderModel {
  const f = deriveFacts(ctx);
  // Only what the tables allow of a document (check-tables.ts): account actions untouched, new items complete.
  const menus = ctx.menus ? checkAgainstTables(ctx.menus).document : null;
  return {
    ...barBasics(f),
    nav: documentGroups(NAV_GROUPS, menus, { nav: true })
      .map((def) => resolveGroup(def, f))
      .filter((group): group is MenuGroup => group !== null),
    assets: accountGroup(ASSETS_GROUP, menus, f),
    orders: accountGroup(ORDERS_GROUP, menus, f),
    user: accountGroup(USER_GROUP, menus, f),
  };
}

/** Every labelKey, descKey, titleKey and badgeKey in the tables, whatever the context (for key checks). */
export function allTableKeys(): string[] {
  const keys = new Set<string>();
  for (const group of ALL_GROUPS) {
    keys.add(group.labelKey);
    for (const section of group.sections) {
      if (section.titleKey) keys.add(section.titleKey);
      for (const item of section.items) {
        keys.add(item.labelKey);
        if (item.descKey) keys.add(item.descKey);
      }
    }
  }
  return [...keys];
}
