/**
 * ex-header/testing/playwright: the page harness's twin for Playwright, built on locators (real clicks, through the
 * open shadow roots) and the element's `updateComplete`. The same verbs and reads as ex-header/testing, each async.
 * It needs nothing of Playwright's at run time: it takes the page (or a locator of the element) it is given.
 */
import { ELEMENT_TAGS, HOOKS, readEntries, type EntryInfo } from './hooks';
import type { Navigation } from './harness';

export { HOOKS, type EntryInfo, type Navigation };

/** The part of Playwright's Locator the harness uses. */
export interface HarnessLocator {
  locator(selector: string): HarnessLocator;
  filter(options: { visible: boolean }): HarnessLocator;
  first(): HarnessLocator;
  count(): Promise<number>;
  getAttribute(name: string): Promise<string | null>;
  click(): Promise<void>;
  press(key: string): Promise<void>;
  evaluate<R, A = unknown>(fn: (node: never, arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  evaluateAll<R>(fn: (nodes: never[]) => R | Promise<R>): Promise<R>;
  evaluateHandle(fn: (node: never) => unknown): Promise<{ evaluate<R>(fn: (value: never) => R): Promise<Awaited<R>> }>;
}

/** The part of Playwright's Page the harness uses. */
export interface HarnessPage {
  locator(selector: string): HarnessLocator;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

type Settling = HTMLElement & { updateComplete: Promise<boolean>; user?: unknown };

export class ExHeaderLocators {
  readonly host: HarnessLocator;

  /** `target`: the page (its first `<ex-header>`), or a locator of one element. */
  constructor(
    private readonly page: HarnessPage,
    target?: HarnessLocator,
  ) {
    this.host = target ?? page.locator('ex-header').first();
  }

  /** Waits for the element's `updateComplete`: what the last change asked for is on screen. */
  async settled(): Promise<void> {
    await this.host.evaluate((element: Settling) => element.updateComplete);
  }

  /** Every shared state and saved choice back to its defaults (the elements' `resetState()`), between tests. */
  async reset(): Promise<void> {
    await this.page.evaluate(async (tags: readonly string[]) => {
      for (const tag of tags) {
        const elementClass = customElements.get(tag) as { resetState?: () => Promise<void> } | undefined;
        if (elementClass?.resetState) return elementClass.resetState();
      }
    }, ELEMENT_TAGS);
  }

  // ---- reads ----------------------------------------------------------------------------------------------------

  async layout(): Promise<'desktop' | 'compact' | null> {
    return this.host.evaluate((element: HTMLElement) =>
      element.matches(':state(desktop)') ? 'desktop' : element.matches(':state(compact)') ? 'compact' : null,
    );
  }

  async theme(): Promise<'light' | 'dark'> {
    return this.host.evaluate((element: HTMLElement) => (element.matches(':state(dark)') ? 'dark' : 'light'));
  }

  /** The language the texts are shown in (the inner root's `lang`). */
  async textLanguage(): Promise<string | null> {
    return this.host.evaluate((element: HTMLElement) =>
      element.shadowRoot!.querySelector('[lang]')!.getAttribute('lang'),
    );
  }

  /** Whether `key`'s menu is open with its entries there (its button `aria-expanded`, or its group in "More menus"). */
  async isOpen(key: string): Promise<boolean> {
    const trigger = this.#visible(HOOKS.menuTrigger(key));
    if ((await trigger.count()) > 0) return (await trigger.getAttribute('aria-expanded')) === 'true';
    return (await this.#visible(HOOKS.overflowGroup(key)).count()) > 0;
  }

  async menuKeys(): Promise<string[]> {
    return this.host
      .locator(HOOKS.barMenus)
      .evaluateAll((nodes: HTMLElement[]) =>
        nodes.filter((node) => node.checkVisibility()).map((node) => node.getAttribute('data-menu')!),
      );
  }

  /** The entries of `key`'s open menu, or of the open dialog or drawer. */
  async entries(key?: string): Promise<EntryInfo[]> {
    const scope = key ? await this.#menuScope(key) : this.host.locator(HOOKS.openDialog);
    return scope.locator(HOOKS.entries).evaluateAll(readEntries);
  }

  // ---- verbs ----------------------------------------------------------------------------------------------------

  async openMenu(key: string): Promise<EntryInfo[]> {
    const trigger = this.#visible(HOOKS.menuTrigger(key));
    if ((await trigger.count()) > 0) await trigger.click();
    else await this.#visible(HOOKS.menuTrigger('collapse')).click();
    await this.settled();
    return this.entries(key);
  }

  /** Closes what is open with Escape, pressed where focus is. */
  async close(): Promise<void> {
    await this.host.evaluate((element: HTMLElement) => {
      const target = element.shadowRoot?.activeElement ?? element;
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    });
    await this.settled();
  }

  async clickEntry(itemId: string): Promise<void> {
    await this.#visible(HOOKS.entry(itemId)).click();
    await this.settled();
  }

  async openDrawer(kind: 'nav' | 'user' | 'preferences'): Promise<HarnessLocator> {
    await this.#visible(HOOKS.drawerButton(kind)).click();
    await this.settled();
    return this.host.locator(HOOKS.openDialog);
  }

  async chooseLanguage(locale: string): Promise<void> {
    const option = this.#visible(HOOKS.language(locale));
    if ((await option.count()) === 0) {
      await this.#visible(HOOKS.languageButton).click();
      await this.settled();
    }
    await option.click();
    await this.settled();
  }

  async toggleTheme(): Promise<'light' | 'dark'> {
    await this.#visible(HOOKS.themeToggle).click();
    await this.settled();
    return this.theme();
  }

  async signIn(user: Record<string, unknown>): Promise<void> {
    await this.host.evaluate((element: Settling, value) => (element.user = value), user);
    await this.settled();
  }

  async signOut(): Promise<void> {
    await this.host.evaluate((element: Settling) => (element.user = null));
    await this.settled();
  }

  /** The header's next `ex-navigated` after `action` (a click): where it went, or would have with `no-navigation`. */
  async nextNavigation(action: () => Promise<unknown>): Promise<Navigation> {
    // Wrapped in an object: evaluateHandle would wait for a promise it is given.
    const navigated = await this.host.evaluateHandle((element: HTMLElement) => ({
      next: new Promise<Navigation>((resolve) =>
        element.addEventListener('ex-navigated', (event) => resolve((event as CustomEvent<Navigation>).detail), {
          once: true,
        }),
      ),
    }));
    await action();
    return navigated.evaluate(({ next }: { next: Promise<Navigation> }) => next);
  }

  #visible(selector: string): HarnessLocator {
    return this.host.locator(selector).filter({ visible: true }).first();
  }

  async #menuScope(key: string): Promise<HarnessLocator> {
    const onBar = (await this.#visible(HOOKS.menuTrigger(key)).count()) > 0;
    return this.host.locator(onBar ? HOOKS.menuPanel(key) : HOOKS.overflowGroup(key));
  }
}
