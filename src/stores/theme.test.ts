// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { parseThemeSource } from '../attributes/theme-source';
import {
  $savedTheme,
  $systemTheme,
  $theme,
  $themeSetting,
  $themeSourceSetting,
  chooseTheme,
  parseTheme,
} from './theme';

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

describe('$theme with a theme source: the page keeps its theme', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    $themeSetting.set(null);
    $savedTheme.set('light');
    $systemTheme.set('light');
    document.documentElement.setAttribute('data-theme', 'dark');
    $themeSourceSetting.set(parseThemeSource('html[data-theme]'));
    stop = $theme.listen(() => {});
  });
  afterEach(() => {
    stop();
    $themeSourceSetting.set(null);
    document.documentElement.removeAttribute('data-theme');
  });

  it('is read from the page at once, over the saved choice', () => {
    expect($theme.get()).toBe('dark');
  });

  it("follows the site's switch before the next frame (a mutation observer's microtask)", async () => {
    document.documentElement.setAttribute('data-theme', 'light');
    await Promise.resolve();
    expect($theme.get()).toBe('light');
    document.documentElement.setAttribute('data-theme', 'dark');
    await Promise.resolve();
    expect($theme.get()).toBe('dark');
  });

  it("the header's own choice switches the page, is not saved by the header, and is announced", () => {
    const emit = vi.fn(() => true);
    chooseTheme('light', emit);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect($theme.get()).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
    expect(emit).toHaveBeenCalledOnce();
  });

  it('says nothing (an unknown value): the system preference, not the saved choice', () => {
    $systemTheme.set('dark');
    document.documentElement.setAttribute('data-theme', 'auto');
    $themeSourceSetting.set(parseThemeSource('html[data-theme]'));
    expect($theme.get()).toBe('dark');
  });

  it('"system": the system preference; a choice in the header holds on this page only', () => {
    $themeSourceSetting.set(parseThemeSource('system'));
    $systemTheme.set('dark');
    expect($theme.get()).toBe('dark');
    chooseTheme('light');
    expect($theme.get()).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });

  it('the theme attribute still wins', () => {
    $themeSetting.set('light');
    expect($theme.get()).toBe('light');
  });
});
