import type { Emit } from '../events';
import { chooseTheme, parseTheme } from '../stores/theme';
import { isRtl, rovingIndex } from './roving-index';

/** The theme toggle names the theme it switches to (src/markup/bar.ts); a theme option the theme it is. */
const TOGGLE_SELECTOR = 'button[data-theme-next]';
const OPTION_SELECTOR = '[data-theme-option]';

/**
 * What the theme controls do, whoever drew them: the toggle's click chooses the theme it names, an option of the
 * theme picker (src/markup/theme-dialog.ts) its own; in the picker (a radio group, one tab stop) the arrow keys move
 * and choose, mirrored right to left. The choice is saved, sends `ex-theme-change`, and every element follows the
 * store. Returns the function that stops it.
 */
export function themeToggleBehaviour(root: HTMLElement, emit: Emit): () => void {
  const onClick = (event: MouseEvent): void => {
    const control =
      event.target instanceof Element ? event.target.closest(`${TOGGLE_SELECTOR}, ${OPTION_SELECTOR}`) : null;
    if (!control || !root.contains(control)) return;
    const theme = parseTheme(control.getAttribute('data-theme-next') ?? control.getAttribute('data-theme-option'));
    if (theme) chooseTheme(theme, emit);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const option = event.target instanceof Element ? event.target.closest<HTMLElement>(OPTION_SELECTOR) : null;
    const group = option?.closest<HTMLElement>('[role="radiogroup"]');
    if (!option || !group || !root.contains(group)) return;
    const options = Array.from(group.querySelectorAll<HTMLElement>(OPTION_SELECTOR));
    const to = rovingIndex(event.key, options.indexOf(option), options.length, {
      horizontal: true,
      vertical: true,
      rtl: isRtl(group),
    });
    if (to === null) return;
    event.preventDefault();
    const theme = parseTheme(options[to].getAttribute('data-theme-option'));
    if (theme) chooseTheme(theme, emit);
    options[to].focus();
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}

/** Whether an event is aimed at the theme toggle (served without React). */
export const aimsAtThemeToggle = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(TOGGLE_SELECTOR) !== null;
