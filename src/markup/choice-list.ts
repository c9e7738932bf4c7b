import type { Translate } from '../i18n/texts';
import { stroked } from './glyphs';
import { el, glyph, type MarkupElement } from './node';

export interface Choice {
  value: string;
  label: string;
  /** Shown muted after the label (e.g. the currency's name). */
  secondary?: string;
  /** Extra text the filter matches (codes, names in other languages), asked for when a filter is typed; never shown. */
  keywords?: () => string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Group id (see ChoiceListOptions.groups). */
  group?: string;
}

export interface ChoiceGroup {
  id: string;
  label: string;
}

export interface ChoiceListOptions {
  /** The list's name, unique in its picker: the ids of its nodes and what the behaviour reports start with it. */
  name: string;
  /** Accessible name of the listbox: the id of a visible label. */
  labelledBy: string;
  /** Accessible name and placeholder of the filter field. */
  filterLabel: string;
  choices: readonly Choice[];
  /** Choices shown in these groups (each a column in a grid layout), in this order; empty groups are left out. */
  groups?: readonly ChoiceGroup[];
  /** The current choice (aria-selected). */
  selected: string;
  /** 'list': one column; 'grid': choices flow into columns; 'groups': one column per group. */
  layout: 'list' | 'grid' | 'groups';
  /** The filter as typed. */
  query: string;
  /** The option the keyboard moved to (null: the current choice). */
  active: string | null;
  /** The list takes focus when its dialog opens. */
  autofocus?: boolean;
  t: Translate;
}

/** Lower case without accents, so "espanol" finds "Español" and "ceska" finds "Česká". */
function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function matchesQuery(choice: Choice, query: string): boolean {
  const wanted = normalizeForSearch(query);
  if (!wanted) return true;
  return normalizeForSearch(
    `${choice.label} ${choice.value} ${choice.secondary ?? ''} ${choice.keywords?.() ?? ''}`,
  ).includes(wanted);
}

const CHECK = stroked(16, [['path', { d: 'm5 12.5 4.5 4.5L19 7.5' }]], {
  'stroke-width': '2.2',
  class: 'ex-choice__check',
});
const MAGNIFIER = stroked(
  16,
  [
    ['circle', { cx: '11', cy: '11', r: '6.5' }],
    ['path', { d: 'm16 16 4.5 4.5' }],
  ],
  { 'stroke-width': '2', class: 'ex-choice__search-icon' },
);

export const optionId = (list: string, value: string): string => `ex-choice-${list}-${value}`;

/**
 * A filterable single-choice listbox (WAI-ARIA listbox with aria-activedescendant): a filter field, the list (one tab
 * stop) with the current choice checked (aria-selected) and the active option marked, and a status line for screen
 * readers. What the keys, the field and a click do is src/behaviour/choice-list.ts's.
 */
export function describeChoiceList(options: ChoiceListOptions): MarkupElement {
  const { name, choices, groups, selected, layout, query, t } = options;
  const visible = choices.filter((choice) => matchesQuery(choice, query));
  const shown = (value: string | null) => value !== null && visible.some((choice) => choice.value === value);
  const active = shown(options.active) ? options.active : shown(selected) ? selected : (visible[0]?.value ?? null);
  const listId = `ex-choice-${name}`;

  const option = (choice: Choice) =>
    el(
      'div',
      {
        id: optionId(name, choice.value),
        role: 'option',
        'aria-selected': String(choice.value === selected),
        class: 'ex-choice__option',
        'data-value': choice.value,
        'data-active': choice.value === active ? '' : null,
        lang: choice.lang,
        dir: choice.dir,
      },
      el('span', { class: 'ex-choice__label' }, choice.label),
      choice.secondary ? el('span', { class: 'ex-choice__secondary' }, choice.secondary) : null,
      choice.value === selected ? glyph(CHECK) : null,
    );

  const grouped =
    layout === 'groups' && groups
      ? groups
          .map((group) => ({ group, items: visible.filter((choice) => choice.group === group.id) }))
          .filter(({ items }) => items.length > 0)
          .map(({ group, items }) =>
            el(
              'div',
              { role: 'group', 'aria-labelledby': `${listId}-${group.id}`, class: 'ex-choice__group' },
              el(
                'div',
                { role: 'presentation', id: `${listId}-${group.id}`, class: 'ex-choice__group-title' },
                group.label,
              ),
              items.map(option),
            ),
          )
      : null;

  return el(
    'div',
    { class: 'ex-choice', 'data-layout': layout },
    el(
      'div',
      { class: 'ex-choice__search' },
      glyph(MAGNIFIER),
      el('input', {
        type: 'search',
        class: 'ex-choice__field',
        'aria-label': options.filterLabel,
        placeholder: options.filterLabel,
        'aria-controls': listId,
        autocomplete: 'off',
        spellcheck: 'false',
        'data-choice-filter': name,
      }),
    ),
    el(
      'div',
      {
        id: listId,
        role: 'listbox',
        tabindex: '0',
        'aria-labelledby': options.labelledBy,
        'aria-activedescendant': active ? optionId(name, active) : null,
        class: 'ex-choice__list',
        'data-choices': name,
        'data-autofocus': options.autofocus ? '' : null,
      },
      grouped ?? visible.map(option),
    ),
    el(
      'p',
      { class: 'ex-choice__status', role: 'status' },
      visible.length === 0
        ? t('lang.noResults')
        : query
          ? el('span', { class: 'ex-visually-hidden' }, t('lang.results', { count: visible.length }))
          : null,
    ),
  );
}
