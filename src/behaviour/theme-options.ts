import type { Emit } from '../events';
import { chooseTheme, parseTheme } from '../stores/theme';
import { isRtl, rovingIndex } from './roving-index';

const OPTION_SELECTOR = '[data-theme-option]';

/**
 * What the theme picker's options do (src/markup/theme-picker.ts: a radio group, one tab stop), whoever drew them: a
 * click chooses the option's theme, the arrow keys move and choose, mirrored right to left. The choice is saved, sends
 * `ex-theme-change`, and every element follows the store. Returns the function that stops it.
 */
export function themeOptionsBehaviour(root: HTMLElement, emit: Emit): () => void {
  const choose = (option: Element) => {
    const theme = parseTheme(option.getAttribute('data-theme-option'));
    if (theme) chooseTheme(theme, emit);
  };
  const onClick = (event: MouseEvent): void => {
    const option = event.target instanceof Element ? event.target.closest(OPTION_SELECTOR) : null;
    if (option && root.contains(option)) choose(option);
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
    choose(options[to]);
    options[to].focus();
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
