// The page's toasts in real Chromium: drawn once per page, 384 px, announced (polite / assertive), dismissed after
// their time, paused on hover, and usable while a modal drawer makes the rest of the page inert.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { TOAST_WIDTH_PX } from '../../constants';
import { showToast } from '../../stores/toasts';
import { cleanup, mount, shadow, until } from '../compact/test-support';

afterEach(cleanup);

const hosts = () => [...document.querySelectorAll('ex-header, ex-drawer, ex-security-dialog')];
const allToasts = () => hosts().flatMap((host) => [...shadow(host).querySelectorAll<HTMLElement>('.ex-toast')]);
const viewports = () => hosts().flatMap((host) => [...shadow(host).querySelectorAll<HTMLElement>('.ex-toasts')]);

describe('toasts', () => {
  it('one viewport per page, in the first element; it moves to the next when that one leaves', async () => {
    const first = mount('<ex-header></ex-header>', 1280).element;
    const second = mount('<ex-header></ex-header>', 375).element;
    expect(viewports()).toHaveLength(1);
    showToast({ kind: 'success', message: 'Copied' });
    const [toast] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    expect(allToasts()).toHaveLength(1);
    expect(shadow(first).contains(toast) || shadow(second).contains(toast)).toBe(true);
    const owner = shadow(first).contains(toast) ? first : second;
    owner.remove();
    await until(() => allToasts().length === 1 && !shadow(owner).querySelector('.ex-toast'), 'the other element to take over');
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
    showToast({ message: 'Short', duration: 400 });
    const [toast] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 700));
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
    showToast({ kind: 'success', message: 'Copied' });
    const [toast] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    expect(toast.closest('dialog')).toBe(dialog);
    const close = toast.querySelector('button')!;
    const rect = close.getBoundingClientRect();
    expect(shadow(header).elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)).toBe(close);
    await userEvent.click(close);
    await until(() => allToasts().length === 0, 'the toast to close');
    expect(dialog.open).toBe(true);

    // After the drawer closes, the viewport is back in the element's own root.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await until(() => !shadow(header).querySelector('dialog'), 'the drawer to close');
    showToast({ message: 'Back' });
    const [back] = await until(() => allToasts().length > 0 && allToasts(), 'the toast');
    expect(back.closest('dialog')).toBeNull();
  });
});
