/** A dropdown's wrapper (src/markup/bar.ts), by its menu: its trigger button and its panel are its children. */
export const dropdownSelector = (menu?: string) =>
  menu ? `.ex-menu[data-menu="${CSS.escape(menu)}"]` : '.ex-menu[data-menu]';

export const triggerOf = (wrapper: Element) => wrapper.querySelector<HTMLElement>(':scope > button');
export const panelOf = (wrapper: Element) => wrapper.querySelector<HTMLElement>(':scope > [popover]');

/**
 * What a reader asked of a menu before its behaviour had loaded (src/first-paint/dropdowns.ts catches it): open it
 * (and move focus into it, from a key), or open it while the mouse is still over it.
 */
export interface DropdownIntent {
  wrapper: HTMLElement;
  focusFirst: boolean;
  hover: boolean;
}
