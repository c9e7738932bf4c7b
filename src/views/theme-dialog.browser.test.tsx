// <ex-theme-modal>, the header's theme toggle and settings button in real Chromium: every element follows at once.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { STORAGE_KEYS } from '../constants';
import { $systemTheme } from '../stores/theme';
import { cleanup, deepActive, frames, mount, recordEvents, shadow, until } from '../../tests/support/pickers';

afterEach(() => {
  cleanup();
  $systemTheme.set('light');
});

const themeOf = (element: Element) => shadow(element).querySelector('.ex-root')?.getAttribute('data-theme');
const background = (element: Element | null) => (element ? getComputedStyle(element).backgroundColor : '');

async function page() {
  $systemTheme.set('light');
  const frame = mount(
    '<button type="button">Theme</button><ex-header></ex-header><ex-theme-modal></ex-theme-modal><ex-lang-modal inline></ex-lang-modal>',
    1280,
  );
  const [header, modal, picker] = ['ex-header', 'ex-theme-modal', 'ex-lang-modal'].map((tag) =>
    frame.querySelector(tag)!,
  );
  const trigger = frame.querySelector('button')!;
  trigger.addEventListener('click', () => modal.setAttribute('open', ''));
  await until(
    () => shadow(header).querySelector('[part="theme-toggle"]') && shadow(picker).querySelector('[role="region"]'),
    'the elements',
  );
  return { header, modal, picker, trigger, all: [header, modal, picker] };
}

describe('themes', () => {
  it('<ex-theme-modal>: choosing dark applies to every element at once, is remembered and announced once', async () => {
    const events = recordEvents();
    const { header, modal, picker, trigger, all } = await page();
    expect(all.map(themeOf)).toEqual(['light', 'light', 'light']);
    const bar = shadow(header).querySelector('[part="bar"]');
    const inline = shadow(picker).querySelector('[role="region"]');
    const light = [background(bar), background(inline)];

    await userEvent.click(trigger);
    const dialog = await until(
      () => shadow(modal).querySelector<HTMLDialogElement>('dialog[open]'),
      'the theme dialog',
    );
    const radios = [...dialog.querySelectorAll<HTMLElement>('[role="radio"]')];
    expect(dialog.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Theme');
    expect(radios.map((radio) => [radio.textContent, radio.getAttribute('aria-checked'), radio.tabIndex])).toEqual([
      ['Light', 'true', 0],
      ['Dark', 'false', -1],
    ]);
    await userEvent.click(radios[1]);
    await until(() => all.every((element) => themeOf(element) === 'dark'), 'dark everywhere');
    await frames(1);
    expect([background(bar), background(inline)]).not.toEqual(light);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(events.filter((event) => event.type === 'ex-theme-change').map((event) => event.detail)).toEqual([
      { theme: 'dark' },
    ]);

    // Keyboard: one tab stop, arrows move and choose.
    expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, 0]);
    radios[1].focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(deepActive()).toBe(radios[0]);
    expect(all.map(themeOf)).toEqual(['light', 'light', 'light']);

    await userEvent.keyboard('{Escape}');
    await until(() => !modal.hasAttribute('open'), 'open removed');
    expect(deepActive()).toBe(trigger);
  });

  it('the header toggle switches every element, and the settings button opens the theme dialog', async () => {
    const events = recordEvents();
    const { header, all } = await page();
    const toggle = shadow(header).querySelector<HTMLButtonElement>('[part="theme-toggle"]')!;
    expect(toggle.getAttribute('aria-label')).toBe('Switch to dark theme');
    await userEvent.click(toggle);
    expect(all.map(themeOf)).toEqual(['dark', 'dark', 'dark']);
    expect(toggle.getAttribute('aria-label')).toBe('Switch to light theme');
    await userEvent.click(toggle);
    expect(all.map(themeOf)).toEqual(['light', 'light', 'light']);
    expect(events.filter((event) => event.type === 'ex-theme-change').map((event) => event.detail.theme)).toEqual([
      'dark',
      'light',
    ]);

    await userEvent.click(shadow(header).querySelector<HTMLButtonElement>('[part="settings-button"]')!);
    const dialog = await until(
      () => shadow(header).querySelector<HTMLDialogElement>('dialog[open]'),
      'the header theme dialog',
    );
    expect(dialog.getAttribute('part')).toContain('theme-dialog');
  });

  it.each([
    ['black', 'dark'],
    ['white', 'light'],
    ['dark', 'dark'],
  ])('theme="%s" on one element sets %s on all of them', async (value, theme) => {
    const { header, all } = await page();
    header.setAttribute('theme', value);
    await until(() => all.every((element) => themeOf(element) === theme), `${theme} everywhere`);
    header.removeAttribute('theme');
    await until(() => all.every((element) => themeOf(element) === 'light'), 'back to light');
  });

  it('with nothing remembered the system preference decides, and a change of it is followed', async () => {
    const { all } = await page();
    $systemTheme.set('dark');
    await until(() => all.every((element) => themeOf(element) === 'dark'), 'dark everywhere');
  });
});
