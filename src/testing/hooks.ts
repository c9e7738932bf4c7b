/**
 * The stable hooks of the elements' shadow DOM, for tests: locale-free attributes and parts that name what a reader
 * sees by key, never by its words. Part of the public contract (docs/testing.md lists them); both harnesses (the
 * page's, ./harness.ts, and Playwright's, ./playwright.ts) reach the header only through these.
 */
/**
 * The package's elements, the header first: the harnesses import nothing of the header (they drive whichever build the
 * page loaded), so they name the tags here (src/testing/hooks.test.ts holds them to the contract's).
 */
export const ELEMENT_TAGS = [
  'ex-header',
  'ex-drawer',
  'ex-lang-modal',
  'ex-theme-modal',
  'ex-security-dialog',
] as const;

export const HOOKS = {
  /** A dropdown of the bar by its key (a menu group's id, "download"; "collapse" is "More menus"). */
  menu: (key: string) => `[data-menu="${key}"]`,
  /** The bar's dropdowns ("More menus" itself left out). */
  barMenus: '[part~="bar"] [data-menu]:not([data-menu="collapse"]):not([popover] *)',
  /** A dropdown's button: the wrapper's first child. */
  menuTrigger: (key: string) => `[data-menu="${key}"] > button`,
  /** A dropdown's panel, by its key. */
  menuPanel: (key: string) => `#ex-panel-${key}`,
  /** A menu's group inside "More menus" (the menus that do not fit the bar). */
  overflowGroup: (key: string) => `#ex-panel-collapse [data-menu="${key}"]`,
  /** An entry of a menu, a drawer or the user panel: its item id (`futures.usdt-m`, `user.logout`). */
  entry: (itemId: string) => `[data-item-id="${itemId}"]`,
  entries: '[data-item-id]',
  /** A small-screen bar's drawer button: nav, user or preferences. */
  drawerButton: (kind: string) => `button[data-drawer="${kind}"]`,
  /** The open drawer, dialog or standalone dialog. */
  openDialog: 'dialog[open]',
  /** A language of the language picker, by its locale code. */
  language: (locale: string) => `[data-choices="language"] [data-value="${locale}"]`,
  /** A display unit of the picker, by its code. */
  unit: (code: string) => `[data-choices="unit"] [data-value="${code}"]`,
  languageButton: '[part~="language-button"]',
  themeToggle: '[part~="theme-toggle"]',
  /** A toast, by its kind: success, error or info. */
  toast: (kind: string) => `[data-toast="${kind}"]`,
} as const;

/** What an entry says about itself, read from its node. */
export interface EntryInfo {
  itemId: string;
  /** Its label as shown (the first line of its text). */
  label: string;
  /** Its link; null for an action entry (copy the UID, log out). */
  href: string | null;
  /** Whether it marks the current page (`aria-current="page"`). */
  current: boolean;
}

/**
 * Reads the shown entries among `nodes`. Self-contained (it uses nothing from its module), so Playwright's harness
 * runs the same function in the page (`evaluateAll`).
 */
export function readEntries(nodes: Element[]): EntryInfo[] {
  return nodes
    .filter((node) => node.checkVisibility())
    .map((node) => ({
      itemId: node.getAttribute('data-item-id') ?? '',
      label: (node.querySelector('.ex-entry__label')?.textContent ?? node.textContent ?? '').trim(),
      href: node.getAttribute('href'),
      current: node.getAttribute('aria-current') === 'page',
    }));
}
