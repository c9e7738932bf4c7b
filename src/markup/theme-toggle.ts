import type { Theme } from '../stores/theme';

/**
 * The theme toggle drawn in `current`: the theme it switches to, its label's text key and its icon (the sun in the
 * dark theme).
 */
export function themeToggle(current: Theme): { next: Theme; labelKey: string; icon: 'sun' | 'moon' } {
  const next: Theme = current === 'dark' ? 'light' : 'dark';
  return {
    next,
    labelKey: next === 'dark' ? 'header.themeToDark' : 'header.themeToLight',
    icon: current === 'dark' ? 'sun' : 'moon',
  };
}
