// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { $savedTheme, $systemTheme, $theme, $themeSetting, chooseTheme, parseTheme } from './theme';

describe("parseTheme: our names and the spec's", () => {
  it.each([
    ['dark', 'dark'],
    ['black', 'dark'],
    [' Dark ', 'dark'],
    ['BLACK', 'dark'],
    ['light', 'light'],
    ['white', 'light'],
    ['White', 'light'],
    ['blue', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %j', (value, theme) => {
    expect(parseTheme(value)).toBe(theme);
  });
});

describe('$theme', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    $themeSetting.set(null);
    $savedTheme.set(null);
    stop = $theme.listen(() => {});
  });
  afterEach(() => stop());

  it.each([
    // attribute, saved, system, shown
    [null, null, 'light', 'light'],
    [null, null, 'dark', 'dark'],
    [null, 'dark', 'light', 'dark'],
    ['light', 'dark', 'dark', 'light'],
    ['dark', null, 'light', 'dark'],
  ] as const)('attribute %j, saved %j, system %s -> %s', (attribute, saved, system, shown) => {
    $themeSetting.set(attribute);
    $savedTheme.set(saved);
    $systemTheme.set(system);
    expect($theme.get()).toBe(shown);
  });

  it('chooseTheme saves the choice, overrides the attribute and announces ex-theme-change once per change', () => {
    const emit = vi.fn(() => true);
    $themeSetting.set('light');
    chooseTheme('dark', emit);
    chooseTheme('dark', emit);
    expect($theme.get()).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect($themeSetting.get()).toBeNull();
    expect(emit).toHaveBeenCalledOnce();
    expect((emit.mock.calls[0] as unknown as [CustomEvent])[0]).toMatchObject({
      type: 'ex-theme-change',
      detail: { theme: 'dark' },
    });
  });

  it('follows a choice made in another tab (storage event), and its removal', async () => {
    $systemTheme.set('light');
    // Other tabs are followed from the frame after the first use (at the latest 250 ms after it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: 'black' }));
    expect($theme.get()).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: null }));
    expect($theme.get()).toBe('light');
  });
});
