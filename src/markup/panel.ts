import { feeTag as feeTagText, menu as menuText } from '../../locales/en.json';
import { addEnglishTexts, type Translate } from '../i18n/texts';
import { feeTagWording } from '../menu/fee-tag';
import { safeHref } from '../menu/routes';
import { qualifiedItemId } from '../menu/item-id';
import type { MenuEntry, MenuGroup } from '../menu/types';
import type { Theme } from '../stores/theme';
import { GLYPHS } from './glyphs';
import { el, glyph, type MarkupElement } from './node';

// The menus' English texts come with the panels that draw them, not with the bar.
addEnglishTexts({ menu: menuText, feeTag: feeTagText });

/** What a menu panel's markup is described from besides its group: the texts, the locale and the theme. */
export interface PanelInput {
  t: Translate;
  locale: string;
  theme: Theme;
}

interface EntryOptions {
  /** Page-unique id for analytics and tests (group-qualified); defaults to the entry's id. */
  itemId?: string;
  /** Without the description (the download panel's store links). */
  compact?: boolean;
}

/**
 * One menu entry: a real link (middle-click and copy-link work), or a button for an action entry (copy UID, mode
 * changes, log out); null for a link whose address is not safe. Labels and descriptions are text, never HTML.
 */
export function describeEntry(
  entry: MenuEntry,
  input: PanelInput,
  { itemId = entry.id, compact = false }: EntryOptions = {},
): MarkupElement | null {
  const { t, locale, theme } = input;
  const values = entry.values;
  const description = compact ? null : (entry.desc ?? (entry.descKey ? t(entry.descKey, values) : null));
  const icon = entry.icon ? (theme === 'dark' ? (entry.icon.dark ?? entry.icon.light) : entry.icon.light) : null;
  const fee = entry.feeTag ? feeTagWording(entry.feeTag.feeDiscount, locale) : null;
  const body = [
    el(
      'span',
      { class: 'ex-entry__title' },
      // An icon that does not load is hidden (src/behaviour/broken-images.ts): the label says it all.
      icon
        ? el('img', {
            class: 'ex-entry__icon',
            src: icon,
            alt: '',
            width: '20',
            height: '20',
            loading: 'lazy',
            decoding: 'async',
            referrerpolicy: 'no-referrer',
          })
        : null,
      el('span', { class: 'ex-entry__label' }, entry.label ?? t(entry.labelKey, values)),
      entry.isNew ? el('span', { class: 'ex-entry__new' }, t('header.newMark')) : null,
      fee ? el('span', { class: 'ex-entry__fee' }, t(fee.key, fee.values)) : null,
      entry.badgeKey ? el('span', { class: 'ex-entry__fee' }, t(entry.badgeKey, values)) : null,
      entry.newWindow
        ? [glyph(GLYPHS.externalArrow), el('span', { class: 'ex-visually-hidden' }, t('header.opensNewWindow'))]
        : null,
    ),
    description ? el('span', { class: 'ex-entry__desc' }, description) : null,
  ];
  if (entry.action)
    return el(
      'button',
      {
        type: 'button',
        class: 'ex-entry',
        'data-item-id': itemId,
        'data-action': entry.action,
        // What copying the UID copies (src/behaviour/action-entries.ts).
        'data-uid': entry.action === 'copy-uid' ? String(values?.uid ?? '') : null,
      },
      ...body,
    );
  const href = safeHref(entry.href ?? '');
  if (href === null) return null;
  return el(
    'a',
    {
      class: 'ex-entry',
      href,
      'data-item-id': itemId,
      'aria-current': entry.current ? 'page' : null,
      target: entry.newWindow ? '_blank' : null,
      rel: entry.newWindow ? 'noopener noreferrer' : null,
    },
    ...body,
  );
}

/** The sections and entries of one menu group. */
export function describeSections(group: MenuGroup, input: PanelInput): MarkupElement[] {
  return group.sections.map((section) => {
    const title = section.titleKey ? input.t(section.titleKey) : null;
    return el(
      'div',
      { class: 'ex-section', role: 'group', 'aria-label': title },
      title ? el('p', { class: 'ex-section__title', 'aria-hidden': 'true' }, title) : null,
      el(
        'ul',
        { class: 'ex-section__list' },
        section.entries.map((entry) => {
          const link = describeEntry(entry, input, { itemId: qualifiedItemId(group, entry) });
          return link ? el('li', {}, link) : null;
        }),
      ),
    );
  });
}

/**
 * A menu's panel contents: its sections, or (in "More menus", `titled`) its sections under the group's name. The
 * user menu's panel has parts of its own (src/markup/user-panel.ts).
 */
export function describeGroupPanel(group: MenuGroup, input: PanelInput, titled = false): MarkupElement[] {
  const sections = describeSections(group, input);
  if (!titled) return sections;
  const label = group.label ?? input.t(group.labelKey);
  return [
    el(
      'div',
      { class: 'ex-overflow__group', 'data-menu': group.id, role: 'group', 'aria-label': label },
      el('p', { class: 'ex-overflow__title', 'aria-hidden': 'true' }, label),
      sections,
    ),
  ];
}
