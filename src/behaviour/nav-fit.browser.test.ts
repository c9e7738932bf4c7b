// Desktop collapse in real Chromium (spec section 4): shrinking the header from 1920 px moves the menus into
// "More menus" one by one, last first, never leaving less than 8 px before the right area, and not before the gap
// is under 8 px; in en, de and rtl. Widths start where every menu fits whatever fonts the machine has.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { NARROW_HEADER_GAP_PX } from '../constants';
import { addTexts } from '../i18n/texts';
import { cleanup, frames, mount, shadow, until } from '../../tests/support/elements';

// German texts as the de locale has them (set directly, so the test does not depend on the locale files).
const DE = {
  header: { login: 'Anmelden', register: 'Registrieren', moreMenus: 'Weitere Menüs' },
  nav: {
    spot: 'Spot-Handel',
    futures: 'Futures-Kontrakte',
    strategy: 'Handelsbots',
    copy: 'Copy-Trading',
    contractInfo: 'Handelsinformationen',
    onChain: 'On-Chain-Handel',
    more: 'Mehr',
    assets: 'Vermögenswerte',
    orders: 'Aufträge',
    user: 'Konto',
  },
};

beforeAll(() => {
  addTexts('de', DE);
});
afterEach(cleanup);

const nav = (header: Element) => shadow(header).querySelector('.ex-nav') as HTMLElement;
const menus = (header: Element) => [...nav(header).querySelectorAll<HTMLElement>(':scope > .ex-menu')];
const visibleIds = (header: Element) =>
  menus(header)
    .map((menu) => menu.dataset.menu)
    .filter((id) => id !== 'collapse');

const STEP_PX = 4;

/** The distance from the last menu (or "More menus") to the right area. */
function gapToEnd(header: Element): number {
  const end = shadow(header).querySelector('.ex-end')!.getBoundingClientRect();
  const last = menus(header).at(-1)!.getBoundingClientRect();
  return last.right <= end.left ? end.left - last.right : last.left - end.right;
}

/** Nothing overlaps: every menu lies inside the nav, and at least 8 px separate the last one from the right area. */
function expectNoOverlap(header: Element, label: string): void {
  const end = shadow(header).querySelector('.ex-end')!.getBoundingClientRect();
  const box = nav(header).getBoundingClientRect();
  for (const menu of menus(header)) {
    const rect = menu.getBoundingClientRect();
    expect(rect.left, label).toBeGreaterThanOrEqual(box.left - 0.5);
    expect(rect.right, label).toBeLessThanOrEqual(box.right + 0.5);
    const gap = rect.right <= end.left ? end.left - rect.right : rect.left - end.right;
    expect(gap, `${label}: gap to the right area`).toBeGreaterThanOrEqual(NARROW_HEADER_GAP_PX - 0.5);
  }
}

async function shrink(locale: string, firstLabel: string): Promise<Map<number, number>> {
  const { frame, element } = mount(`<ex-header locale="${locale}"></ex-header>`, 1920);
  await until(() => shadow(element).querySelector('.ex-menu__trigger')?.textContent === firstLabel, `${locale} texts`);
  const all = visibleIds(element);
  expect(all.length).toBe(7);
  const counts = new Map<number, number>();
  let previous = all.length;
  let lastFullGap = Infinity;
  for (let width = 1920; width >= 1024; width -= STEP_PX) {
    frame.style.inlineSize = `${width}px`;
    await frames();
    const ids = visibleIds(element);
    const label = `${locale} at ${width} px`;
    if (ids.length === all.length) lastFullGap = gapToEnd(element);
    // The first collapse comes only once the gap would fall under 8 px (spec section 4), not earlier.
    if (ids.length < all.length && previous === all.length)
      expect(lastFullGap, `${label}: gap before the first collapse`).toBeLessThan(NARROW_HEADER_GAP_PX + STEP_PX + 0.5);
    expect(ids, label).toEqual(all.slice(0, ids.length));
    expect(ids.length, label).toBeLessThanOrEqual(previous);
    expect(previous - ids.length, `${label}: one at a time`).toBeLessThanOrEqual(1);
    expect(!!nav(element).querySelector('[data-menu="collapse"]'), label).toBe(ids.length < all.length);
    expectNoOverlap(element, label);
    counts.set(width, ids.length);
    previous = ids.length;
  }

  // "More menus" holds the collapsed menus, in their order.
  const more = nav(element).querySelector<HTMLButtonElement>('[data-menu="collapse"] button')!;
  await userEvent.click(more);
  const hidden = all.slice(visibleIds(element).length);
  // The entries come from the lazily loaded menu panels.
  const groups = await until(() => {
    const found = [...nav(element).querySelectorAll<HTMLElement>('.ex-overflow__group')];
    return found.length === hidden.length && found;
  }, 'the overflow panel');
  expect(groups.map((group) => group.dataset.menu)).toEqual(hidden);
  await until(() => groups[0].querySelector('a.ex-entry'), 'the entries');
  return counts;
}

describe('desktop collapse', () => {
  it('moves the menus into "More menus" one by one as the header shrinks from 1920 px, in en and de', async () => {
    const en = await shrink('en', 'Spot');
    cleanup();
    const de = await shrink('de', 'Spot-Handel');
    expect(en.get(1920)).toBe(7);
    // Both collapse within the desktop range, German (longer labels) earlier and further than English.
    expect(Math.min(...en.values())).toBeLessThan(7);
    expect(Math.min(...de.values())).toBeLessThan(Math.min(...en.values()));
    for (const [width, count] of de) expect(count, `at ${width} px`).toBeLessThanOrEqual(en.get(width)!);
  }, 60_000);

  it('recomputes on a language change and on login, with no overlap', async () => {
    const { element } = mount('<ex-header></ex-header>', 1200);
    await frames();
    const english = visibleIds(element).length;
    element.setAttribute('locale', 'de');
    await until(() => shadow(element).querySelector('.ex-menu__trigger')?.textContent === 'Spot-Handel', 'de texts');
    await frames();
    expect(visibleIds(element).length).toBeLessThan(english);
    expectNoOverlap(element, 'de at 1200 px');

    element.setAttribute('locale', 'en');
    await until(() => shadow(element).querySelector('.ex-menu__trigger')?.textContent === 'Spot', 'en texts');
    await frames();
    expect(visibleIds(element).length).toBe(english);

    // Signed in, the right area holds the asset, order and account menus instead of two links.
    element.setAttribute('user', JSON.stringify({ userId: '1234567', loginName: 'trader' }));
    await until(() => shadow(element).querySelector('[data-menu="user"]'), 'the account menus');
    await frames();
    expectNoOverlap(element, 'signed in at 1200 px');
    const signedIn = visibleIds(element).length;
    element.removeAttribute('user');
    await until(() => !shadow(element).querySelector('[data-menu="user"]'), 'the visitor links');
    await frames();
    expect(visibleIds(element).length).toBeGreaterThanOrEqual(signedIn);
  });

  it('mirrors in rtl (ar) with the same guarantees', async () => {
    const { frame, element } = mount('<ex-header locale="ar"></ex-header>', 1440);
    await until(() => shadow(element).querySelector('.ex-root')?.getAttribute('dir') === 'rtl', 'rtl');
    for (const width of [1440, 1300, 1180, 1100, 1024]) {
      frame.style.inlineSize = `${width}px`;
      await frames();
      expectNoOverlap(element, `ar at ${width} px`);
    }
    const end = shadow(element).querySelector('.ex-end')!.getBoundingClientRect();
    expect(end.left).toBeLessThan(nav(element).getBoundingClientRect().left);
  });

  it('re-measures when only the text size changes (text zoom, a minimum font size): nothing overlaps, no ResizeObserver loop', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    addEventListener('error', onError);
    const { element } = mount('<ex-header></ex-header>', 1440);
    await frames();
    const before = visibleIds(element).length;
    // What a browser's minimum font size or text-only zoom does: every text larger, the element's width unchanged.
    const larger = new CSSStyleSheet();
    larger.replaceSync('* { font-size: 28px !important; }');
    const root = shadow(element) as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, larger];
    await until(() => visibleIds(element).length < before, 'menus to move into "More menus"');
    await frames();
    expectNoOverlap(element, 'text at 200 %');
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== larger);
    await until(() => visibleIds(element).length === before, 'the menus to come back');
    await frames();
    removeEventListener('error', onError);
    // (A taller text changes the nav's height: watched, that change inside the fit's own callback ended the frame so.)
    expect(errors).toEqual([]);
  });
});
