import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { tValues } from '../../i18n/format';
import { Svg } from '../icons/icons';
import { useT } from '../use-t';
import { lang as langText } from '../../../locales/en.json';
import { addEnglish } from '../../i18n/i18n';

addEnglish({ lang: langText });

export interface Choice {
  value: string;
  label: string;
  /** Shown muted after the label (e.g. the currency's name). */
  secondary?: string;
  /** Extra text the filter matches (codes, names in other languages); never shown. */
  keywords?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Group id (see ChoiceListProps.groups). */
  group?: string;
}

export interface ChoiceGroup {
  id: string;
  label: string;
}

export interface ChoiceListProps {
  /** Accessible name of the listbox: the id of a visible label. */
  labelledBy: string;
  /** Accessible name and placeholder of the filter field. */
  filterLabel: string;
  choices: readonly Choice[];
  /** Choices shown in these groups (each a column in a grid layout), in this order; empty groups are left out. */
  groups?: readonly ChoiceGroup[];
  /** The current choice (aria-selected). */
  selected: string;
  onChoose: (value: string) => void;
  /** Focus the list once the dialog has opened. */
  focusOnOpen?: boolean;
  /** 'list': one column; 'grid': choices flow into columns; 'groups': one column per group. */
  layout: 'list' | 'grid' | 'groups';
  locale: string;
}

/** Lower case without accents, so "espanol" finds "Español" and "ceska" finds "Česká". */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function matchesQuery(choice: Choice, query: string): boolean {
  const wanted = normalizeForSearch(query);
  if (!wanted) return true;
  return normalizeForSearch(
    `${choice.label} ${choice.value} ${choice.secondary ?? ''} ${choice.keywords ?? ''}`,
  ).includes(wanted);
}

type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The option an arrow key moves to, by the options' rendered positions, so one rule serves a single column, a
 * flowing grid, region columns, any responsive width and right-to-left (left is always the visual left).
 * Up/Down stay in the same column and continue in reading order at its end; Left/Right stay on the same row.
 */
export function optionInDirection(
  options: readonly HTMLElement[],
  current: HTMLElement | null,
  key: Arrow,
): HTMLElement | null {
  if (options.length === 0) return null;
  const index = current ? options.indexOf(current) : -1;
  if (index === -1) return options[0];
  const from = current!.getBoundingClientRect();
  const vertical = key === 'ArrowUp' || key === 'ArrowDown';
  const sign = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1;
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  for (const option of options) {
    if (option === current) continue;
    const to = option.getBoundingClientRect();
    const along = vertical
      ? to.top + to.height / 2 - (from.top + from.height / 2)
      : to.left + to.width / 2 - (from.left + from.width / 2);
    const across = vertical
      ? to.left + to.width / 2 - (from.left + from.width / 2)
      : to.top + to.height / 2 - (from.top + from.height / 2);
    const lane = vertical ? from.width / 2 : from.height / 2;
    if (along * sign <= 1 || Math.abs(across) >= lane) continue;
    const distance = Math.abs(along);
    if (distance < bestDistance) {
      best = option;
      bestDistance = distance;
    }
  }
  if (best || !vertical) return best;
  return options[index + sign] ?? null;
}

/** Scrolls the list (not the page) just enough to show the option. */
function revealInList(list: HTMLElement, option: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const item = option.getBoundingClientRect();
  if (item.top < box.top) list.scrollTop -= box.top - item.top;
  else if (item.bottom > box.bottom) list.scrollTop += item.bottom - box.bottom;
}

const Check = () => (
  <Svg size={16} strokeWidth={2.2} className="ex-choice__check">
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);

const Magnifier = () => (
  <Svg size={16} strokeWidth={2} className="ex-choice__search-icon">
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Svg>
);

/**
 * A filterable single-choice listbox (WAI-ARIA listbox with aria-activedescendant): the list is one tab stop;
 * arrow keys move by the rendered layout, Home/End jump, Enter/Space choose; typing a letter in the list moves to
 * the filter field with that letter, ArrowDown from the field moves back to the list, Escape in a non-empty field
 * clears it (a second Escape closes the dialog). The current choice has aria-selected="true" and a check mark.
 */
export function ChoiceList({
  labelledBy,
  filterLabel,
  choices,
  groups,
  selected,
  onChoose,
  focusOnOpen = false,
  layout,
  locale,
}: ChoiceListProps) {
  const t = useT();
  const id = useId();
  const listId = `${id}list`;
  const optionId = (value: string) => `${id}o-${value}`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | null>(selected);
  const [keyboardMoved, setKeyboardMoved] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);

  const visible = useMemo(() => choices.filter((choice) => matchesQuery(choice, query)), [choices, query]);
  const activeValue = visible.some((choice) => choice.value === active) ? active : (visible[0]?.value ?? null);

  // A choice made elsewhere (another element on the page) moves the active option to it.
  useEffect(() => setActive(selected), [selected]);

  useEffect(() => {
    if (!focusOnOpen) return;
    // After the dialog's own effect has opened it (showModal focuses the first control; we want the list).
    queueMicrotask(() => list.current?.focus({ preventScroll: true }));
  }, [focusOnOpen]);

  // Show the current choice on open, and the active option after each keyboard move, by scrolling the list only.
  useEffect(() => {
    const option = activeValue
      ? list.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(activeValue)}"]`)
      : null;
    if (option && list.current) revealInList(list.current, option);
  }, [keyboardMoved, activeValue]);

  const options = (): HTMLElement[] => [...(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
  const moveTo = (option: HTMLElement | null | undefined): void => {
    if (!option?.dataset.value) return;
    setActive(option.dataset.value);
    setKeyboardMoved((count) => count + 1);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const all = options();
    const current = all.find((option) => option.dataset.value === activeValue) ?? null;
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown':
      case 'ArrowLeft':
      case 'ArrowRight':
        moveTo(optionInDirection(all, current, event.key));
        break;
      case 'Home':
        moveTo(all[0]);
        break;
      case 'End':
        moveTo(all[all.length - 1]);
        break;
      case 'Enter':
      case ' ':
        if (activeValue) onChoose(activeValue);
        break;
      case 'Backspace':
        field.current?.focus();
        setQuery((text) => text.slice(0, -1));
        break;
      default:
        if (event.key.length !== 1 || event.key === ' ') return;
        field.current?.focus();
        setQuery((text) => text + event.key);
    }
    event.preventDefault();
  };

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      list.current?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (visible.length === 1) onChoose(visible[0].value);
      else list.current?.focus();
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
    }
  };

  const renderOption = (choice: Choice) => {
    const isSelected = choice.value === selected;
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- an option of a listbox that keeps focus itself (aria-activedescendant) and handles the keys
      <div
        key={choice.value}
        id={optionId(choice.value)}
        role="option"
        aria-selected={isSelected}
        className="ex-choice__option"
        data-value={choice.value}
        data-active={choice.value === activeValue ? '' : undefined}
        lang={choice.lang}
        dir={choice.dir}
        onClick={() => onChoose(choice.value)}
      >
        <span className="ex-choice__label">{choice.label}</span>
        {choice.secondary ? <span className="ex-choice__secondary">{choice.secondary}</span> : null}
        {isSelected ? <Check /> : null}
      </div>
    );
  };

  const grouped =
    layout === 'groups' && groups
      ? groups
          .map((group) => ({ group, items: visible.filter((choice) => choice.group === group.id) }))
          .filter(({ items }) => items.length > 0)
      : null;

  return (
    <div className="ex-choice" data-layout={layout}>
      <div className="ex-choice__search">
        <Magnifier />
        <input
          ref={field}
          type="search"
          className="ex-choice__field"
          aria-label={filterLabel}
          placeholder={filterLabel}
          aria-controls={listId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onFieldKeyDown}
        />
      </div>
      <div
        ref={list}
        id={listId}
        role="listbox"
        tabIndex={0}
        aria-labelledby={labelledBy}
        aria-activedescendant={activeValue ? optionId(activeValue) : undefined}
        className="ex-choice__list"
        onKeyDown={onListKeyDown}
      >
        {grouped
          ? grouped.map(({ group, items }) => (
              <div key={group.id} role="group" aria-labelledby={`${id}g-${group.id}`} className="ex-choice__group">
                <div role="presentation" id={`${id}g-${group.id}`} className="ex-choice__group-title">
                  {group.label}
                </div>
                {items.map(renderOption)}
              </div>
            ))
          : visible.map(renderOption)}
      </div>
      <p className="ex-choice__status" role="status">
        {visible.length === 0 ? (
          t('lang.noResults')
        ) : query ? (
          <span className="ex-visually-hidden">{t('lang.results', tValues({ count: visible.length }, locale))}</span>
        ) : null}
      </p>
    </div>
  );
}
