/**
 * A selector that finds the same control in the React view: a menu's trigger by its menu, a drawer button by its
 * drawer, a bar control by its (unique) first part name, a menu entry by its (page-unique) item id.
 */
export function controlSelector(control: Element): string | null {
  const menu = control.parentElement?.closest('[data-menu]');
  if (menu && control.matches('.ex-menu > button'))
    return `[data-menu="${CSS.escape(menu.getAttribute('data-menu')!)}"] > button`;
  const drawer = control.getAttribute('data-drawer');
  if (drawer) return `[data-drawer="${CSS.escape(drawer)}"]`;
  const part = control.getAttribute('part')?.split(' ')[0];
  if (part) return `[part~="${CSS.escape(part)}"]`;
  const item = control.getAttribute('data-item-id');
  return item ? `[data-item-id="${CSS.escape(item)}"]` : null;
}
