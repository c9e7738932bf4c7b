/**
 * ex-header/testing: a harness for the tests of pages that embed the header (@web/test-runner, Vitest's browser mode,
 * any test that runs in the page). User-level verbs and reads, addressed by stable keys (a menu's key, an entry's item
 * id, a locale code), never by localized words; each verb waits on the element's `updateComplete`. It imports nothing
 * of the header: it drives whichever build the page loaded (the script or the ES modules) through its public contract.
 * docs/testing.md is its guide; Playwright's twin is ex-header/testing/playwright.
 */
import { ELEMENT_TAGS as TAGS, HOOKS, readEntries, type EntryInfo } from './hooks';

export { HOOKS, type EntryInfo };

/** An ex-* element as a test sees it: its public members. */
export interface ExElement extends HTMLElement {
  readonly updateComplete: Promise<boolean>;
  user?: unknown;
  theme?: 'light' | 'dark';
  locale?: string;
}

type ResettableClass = CustomElementConstructor & { resetState?: () => Promise<void> };

/** Waits until the elements are defined (the script may still be loading), at most `timeout` ms. */
export async function whenDefined(tag: string = TAGS[0], timeout = 10_000): Promise<void> {
  await within(
    customElements.whenDefined(tag),
    `<${tag}> to be defined (is the ex-header script on the page?)`,
    timeout,
  );
}

/**
 * Returns every state the page's elements share and every choice the header saved (theme, unit, caches) to its
 * defaults: call it after each test (`afterEach(resetExHeader)`), once the test's fixtures are gone.
 */
export async function resetExHeader(): Promise<void> {
  for (const tag of TAGS) {
    const elementClass = customElements.get(tag) as ResettableClass | undefined;
    if (elementClass?.resetState) return elementClass.resetState();
  }
}

/** Rejects after `timeout` ms with what was awaited, so a test fails with a reason rather than the runner's timeout. */
function within<T>(work: Promise<T>, what: string, timeout: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`ex-header harness: ${what} took more than ${timeout} ms`)), timeout);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** What the header did instead of (or before) leaving the page: `ex-navigated`'s detail. */
export interface Navigation {
  href: string;
  newWindow: boolean;
  itemId: string;
  followed: boolean;
}

/** A harness for one element (`<ex-header>`, or a standalone `<ex-drawer>`, dialog or picker). */
export class ExHeaderHarness {
  /** How long a verb waits for the header before it fails with what it waited for. */
  timeout = 5_000;

  constructor(readonly element: ExElement) {
    if (!element.shadowRoot) throw new Error(`ex-header harness: <${element.localName}> has no open shadow root`);
  }

  /** The harness of `element` once it is defined and settled. */
  static async of(element: Element): Promise<ExHeaderHarness> {
    await whenDefined(element.localName);
    const harness = new ExHeaderHarness(element as ExElement);
    await harness.settled();
    return harness;
  }

  get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  /** Waits for what the last change asked for to be on screen (the element's `updateComplete`). */
  async settled(): Promise<void> {
    await within(this.element.updateComplete, `<${this.element.localName}>.updateComplete`, this.timeout);
  }

  // ---- reads ----------------------------------------------------------------------------------------------------

  /** The bar shown: "desktop" (64 px, menus) or "compact" (48 px, drawers). */
  get layout(): 'desktop' | 'compact' | null {
    if (this.element.matches(':state(desktop)')) return 'desktop';
    return this.element.matches(':state(compact)') ? 'compact' : null;
  }

  /** The theme shown. */
  get theme(): 'light' | 'dark' {
    return this.element.matches(':state(dark)') ? 'dark' : 'light';
  }

  /** The language the texts are shown in (the inner root's `lang`). */
  get textLanguage(): string | null {
    return this.root.querySelector('[lang]')?.getAttribute('lang') ?? null;
  }

  /**
   * The keys of the menus on the bar, in order: the nav's that fit, then the account's and the download's. A nav menu
   * that does not fit is in "More menus" ("collapse"); `openMenu` reaches it there too.
   */
  get menuKeys(): string[] {
    return [...this.root.querySelectorAll<HTMLElement>(HOOKS.barMenus)]
      .filter((node) => node.checkVisibility())
      .map((node) => node.getAttribute('data-menu')!);
  }

  /** The entries of the open menu, drawer or dialog (of `key`'s menu when given). */
  entries(key?: string): EntryInfo[] {
    const scope = key ? this.#menuScope(key) : this.#openScope();
    if (!scope) throw new Error(`ex-header harness: ${key ? `menu "${key}" is` : 'nothing is'} open`);
    return readEntries([...scope.querySelectorAll(HOOKS.entries)]);
  }

  /** Whether `key`'s menu is open with its entries there. */
  isOpen(key: string): boolean {
    return this.#menuScope(key) !== null;
  }

  /** The open dialog or drawer (its `part`: "drawer", "language-dialog", ...), or null. */
  get openDialog(): HTMLDialogElement | null {
    return this.root.querySelector<HTMLDialogElement>(HOOKS.openDialog);
  }

  /** The toasts shown, by kind and text. */
  get toasts(): { kind: string; text: string }[] {
    return [...this.root.querySelectorAll('[data-toast]')].map((node) => ({
      kind: node.getAttribute('data-toast')!,
      text: (node.textContent ?? '').trim(),
    }));
  }

  // ---- verbs ----------------------------------------------------------------------------------------------------

  /** Opens a menu by its key (through "More menus" when it does not fit the bar); returns its entries. */
  async openMenu(key: string): Promise<EntryInfo[]> {
    if (this.isOpen(key)) return this.entries(key);
    const trigger = this.#visible(HOOKS.menuTrigger(key));
    if (trigger) trigger.click();
    else if (key !== 'collapse' && this.#visible(HOOKS.menuTrigger('collapse'))) await this.openMenu('collapse');
    else throw new Error(`ex-header harness: no menu "${key}" on this bar (menus: ${this.menuKeys.join(', ')})`);
    await this.settled();
    if (!this.isOpen(key)) throw new Error(`ex-header harness: menu "${key}" did not open`);
    return this.entries(key);
  }

  /** Closes whatever is open (a menu, a dialog or a drawer) as Escape does. */
  async close(): Promise<void> {
    const target = this.root.activeElement ?? this.openDialog ?? this.root.querySelector('button') ?? this.element;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await this.settled();
  }

  /** Clicks an entry of what is open (a menu, a drawer) by its item id. */
  async clickEntry(itemId: string): Promise<void> {
    const entry = [...this.root.querySelectorAll<HTMLElement>(HOOKS.entry(itemId))].find((node) =>
      node.checkVisibility(),
    );
    if (!entry) throw new Error(`ex-header harness: no entry "${itemId}" is shown (open its menu or drawer first)`);
    entry.click();
    await this.settled();
  }

  /** Opens a small-screen drawer: "nav", "user" or "preferences". */
  async openDrawer(kind: 'nav' | 'user' | 'preferences'): Promise<HTMLDialogElement> {
    const button = this.#visible(HOOKS.drawerButton(kind));
    if (!button) throw new Error(`ex-header harness: no "${kind}" drawer button (the bar is ${this.layout})`);
    button.click();
    return this.#dialogShown(`the ${kind} drawer`);
  }

  /** Opens the language dialog from the bar. */
  async openLanguages(): Promise<HTMLDialogElement> {
    const button = this.#visible(HOOKS.languageButton);
    if (!button) throw new Error('ex-header harness: no language button on this bar');
    button.click();
    return this.#dialogShown('the language dialog');
  }

  /** Chooses a language by its locale code, from the bar's dialog (or the open picker); the header then navigates. */
  async chooseLanguage(locale: string): Promise<void> {
    let option = this.#visible(HOOKS.language(locale));
    if (!option) {
      await this.openLanguages();
      option = this.#visible(HOOKS.language(locale));
    }
    if (!option) throw new Error(`ex-header harness: no language "${locale}" in the picker`);
    option.click();
    await this.settled();
  }

  /** Switches the theme with the bar's toggle; returns the theme now shown. */
  async toggleTheme(): Promise<'light' | 'dark'> {
    const toggle = this.#visible(HOOKS.themeToggle);
    if (!toggle) throw new Error('ex-header harness: no theme toggle (no-theme-switch, or the small-screen bar)');
    toggle.click();
    await this.settled();
    return this.theme;
  }

  /** Signs a user in (the `user` property, shared by every element on the page). */
  async signIn(user: Record<string, unknown>): Promise<void> {
    this.element.user = user;
    await this.settled();
  }

  async signOut(): Promise<void> {
    this.element.user = null;
    await this.settled();
  }

  /**
   * The next time the header leaves the page, or would have with `no-navigation` (its `ex-navigated`), after `action`
   * (a click: `nextNavigation(() => harness.clickEntry('spot.spot'))`). Rejects after the harness's timeout.
   */
  async nextNavigation(action?: () => unknown): Promise<Navigation> {
    const navigated = new Promise<Navigation>((resolve) =>
      this.element.addEventListener('ex-navigated', (event) => resolve((event as CustomEvent<Navigation>).detail), {
        once: true,
      }),
    );
    await action?.();
    return within(navigated, 'a navigation (ex-navigated)', this.timeout);
  }

  // ---- internals ------------------------------------------------------------------------------------------------

  #visible(selector: string): HTMLElement | null {
    return [...this.root.querySelectorAll<HTMLElement>(selector)].find((node) => node.checkVisibility()) ?? null;
  }

  /** An open menu's panel (or its group in "More menus") once its entries are drawn; null while closed. */
  #menuScope(key: string): Element | null {
    const trigger = this.#visible(HOOKS.menuTrigger(key));
    if (trigger) {
      const panel = this.root.querySelector(HOOKS.menuPanel(key));
      return trigger.getAttribute('aria-expanded') === 'true' && panel?.checkVisibility() ? panel : null;
    }
    const group = this.root.querySelector(HOOKS.overflowGroup(key));
    return group?.checkVisibility() ? group : null;
  }

  #openScope(): Element | null {
    const dialog = this.openDialog;
    if (dialog) return dialog;
    const panel = [...this.root.querySelectorAll('[popover]')].find((node) => node.checkVisibility());
    return panel ?? null;
  }

  async #dialogShown(what: string): Promise<HTMLDialogElement> {
    await this.settled();
    const dialog = this.openDialog;
    if (!dialog) throw new Error(`ex-header harness: ${what} did not open`);
    return dialog;
  }
}

/** The harness of the page's first `<ex-header>` (or of `element`), once it is defined and settled. */
export function exHeaderHarness(element?: Element | null): Promise<ExHeaderHarness> {
  const target = element ?? document.querySelector(TAGS[0]);
  if (!target) return Promise.reject(new Error('ex-header harness: no <ex-header> on the page'));
  return ExHeaderHarness.of(target);
}
