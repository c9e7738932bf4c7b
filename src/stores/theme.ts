import { atom, computed, onMount } from 'nanostores';
import { STORAGE_KEYS } from '../constants';
import { ExThemeChangeEvent, type Emit } from '../events';
import { parseTheme, type Theme } from '../attributes/theme';
import { persistentAtom } from './persistent';

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

/** A choice the user makes in the header beats the attribute, which beats the saved choice, which beats the system. */
export const $theme = computed(
  [$themeSetting, $savedTheme, $systemTheme],
  (setting, saved, system): Theme => setting ?? saved ?? system,
);

/** The user picks a theme: remembered across pages; the attribute no longer overrides it on this page. */
export function chooseTheme(theme: Theme, emit?: Emit): void {
  const changed = theme !== $theme.get();
  $savedTheme.save(theme);
  $themeSetting.set(null);
  if (changed) emit?.(new ExThemeChangeEvent({ theme }));
}
