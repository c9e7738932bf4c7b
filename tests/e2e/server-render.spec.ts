// <ex-header> rendered on the server (renderHeader from ex-header/server, the built dist/esm/server.js, in
// this Node process) inside a declarative shadow root: painted by the HTML parser before any script, then taken over
// by the script (the plain first paint, then React) with no visible change, no layout shift and nothing lost.
import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, trackLayoutShift } from '../../scripts/lib/perf.mjs';
import {
  delayScript,
  distUrl,
  expectNoAxeViolations,
  focusedControl,
  holdRequests,
  logicalDistPath,
  server,
  waitForHeader,
} from './support';

const USERS = {
  visitor: null,
  master: { userId: '1001', loginName: 'alice@example.com', showUserVip: 1, vipLevel: 2 },
  sub: { userId: '2001', childFlag: 1 },
  subTrader: { userId: '2003', childFlag: 1, subAccountTrader: true },
  demo: { userId: '3001', demoUType: 'DemoStatus', showUserVip: 1 },
  unified: { userId: '4001', unified: true, showUserVip: 1 },
} as const;
type Role = keyof typeof USERS;

const PAGE_PATH = '/__ssr.html';
const ENDPOINTS = { apiBase: '/api', localesBase: '/dist/locales/' };

function pageHtml(header: string, { script = 'defer', head = '' } = {}): string {
  const tag = script === 'none' ? '' : `<script src="/dist/ex-header.js" ${script}></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>server-rendered header</title>${head}${tag}
<style nonce="r4nd0m">body{margin:0}</style></head>
<body>${header}<main><h1>Markets</h1><p>Page content under the header.</p></main></body></html>`;
}

async function open(page: Page, html: string, headers: Record<string, string> = {}): Promise<void> {
  await page.route(`**${PAGE_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: html, headers }));
  await page.goto(PAGE_PATH, { waitUntil: 'commit' });
}

/** Holds dist/ex-header.js, so the server-rendered bar can be looked at before any script. */
const holdScript = async (page: Page) => (await holdRequests(page, '**/dist/ex-header.js')).release;

const serverMarkupShown = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.querySelector('ex-header')?.shadowRoot;
    return !!root?.querySelector('.ex-root') && !customElements.get('ex-header');
  });

/** The hrefs of the bar's links, in document order, from HTML text (the server's) for one bar. */
function hrefsIn(html: string, bar: 'desktop' | 'compact'): string[] {
  const start = html.indexOf(bar === 'desktop' ? '<header class="ex-header"' : '<header class="ex-header ex-compact"');
  const end = html.indexOf('</header>', start);
  expect(start, `the ${bar} bar is in the server's HTML`).toBeGreaterThan(-1);
  return [...html.slice(start, end).matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));
}

test.describe("the server's bar has the browser's links", () => {
  const roles = Object.keys(USERS) as Role[];
  for (const locale of ['en', 'de', 'ar']) {
    for (const [bar, width] of [
      ['desktop', 1920],
      ['compact', 375],
    ] as const) {
      test(`${locale}, ${bar}: every role, the same hrefs in the same order`, async ({ page }) => {
        const { renderHeader } = await server();
        await page.setViewportSize({ width, height: 400 });
        for (const role of roles) {
          const options = { locale, path: PAGE_PATH, user: USERS[role], ...ENDPOINTS };
          const expected = hrefsIn(await renderHeader({ ...options, layout: bar }), bar);
          // The browser renders the same attributes by itself (no server markup).
          const attributes = `locale="${locale}" api-base="/api" locales-base="/dist/locales/"${USERS[role] ? ` user='${JSON.stringify(USERS[role])}'` : ''}`;
          await open(page, pageHtml(`<ex-header ${attributes}></ex-header>`, { script: '' }));
          await waitForHeader(page);
          const actual = await page.evaluate(() =>
            Array.from(document.querySelector('ex-header')!.shadowRoot!.querySelectorAll('[part~="bar"] a[href]')).map(
              (link) => link.getAttribute('href'),
            ),
          );
          expect(actual, role).toEqual(expected);
          expect(expected.length, `${role} has links`).toBeGreaterThan(0);
        }
      });
    }
  }
});

test.describe('a server-rendered page, then the script', () => {
  const cases = [
    { name: 'visitor, en, 1920 px', options: {}, width: 1920 },
    { name: 'master, de, 1920 px', options: { locale: 'de', user: USERS.master }, width: 1920 },
    { name: 'visitor, ar, 1920 px, dark', options: { locale: 'ar', theme: 'dark' as const }, width: 1920 },
    { name: 'master, en, 375 px', options: { user: USERS.master }, width: 375 },
    { name: 'unified, ar, 375 px', options: { locale: 'ar', user: USERS.unified }, width: 375 },
    // The server was not told the theme; the reader's system prefers dark, as the script will see.
    { name: 'visitor, en, 1440 px, no theme given, system dark', options: {}, width: 1440, scheme: 'dark' as const },
  ];
  for (const { name, options, width, scheme } of cases) {
    test(`pixel-identical before any script and after React took over: ${name}`, async ({ page }) => {
      const { renderHeader } = await server();
      await page.setViewportSize({ width, height: 300 });
      if (scheme) await page.emulateMedia({ colorScheme: scheme });
      const release = await holdScript(page);
      await open(page, pageHtml(await renderHeader({ path: PAGE_PATH, ...ENDPOINTS, ...options })));
      await serverMarkupShown(page);
      const clip = { x: 0, y: 0, width, height: 80 };
      const before = await page.screenshot({ clip });
      release();
      await waitForHeader(page);
      // The locale file loads after the takeover: its bar texts are the ones the server embedded.
      await page.waitForTimeout(400);
      const after = await page.screenshot({ clip });
      expect(after.equals(before), 'the server-rendered bar looks the same as the one React took over').toBe(true);
    });
  }

  test("the script's first paint shows the server's words while the locale file is still loading (React waits for a reader)", async ({
    page,
  }) => {
    const { renderHeader } = await server();
    await page.setViewportSize({ width: 1920, height: 300 });
    const held: string[] = [];
    for (const logical of ['locales/ar.json', 'features/app.js'])
      await page.route(`**${distUrl(logical)}`, (route) => {
        held.push(logicalDistPath(new URL(route.request().url()).pathname));
      });
    await open(page, pageHtml(await renderHeader({ path: PAGE_PATH, ...ENDPOINTS, locale: 'ar' })));
    // The plain bar has replaced the server's (it does so after the first frame, which already shows a bar).
    await page.waitForFunction(
      () =>
        customElements.get('ex-header') && !document.querySelector('ex-header')!.shadowRoot!.querySelector('.ex-ssr'),
    );
    await expect.poll(() => held.sort()).toEqual(['locales/ar.json']);
    const bar = await page.evaluate(() => {
      const root = document.querySelector('ex-header')!.shadowRoot!;
      return {
        roots: root.querySelectorAll('.ex-root').length,
        login: root.querySelector('[part~="login-link"]')?.textContent,
        react: Object.keys(root.querySelector('.ex-root')!).some((key) => key.startsWith('__react')),
      };
    });
    expect(bar).toEqual({ roots: 1, login: 'تسجيل الدخول', react: false });
  });

  test('CLS 0 with <script defer> and no host CSS, at desktop and phone widths', async ({ page }) => {
    const { renderHeader } = await server();
    for (const width of [1920, 1280, 375]) {
      await page.setViewportSize({ width, height: 600 });
      await trackLayoutShift(page);
      await delayScript(page, '**/dist/ex-header.js');
      await open(page, pageHtml(await renderHeader({ path: PAGE_PATH, ...ENDPOINTS, locale: 'de' })));
      await waitForHeader(page);
      await page.waitForTimeout(300);
      expect(await layoutShiftSoFar(page), `${width} px`).toBe(0);
      await page.unrouteAll();
    }
  });

  test('menus work right after the takeover, and axe passes', async ({ page }) => {
    const { renderHeader } = await server();
    await page.setViewportSize({ width: 1920, height: 800 });
    await open(page, pageHtml(await renderHeader({ path: PAGE_PATH, ...ENDPOINTS, user: USERS.master })));
    await waitForHeader(page);
    await page.locator('ex-header [data-menu="futures"] > button').click();
    await expect(page.locator('ex-header [data-menu="futures"]')).toHaveAttribute('data-state', 'open');
    await expect(page.locator('ex-header [data-menu="futures"] [part~="menu-panel"] a').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('focus made before the script arrived stays on the same control', async ({ page }) => {
    const { renderHeader } = await server();
    await page.setViewportSize({ width: 1920, height: 400 });
    const release = await holdScript(page);
    await open(page, pageHtml(await renderHeader({ path: PAGE_PATH, ...ENDPOINTS })));
    await serverMarkupShown(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('menu-trigger spot');
    release();
    await waitForHeader(page);
    expect(await focusedControl(page)).toBe('menu-trigger spot');
  });

  test('the server-rendered bar passes axe before any script', async ({ page }) => {
    const { renderHeader } = await server();
    await page.setViewportSize({ width: 1920, height: 400 });
    const release = await holdScript(page);
    await open(page, pageHtml(await renderHeader({ path: PAGE_PATH, ...ENDPOINTS, locale: 'ar' })));
    await serverMarkupShown(page);
    await expectNoAxeViolations(page, 'page');
    release();
  });

  test('under a strict CSP with a nonce and Trusted Types the bar is styled from the first paint', async ({ page }) => {
    const { renderHeader } = await server();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.setViewportSize({ width: 1920, height: 400 });
    const release = await holdScript(page);
    const csp =
      "default-src 'self'; style-src 'self' 'nonce-r4nd0m'; script-src 'self'; require-trusted-types-for 'script'; trusted-types ex-header";
    const header = await renderHeader({ path: PAGE_PATH, ...ENDPOINTS, nonce: 'r4nd0m' });
    await open(page, pageHtml(header), { 'Content-Security-Policy': csp });
    await serverMarkupShown(page);
    const height = () => page.evaluate(() => document.querySelector('ex-header')!.getBoundingClientRect().height);
    expect(await height()).toBe(64);
    release();
    await waitForHeader(page);
    expect(await height()).toBe(64);
    expect(errors.filter((text) => /Content Security Policy|Trusted Type/i.test(text))).toEqual([]);
  });
});

test.describe('a server-rendered page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'ar']) {
    test(`${locale}: the fallback links show instead of the bar, and work by keyboard`, async ({ page }) => {
      const { renderHeader } = await server();
      await open(page, pageHtml(await renderHeader({ path: PAGE_PATH, ...ENDPOINTS, locale })));
      const links = page.locator('ex-header nav.ex-header-fallback a');
      await expect(links.first()).toBeVisible();
      await expect(page.locator('ex-header [part~="bar"]').first()).toBeHidden();
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(10);
      for (let index = 0; index < count; index += 1) {
        await page.keyboard.press('Tab');
        await expect(links.nth(index)).toBeFocused();
      }
    });
  }
});

// axe runs in the page, which a browser without JavaScript does not allow: the same markup with its no-script
// rules in force, and the script not loaded, is what it checks.
for (const locale of ['en', 'ar']) {
  test(`${locale}: the server-rendered page as shown without JavaScript passes axe`, async ({ page }) => {
    const { renderHeader } = await server();
    const header = await renderHeader({ path: PAGE_PATH, ...ENDPOINTS, locale });
    expect(header).toContain('@media (scripting: none)');
    await open(page, pageHtml(header.replace('@media (scripting: none)', '@media all'), { script: 'none' }));
    await expect(page.locator('ex-header nav.ex-header-fallback a').first()).toBeVisible();
    await expect(page.locator('ex-header [part~="bar"]').first()).toBeHidden();
    await expectNoAxeViolations(page, 'page');
  });
}

test.describe('server markup inserted with innerHTML (a CMS editor, a client router): its shadow root is used', () => {
  for (const order of ['after the script defined the element', 'before the script runs'] as const) {
    test(`${order}: the server's bar shows at once, no template is left behind, then the header works`, async ({
      page,
    }) => {
      const { renderHeader } = await server();
      const header = await renderHeader({ path: PAGE_PATH, ...ENDPOINTS, locale: 'de', layout: 'desktop' });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize({ width: 1920, height: 400 });
      await page.route('**/__inserted.json', (route) => route.fulfill({ json: { header } }));
      const script = order === 'before the script runs' ? '' : '<script src="/dist/ex-header.js"></script>';
      await open(page, pageHtml(`${script}<div id="slot"></div>`, { script: 'none' }));
      await page.waitForLoadState('load');
      const seen = await page.evaluate(async () => {
        const { header: html } = await (await fetch('/__inserted.json')).json();
        const slot = document.getElementById('slot')!;
        slot.innerHTML = html;
        const element = slot.querySelector('ex-header')!;
        // Read in the same task, before any frame: what the reader's next frame shows.
        return {
          templates: element.querySelectorAll(':scope > template').length,
          bar: element.shadowRoot?.querySelector('[part~="bar"]')?.getAttribute('part') ?? null,
          lang: element.shadowRoot?.querySelector('.ex-root')?.getAttribute('lang') ?? null,
        };
      });
      if (order === 'after the script defined the element')
        expect(seen).toEqual({ templates: 0, bar: 'bar', lang: 'de' });
      else {
        // Not defined yet: the template waits in the light DOM (the fallback links show) until the script upgrades it.
        expect(seen.templates).toBe(1);
        await page.addScriptTag({ url: '/dist/ex-header.js' });
        expect(await page.locator('ex-header > template').count()).toBe(0);
      }
      await waitForHeader(page);
      const root = page.locator('ex-header');
      await expect(root.locator('.ex-root')).toHaveCount(1);
      await expect(root.locator('.ex-root')).toHaveAttribute('lang', 'de');
      await root.locator('[data-menu="spot"] > button').click();
      await expect(root.locator('[data-menu="spot"] [part=menu-panel] a').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
