// The page's toasts in real Chromium, beside the elements React renders: drawn once per page, 384 px, announced
// (polite / assertive), dismissed after their time, paused on hover, and usable while a modal drawer makes the rest
// of the page inert.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ensurePageToasts } from '../actions/page-toasts';
import { TOAST_WIDTH_PX } from '../constants';
import { showToast } from '../stores/toasts';
import { cleanup, mount, shadow, until } from '../../tests/support/elements';

// What shows a toast starts their driver (an account action, the security dialog): once per page.
beforeEach(ensurePageToasts);
afterEach(cleanup);

const hosts = () => [...document.querySelectorAll('ex-header, ex-drawer, ex-security-dialog')];
const allToasts = () => hosts().flatMap((host) => [...shadow(host).querySelectorAll<HTMLElement>('.ex-toast')]);
/** Entry animations (the drawer sliding in, a toast fading in) finished, so boxes are where they stay. */
const settled = (root: Element) =>
  Promise.all(root.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
const viewports = () => hosts().flatMap((host) => [...shadow(host).querySelectorAll<HTMLElement>('.ex-toasts')]);

describe('toasts', () => {
  it('every element has its live regions from the start; the toasts show in one, the first, and move to the next when it leaves', async () => {
    const first = mount('<ex-header></ex-header>', 1280).element;
    const second = mount('<ex-header></ex-header>', 375).element;
    // The live regions exist before any toast, in each element, from its first paint.
    expect(viewports()).toHaveLength(2);
    for (const viewport of viewports())
      expect([...viewport.querySelectorAll('[aria-live]')].map((region) => region.getAttribute('aria-live'))).toEqual([
        'assertive',
        'polite',
      ]);
    const regionsBefore = viewports().flatMap((viewport) => [...viewport.querySelectorAll('[aria-live]')]);
    showToast({ kind: 'success', message: 'Copied' });
    const [toast] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    expect(allToasts()).toHaveLength(1);
    // Said in a region that was there before it.
    expect(regionsBefore).toContain(toast.parentElement);
    expect(shadow(first).contains(toast) || shadow(second).contains(toast)).toBe(true);
    const owner = shadow(first).contains(toast) ? first : second;
    owner.remove();
    await until(
      () => allToasts().length === 1 && !shadow(owner).querySelector('.ex-toast'),
      'the other element to take over',
    );
    expect(viewports()).toHaveLength(1);
  });

  it('is 384 px wide at the inline end, polite for success and info, assertive for errors', async () => {
    const header = mount('<ex-header></ex-header>', 1280).element;
    showToast({ kind: 'success', message: 'Copied' });
    showToast({ kind: 'error', message: 'Something failed' });
    await until(() => allToasts().length === 2, 'two toasts');
    const viewport = shadow(header).querySelector<HTMLElement>('.ex-toasts')!;
    const rect = viewport.getBoundingClientRect();
    expect(rect.width).toBe(TOAST_WIDTH_PX);
    expect(window.innerWidth - rect.right).toBe(16);
    expect(viewport.getAttribute('role')).toBe('region');
    expect(viewport.getAttribute('aria-label')).toBe('Notifications');
    const region = (text: string) => allToasts().find((toast) => toast.textContent?.includes(text))!.parentElement!;
    expect(region('Copied').getAttribute('aria-live')).toBe('polite');
    expect(region('Something failed').getAttribute('aria-live')).toBe('assertive');

    header.setAttribute('locale', 'ar');
    await until(() => shadow(header).querySelector('.ex-root')?.getAttribute('dir') === 'rtl', 'rtl');
    expect(viewport.getBoundingClientRect().left).toBe(16);
  });

  it('is dismissed after its time, waits while hovered, and can be closed', async () => {
    mount('<ex-header></ex-header>', 1280);
    // Long enough that the hover lands before it ends on a busy machine; the wait then outlasts it.
    const duration = 2000;
    const shown = performance.now();
    showToast({ message: 'Short', duration });
    const [toast] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    await userEvent.hover(toast);
    expect(performance.now() - shown).toBeLessThan(duration);
    await new Promise((resolve) => setTimeout(resolve, duration + 300 - (performance.now() - shown)));
    expect(allToasts()).toHaveLength(1);
    await userEvent.unhover(toast);
    await until(() => allToasts().length === 0, 'the toast to go after the hover');

    showToast({ message: 'Sticky', duration: 0 });
    const [sticky] = await until(() => allToasts().length > 0 && allToasts(), 'the sticky toast');
    await userEvent.click(sticky.querySelector('button')!);
    await until(() => allToasts().length === 0, 'the closed toast');
  });

  it('while a modal drawer is open, the toast is drawn inside it, so it is neither inert nor hidden', async () => {
    const header = mount('<ex-header></ex-header>', 375).element;
    shadow(header).querySelector<HTMLButtonElement>('[data-drawer="user"]')!.click();
    const dialog = await until(() => shadow(header).querySelector<HTMLDialogElement>('dialog[open]'), 'the drawer');
    // Its live regions are in the drawer as it opens, before anything is said there.
    const polite = dialog.querySelector('.ex-toasts [aria-live="polite"]');
    expect(polite).not.toBeNull();
    showToast({ kind: 'success', message: 'Copied' });
    const [toast] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    expect(toast.closest('dialog')).toBe(dialog);
    expect(toast.parentElement).toBe(polite);
    await settled(dialog);
    const close = toast.querySelector('button')!;
    const rect = close.getBoundingClientRect();
    expect(shadow(header).elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)).toBe(close);
    await userEvent.click(close);
    await until(() => allToasts().length === 0, 'the toast to close');
    expect(dialog.open).toBe(true);

    // After the drawer closes, the viewport is back in the element's own root.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await until(() => !shadow(header).querySelector('dialog[open]'), 'the drawer to close');
    showToast({ message: 'Back' });
    const [back] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    expect(back.closest('dialog')).toBeNull();
  });

  for (const locale of ['en', 'ar']) {
    it(`in a 375 px drawer (${locale}), toasts sit below the title row: nothing of the drawer's head is covered`, async () => {
      const header = mount(`<ex-header locale="${locale}"></ex-header>`, 375).element;
      shadow(header).querySelector<HTMLButtonElement>('[data-drawer="nav"]')!.click();
      const dialog = await until(() => shadow(header).querySelector<HTMLDialogElement>('dialog[open]'), 'the drawer');
      const closeButton = await until(() => dialog.querySelector<HTMLElement>('.ex-modal__close'), 'the close button');
      const title = dialog.querySelector<HTMLElement>('.ex-modal__title')!;
      showToast({
        kind: 'error',
        message: 'Something failed, and this message is long enough to wrap onto a second line',
      });
      showToast({ kind: 'success', message: 'Copied' });
      const toasts = await until(() => allToasts().length === 2 && allToasts(), 'the toasts');
      await settled(dialog);
      const head = dialog.querySelector('.ex-modal__head')!.getBoundingClientRect();
      for (const toast of toasts) {
        const rect = toast.getBoundingClientRect();
        expect(rect.top).toBeGreaterThanOrEqual(head.bottom - 0.5);
        expect(rect.right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right + 0.5);
        const close = toast.querySelector('button')!.getBoundingClientRect();
        expect([close.width, close.height]).toEqual([44, 44]);
      }
      for (const control of [closeButton, title]) {
        const rect = control.getBoundingClientRect();
        const hit = shadow(header).elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        expect(hit && control.contains(hit), control.className).toBe(true);
      }
    });
  }

  it('closing a toast gives focus back to where it was, inside a drawer and on the bar', async () => {
    const header = mount('<ex-header></ex-header>', 375).element;
    shadow(header).querySelector<HTMLButtonElement>('[data-drawer="user"]')!.click();
    const dialog = await until(() => shadow(header).querySelector<HTMLDialogElement>('dialog[open]'), 'the drawer');
    const closeButton = await until(() => dialog.querySelector<HTMLElement>('.ex-modal__close'), 'the close button');
    const focusable = [...dialog.querySelectorAll<HTMLElement>('.ex-modal__body a, .ex-modal__body button')];
    const before = focusable[0] ?? closeButton;
    before.focus();
    showToast({ message: 'Copied', duration: 0 });
    const [toast] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    // Wherever Tab went, a click on the close button must not drop focus to <body>.
    toast.querySelector<HTMLButtonElement>('button')!.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => allToasts().length === 0, 'the toast to close');
    const active = shadow(header).activeElement;
    expect(active).not.toBeNull();
    expect(dialog.contains(active)).toBe(true);

    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await until(() => !shadow(header).querySelector('dialog[open]'), 'the drawer to close');
    const trigger = shadow(header).querySelector<HTMLButtonElement>('[data-drawer="user"]')!;
    trigger.focus();
    showToast({ message: 'Again', duration: 0 });
    const [again] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    again.querySelector<HTMLButtonElement>('button')!.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => allToasts().length === 0, 'the toast to close');
    expect(shadow(header).activeElement).toBe(trigger);
  });
});
