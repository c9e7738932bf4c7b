// <ex-drawer kind open> on its own, in real Chromium.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $overlay } from '../stores/overlay';
import { cleanup, deepActive, mount, shadow, until } from '../../tests/support/elements';

afterEach(cleanup);

const dialogOf = (element: Element) => shadow(element).querySelector<HTMLDialogElement>('dialog[open]');

describe('<ex-drawer>', () => {
  it('shows the drawer of its kind while `open` is present; closing removes `open` and gives focus back', async () => {
    const { element: wrapper } = mount(
      '<div><button type="button">Menu</button><ex-drawer kind="preferences"></ex-drawer></div>',
      400,
    );
    const button = wrapper.querySelector('button')!;
    const drawer = wrapper.querySelector('ex-drawer')!;
    expect(dialogOf(drawer)).toBeNull();
    button.addEventListener('click', () => drawer.setAttribute('open', ''));
    await userEvent.click(button);
    const dialog = await until(() => dialogOf(drawer), 'the drawer');
    expect(dialog.querySelector('[data-drawer-kind="preferences"]')).not.toBeNull();
    expect(dialog.getBoundingClientRect().width).toBe(330);
    expect($overlay.get()?.kind).toBe('drawer:preferences');

    await userEvent.click(dialog.querySelector<HTMLButtonElement>('.ex-modal__close')!);
    await until(() => !drawer.hasAttribute('open'), '`open` to be removed');
    expect(dialogOf(drawer)).toBeNull();
    expect($overlay.get()).toBeNull();
    expect(deepActive()).toBe(button);
  });

  it('has the `kind` and `open` properties, and switches kind while open', async () => {
    const drawer = mount('<ex-drawer></ex-drawer>', 400).element as HTMLElement & { kind: string; open: boolean };
    expect(drawer.kind).toBe('nav');
    drawer.open = true;
    const dialog = await until(() => dialogOf(drawer), 'the drawer');
    expect(dialog.querySelector('[data-drawer-kind="nav"]')).not.toBeNull();
    drawer.kind = 'user';
    await until(() => dialogOf(drawer)?.querySelector('[data-drawer-kind="user"]'), 'the user drawer');
    expect($overlay.get()?.kind).toBe('drawer:user');
  });

  it('warns once about an unknown kind and shows the navigation drawer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const drawer = mount('<ex-drawer kind="sideways" open></ex-drawer>', 400).element;
    await until(() => dialogOf(drawer)?.querySelector('[data-drawer-kind="nav"]'), 'the nav drawer');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('"kind"');
  });
});
