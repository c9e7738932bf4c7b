// <ex-lang-modal> and the header's language dialog in real Chromium: the two variants, keyboard, filter, inline,
// sync with <ex-header>, and right-to-left mirroring measured from the rendered boxes.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LANG_DIALOG_COLUMNS, LANG_DIALOG_WIDTH_PX, LANG_LIST_HEIGHT_PX } from '../constants';
import { LANGUAGES } from '../i18n/languages';
import { $localeSetting } from '../stores/locale';
import { DEFAULT_RATES } from '../stores/unit';
import { cleanup, deepActive, frames, mount, rect, recordEvents, shadow, until } from '../../tests/support/pickers';

afterEach(cleanup);

const dialogOf = (element: Element) => shadow(element).querySelector<HTMLDialogElement>('dialog[open]');
const listboxes = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role="listbox"]')];
const activeOption = (list: HTMLElement) =>
  list.querySelector<HTMLElement>(`#${CSS.escape(list.getAttribute('aria-activedescendant') ?? '')}`);
const visibleOptions = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('[role="option"]')];
const labelOf = (list: HTMLElement) =>
  list.getRootNode() instanceof ShadowRoot &&
  (list.getRootNode() as ShadowRoot).getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent;

/** A page button that opens <ex-lang-modal>, so focus has somewhere to return to. */
async function openStandalone(
  attributes = '',
): Promise<{ element: HTMLElement; trigger: HTMLButtonElement; dialog: HTMLDialogElement }> {
  const frame = mount(`<button type="button">Language</button><ex-lang-modal ${attributes}></ex-lang-modal>`);
  const trigger = frame.querySelector('button')!;
  const element = frame.querySelector('ex-lang-modal') as HTMLElement;
  trigger.addEventListener('click', () => element.setAttribute('open', ''));
  await userEvent.click(trigger);
  const dialog = await until(() => dialogOf(element), 'the dialog');
  await until(
    () => listboxes(dialog).length > 0 && deepActive()?.getAttribute('role') === 'listbox',
    'focus in the list',
  );
  return { element, trigger, dialog };
}

describe('<ex-lang-modal open>: the two-column dialog', () => {
  it('shows languages and display units in two 350 px lists, the current choice marked, focus on the language list', async () => {
    const { dialog } = await openStandalone();
    const [languages, units] = listboxes(dialog);
    expect(labelOf(languages)).toBe('Language');
    expect(labelOf(units)).toBe('Currency');
    expect(rect(languages).height).toBeCloseTo(LANG_LIST_HEIGHT_PX, 2);
    expect(rect(units).height).toBeCloseTo(LANG_LIST_HEIGHT_PX, 2);
    expect(rect(units).left).toBeGreaterThan(rect(languages).right);
    expect(visibleOptions(languages)).toHaveLength(LANGUAGES.length);
    expect(visibleOptions(units)).toHaveLength(DEFAULT_RATES.length);
    expect(languages.querySelector('[aria-selected="true"]')?.textContent).toBe('English');
    expect(units.querySelector('[aria-selected="true"]')?.textContent).toMatch(/^USD/);
    expect(languages.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
    expect(deepActive()).toBe(languages);
    expect(activeOption(languages)?.dataset.value).toBe('en');
    // Each language in its own language and direction, for screen readers.
    expect(languages.querySelector('[data-value="ar"]')?.getAttribute('dir')).toBe('rtl');
    expect(languages.querySelector('[data-value="ph"]')?.getAttribute('lang')).toBe('fil');
    expect(dialog.offsetWidth).toBe(560);
  });

  it('arrow keys, Home and End move the active option; the list scrolls to it, not the page', async () => {
    const { dialog } = await openStandalone();
    const [languages] = listboxes(dialog);
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption(languages)?.dataset.value).toBe(LANGUAGES[1].locale);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(languages)?.dataset.value).toBe('en');
    await userEvent.keyboard('{End}');
    const last = activeOption(languages)!;
    expect(last.dataset.value).toBe(LANGUAGES[LANGUAGES.length - 1].locale);
    expect(rect(last).bottom).toBeLessThanOrEqual(rect(languages).bottom + 1);
    expect(languages.scrollTop).toBeGreaterThan(0);
    expect(window.scrollY).toBe(0);
    await userEvent.keyboard('{Home}');
    expect(activeOption(languages)?.dataset.value).toBe('en');
    // Left and right have no neighbour in a one-column list.
    await userEvent.keyboard('{ArrowRight}');
    expect(activeOption(languages)?.dataset.value).toBe('en');
  });

  it('Enter on the active language chooses it: ex-locale-change, then the dialog closes, removes open and returns focus', async () => {
    const events = recordEvents();
    const { element, trigger } = await openStandalone();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}'); // en, zh-CN, zh-TW, ja
    await userEvent.keyboard('{Enter}');
    await until(() => !element.hasAttribute('open'), 'open removed');
    expect(dialogOf(element)).toBeNull();
    expect(deepActive()).toBe(trigger);
    expect(events.map((event) => event.type)).toEqual(['ex-unit-change', 'ex-locale-change', 'ex-navigate']);
    expect(events[1].detail).toEqual({
      locale: 'ja',
      href: '/ja' + location.pathname.replace(/^\/$/, '') + location.search + location.hash,
    });
    expect(events[0].detail).toEqual({ unit: 'JPY' });
    expect($localeSetting.get()).toBe('ja');
  });

  it('typing in the list filters by name and code, accents ignored; Enter in the field picks a single match', async () => {
    const events = recordEvents();
    const { element, dialog } = await openStandalone();
    const [languages] = listboxes(dialog);
    const field = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
    await userEvent.keyboard('z');
    expect(deepActive()).toBe(field);
    await userEvent.keyboard('h');
    expect(field.value).toBe('zh');
    expect(visibleOptions(languages).map((option) => option.dataset.value)).toEqual(['zh-CN', 'zh-TW']);
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('2 matches');
    await userEvent.clear(field);
    await userEvent.type(field, 'espanol');
    expect(visibleOptions(languages).map((option) => option.dataset.value)).toEqual(['es', 'es-ES', 'es-AR']);
    await userEvent.clear(field);
    await userEvent.type(field, 'German'); // the English name, not shown
    expect(visibleOptions(languages).map((option) => option.dataset.value)).toEqual(['de']);
    await userEvent.clear(field);
    await userEvent.type(field, 'xyzzy');
    expect(visibleOptions(languages)).toHaveLength(0);
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('No matches');
    await userEvent.clear(field);
    await userEvent.type(field, 'polsk{Enter}');
    await until(() => !element.hasAttribute('open'), 'closed after the choice');
    expect(events.find((event) => event.type === 'ex-locale-change')?.detail).toMatchObject({ locale: 'pl' });
  });

  it('ArrowDown from the field returns to the list; Escape clears a filter first, then closes the dialog', async () => {
    const { element, dialog } = await openStandalone();
    const [languages] = listboxes(dialog);
    const field = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
    await userEvent.keyboard('j');
    await userEvent.keyboard('ap'); // "Japanese", the English name
    expect(visibleOptions(languages).map((option) => option.dataset.value)).toEqual(['ja']);
    await userEvent.keyboard('{ArrowDown}');
    expect(deepActive()).toBe(languages);
    expect(activeOption(languages)?.dataset.value).toBe('ja');
    field.focus();
    await userEvent.keyboard('{Escape}');
    expect(field.value).toBe('');
    expect(element.hasAttribute('open')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await until(() => !element.hasAttribute('open'), 'closed by Escape');
  });

  it('units: filter by code or name, Space chooses, ex-unit-change', async () => {
    const events = recordEvents();
    const { element, dialog } = await openStandalone();
    const [, units] = listboxes(dialog);
    const field = dialog.querySelectorAll<HTMLInputElement>('input[type="search"]')[1];
    await userEvent.type(field, 'yen');
    expect(visibleOptions(units).map((option) => option.dataset.value)).toEqual(['JPY']);
    await userEvent.clear(field);
    await userEvent.type(field, 'eur');
    expect(visibleOptions(units).map((option) => option.dataset.value)).toEqual(['EUR']);
    await userEvent.keyboard('{ArrowDown}');
    expect(deepActive()).toBe(units);
    await userEvent.keyboard(' ');
    await until(() => !element.hasAttribute('open'), 'closed after the choice');
    expect(events.map((event) => [event.type, event.detail])).toEqual([['ex-unit-change', { unit: 'EUR' }]]);
  });

  it('the rate list comes from the rates attribute', async () => {
    const { dialog } = await openStandalone(
      `rates='[{"type":"USD","showName":"US$"},{"type":"EUR","showName":"€ EUR"}]'`,
    );
    const [, units] = listboxes(dialog);
    expect(visibleOptions(units).map((option) => option.querySelector('.ex-choice__label')?.textContent)).toEqual([
      'US$',
      '€ EUR',
    ]);
  });
});

describe('<ex-lang-modal variant="wide">', () => {
  it('840 px, two ARIA tabs (language and region; currency rate), four columns each', async () => {
    const { dialog } = await openStandalone('variant="wide"');
    expect(dialog.offsetWidth).toBe(LANG_DIALOG_WIDTH_PX);
    const tabs = [...dialog.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Language and region', 'Currency rate']);
    expect(dialog.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Language and currency');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1]);
    const root = dialog.getRootNode() as ShadowRoot;
    const panels = tabs.map((tab) => root.getElementById(tab.getAttribute('aria-controls')!)!);
    expect(panels.map((panel) => panel.getAttribute('role'))).toEqual(['tabpanel', 'tabpanel']);
    expect(panels.map((panel) => panel.getAttribute('aria-labelledby'))).toEqual(tabs.map((tab) => tab.id));
    expect(panels[1].hidden).toBe(true);

    // Languages: one column per region, four in all.
    const groups = [...panels[0].querySelectorAll<HTMLElement>('[role="group"]')];
    expect(groups.map((group) => group.querySelector('[role="presentation"]')?.textContent)).toEqual([
      'Asia-Pacific',
      'Europe',
      'Americas',
      'Middle East and Africa',
    ]);
    expect(new Set(groups.map((group) => Math.round(rect(group).left))).size).toBe(LANG_DIALOG_COLUMNS);
    expect(rect(groups[0]).top).toBe(rect(groups[3]).top);
    expect(rect(listboxes(panels[0])[0]).height).toBeCloseTo(LANG_LIST_HEIGHT_PX, 2);

    // Right arrow goes to the next region on the same row.
    const [languages] = listboxes(panels[0]);
    expect(deepActive()).toBe(languages);
    expect(activeOption(languages)?.dataset.value).toBe('en');
    await userEvent.keyboard('{ArrowLeft}');
    const left = activeOption(languages)!;
    expect(left.closest('[role="group"]')).toBe(groups[1]);
    expect(Math.round(rect(left).top)).toBe(Math.round(rect(groups[2].querySelector('[data-value="en"]')!).top));

    // The currency tab, by keyboard: arrows move between tabs and show their panel.
    tabs[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(deepActive()).toBe(tabs[1]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(panels[0].hidden).toBe(true);
    expect(panels[1].hidden).toBe(false);
    const units = visibleOptions(listboxes(panels[1])[0]);
    expect(new Set(units.map((option) => Math.round(rect(option).left))).size).toBe(LANG_DIALOG_COLUMNS);
    await userEvent.keyboard('{Home}');
    expect(deepActive()).toBe(tabs[0]);
  });

  it('the header opens the wide variant on a wide window, and returns focus to its button', async () => {
    const frame = mount('<ex-header></ex-header>', 1280);
    const header = frame.querySelector('ex-header')!;
    const button = await until(
      () => shadow(header).querySelector<HTMLButtonElement>('[part="language-button"]'),
      'the language button',
    );
    await userEvent.click(button);
    const dialog = await until(() => dialogOf(header), 'the header dialog');
    expect(dialog.classList.contains('ex-lang-modal--wide')).toBe(true);
    expect(dialog.querySelectorAll('[role="tab"]')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await until(() => !dialogOf(header), 'closed');
    expect(deepActive()).toBe(button);
  });
});

describe('<ex-lang-modal inline>', () => {
  it('renders in the page flow, no dialog, and fits a narrow help-center column (columns stack)', async () => {
    const frame = mount('<ex-lang-modal inline></ex-lang-modal>', 260);
    const element = frame.querySelector('ex-lang-modal')!;
    const region = await until(
      () => shadow(element).querySelector<HTMLElement>('[role="region"]'),
      'the inline picker',
    );
    expect(shadow(element).querySelector('dialog')).toBeNull();
    expect(region.getAttribute('aria-label')).toBe('Language and currency');
    expect(rect(region).width).toBeLessThanOrEqual(260);
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const [languages, units] = listboxes(region);
    expect(rect(units).top).toBeGreaterThan(rect(languages).bottom);
    expect(rect(languages).height).toBeLessThanOrEqual(LANG_LIST_HEIGHT_PX);
    expect(deepActive()).not.toBe(languages); // never steals focus from the page
  });

  it('in a wider column the two lists sit side by side; the wide variant flows into as many columns as fit', async () => {
    const frame = mount(
      '<ex-lang-modal inline></ex-lang-modal><ex-lang-modal inline variant="wide"></ex-lang-modal>',
      620,
    );
    const [plain, wide] = [...frame.querySelectorAll('ex-lang-modal')];
    const region = await until(() => shadow(plain).querySelector<HTMLElement>('[role="region"]'), 'the inline picker');
    const [languages, units] = listboxes(region);
    expect(Math.round(rect(units).top)).toBe(Math.round(rect(languages).top));
    const wideRegion = await until(
      () => shadow(wide).querySelector<HTMLElement>('[role="region"]'),
      'the wide inline picker',
    );
    const groups = [...wideRegion.querySelectorAll<HTMLElement>('[role="group"]')];
    const columns = new Set(groups.map((group) => Math.round(rect(group).left))).size;
    expect(columns).toBeGreaterThanOrEqual(2);
    expect(columns).toBeLessThan(4);
    expect(wideRegion.scrollWidth).toBeLessThanOrEqual(wideRegion.clientWidth);
  });

  it('stays in sync with <ex-header> both ways (shared stores)', async () => {
    recordEvents();
    const frame = mount('<ex-header></ex-header><ex-lang-modal inline></ex-lang-modal>', 1280);
    const header = frame.querySelector('ex-header')!;
    const picker = frame.querySelector('ex-lang-modal')!;
    const [languages] = await until(
      () => (listboxes(shadow(picker)).length ? listboxes(shadow(picker)) : null),
      'the inline lists',
    );
    const headerButton = await until(
      () => shadow(header).querySelector<HTMLButtonElement>('[part="language-button"]'),
      'the header',
    );
    await userEvent.click(languages.querySelector<HTMLElement>('[data-value="de"]')!);
    await until(() => shadow(header).querySelector('.ex-root')?.getAttribute('lang') === 'de', 'the header in German');
    expect(headerButton.getAttribute('aria-label')).toContain('Deutsch');
    expect(headerButton.getAttribute('aria-label')).toContain('EUR');

    header.setAttribute('locale', 'ja');
    await until(
      () => languages.querySelector('[aria-selected="true"]')?.getAttribute('data-value') === 'ja',
      'the picker follows the header',
    );
    header.removeAttribute('locale');
  });
});

describe('right-to-left', () => {
  it('Arabic mirrors the picker and the header at run time, and switching back restores them without a reload', async () => {
    const frame = mount('<ex-header></ex-header><ex-lang-modal inline></ex-lang-modal>', 1280);
    const header = frame.querySelector('ex-header')!;
    const picker = frame.querySelector('ex-lang-modal')!;
    const region = await until(() => shadow(picker).querySelector<HTMLElement>('[role="region"]'), 'the inline picker');
    const logo = await until(() => shadow(header).querySelector<HTMLElement>('[part="logo"]'), 'the logo');
    const bar = shadow(header).querySelector<HTMLElement>('[part="bar"]')!;
    const middle = (box: DOMRect) => box.left + box.width / 2;

    const measure = () => {
      const [languages, units] = listboxes(region);
      const field = region.querySelector<HTMLElement>('input[type="search"]')!;
      const icon = region.querySelector<SVGElement>('.ex-choice__search-icon')!;
      return {
        dir: shadow(picker).querySelector('.ex-root')?.getAttribute('dir'),
        headerDir: shadow(header).querySelector('.ex-root')?.getAttribute('dir'),
        languagesFirst: rect(languages).left < rect(units).left,
        iconAtStart: Math.abs(rect(icon).left - rect(field).left) < Math.abs(rect(icon).right - rect(field).right),
        logoOnLeft: middle(rect(logo)) < middle(rect(bar)),
      };
    };
    const LEFT_TO_RIGHT = { dir: 'ltr', headerDir: 'ltr', languagesFirst: true, iconAtStart: true, logoOnLeft: true };
    const RIGHT_TO_LEFT = {
      dir: 'rtl',
      headerDir: 'rtl',
      languagesFirst: false,
      iconAtStart: false,
      logoOnLeft: false,
    };
    expect(measure()).toEqual(LEFT_TO_RIGHT);

    $localeSetting.set('ar');
    // Direction comes with the Arabic words (their file loads first), then everything mirrors at once.
    await until(() => measure().dir === 'rtl', 'the Arabic texts');
    await frames();
    expect(measure()).toEqual(RIGHT_TO_LEFT);
    // The dialog too: it lives under the same root.
    expect(getComputedStyle(region).direction).toBe('rtl');

    $localeSetting.set('en');
    await frames();
    expect(measure()).toEqual(LEFT_TO_RIGHT);
  });

  it('a dialog opened in Arabic is mirrored, and its tabs follow the reading direction', async () => {
    $localeSetting.set('ar');
    const { dialog } = await openStandalone('variant="wide"');
    expect(getComputedStyle(dialog).direction).toBe('rtl');
    const groups = [...dialog.querySelectorAll<HTMLElement>('[role="group"]')];
    expect(rect(groups[0]).left).toBeGreaterThan(rect(groups[1]).left); // Asia-Pacific first, at the right
    const close = dialog.querySelector<HTMLElement>('.ex-modal__close')!;
    const title = dialog.querySelector<HTMLElement>('.ex-modal__title')!;
    expect(rect(close).left).toBeLessThan(rect(title).left);
    const tabs = [...dialog.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(rect(tabs[0]).left).toBeGreaterThan(rect(tabs[1]).left);
    tabs[0].focus();
    await userEvent.keyboard('{ArrowLeft}'); // visually towards the second tab
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
  });
});
