/**
 * Every file the script-tag core loads is pinned by the core. The build names each feature script and
 * locale file after its content and writes their hashes into dist/ex-header.js, which loads them with `integrity`:
 * one hash on ex-header.js pins all the code the header runs, a file whose bytes differ is refused and the plain bar
 * keeps working, and a core only ever asks for its own release's files, even with two releases in one folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readPins } from '../../scripts/lib/pins.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';
import {
  collectConsoleWarnings,
  collectPageErrors,
  distUrl,
  header,
  openMenu,
  pointAtHeader,
  waitForHeader,
} from './support';

const DIST = join(ROOT, 'dist');
const pins = readPins() as Record<string, { file: string; integrity: string }>;
const core = readFileSync(join(DIST, 'ex-header.js'), 'utf8');
const sha256 = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** Console errors as text. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Paths under /dist/ the page asked for, in order. */
function distRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/')) paths.push(pathname);
  });
  return paths;
}

/** A page with only the given script and a header: no demo panel. */
async function page(page: Page, script: string, attributes = ''): Promise<void> {
  await page.route('**/__pinned.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>pinned</title><style>body{margin:0}</style><script src="${script}"></script></head><body><ex-header api-base="/api" ${attributes}></ex-header><main><h1>Markets</h1></main></body></html>`,
    }),
  );
  await page.goto('/__pinned.html');
}

test('every feature script and locale file has a hashed name, and the core carries each hash', () => {
  const logical = Object.keys(pins).sort();
  const features = readdirSync(join(DIST, 'features')).map((name) => `features/${name}`);
  const locales = readdirSync(join(DIST, 'locales')).map((name) => `locales/${name}`);
  // Every file the core may load is in the table, and nothing else sits beside them.
  expect(
    Object.values(pins)
      .map((pin) => pin.file)
      .sort(),
  ).toEqual([...features, ...locales].sort());
  expect(logical).toContain('features/app.js');
  expect(logical).toContain('locales/de.json');
  expect(logical.filter((path) => path.startsWith('locales/'))).toHaveLength(28);
  for (const [path, pin] of Object.entries(pins)) {
    const bytes = readFileSync(join(DIST, pin.file));
    expect(pin.integrity, path).toBe(sha256(bytes));
    expect(pin.file, path).toMatch(/^(features|locales)\/[a-zA-Z-]+\.[\w-]{12}\.(js|json)$/);
    expect(existsSync(join(DIST, path)), `${path} exists only under its hashed name`).toBe(false);
    expect(core.includes(pin.integrity), `ex-header.js carries the hash of ${path}`).toBe(true);
  }
});

test('a page loads only pinned files, each script with its integrity', async ({ page: tab }) => {
  const requested = distRequests(tab);
  const errors = collectPageErrors(tab);
  await page(tab, '/dist/ex-header.js', 'locale="de" locales-base="/dist/locales/"');
  await waitForHeader(tab);
  await openMenu(tab, 'futures');
  const pinnedPaths = new Set(Object.values(pins).map((pin) => `/dist/${pin.file}`));
  const loaded = requested.filter((path) => path !== '/dist/ex-header.js');
  expect(loaded).toContain(distUrl('features/app.js'));
  expect(loaded).toContain(distUrl('features/menu-panel.js'));
  expect(loaded).toContain(distUrl('locales/de.json'));
  expect(loaded.filter((path) => !pinnedPaths.has(path))).toEqual([]);
  const scripts = await tab.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src*="/features/"]')].map((script) => ({
      path: new URL(script.src).pathname,
      integrity: script.integrity,
      crossOrigin: script.crossOrigin,
    })),
  );
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const script of scripts) {
    const pin = Object.values(pins).find((entry) => `/dist/${entry.file}` === script.path);
    expect(script).toEqual({ path: script.path, integrity: pin?.integrity, crossOrigin: 'anonymous' });
  }
  expect(errors).toEqual([]);
});

test.describe('a tampered file is refused and the header keeps working', () => {
  test('features/app.js altered on the server: never runs; the plain bar stays, its links send ex-navigate; one error naming the file; asked for once', async ({
    page: tab,
  }) => {
    const errors = collectPageErrors(tab);
    const consoleErrors = collectConsoleErrors(tab);
    const requested = distRequests(tab);
    const app = distUrl('features/app.js');
    const original = readFileSync(join(DIST, pins['features/app.js'].file), 'utf8');
    await tab.route(`**${app}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `window.__tampered = true;\n${original}` }),
    );
    await page(tab, '/dist/ex-header.js');
    await expect(header(tab).locator('[part~=bar]')).toBeVisible();
    await pointAtHeader(tab);
    await expect.poll(() => consoleErrors.filter((text) => text.startsWith('[ex-header]'))).toHaveLength(1);
    const ours = consoleErrors.find((text) => text.startsWith('[ex-header]'))!;
    expect(ours).toContain(app);
    expect(ours).toContain('integrity');
    // Hover, focus and click on menus: the refused file is not asked for again.
    const futures = header(tab).locator('[data-menu="futures"] > button');
    await futures.hover();
    await futures.click();
    await futures.focus();
    await tab.keyboard.press('Enter');
    await tab.waitForTimeout(500);
    expect(requested.filter((path) => path === app)).toHaveLength(1);
    expect(consoleErrors.filter((text) => text.startsWith('[ex-header]'))).toHaveLength(1);
    // Nothing of it ran, nothing half-rendered: one root, no React, and the plain bar's links work.
    const state = await tab.evaluate(() => {
      const root = document.querySelector('ex-header')!.shadowRoot!;
      return {
        tampered: (window as unknown as { __tampered?: boolean }).__tampered ?? false,
        roots: root.querySelectorAll('.ex-root').length,
        react: [...root.querySelectorAll('*')].some((node) =>
          Object.keys(node).some((key) => key.startsWith('__react')),
        ),
      };
    });
    expect(state).toEqual({ tampered: false, roots: 1, react: false });
    await tab.evaluate(() =>
      document.addEventListener('ex-navigate', (event) => {
        (window as unknown as { __navigated: unknown }).__navigated = (event as CustomEvent).detail.href;
        event.preventDefault();
      }),
    );
    await header(tab).locator('[part~="login-link"]').click();
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as { __navigated?: string }).__navigated))
      .toMatch(/^\/login\?from=/);
    expect(errors).toEqual([]);
  });

  test('a panel script altered: its menu closes with a warning, the rest of the header still works', async ({
    page: tab,
  }) => {
    const errors = collectPageErrors(tab);
    const consoleErrors = collectConsoleErrors(tab);
    const panel = distUrl('features/menu-panel.js');
    await tab.route(`**${panel}`, async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, body: `${await response.text()}\n;window.__tampered = true;` });
    });
    await page(tab, '/dist/ex-header.js');
    await waitForHeader(tab);
    const spot = header(tab).locator('[data-menu="spot"] > button');
    await spot.click();
    await expect(spot).toHaveAttribute('aria-expanded', 'false');
    // The browser says why it blocked the file; the header says which file and what it means, once.
    await expect
      .poll(() => consoleErrors.filter((text) => text.startsWith('[ex-header]') && text.includes(panel)))
      .toHaveLength(1);
    // Every panel is that one script's (src/views/panel.ts); a dialog is another's.
    await header(tab).locator('[part~="settings-button"]').click();
    await expect(header(tab).locator('dialog.ex-theme-modal[open]')).toBeVisible();
    expect(await tab.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered ?? false)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a locale file altered: English, one warning naming the file; the altered words never show', async ({
    page: tab,
  }) => {
    const warnings = collectConsoleWarnings(tab);
    const file = distUrl('locales/de.json');
    await tab.route(`**${file}`, async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, body: (await response.text()).replace(/Registrieren/g, 'Jetzt hier klicken') });
    });
    await page(tab, '/dist/ex-header.js', 'locale="de" locales-base="/dist/locales/"');
    await waitForHeader(tab);
    await expect.poll(() => warnings.filter((text) => text.includes(file))).toHaveLength(1);
    await expect(header(tab).locator('[part~="register-link"]')).toHaveText('Sign up');
    // The words are English, so lang says so: a screen reader reads them with an English voice.
    await expect(header(tab).locator('.ex-root')).toHaveAttribute('lang', 'en');
    expect(await header(tab).locator('.ex-root').textContent()).not.toContain('Jetzt hier klicken');
  });
});

test.describe('two releases in one folder never mix', () => {
  /** Release B: the same files but for app.js, whose new bytes give it a new hash, a new name and a new core. */
  const appA = pins['features/app.js'];
  const appBBody = `${readFileSync(join(DIST, appA.file), 'utf8')}\n;window.__release = 'B';`;
  const appBIntegrity = sha256(appBBody);
  const coreB = core.replace(appA.integrity, appBIntegrity);
  const appBFile = `features/app.${appBIntegrity
    .slice('sha256-'.length, 'sha256-'.length + 12)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.js`;

  /** Serves /release/ as one deploy folder holding release A (ex-header.js) and release B (ex-header.b.js). */
  async function serveFolder(tab: Page, { withoutA = false } = {}) {
    await tab.route('**/release/**', (route) => {
      const path = new URL(route.request().url()).pathname.slice('/release/'.length);
      if (path === 'ex-header.b.js') return route.fulfill({ contentType: 'text/javascript', body: coreB });
      if (path === appBFile) return route.fulfill({ contentType: 'text/javascript', body: appBBody });
      if (withoutA && path === appA.file) return route.fulfill({ status: 404, body: 'gone' });
      const file = join(DIST, path);
      if (!existsSync(file)) return route.fulfill({ status: 404, body: 'missing' });
      return route.fulfill({
        contentType: path.endsWith('.json') ? 'application/json' : 'text/javascript',
        body: readFileSync(file),
      });
    });
  }
  const appRequests = (requested: string[]) => requested.filter((path) => /\/features\/app\./.test(path));

  test('each core loads its own app.js from the shared folder, and runs it', async ({ browser }) => {
    expect(appBFile).not.toBe(appA.file);
    expect(coreB).not.toBe(core);
    for (const [script, expected, release] of [
      ['/release/ex-header.js', `/release/${appA.file}`, null],
      ['/release/ex-header.b.js', `/release/${appBFile}`, 'B'],
    ] as const) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const requested: string[] = [];
      tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const errors = collectPageErrors(tab);
      await serveFolder(tab);
      await page(tab, script);
      await waitForHeader(tab);
      expect(appRequests(requested)).toEqual([expected]);
      expect(await tab.evaluate(() => (window as unknown as { __release?: string }).__release ?? null)).toBe(release);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test("an open page of release A after B replaced A's files: A's core refuses to load B's code and keeps its plain bar", async ({
    page: tab,
  }) => {
    const consoleErrors = collectConsoleErrors(tab);
    const requested: string[] = [];
    tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await serveFolder(tab, { withoutA: true });
    await page(tab, '/release/ex-header.js');
    await expect(header(tab).locator('[part~=bar]')).toBeVisible();
    await pointAtHeader(tab);
    await expect
      .poll(() =>
        consoleErrors.filter((text) => text.startsWith('[ex-header]') && text.includes(`/release/${appA.file}`)),
      )
      .toHaveLength(1);
    expect(appRequests(requested)).toEqual([`/release/${appA.file}`]);
    expect(await tab.evaluate(() => (window as unknown as { __release?: string }).__release ?? null)).toBeNull();
    await expect(header(tab).locator('[part~="login-link"]')).toHaveAttribute('href', /^\/login\?from=/);
  });
});

test("Trusted Types with only the host's default policy: every feature loads and no violation is reported", async ({
  page: tab,
}) => {
  const errors = collectPageErrors(tab);
  await tab.route('**/__tt-default-policy.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__violations = [];
document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(event.violatedDirective + ' ' + event.sample));
trustedTypes.createPolicy('default', { createScriptURL: (url) => url });`,
    }),
  );
  await tab.route('**/__tt-default.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: {
        'Content-Security-Policy': "script-src 'self'; require-trusted-types-for 'script'; trusted-types default",
      },
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>tt default</title><script src="/__tt-default-policy.js"></script><script src="/dist/ex-header.js"></script></head><body><ex-header api-base="/api" locales-base="/dist/locales/"></ex-header></body></html>',
    }),
  );
  await tab.goto('/__tt-default.html');
  await waitForHeader(tab);
  for (const id of ['spot', 'download']) {
    await openMenu(tab, id);
    await tab.keyboard.press('Escape');
  }
  await header(tab).locator('[part=language-button]').click();
  await expect(header(tab).locator('[part~=language-dialog]')).toBeVisible();
  expect(await tab.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(errors).toEqual([]);
});
