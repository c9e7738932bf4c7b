// The small-screen bar and its drawers in real Chromium: size by the element's own width, drawers 330 px,
// keyboard (focus in, Tab trapped, Escape, focus back), the page's scroll restored exactly.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, deepActive, frames, mount, shadow, until } from '../support/elements';

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

const height = (element: Element) => element.getBoundingClientRect().height;

/** Opens a drawer with a real click, or with Enter on the focused button (which does not scroll the page to it). */
async function openDrawer(
  header: HTMLElement,
  kind: string,
  by: 'click' | 'keyboard' = 'click',
): Promise<{ trigger: HTMLButtonElement; dialog: HTMLDialogElement }> {
  const trigger = shadow(header).querySelector<HTMLButtonElement>(`[data-drawer="${kind}"]`)!;
  if (by === 'click') await userEvent.click(trigger);
  else {
    trigger.focus({ preventScroll: true });
    await userEvent.keyboard('{Enter}');
  }
  const dialog = await until(
    () => shadow(header).querySelector<HTMLDialogElement>('dialog.ex-drawer[open]'),
    `the ${kind} drawer`,
  );
  return { trigger, dialog };
}

/** The bar the element says it shows: its custom state (never an attribute, which is the page's). */
const layoutOf = (element: Element) =>
  element.matches(':state(compact)') ? 'compact' : element.matches(':state(desktop)') ? 'desktop' : null;

describe("layout by the element's own width", () => {
  it('is the 48 px compact bar at 375 px and the 64 px desktop bar at 1280 px, from the first render', () => {
    const small = mount('<ex-header></ex-header>', 375).element;
    // No waiting: the first render is synchronous and already measured the host.
    expect(layoutOf(small)).toBe('compact');
    expect(height(small)).toBe(48);
    expect(shadow(small).querySelector('.ex-compact')).not.toBeNull();
    expect(shadow(small).querySelector('.ex-nav')).toBeNull();

    const large = mount('<ex-header></ex-header>', 1280).element;
    expect(layoutOf(large)).toBe('desktop');
    expect(height(large)).toBe(64);
    expect(shadow(large).querySelector('.ex-nav')).not.toBeNull();
  });

  it('follows the host, not the window: a narrow column in a wide window is compact', async () => {
    expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    const { frame, element } = mount('<ex-header></ex-header>', 600);
    expect(layoutOf(element)).toBe('compact');
    frame.style.inlineSize = '1100px';
    await until(() => layoutOf(element) === 'desktop', 'desktop layout');
    expect(height(element)).toBe(64);
    frame.style.inlineSize = '1023px';
    await until(() => layoutOf(element) === 'compact', 'compact layout');
    expect(height(element)).toBe(48);
  });

  it('has 44 px touch targets in the bar, each naming the drawer it opens', () => {
    const header = mount('<ex-header></ex-header>', 375).element;
    const buttons = [...shadow(header).querySelectorAll<HTMLButtonElement>('[data-drawer]')];
    expect(buttons.map((button) => button.dataset.drawer)).toEqual(['nav', 'user', 'preferences']);
    for (const button of buttons) {
      const rect = button.getBoundingClientRect();
      expect(rect.width).toBeGreaterThanOrEqual(44);
      expect(rect.height).toBeGreaterThanOrEqual(44);
      expect(button.getAttribute('aria-label')).toBeTruthy();
      expect(button.getAttribute('aria-expanded')).toBe('false');
    }
  });
});

describe.each([375, 1280])('drawers at a %i px viewport', (viewport) => {
  it.each(['nav', 'user', 'preferences'])(
    'the %s drawer is 330 px wide, keyboard operable, and gives focus back',
    async (kind) => {
      await page.viewport(viewport, 800);
      const header = mount('<ex-header></ex-header>', 375).element;
      const { trigger, dialog } = await openDrawer(header, kind);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      expect(dialog.getBoundingClientRect().width).toBe(330);
      const edge =
        kind === 'nav' ? dialog.getBoundingClientRect().left : viewport - dialog.getBoundingClientRect().right;
      expect(edge).toBe(0);

      // Focus moved in, and Tab / Shift+Tab never leave the dialog.
      expect(dialog.contains(deepActive())).toBe(true);
      for (let i = 0; i < 12; i += 1) {
        await userEvent.keyboard('{Tab}');
        expect(dialog.contains(deepActive()), `after ${i + 1} Tab`).toBe(true);
      }
      for (let i = 0; i < 12; i += 1) {
        await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
        expect(dialog.contains(deepActive()), `after ${i + 1} Shift+Tab`).toBe(true);
      }

      // Every control in a drawer is a 44 px touch target.
      for (const control of dialog.querySelectorAll<HTMLElement>('button, a[href]')) {
        if (control.getClientRects().length === 0) continue;
        expect(control.getBoundingClientRect().height, control.outerHTML.slice(0, 80)).toBeGreaterThanOrEqual(44);
      }

      await userEvent.keyboard('{Escape}');
      await until(() => !shadow(header).querySelector('dialog[open]'), 'the drawer to close');
      expect(deepActive()).toBe(trigger);
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
    },
  );
});

describe('drawer content and behaviour', () => {
  it('is never wider than the viewport', async () => {
    await page.viewport(320, 700);
    const header = mount('<ex-header></ex-header>', 320).element;
    const { dialog } = await openDrawer(header, 'user');
    expect(dialog.getBoundingClientRect().width).toBe(320);
  });

  it('navigation: every nav menu of the model as an accordion (button aria-expanded + labelled region)', async () => {
    const header = mount('<ex-header></ex-header>', 375).element;
    const { dialog } = await openDrawer(header, 'nav');
    const triggers = [...dialog.querySelectorAll<HTMLButtonElement>('.ex-acc__trigger')];
    expect(triggers.map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['Spot', 'Futures', 'Copy trading']),
    );
    const spot = triggers[0];
    const region = shadow(header).getElementById(spot.getAttribute('aria-controls')!)!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-labelledby')).toBe(spot.id);
    expect(region.hidden).toBe(true);
    spot.focus();
    await userEvent.keyboard('{Enter}');
    expect(spot.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    await until(() => region.querySelector('a.ex-entry'), 'the entries (lazily loaded menu panel)');
  });

  it('user: log in and sign up for a visitor, the account menus for a signed-in user', async () => {
    const header = mount('<ex-header></ex-header>', 375).element;
    let { dialog } = await openDrawer(header, 'user');
    expect([...dialog.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Log in', 'Sign up']);
    await userEvent.keyboard('{Escape}');
    await until(() => !shadow(header).querySelector('dialog[open]'), 'the drawer to close');

    header.setAttribute('user', JSON.stringify({ userId: '1234567', loginName: 'trader' }));
    await until(
      () =>
        shadow(header).querySelector('[data-drawer="user"]')?.getAttribute('aria-label') === 'Open the account menu',
      'the signed-in label',
    );
    ({ dialog } = await openDrawer(header, 'user'));
    const sections = [...dialog.querySelectorAll<HTMLElement>('.ex-acc')].map((section) => section.dataset.section);
    expect(sections).toEqual(['assets', 'orders', 'user']);
    header.removeAttribute('user');
  });

  it('preferences: choosing a unit applies at once; the theme picker is there', async () => {
    const header = mount('<ex-header></ex-header>', 375).element;
    const { dialog } = await openDrawer(header, 'preferences');
    expect(dialog.querySelector('.ex-theme-picker')).not.toBeNull();
    const unitTrigger = [...dialog.querySelectorAll<HTMLButtonElement>('.ex-acc__trigger')].find((button) =>
      button.closest('[data-section="unit"]'),
    )!;
    await userEvent.click(unitTrigger);
    const eur = [...dialog.querySelectorAll<HTMLButtonElement>('.ex-drawer__option')].find(
      (button) => button.textContent === 'EUR',
    )!;
    const changes: string[] = [];
    header.addEventListener('ex-unit-change', (event) => changes.push(event.detail.unit));
    await userEvent.click(eur);
    expect(changes).toEqual(['EUR']);
    expect(eur.getAttribute('aria-pressed')).toBe('true');
    expect(unitTrigger.textContent).toContain('EUR');
    const usd = [...dialog.querySelectorAll<HTMLButtonElement>('.ex-drawer__option')].find(
      (button) => button.textContent === 'USD',
    )!;
    await userEvent.click(usd);
  });

  it('a click on the backdrop closes it; a followed link closes it', async () => {
    const header = mount('<ex-header></ex-header>', 375).element;
    let { dialog } = await openDrawer(header, 'user');
    // A click on ::backdrop reaches the <dialog> itself as its target (the surface covers the rest of it).
    // (The end-to-end tier clicks the real backdrop with the mouse.)
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await until(() => !shadow(header).querySelector('dialog[open]'), 'the drawer to close');

    header.addEventListener('ex-navigate', (event) => event.preventDefault(), { once: true });
    ({ dialog } = await openDrawer(header, 'user'));
    await userEvent.click(dialog.querySelector('a')!);
    await until(() => !shadow(header).querySelector('dialog[open]'), 'the drawer to close after a link');
  });

  it("only one overlay at a time, page-wide: a second header's drawer closes the first", async () => {
    const first = mount('<ex-header></ex-header>', 375).element;
    const second = mount('<ex-header></ex-header>', 375).element;
    await openDrawer(first, 'nav');
    // The first drawer is modal (the page is inert), so open the second through its button programmatically.
    shadow(second).querySelector<HTMLButtonElement>('[data-drawer="preferences"]')!.click();
    await until(() => shadow(second).querySelector('dialog[open]'), 'the second drawer');
    await until(() => !shadow(first).querySelector('dialog[open]'), 'the first drawer to close');
  });
});

describe("the host page's scroll", () => {
  it('is locked while a drawer is open and restored exactly (position and styles) after', async () => {
    await page.viewport(375, 700);
    const spacer = document.createElement('div');
    spacer.style.blockSize = '4000px';
    document.body.append(spacer);
    document.documentElement.style.setProperty('scroll-behavior', 'smooth');
    const styleBefore = document.documentElement.getAttribute('style');
    try {
      const header = mount('<ex-header></ex-header>', 375).element;
      window.scrollTo({ top: 1234, behavior: 'instant' });
      await frames();
      expect(window.scrollY).toBe(1234);

      const { trigger, dialog } = await openDrawer(header, 'nav', 'keyboard');
      expect(window.scrollY).toBe(1234);
      expect(getComputedStyle(document.documentElement).overflowY).toBe('hidden');
      // Wheel over the drawer's backdrop does not scroll the page.
      await userEvent.wheel(dialog, { delta: { y: 600 } }).catch(() => undefined);
      await frames();
      expect(window.scrollY).toBe(1234);

      await userEvent.keyboard('{Escape}');
      await until(() => !shadow(header).querySelector('dialog[open]'), 'the drawer to close');
      await frames();
      expect(window.scrollY).toBe(1234);
      expect(document.documentElement.getAttribute('style')).toBe(styleBefore);
      expect(deepActive()).toBe(trigger);
    } finally {
      document.documentElement.style.removeProperty('scroll-behavior');
      if (document.documentElement.getAttribute('style') === '') document.documentElement.removeAttribute('style');
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });
});
