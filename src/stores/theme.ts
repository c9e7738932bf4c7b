import { atom, computed, onMount } from 'nanostores';
import { STORAGE_KEYS } from '../constants';
import { ExThemeChangeEvent, type Emit } from '../events';
import { parseTheme, type Theme } from '../attributes/theme';
import { persistentAtom } from './persistent';
import { observeThemeSource, readThemeSource, writeThemeSource, type ThemeSource } from '../attributes/theme-source';

export { parseTheme, type Theme };

/** Set by the `theme` attribute or property. */
export const $themeSetting = atom<Theme | null>(null);
/** The user's remembered choice (other tabs follow it). */
export const $savedTheme = persistentAtom<Theme | null>(STORAGE_KEYS.theme, (stored) => parseTheme(stored) ?? null);

function systemTheme(): Theme {
  if (typeof matchMedia !== 'function') return 'light';
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
export const $systemTheme = atom<Theme>(systemTheme());

onMount($systemTheme, () => {
  if (typeof matchMedia !== 'function') return;
  const query = matchMedia('(prefers-color-scheme: dark)');
  const update = (): void => $systemTheme.set(query.matches ? 'dark' : 'light');
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
});

/** Set by the `no-theme-switch` attribute: the header shows no theme controls (the site has its own). */
export const $noThemeSwitch = atom(false);

/** Set by the `theme-source` attribute or property: where the host page keeps its own theme. */
export const $themeSourceSetting = atom<ThemeSource | null>(null);

/** Counts the changes of the page's theme where its source keeps it, while anything follows the theme. */
const $sourceChanges = atom(0);
onMount($sourceChanges, () => {
  let stopObserving = (): void => {};
  const stopListening = $themeSourceSetting.subscribe((source) => {
    stopObserving();
    stopObserving = source ? observeThemeSource(source, () => $sourceChanges.set($sourceChanges.get() + 1)) : () => {};
  });
  return () => {
    stopListening();
    stopObserving();
  };
});

/** The host page's theme as its source says now (null: no source, or it says nothing); read from the page each time. */
export const $pageTheme = computed([$themeSourceSetting, $sourceChanges], (source): Theme | null =>
  source ? readThemeSource(source) : null,
);

/**
 * The attribute (or a choice made in the header on a page that keeps no theme of its own) beats the page's theme
 * source, which beats the saved choice, which beats the system. A page that names its theme source is the truth: the
 * header's saved choice is not read there.
 */
export const $theme = computed(
  [$themeSetting, $themeSourceSetting, $pageTheme, $savedTheme, $systemTheme],
  (setting, source, page, saved, system): Theme => setting ?? page ?? (source ? system : (saved ?? system)),
);

/**
 * The user picks a theme in the header. Where the page names its theme source, the page's theme is switched there
 * (the system preference, which cannot be written, is overridden on this page only); otherwise the choice is
 * remembered across pages. Either way the attribute no longer overrides it on this page.
 */
export function chooseTheme(theme: Theme, emit?: Emit): void {
  const changed = theme !== $theme.get();
  const source = $themeSourceSetting.get();
  if (source?.kind === 'system') $themeSetting.set(theme);
  else {
    if (source) {
      writeThemeSource(source, theme);
      $sourceChanges.set($sourceChanges.get() + 1);
    } else $savedTheme.save(theme);
    $themeSetting.set(null);
  }
  if (changed) emit?.(new ExThemeChangeEvent({ theme }));
}
