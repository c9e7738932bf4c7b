import type { Emit } from '../events';
import { chooseTheme, parseTheme } from '../stores/theme';

/** The theme toggle names the theme it switches to (src/markup/bar.ts). */
const TOGGLE_SELECTOR = 'button[data-theme-next]';

/**
 * What the theme toggle does, whoever drew it: a click chooses the theme it names (saved, `ex-theme-change`), and
 * every element follows the store. Returns the function that stops it.
 */
export function themeToggleBehaviour(root: HTMLElement, emit: Emit): () => void {
  const onClick = (event: MouseEvent): void => {
    const toggle = event.target instanceof Element ? event.target.closest(TOGGLE_SELECTOR) : null;
    const next = toggle && root.contains(toggle) ? parseTheme(toggle.getAttribute('data-theme-next')) : undefined;
    if (next) chooseTheme(next, emit);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** Whether an event is aimed at the theme toggle (served without React). */
export const aimsAtThemeToggle = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(TOGGLE_SELECTOR) !== null;
