import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builtPath, logicalPath } from '../../scripts/lib/pins.mjs';

type Server = typeof import('../../src/server/index');
const SERVER_MODULE = pathToFileURL(fileURLToPath(new URL('../../dist/esm/server.js', import.meta.url))).href;
/** The built `ex-header/server` (dist/esm/server.js), as a host's server imports it. */
export const server = (): Promise<Server> => import(SERVER_MODULE) as Promise<Server>;

/** The demo server's URL path of a built file, by logical path: "features/app.js" -> "/dist/features/app.<hash>.js". */
export function distUrl(logical: string): string {
  return `/dist/${builtPath(logical)}`;
}

/** A requested /dist/ path by logical path when it is a pinned file of this build ("locales/de.json"), else as is. */
export function logicalDistPath(pathname: string): string {
  const file = pathname.replace(/^\/dist\//, '');
  return logicalPath(file) ?? pathname;
}

/** The header's shadow content (Playwright's CSS locators pierce open shadow roots). */
export function header(page: Page): Locator {
  return page.locator('ex-header').first();
}

export async function waitForHeader(page: Page): Promise<void> {
  // The bar is painted with plain DOM first (or by a server), and React runs when a reader shows intent: point at
  // the header (again, until the script listens), and wait until React has taken it over (its nodes carry React's
  // keys).
  await page.waitForFunction(
    () => {
      const host = document.querySelector('ex-header');
      const root = host?.shadowRoot?.querySelector('.ex-root');
      const owned = !!root?.querySelector('[part~=bar]') && Object.keys(root).some((key) => key.startsWith('__react'));
      if (!owned) host?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      return owned;
    },
    null,
    { polling: 100 },
  );
}

/**
 * A reader points at the header (the bar's edge, not a link or menu the plain bar serves itself): intent, which runs
 * React and the views.
 */
export async function pointAtHeader(page: Page): Promise<void> {
  await header(page)
    .locator('[part~="bar"]')
    .hover({ position: { x: 1, y: 1 } });
}

/** Collects uncaught page errors; assert on them at the end of a test. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Collects the page's console warnings and errors as text. */
export function collectConsoleMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  return messages;
}

/** Collects the page's console warnings as text. */
export function collectConsoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * axe-core over our elements (shadow DOM and their dialogs included; a host page's own markup is not ours to judge),
 * or over the whole page with `scope: 'page'`. Returns the violations with their targets for a readable diff.
 */
export async function axeViolations(
  page: Page,
  scope: 'elements' | 'page' = 'elements',
): Promise<{ id: string; targets: string[] }[]> {
  let builder = new AxeBuilder({ page });
  if (scope === 'elements')
    builder = builder
      .include('ex-header')
      .include('ex-lang-modal')
      .include('ex-theme-modal')
      .include('ex-drawer')
      .include('ex-security-dialog');
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => JSON.stringify(node.target)),
  }));
}

export async function expectNoAxeViolations(page: Page, scope: 'elements' | 'page' = 'elements'): Promise<void> {
  expect(await axeViolations(page, scope)).toEqual([]);
}

/** Opens a desktop menu by clicking its trigger and waits for its (lazily loaded) entries. */
export async function openMenu(page: Page, id: string): Promise<Locator> {
  const menu = header(page).locator(`[data-menu="${id}"]`);
  await menu.locator('> button').click();
  await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'true');
  // The first panel loads its code lazily: allow for a busy machine.
  await expect(
    menu.locator('[part=menu-panel] a, [part=menu-panel] button, [part=download-panel] a').first(),
  ).toBeVisible({ timeout: 15_000 });
  return menu;
}

/** The control focused inside <ex-header>, as "<part> <menu id>" (e.g. "menu-trigger spot"). */
export function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.querySelector('ex-header')!.shadowRoot!.activeElement;
    return `${active?.getAttribute('part')} ${active?.closest('[data-menu]')?.getAttribute('data-menu')}`;
  });
}

/** Holds the requests matching `glob` until `release()`; `requested` resolves when the browser first asked. */
export async function holdRequests(page: Page, glob: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(glob, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** Delays a script, so that any paint before it runs would show the page without what it draws. */
export async function delayScript(page: Page, glob: string, ms = 300): Promise<void> {
  await page.route(glob, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The bar the header says it shows: its custom state (`ex-header:state(compact)`), never an attribute. */
export const layoutOf = (page: Page): Promise<string | null> =>
  page
    .locator('ex-header')
    .first()
    .evaluate((header) =>
      header.matches(':state(compact)') ? 'compact' : header.matches(':state(desktop)') ? 'desktop' : null,
    );

/**
 * A page with only the built script and the given body: no demo panel, no host CSS. `script` is how the page loads
 * the header (the script tag as most hosts write it by default).
 */
export async function barePage(
  page: Page,
  body: string,
  { width = 1280, height = 800, script = '<script src="/dist/ex-header.js"></script>' } = {},
): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.route('**/__bare.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bare</title><style>body{margin:0}</style>${script}</head><body>${body}</body></html>`,
    }),
  );
  await page.goto('/__bare.html');
}

/** The ex-security-fail details sent since openSecurityDialog(). */
export const securityFails = (page: Page) => page.evaluate(() => (window as unknown as { __fails: unknown[] }).__fails);

/** Appends an open <ex-security-dialog action="withdraw"> and records its ex-security-fail events. */
export async function openSecurityDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __fails: unknown[] }).__fails = [];
    document.addEventListener('ex-security-fail', (event) =>
      (window as unknown as { __fails: unknown[] }).__fails.push((event as CustomEvent).detail),
    );
    const dialog = document.createElement('ex-security-dialog');
    dialog.setAttribute('action', 'withdraw');
    dialog.setAttribute('api-base', '/api');
    document.body.append(dialog);
    dialog.setAttribute('open', '');
  });
}
