import { chooseLanguage, selectUnit } from '../actions/language-choice';
import type { Emit } from '../events';
import { updatePickerView, type ChoiceListName, type PickerView } from '../stores/picker';
import { isRtl, rovingIndex } from './roving-index';

type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The option an arrow key moves to, by the options' rendered positions, so one rule serves a single column, a
 * flowing grid, region columns, any responsive width and right-to-left (left is always the visual left).
 * Up/Down stay in the same column and continue in reading order at its end; Left/Right stay on the same row.
 */
function optionInDirection(
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

const LIST = '[data-choices]';
const FIELD = '[data-choice-filter]';
const TAB = '[role="tab"][data-tab]';

const options = (list: Element): HTMLElement[] => Array.from(list.querySelectorAll<HTMLElement>('[role="option"]'));
const activeOption = (list: Element): HTMLElement | null => list.querySelector<HTMLElement>('[data-active]');

/** What the picker's behaviour needs: the element it belongs to, and what follows a choice (a dialog closes). */
export interface ChoicesHost {
  ownerId: string;
  emit: Emit;
}

/**
 * What the language picker's lists and tabs do (src/markup/lang-picker.ts, choice-list.ts), whoever drew them. A list
 * is one tab stop: arrow keys move the active option by the rendered layout, Home/End jump, Enter/Space choose; a
 * letter typed in the list moves to the filter field with that letter, ArrowDown from the field moves back to the
 * list, Enter in it picks a single match, Escape in a non-empty field clears it (a second Escape closes the dialog).
 * The tabs: a click or the arrow keys (mirrored right to left) show another panel. What the reader did is kept in
 * src/stores/picker.ts, which the renderers draw; a choice is the language or unit action, then `onChosen`. Returns
 * the function that stops it.
 */
export function choicesBehaviour(root: HTMLElement, host: ChoicesHost, onChosen: () => void = () => undefined) {
  const update = (change: (view: PickerView) => PickerView) => updatePickerView(host.ownerId, change);
  const nameOf = (element: HTMLElement) => (element.dataset.choices ?? element.dataset.choiceFilter) as ChoiceListName;
  const listCalled = (name: string) => root.querySelector<HTMLElement>(`[data-choices="${name}"]`);
  const fieldCalled = (name: string) => root.querySelector<HTMLInputElement>(`[data-choice-filter="${name}"]`);

  const choose = (name: ChoiceListName, value: string) => {
    if (name === 'language') void chooseLanguage(value, host.emit);
    else selectUnit(value, host.emit);
    onChosen();
  };
  const filter = (name: ChoiceListName, query: string) =>
    update((view) => ({ ...view, query: { ...view.query, [name]: query } }));
  const moveTo = (list: HTMLElement, option: HTMLElement | null | undefined) => {
    const value = option?.dataset.value;
    if (!option || !value) return;
    update((view) => ({ ...view, active: { ...view.active, [nameOf(list)]: value } }));
    revealInList(list, option);
  };
  const typeInto = (name: ChoiceListName, text: (typed: string) => string) => {
    const field = fieldCalled(name);
    if (!field) return;
    field.focus();
    field.value = text(field.value);
    filter(name, field.value);
  };

  const onListKey = (list: HTMLElement, event: KeyboardEvent) => {
    const name = nameOf(list);
    const all = options(list);
    const current = activeOption(list);
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown':
      case 'ArrowLeft':
      case 'ArrowRight':
        moveTo(list, optionInDirection(all, current, event.key));
        break;
      case 'Home':
        moveTo(list, all[0]);
        break;
      case 'End':
        moveTo(list, all[all.length - 1]);
        break;
      case 'Enter':
      case ' ':
        if (current?.dataset.value) choose(name, current.dataset.value);
        break;
      case 'Backspace':
        typeInto(name, (typed) => typed.slice(0, -1));
        break;
      default:
        if (event.key.length !== 1) return;
        typeInto(name, (typed) => typed + event.key);
    }
    event.preventDefault();
  };

  const onFieldKey = (field: HTMLInputElement, event: KeyboardEvent) => {
    const name = nameOf(field);
    const list = listCalled(name);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      list?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const shown = list ? options(list) : [];
      if (shown.length === 1 && shown[0].dataset.value) choose(name, shown[0].dataset.value);
      else list?.focus();
    } else if (event.key === 'Escape' && field.value) {
      event.preventDefault();
      event.stopPropagation();
      field.value = '';
      filter(name, '');
    }
  };

  const onTabKey = (tab: HTMLElement, event: KeyboardEvent) => {
    const tabs = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>(TAB) ?? []);
    const to = rovingIndex(event.key, tabs.indexOf(tab), tabs.length, { horizontal: true, rtl: isRtl(tab) });
    if (to === null) return;
    event.preventDefault();
    const next = tabs[to];
    update((view) => ({ ...view, tab: next.dataset.tab as ChoiceListName }));
    next.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement)) return;
    const target = event.target;
    if (target.matches(LIST)) onListKey(target, event);
    else if (target instanceof HTMLInputElement && target.matches(FIELD)) onFieldKey(target, event);
    else if (target.matches(TAB)) onTabKey(target, event);
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.matches(FIELD)) filter(nameOf(field), field.value);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const option = target?.closest<HTMLElement>('[role="option"][data-value]');
    const list = option?.closest<HTMLElement>(LIST);
    if (option && list && root.contains(list)) return choose(nameOf(list), option.dataset.value!);
    const tab = target?.closest<HTMLElement>(TAB);
    if (tab && root.contains(tab)) update((view) => ({ ...view, tab: tab.dataset.tab as ChoiceListName }));
  };

  // Each list shows its active option (the current choice) when it appears.
  for (const list of root.querySelectorAll<HTMLElement>(LIST)) {
    const active = activeOption(list);
    if (active) revealInList(list, active);
  }
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('input', onInput);
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('input', onInput);
    root.removeEventListener('click', onClick);
  };
}
