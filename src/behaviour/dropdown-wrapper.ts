/** A dropdown's wrapper (src/markup/bar.ts), by its menu: its trigger button and its panel are its children. */
export const dropdownSelector = (menu?: string) =>
  menu ? `.ex-menu[data-menu="${CSS.escape(menu)}"]` : '.ex-menu[data-menu]';

export const triggerOf = (wrapper: Element) => wrapper.querySelector<HTMLElement>(':scope > button');
export const panelOf = (wrapper: Element) => wrapper.querySelector<HTMLElement>(':scope > [popover]');

/**
 * What a reader asked of a menu, by its id, before its behaviour had loaded (src/plain/dropdowns.ts catches it;
 * the bar may have been drawn anew since): focus its first entry (it was opened from a key), or open it if the mouse
 * is still over it.
 */
export interface DropdownIntent {
  menu: string;
  focusFirst: boolean;
  hover: boolean;
}
