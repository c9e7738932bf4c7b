// The bar is painted with plain DOM before React loads (dist/ex-header.js has no React), and React takes it
// over without a visible change, keeping focus and a click made in between. features/app.js is held back here, so
// the plain bar can be looked at, used, and then compared with React's.
import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { layoutShiftSoFar, trackLayoutShift } from '../../scripts/lib/perf.mjs';
import {
  collectConsoleMessages,
  collectPageErrors,
  delayScript,
  distUrl,
  focusedControl,
  holdRequests,
  waitForHeader,
  pointAtHeader,
} from './support';

/** Holds features/app.js (React and the views), so the plain bar can be looked at and used first. */
const holdApp = (page: Page) => holdRequests(page, `**${distUrl('features/app.js')}`);

const isPlain = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('ex-header')!.shadowRoot!.querySelector('.ex-root')!;
    return !Object.keys(root).some((key) => key.startsWith('__react'));
  });

function pageWith(attributes: string, scriptAttributes = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>first paint</title>
<script src="/dist/ex-header.js" ${scriptAttributes}></script></head>
<body style="margin:0"><ex-header api-base="/api" locales-base="/dist/locales/" ${attributes}></ex-header>
<main><h1>Markets</h1><p>Page content under the header.</p></main></body></html>`;
}

/**
 * The page with features/app.js held back, so only the plain bar serves; returns the hold, to release. React is asked
 * for as a reader's intent asks for it (an event on the element that no plain control serves).
 */
async function openWithoutViews(page: Page, attributes = '') {
  const app = await holdApp(page);
  await open(page, pageWith(attributes));
  await page.locator('ex-header [part~="bar"]').waitFor();
  await page.dispatchEvent('ex-header', 'pointerover');
  await app.requested;
  return app;
}

/** The ex-navigate details the header sends from now on, each prevented (the page stays). */
async function recordNavigations(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    (window as unknown as { navigated: unknown[] }).navigated = [];
    document.querySelector('ex-header')!.addEventListener('ex-navigate', (event) => {
      event.preventDefault();
      (window as unknown as { navigated: unknown[] }).navigated.push((event as CustomEvent).detail);
    });
  });
  return () => page.evaluate(() => (window as unknown as { navigated: unknown[] }).navigated);
}

async function open(page: Page, html: string) {
  await page.route('**/__first-paint.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  // Not 'load': the held-back app was requested before the load event, which waits for it.
  await page.goto('/__first-paint.html', { waitUntil: 'domcontentloaded' });
}

const USER = JSON.stringify({ userId: '1001', loginName: 'alice@example.com', showUserVip: 1, vipLevel: 2 });

test.describe('first paint before React', () => {
  const cases = [
    { name: 'visitor, en, 1440 px', attributes: '', width: 1440 },
    { name: 'visitor, ar, 1440 px, dark', attributes: 'locale="ar" theme="dark"', width: 1440 },
    { name: 'master, de, 1280 px', attributes: `locale="de" user='${USER}'`, width: 1280 },
    { name: 'master, en, 375 px', attributes: `user='${USER}'`, width: 375 },
    { name: 'visitor, ar, 375 px', attributes: 'locale="ar"', width: 375 },
  ];
  for (const { name, attributes, width } of cases) {
    test(`pixel-identical before and after React takes over: ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 300 });
      const app = await openWithoutViews(page, attributes);
      // Let a locale file arrive (de, ar) before looking: the text, not the takeover, would change otherwise.
      await page.waitForTimeout(400);
      expect(await isPlain(page)).toBe(true);
      const clip = { x: 0, y: 0, width, height: 80 };
      const before = await page.screenshot({ clip });
      app.release();
      await waitForHeader(page);
      await page.waitForTimeout(100);
      const after = await page.screenshot({ clip });
      expect(after.equals(before), 'the bar looks the same in plain DOM and in React').toBe(true);
    });
  }

  test('the plain bar passes axe', async ({ page }) => {
    const app = await openWithoutViews(page);
    const results = await new AxeBuilder({ page }).include('ex-header').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(await isPlain(page)).toBe(true);
    app.release();
  });

  test('a click on a menu made before React arrives opens that menu when it does', async ({ page }) => {
    const app = await openWithoutViews(page);
    await page.locator('ex-header [data-menu="futures"] > button').click();
    expect(await isPlain(page)).toBe(true);
    app.release();
    await waitForHeader(page);
    await expect(page.locator('ex-header [data-menu="futures"]')).toHaveAttribute('data-state', 'open');
  });

  test('focus made before React arrives stays on the same control', async ({ page }) => {
    const app = await openWithoutViews(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('menu-trigger spot');
    app.release();
    await waitForHeader(page);
    expect(await focusedControl(page)).toBe('menu-trigger spot');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('ex-header');
  });

  test('a link followed before React arrives sends a cancelable ex-navigate', async ({ page }) => {
    const app = await openWithoutViews(page);
    const navigated = await recordNavigations(page);
    await page.locator('ex-header [part~="login-link"]').click();
    await expect
      .poll(async () => (await navigated()).map((detail) => (detail as { href: string }).href))
      .toEqual(['/login?from=%2F__first-paint.html&source=mix']);
    expect(new URL(page.url()).pathname).toBe('/__first-paint.html');
    app.release();
  });

  test('when the app cannot load, the plain bar stays with one error naming the file and its links navigate', async ({
    page,
  }) => {
    const messages = collectConsoleMessages(page);
    const errors = collectPageErrors(page);
    await page.route(`**${distUrl('features/app.js')}`, (route) => route.abort());
    await open(page, pageWith(''));
    await pointAtHeader(page);
    await expect
      .poll(() =>
        messages.filter((text) => text.startsWith('[ex-header]') && text.includes(distUrl('features/app.js'))),
      )
      .toHaveLength(1);
    await expect(page.locator('ex-header [part~="bar"]')).toBeVisible();
    await page.locator('ex-header [part~="register-link"]').click();
    await page.waitForURL(/\/register\?from=/);
    expect(errors).toEqual([]);
  });
});

test('a narrow column on a wide screen: the small-screen bar from the first frame, no ResizeObserver loop error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 400 });
  await page.addInitScript(() => {
    const seen = { errors: [] as string[], firstFrame: null as null | { layout: string | null; compact: boolean } };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    addEventListener('error', (event) => seen.errors.push(event.message));
    // What the first frame with a bar showed, read at the next frame (ResizeObserver callbacks run after a frame's
    // animation callbacks and before its paint).
    const watch = () =>
      requestAnimationFrame(() => {
        const header = document.querySelector('ex-header');
        if (!header?.shadowRoot?.querySelector('[part~="bar"]')) return watch();
        requestAnimationFrame(() => {
          seen.firstFrame = {
            layout: header.matches(':state(compact)')
              ? 'compact'
              : header.matches(':state(desktop)')
                ? 'desktop'
                : null,
            compact: Boolean(header.shadowRoot!.querySelector('[part~="compact-bar"]')),
          };
        });
      });
    watch();
  });
  const app = await holdApp(page);
  await open(
    page,
    pageWith('').replace(/<ex-header[^>]*><\/ex-header>/, (tag) => `<div style="width:600px">${tag}</div>`),
  );
  await page.dispatchEvent('ex-header', 'pointerover');
  await app.requested;
  const seen = () =>
    page.evaluate(() => (window as unknown as { __seen: { errors: string[]; firstFrame: unknown } }).__seen);
  await expect.poll(async () => (await seen()).firstFrame).toEqual({ layout: 'compact', compact: true });
  app.release();
  await waitForHeader(page);
  await page.setViewportSize({ width: 900, height: 400 });
  await page.setViewportSize({ width: 1440, height: 400 });
  await page.waitForTimeout(300);
  expect((await seen()).errors).toEqual([]);
});

test.describe('layout shift by loading mode (no host CSS)', () => {
  for (const [mode, scriptAttributes] of [
    ['blocking <script>', ''],
    ['<script defer blocking="render">', 'defer blocking="render"'],
  ] as const) {
    test(`${mode}: CLS 0`, async ({ page }) => {
      await trackLayoutShift(page);
      await delayScript(page, '**/dist/ex-header.js');
      await open(page, pageWith('', scriptAttributes));
      await waitForHeader(page);
      await page.waitForTimeout(300);
      expect(await layoutShiftSoFar(page)).toBe(0);
    });
  }
});

test.describe('React off the load: neither fetched nor run until the reader needs it', () => {
  /** A page whose browser never reports idle time. */
  const neverIdle = (page: Page) =>
    page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
  /** Not the API client's script (a signed-in user's account data loads when idle). */
  const notApi = (path: string) => !/\/features\/api\./.test(path);
  /** The feature scripts run, but the API client's. */
  const scripts = async (page: Page) =>
    (
      await page.evaluate(() =>
        [...document.querySelectorAll('script[src*="/features/"]')].map(
          (script) => new URL(script.getAttribute('src')!, location.href).pathname,
        ),
      )
    ).filter(notApi);
  const fetched = (page: Page, paths: string[]) =>
    page.evaluate(
      (wanted) =>
        wanted.map(
          (path) =>
            performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === path).length,
        ),
      paths,
    );
  // What the plain bar's menus draw with (no React), then React itself and the views: each its own script, so
  // evaluating them is a task each.
  const plain = [distUrl('features/shared-plain.js'), distUrl('features/plain-menu-panel.js')];
  const views = [distUrl('features/react.js'), distUrl('features/app.js')];

  for (const [intent, width, attributes, act] of [
    ['a pointer over the bar', 1440, '', (page: Page) => pointAtHeader(page)],
    [
      'a pointer over the element where no control is, signed in on a 390 px phone',
      390,
      `user='${USER}'`,
      (page: Page) => page.dispatchEvent('ex-header', 'pointerover'),
    ],
  ] as const) {
    test(`React waits, not even fetched, until ${intent}; every preload is used`, async ({ page }) => {
      await page.setViewportSize({ width, height: 600 });
      await open(page, pageWith(attributes));
      // At idle, the plain menus' code runs, and the declarations of the dialogs or drawers the bar's buttons open,
      // which it draws ahead; React is not fetched.
      const dialogs = width > 1000 ? ['lang', 'theme'] : ['drawer'];
      const atIdle = [...plain, ...dialogs.map((name) => distUrl(`features/dialog-${name}.js`))];
      await expect.poll(() => scripts(page)).toEqual(atIdle);
      await page.waitForTimeout(1000);
      expect(await scripts(page)).toEqual(atIdle);
      expect(await fetched(page, views)).toEqual([0, 0]);
      const preloads = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel=preload]')].map((link) => [
          new URL(link.getAttribute('href')!, location.href).pathname,
          link.getAttribute('integrity')?.startsWith('sha256-') && link.getAttribute('crossorigin') === 'anonymous',
        ]),
      );
      expect(preloads.filter(([file]) => notApi(file as string))).toEqual(atIdle.map((file) => [file, true]));
      expect(await isPlain(page)).toBe(true);
      // Links, the theme toggle, the plain menus and dialogs are no reason to run React.
      await page.locator('ex-header [part~="logo"]').hover();
      if (width > 1000) {
        await page.locator('ex-header [part~="theme-toggle"]').hover();
        await page.locator('ex-header [data-menu="spot"] > button').hover();
        await page.locator('ex-header [part~="language-button"]').hover();
      } else {
        await page.locator('ex-header button[data-drawer="nav"]').hover();
        await page.locator('ex-header button[data-drawer="user"]').focus();
      }
      await page.waitForTimeout(300);
      expect(await fetched(page, views)).toEqual([0, 0]);
      await act(page);
      await waitForHeader(page);
      // (What the control opens, and the markets' symbols a plain menu's entries linked to, load on the way.)
      expect((await scripts(page)).filter((path) => [...plain, ...views].includes(path))).toEqual([...plain, ...views]);
      // One download each: the scripts reused the preloads.
      expect(await fetched(page, [...plain, ...views])).toEqual([1, 1, 1, 1]);
    });
  }

  test("the plain menus' code is fetched after the first frame, though the page keeps the browser busy, and runs when idle", async ({
    page,
  }) => {
    // A host page whose own work leaves no idle time (a task every turn, for as long as it says).
    const busy = `<script>window.busyUntil = Infinity; const turn = new MessageChannel();
      turn.port1.onmessage = () => {
        if (performance.now() > window.busyUntil) return;
        const start = performance.now(); while (performance.now() - start < 8);
        turn.port2.postMessage(0);
      };
      turn.port2.postMessage(0);</script>`;
    await open(page, pageWith('').replace('</body>', `${busy}</body>`));
    await page.locator('ex-header [part~="bar"]').waitFor();
    // Fetched (a click that comes first waits for running them only), not run: the browser has not been idle.
    await expect.poll(() => fetched(page, plain)).toEqual([1, 1]);
    expect(await scripts(page)).toEqual([]);
    await page.evaluate(() => ((window as unknown as { busyUntil: number }).busyUntil = 0));
    // They run first (then the dialogs' the bar readies ahead).
    await expect.poll(async () => (await scripts(page)).slice(0, plain.length)).toEqual(plain);
    // Run from what was fetched: one download each.
    expect(await fetched(page, plain)).toEqual([1, 1]);
  });

  test("with no intent, React never runs; a signed-in user's account data still loads when idle", async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/trader-pro|redicon/.test(path)) calls.push(path);
    });
    await open(page, pageWith(`user='${USER}'`));
    await expect.poll(() => calls.length).toBe(2);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => '__exHeaderReact' in window)).toBe(false);
    expect(await isPlain(page)).toBe(true);
  });

  test('a click on the app download before anything ran at idle: the plain bar loads its small panel script and draws it (QR included), without React', async ({
    page,
  }) => {
    await neverIdle(page);
    await page.setViewportSize({ width: 1440, height: 600 });
    await open(page, pageWith(''));
    await page.waitForTimeout(300);
    await page.locator('ex-header [data-menu="download"] > button').click();
    await expect(page.locator('ex-header [data-menu="download"] > button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('ex-header [data-item-id="download-ios"]')).toBeVisible();
    await expect(page.locator('ex-header [part=qr]')).toBeVisible();
    expect(await page.locator('ex-header .ex-root').count()).toBe(1);
    expect(await isPlain(page)).toBe(true);
    expect(await page.evaluate(() => '__exHeaderReact' in window)).toBe(false);
  });
});

test.describe('React adopts the first paint: the nodes a reader sees are the ones React owns, none rebuilt', () => {
  const roles: Record<string, string> = {
    visitor: '',
    master: `user='${USER}'`,
    'sub-account': `user='${JSON.stringify({ userId: '2001', childFlag: 1 })}'`,
    'demo (watermark)': `user='${JSON.stringify({ userId: '3001', demoUType: 'DemoStatus' })}'`,
    'simulation, unified page': `user='${USER}' mode="simulation" unified-page`,
  };
  for (const [role, attributes] of Object.entries(roles)) {
    for (const locale of ['en', 'de', 'ar']) {
      // 1100 px: some menus move into "More menus" (in German and Arabic); 375 px: the compact bar.
      for (const width of [1440, 1100, 375]) {
        test(`${role}, ${locale}, ${width} px: same nodes, no warning`, async ({ page }) => {
          const messages = collectConsoleMessages(page);
          const errors = collectPageErrors(page);
          await page.addInitScript(() => {
            window.requestIdleCallback = () => 0;
          });
          await page.setViewportSize({ width, height: 600 });
          await open(page, pageWith(`locale="${locale}" ${attributes}`));
          // The plain bar as drawn, with its texts in the page's language.
          await expect(page.locator('ex-header .ex-root')).toHaveAttribute('lang', locale === 'en' ? 'en' : locale);
          await page.waitForTimeout(locale === 'en' ? 100 : 600);
          const drawn = await page.evaluate(() => {
            const root = document.querySelector('ex-header')!.shadowRoot!;
            const nodes = [root.querySelector('.ex-root')!, ...root.querySelectorAll('.ex-root *')];
            (window as unknown as { __drawn: Element[] }).__drawn = nodes;
            return { count: nodes.length, html: root.querySelector('.ex-root')!.outerHTML };
          });
          await page.dispatchEvent('ex-header', 'pointerover');
          await waitForHeader(page);
          await page.waitForTimeout(300);
          const after = await page.evaluate(() => {
            const root = document.querySelector('ex-header')!.shadowRoot!;
            const drawn = (window as unknown as { __drawn: Element[] }).__drawn;
            return {
              kept: drawn.filter((node) => node.isConnected && root.contains(node)).length,
              // The inner root is React's container; every node in it is React's own.
              owned: drawn.filter((node) => Object.keys(node).some((key) => /^__react(Fiber|Container)/.test(key)))
                .length,
              roots: root.querySelectorAll('.ex-root').length,
            };
          });
          expect(after).toEqual({ kept: drawn.count, owned: drawn.count, roots: 1 });
          expect(messages.filter((text) => !text.includes('is unavailable; the header works without it'))).toEqual([]);
          expect(errors).toEqual([]);
        });
      }
    }
  }
});

for (const delay of [0, 10, 80]) {
  test(`state that changes ${delay} ms after the app ran, while React adopts the bar (a locale, a theme): React's bar shows the new state in the nodes it adopted (texts and attributes), no warning`, async ({
    page,
  }) => {
    const messages = collectConsoleMessages(page);
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    // Slowed, so that adopting the bar takes several slices and the change lands before, between or after them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.setViewportSize({ width: 1440, height: 600 });
    await open(page, pageWith(''));
    await page.waitForTimeout(1000);
    await page.evaluate(async (ms) => {
      const header = document.querySelector('ex-header')!;
      (window as unknown as { __drawn: Element[] }).__drawn = [
        ...header.shadowRoot!.querySelectorAll('.ex-root a[href], .ex-root button'),
      ];
      (window as unknown as { __logoLabel: string }).__logoLabel = header
        .shadowRoot!.querySelector('[part~="logo"]')!
        .getAttribute('aria-label')!;
      const ran = new Promise<void>((resolve) => {
        new MutationObserver((records, observer) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLScriptElement && node.src.includes('/features/app.')) {
                observer.disconnect();
                node.addEventListener('load', () => resolve());
              }
        }).observe(document.head, { childList: true });
      });
      header.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await ran;
      await new Promise((resolve) => setTimeout(resolve, ms));
      header.setAttribute('theme', 'dark');
      header.setAttribute('locale', 'ar');
    }, delay);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await waitForHeader(page);
    const root = page.locator('ex-header .ex-root');
    await expect(root).toHaveAttribute('lang', 'ar');
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('ex-header [part~="login-link"]')).toHaveText('تسجيل الدخول');
    expect(await root.count()).toBe(1);
    // The nodes drawn before React are React's now, none drawn anew, and their links lead to the Arabic pages.
    const drawn = await page.evaluate(() =>
      (window as unknown as { __drawn: Element[] }).__drawn.map((node) => ({
        kept: node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
        href: node.getAttribute('href'),
      })),
    );
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.filter((node) => !node.kept)).toEqual([]);
    expect(drawn.filter((node) => node.href && !/^\/ar(\/|$|\?)|^https?:/.test(node.href))).toEqual([]);
    // An attribute only (not a text) that changed with the locale: hydrating does not correct it, the update does.
    const labels = await page.evaluate(() => ({
      before: (window as unknown as { __logoLabel: string }).__logoLabel,
      now: document.querySelector('ex-header')!.shadowRoot!.querySelector('[part~="logo"]')!.getAttribute('aria-label'),
    }));
    expect(labels.now).not.toBe(labels.before);
    expect(messages.filter((text) => !text.includes('is unavailable; the header works without it'))).toEqual([]);
  });
}

test.describe('menus before React: the plain bar opens them itself, and React adopts the open panel', () => {
  /** The exposure analytics events of the page, in order. */
  const recordAnalytics = (page: Page) =>
    page.addInitScript(() => {
      const seen: { type: string; itemId: string }[] = [];
      (window as unknown as { __analytics: typeof seen }).__analytics = seen;
      document.addEventListener('ex-analytics', (event) => seen.push((event as CustomEvent).detail));
    });
  const exposures = (page: Page, itemId: string) =>
    page.evaluate(
      (id) =>
        (window as unknown as { __analytics: { type: string; itemId: string }[] }).__analytics.filter(
          (detail) => detail.type === 'exposure' && detail.itemId === id,
        ).length,
      itemId,
    );
  const trigger = (page: Page, menu: string) => page.locator(`ex-header [data-menu="${menu}"] > button`);
  const entries = (page: Page, menu: string) => page.locator(`ex-header [data-menu="${menu}"] > [popover] .ex-entry`);

  const cases = [
    { name: 'visitor, en, 1440 px, Futures', attributes: '', width: 1440, menu: 'futures', wait: 100 },
    {
      name: 'master, ar, 1440 px, dark, Spot',
      attributes: `locale="ar" theme="dark" user='${USER}'`,
      width: 1440,
      menu: 'spot',
      wait: 600,
    },
    { name: 'visitor, de, 1100 px, More menus', attributes: 'locale="de"', width: 1100, menu: 'collapse', wait: 600 },
    { name: 'master, en, 1440 px, Assets', attributes: `user='${USER}'`, width: 1440, menu: 'assets', wait: 100 },
    // Panels with parts of their own: the user menu's summary and logout, the app download's QR code and store icons.
    { name: 'master, en, 1440 px, the user menu', attributes: `user='${USER}'`, width: 1440, menu: 'user', wait: 100 },
    {
      name: 'visitor, de, 1440 px, dark, the app download',
      attributes: 'locale="de" theme="dark"',
      width: 1440,
      menu: 'download',
      wait: 600,
    },
  ];
  for (const { name, attributes, width, menu, wait } of cases) {
    test(`${name}: drawn at once without React; React owns the same nodes, pixel-identical, one exposure event`, async ({
      page,
    }) => {
      const messages = collectConsoleMessages(page);
      const errors = collectPageErrors(page);
      await recordAnalytics(page);
      await page.setViewportSize({ width, height: 700 });
      const app = await openWithoutViews(page, attributes);
      await page.waitForTimeout(wait);
      // An open menu loads the markets' symbols its entries link to (once per page), and is drawn again with them.
      const symbols =
        menu === 'download' || menu === 'user'
          ? null
          : page.waitForResponse((response) => response.url().includes('/contract/symbols'));
      await trigger(page, menu).click();
      await expect(entries(page, menu).first()).toBeVisible();
      await symbols;
      expect(await isPlain(page)).toBe(true);
      await expect(trigger(page, menu)).toHaveAttribute('aria-expanded', 'true');
      // Until the entries are drawn for good and the trigger's chevron has turned (120 ms).
      await page.evaluate(
        (id) =>
          new Promise<void>((resolve) => {
            const panel = document
              .querySelector('ex-header')!
              .shadowRoot!.querySelector(`[data-menu="${id}"] > [popover]`)!;
            let quiet = setTimeout(resolve, 600);
            new MutationObserver(() => {
              clearTimeout(quiet);
              quiet = setTimeout(resolve, 600);
            }).observe(panel, { childList: true, subtree: true, characterData: true });
          }),
        menu,
      );
      const clip = { x: 0, y: 0, width, height: 700 };
      const before = await page.screenshot({ clip });
      const drawn = await page.evaluate((id) => {
        const panel = document
          .querySelector('ex-header')!
          .shadowRoot!.querySelector(`[data-menu="${id}"] > [popover]`)!;
        const nodes = [...panel.querySelectorAll('*')];
        (window as unknown as { __drawn: Element[] }).__drawn = nodes;
        return nodes.length;
      }, menu);
      expect(drawn).toBeGreaterThan(6);
      app.release();
      await waitForHeader(page);
      await page.waitForTimeout(300);
      const after = await page.evaluate(() => {
        const drawnNodes = (window as unknown as { __drawn: Element[] }).__drawn;
        return {
          kept: drawnNodes.filter((node) => node.isConnected).length,
          owned: drawnNodes.filter((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))).length,
        };
      });
      expect(after).toEqual({ kept: drawn, owned: drawn });
      await expect(page.locator(`ex-header [data-menu="${menu}"]`)).toHaveAttribute('data-state', 'open');
      const final = await page.screenshot({ clip });
      expect(final.equals(before), 'the open menu looks the same before and after').toBe(true);
      // One exposure event per menu shown (More menus shows several), however many renderers drew it.
      const shownMenus = await page.evaluate(
        (id) =>
          id === 'collapse'
            ? [...document.querySelector('ex-header')!.shadowRoot!.querySelectorAll('.ex-overflow__group')].map(
                (group) => group.getAttribute('data-menu')!,
              )
            : [id],
        menu,
      );
      expect(shownMenus.length).toBeGreaterThan(0);
      for (const shown of shownMenus) expect(await exposures(page, shown), shown).toBe(1);
      // Still React's menu: a click outside closes it.
      await page.mouse.click(width / 2, 650);
      await expect(trigger(page, menu)).toHaveAttribute('aria-expanded', 'false');
      expect(messages.filter((text) => !text.includes('is unavailable; the header works without it'))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the panel shows before React has run, and React takes over by itself once it has', async ({ page }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.setViewportSize({ width: 1440, height: 600 });
    await open(page, pageWith(''));
    await page.waitForTimeout(300);
    const shown = await page.evaluate(
      () =>
        new Promise<{ react: boolean; ms: number }>((resolve) => {
          const root = document.querySelector('ex-header')!.shadowRoot!;
          const started = performance.now();
          const check = () => {
            if (root.querySelector('[data-menu="futures"] [data-item-id]'))
              resolve({ react: '__exHeaderReact' in globalThis, ms: performance.now() - started });
            else requestAnimationFrame(check);
          };
          root.querySelector<HTMLButtonElement>('[data-menu="futures"] > button')!.click();
          check();
        }),
    );
    expect(shown.react).toBe(false);
    await waitForHeader(page);
    await expect(trigger(page, 'futures')).toHaveAttribute('aria-expanded', 'true');
  });

  test('keyboard before React: ArrowDown opens and focuses the first entry, arrows move, Escape closes and returns focus', async ({
    page,
  }) => {
    const app = await openWithoutViews(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('menu-trigger spot');
    await page.keyboard.press('ArrowDown');
    const focusedItem = () =>
      page.evaluate(() => document.querySelector('ex-header')!.shadowRoot!.activeElement?.getAttribute('data-item-id'));
    await expect.poll(focusedItem).toMatch(/^spot\./);
    const first = await focusedItem();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).not.toBe(first);
    await page.keyboard.press('End');
    const last = await focusedItem();
    await page.keyboard.press('ArrowDown');
    expect(await focusedItem()).toBe(first);
    expect(last).not.toBe(first);
    await page.keyboard.press('Escape');
    await expect(trigger(page, 'spot')).toHaveAttribute('aria-expanded', 'false');
    expect(await focusedControl(page)).toBe('menu-trigger spot');
    expect(await isPlain(page)).toBe(true);
    app.release();
  });

  test('hover before React opens a menu and leaving closes it; one menu open at a time; a click outside closes it', async ({
    page,
  }) => {
    const app = await holdApp(page);
    await page.setViewportSize({ width: 1440, height: 600 });
    await open(page, pageWith(''));
    await trigger(page, 'futures').hover();
    await expect(entries(page, 'futures').first()).toBeVisible();
    await page.mouse.move(700, 500);
    await expect(trigger(page, 'futures')).toHaveAttribute('aria-expanded', 'false');
    await expect(entries(page, 'futures')).toHaveCount(0);
    await trigger(page, 'spot').click();
    await expect(entries(page, 'spot').first()).toBeVisible();
    await trigger(page, 'strategy').click();
    await expect(entries(page, 'strategy').first()).toBeVisible();
    await expect(trigger(page, 'spot')).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.click(700, 500);
    await expect(trigger(page, 'strategy')).toHaveAttribute('aria-expanded', 'false');
    expect(await isPlain(page)).toBe(true);
    app.release();
  });

  test('an entry followed before React sends a cancelable ex-navigate and closes the menu', async ({ page }) => {
    const app = await openWithoutViews(page);
    const navigated = await recordNavigations(page);
    await trigger(page, 'spot').click();
    await page.locator('ex-header [data-item-id="spot.convert"]').click();
    await expect.poll(navigated).toEqual([{ itemId: 'spot.convert', href: '/convert', newWindow: false }]);
    await expect(trigger(page, 'spot')).toHaveAttribute('aria-expanded', 'false');
    app.release();
  });

  // The menus' behaviour comes with their panels' script (features/plain-menu-panel.js, fetched after the first frame):
  // the core only catches what a reader asks before it has run, and the behaviour answers when it comes.
  /** The page with the app and the menus' script held back, once the core has asked for the menus' script. */
  async function openBeforeMenusCode(page: Page) {
    const app = await holdApp(page);
    const code = await holdRequests(page, `**${distUrl('features/plain-menu-panel.js')}`);
    await page.setViewportSize({ width: 1440, height: 600 });
    await open(page, pageWith(''));
    await code.requested;
    return { app, code };
  }
  const expanded = (page: Page, menu: string) => trigger(page, menu).getAttribute('aria-expanded');
  /** Asked open: the menu shows it is opening (data-state) but is not `expanded` until its entries are there. */
  async function expectOpening(page: Page, menu: string) {
    await expect(page.locator(`ex-header [data-menu="${menu}"]`)).toHaveAttribute('data-state', 'open');
    await expect(trigger(page, menu)).toHaveAttribute('aria-expanded', 'false');
  }
  const expectClosed = (page: Page, menu: string) =>
    expect(page.locator(`ex-header [data-menu="${menu}"]`)).toHaveAttribute('data-state', 'closed');

  /** Draws the bar again (a state change: the dark theme), and waits until it shows it; the node given is kept. */
  async function redrawBar(page: Page, kept: Locator) {
    const node = await kept.elementHandle();
    await page.evaluate(() => document.querySelector('ex-header')!.setAttribute('theme', 'dark'));
    await expect(page.locator('ex-header .ex-header-root')).toHaveAttribute('data-theme', 'dark');
    expect(await node!.evaluate((element) => element.isConnected)).toBe(true);
  }

  test("before the menus' code has run: a click opens the menu at once, its entries when the code comes, though the bar was drawn again meanwhile", async ({
    page,
  }) => {
    const { app, code } = await openBeforeMenusCode(page);
    await trigger(page, 'futures').click();
    // The mouse leaving the button does not take the click back.
    await page.mouse.move(700, 500);
    await expectOpening(page, 'futures');
    await redrawBar(page, trigger(page, 'futures'));
    code.release();
    await expect(entries(page, 'futures').first()).toBeVisible();
    await expect(trigger(page, 'futures')).toHaveAttribute('aria-expanded', 'true');
    expect(await isPlain(page)).toBe(true);
    app.release();
  });

  test("before the menus' code has run: ArrowDown on a menu's button opens it, and focuses its first entry when the code comes", async ({
    page,
  }) => {
    const { app, code } = await openBeforeMenusCode(page);
    await trigger(page, 'spot').focus();
    await page.keyboard.press('ArrowDown');
    await expectOpening(page, 'spot');
    await redrawBar(page, trigger(page, 'spot'));
    code.release();
    const focusedItem = () =>
      page.evaluate(() => document.querySelector('ex-header')!.shadowRoot!.activeElement?.getAttribute('data-item-id'));
    await expect.poll(focusedItem).toMatch(/^spot\./);
    app.release();
  });

  test("before the menus' code has run: Escape or a click outside closes a menu a click opened; it stays closed when the code comes", async ({
    page,
  }) => {
    const { app, code } = await openBeforeMenusCode(page);
    await trigger(page, 'futures').click();
    await expectOpening(page, 'futures');
    await page.keyboard.press('Escape');
    await expectClosed(page, 'futures');
    await trigger(page, 'futures').click();
    await expectOpening(page, 'futures');
    await page.mouse.click(700, 500);
    await expectClosed(page, 'futures');
    // A press on the bar is not outside: the menu clicked last opens, and shows when the code comes.
    await trigger(page, 'spot').click();
    code.release();
    await expect(entries(page, 'spot').first()).toBeVisible();
    await expect(entries(page, 'futures')).toHaveCount(0);
    // The behaviour closes it from then on.
    await page.keyboard.press('Escape');
    await expect(trigger(page, 'spot')).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger(page, 'spot')).toBeFocused();
    app.release();
  });

  test("the menus' code arriving between a mouse's press and release: the hover opens the menu and the click keeps it open", async ({
    page,
  }) => {
    const { app, code } = await openBeforeMenusCode(page);
    await trigger(page, 'futures').hover();
    await page.mouse.down();
    code.release();
    await expect(entries(page, 'futures').first()).toBeVisible();
    await page.mouse.up();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await expanded(page, 'futures')).toBe('true');
    await expect(entries(page, 'futures').first()).toBeVisible();
    app.release();
  });

  test("before the menus' code has run: a menu hovered is opened when it comes only if the mouse is still over it", async ({
    page,
  }) => {
    const { app, code } = await openBeforeMenusCode(page);
    // Futures: hovered and left before the code came. Trading bots: still under the mouse when it comes.
    await trigger(page, 'futures').hover();
    await page.mouse.move(700, 500);
    await trigger(page, 'strategy').hover();
    code.release();
    await expect(entries(page, 'strategy').first()).toBeVisible();
    expect(await expanded(page, 'futures')).toBe('false');
    await expect(entries(page, 'futures')).toHaveCount(0);
    // The behaviour runs from then on: leaving closes it.
    await page.mouse.move(700, 500);
    await expect(trigger(page, 'strategy')).toHaveAttribute('aria-expanded', 'false');
    app.release();
  });

  for (const [label, attributes] of [
    ['light, ltr', ''],
    ['dark, rtl', 'locale="ar" theme="dark"'],
  ] as const) {
    test(`a menu open on the plain bar passes axe: ${label}`, async ({ page }) => {
      const app = await openWithoutViews(page, attributes);
      await page.waitForTimeout(500);
      await trigger(page, 'futures').click();
      await expect(entries(page, 'futures').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).include('ex-header').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      app.release();
    });
  }
});

test.describe('the theme dialog before React: the plain bar draws it from its one description, with its behaviours', () => {
  const dialog = (page: Page) => page.locator('ex-header dialog.ex-theme-modal[open]');
  const radio = (page: Page, theme: string) => page.locator(`ex-header [data-theme-option="${theme}"]`);
  const themeOf = (page: Page) =>
    page.evaluate(() =>
      document.querySelector('ex-header')!.shadowRoot!.querySelector('.ex-header-root')!.getAttribute('data-theme'),
    );

  test('opens on a click, chooses by click and by arrow key, closes on Escape with focus back; React never ran', async ({
    page,
  }) => {
    // React and the views cannot arrive: what answers is the plain bar.
    await page.route(`**${distUrl('features/app.js')}`, () => undefined);
    const events: unknown[] = [];
    await page.exposeFunction('recordTheme', (detail: unknown) => events.push(detail));
    await page.addInitScript(() =>
      document.addEventListener('ex-theme-change', (event) =>
        (window as unknown as { recordTheme: (d: unknown) => void }).recordTheme((event as CustomEvent).detail),
      ),
    );
    await page.setViewportSize({ width: 1440, height: 700 });
    await open(page, pageWith('theme="light"'));
    await page.locator('ex-header [part~="settings-button"]').click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).locator('[role=radiogroup]')).toHaveAttribute('aria-label', 'Theme');
    await expect(radio(page, 'light')).toHaveAttribute('aria-checked', 'true');
    await radio(page, 'dark').click();
    await expect.poll(() => themeOf(page)).toBe('dark');
    await expect(radio(page, 'dark')).toHaveAttribute('aria-checked', 'true');
    // The dialog follows the theme it chose, drawn in place (the same dialog, still open).
    await expect(page.locator('ex-header .ex-overlay-root')).toHaveAttribute('data-theme', 'dark');
    await radio(page, 'dark').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => themeOf(page)).toBe('light');
    await expect(radio(page, 'light')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('ex-header [part~="settings-button"]')).toBeFocused();
    expect(events).toEqual([{ theme: 'dark' }, { theme: 'light' }]);
    expect(await isPlain(page)).toBe(true);
    expect(await page.evaluate(() => '__exHeaderReact' in window)).toBe(false);
  });

  test('the close button and the backdrop close it; the page does not scroll meanwhile', async ({ page }) => {
    await page.route(`**${distUrl('features/app.js')}`, () => undefined);
    await page.setViewportSize({ width: 1440, height: 700 });
    await open(page, pageWith('').replace('</main>', '<div style="block-size:3000px"></div></main>'));
    await page.locator('ex-header [part~="settings-button"]').click();
    await expect(dialog(page)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await dialog(page).locator('.ex-modal__close').click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.locator('ex-header [part~="settings-button"]').click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(20, 650);
    await expect(dialog(page)).toHaveCount(0);
  });

  for (const [label, attributes] of [
    ['light, ltr', 'theme="light"'],
    ['dark, rtl', 'locale="ar" theme="dark"'],
  ] as const) {
    test(`passes axe: ${label}`, async ({ page }) => {
      await page.route(`**${distUrl('features/app.js')}`, () => undefined);
      await page.setViewportSize({ width: 1440, height: 700 });
      await open(page, pageWith(attributes));
      await page.waitForTimeout(600);
      await page.locator('ex-header [part~="settings-button"]').click();
      await expect(dialog(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).include('ex-header').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

test.describe('the language dialog before React: its own small script, drawn from its one description', () => {
  const dialog = (page: Page) => page.locator('ex-header dialog.ex-lang-modal[open]');
  const lists = (page: Page) => dialog(page).locator('[role=listbox]');
  const shownOptions = (page: Page, list: number) =>
    lists(page)
      .nth(list)
      .locator('[role=option]')
      .evaluateAll((options) => options.map((option) => option.getAttribute('data-value')));
  const focusedRole = (page: Page) =>
    page.evaluate(() => document.querySelector('ex-header')!.shadowRoot!.activeElement?.getAttribute('role') ?? null);
  /** The ex-locale-change and ex-unit-change details, in order. */
  async function recordChoices(page: Page): Promise<() => Promise<unknown[]>> {
    await page.evaluate(() => {
      const seen: unknown[] = ((window as unknown as { choices: unknown[] }).choices = []);
      for (const type of ['ex-locale-change', 'ex-unit-change'])
        document.addEventListener(type, (event) => seen.push([type, (event as CustomEvent).detail]));
    });
    return () => page.evaluate(() => (window as unknown as { choices: unknown[] }).choices);
  }

  test('a click opens it with the language list focused; letters filter, Enter picks the one match: the locale changes, the dialog closes, focus goes back; React never ran', async ({
    page,
  }) => {
    await page.route(`**${distUrl('features/app.js')}`, () => undefined);
    await page.setViewportSize({ width: 1440, height: 800 });
    await open(page, pageWith(''));
    await page.locator('ex-header [part~="bar"]').waitFor();
    const navigations = await recordNavigations(page);
    const choices = await recordChoices(page);
    await page.locator('ex-header [part~="language-button"]').click();
    await expect(dialog(page)).toBeVisible();
    // The wide shape on a wide window: two tabs, languages by region.
    await expect(dialog(page).locator('[role=tab]')).toHaveText(['Language and region', 'Currency rate']);
    await expect.poll(() => focusedRole(page)).toBe('listbox');
    await expect(lists(page).first().locator('[aria-selected=true]')).toHaveText('English');
    await page.keyboard.type('germ');
    await expect.poll(() => focusedRole(page)).toBe(null);
    await expect(dialog(page).locator('input[type=search]').first()).toHaveValue('germ');
    await expect.poll(() => shownOptions(page, 0)).toEqual(['de']);
    await expect(dialog(page).locator('[role=status]').first()).toHaveText('1 match');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('ex-header [part~="language-button"]')).toBeFocused();
    expect(await choices()).toEqual([
      ['ex-unit-change', { unit: 'EUR' }],
      ['ex-locale-change', { locale: 'de', href: '/de/__first-paint.html' }],
    ]);
    await expect
      .poll(navigations)
      .toEqual([{ itemId: 'language-de', href: '/de/__first-paint.html', newWindow: false }]);
    await expect(page.locator('ex-header .ex-header-root')).toHaveAttribute('lang', 'de');
    expect(await isPlain(page)).toBe(true);
    expect(await page.evaluate(() => '__exHeaderReact' in window)).toBe(false);
  });

  test('the arrow keys move by the drawn columns, the currency tab by keyboard, a unit by click; Escape clears a filter before it closes', async ({
    page,
  }) => {
    await page.route(`**${distUrl('features/app.js')}`, () => undefined);
    await page.setViewportSize({ width: 1440, height: 800 });
    await open(page, pageWith(''));
    const choices = await recordChoices(page);
    await page.locator('ex-header [part~="language-button"]').click();
    await expect.poll(() => focusedRole(page)).toBe('listbox');
    const active = () => lists(page).first().getAttribute('aria-activedescendant');
    expect(await active()).toBe('ex-choice-language-en');
    await page.keyboard.press('ArrowLeft'); // the Europe column, on English's row
    expect(await active()).not.toBe('ex-choice-language-en');
    await page.keyboard.press('Home');
    expect(await active()).toBe('ex-choice-language-zh-CN');
    await page.keyboard.type('x');
    await page.keyboard.press('Escape');
    await expect(dialog(page).locator('input[type=search]').first()).toHaveValue('');
    await expect(dialog(page)).toBeVisible();
    await dialog(page).locator('[role=tab]').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog(page).locator('[role=tab]').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(dialog(page).locator('[role=tabpanel]').first()).toBeHidden();
    await dialog(page).locator('[role=option][data-value="CHF"]').click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await choices()).toEqual([['ex-unit-change', { unit: 'CHF' }]]);
    await expect(page.locator('ex-header [part~="language-button"]')).toHaveAttribute('aria-label', /CHF/);
  });

  for (const [label, attributes] of [
    ['light, ltr', 'theme="light"'],
    ['dark, rtl', 'locale="ar" theme="dark"'],
  ] as const) {
    test(`passes axe, filtered: ${label}`, async ({ page }) => {
      await page.route(`**${distUrl('features/app.js')}`, () => undefined);
      await page.setViewportSize({ width: 1440, height: 800 });
      await open(page, pageWith(attributes));
      await page.waitForTimeout(600);
      await page.locator('ex-header [part~="language-button"]').click();
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.type('a');
      await expect(dialog(page).locator('[role=status]').first()).not.toBeEmpty();
      const results = await new AxeBuilder({ page }).include('ex-header').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

for (const [name, button, opened] of [
  ['theme', 'settings-button', 'dialog.ex-theme-modal[open]'],
  ['language', 'language-button', 'dialog.ex-lang-modal[open]'],
] as const)
  test(`the ${name} dialog open on the plain bar: React waits for it to close before taking the bar over, then serves the same dialog`, async ({
    page,
  }) => {
    const app = await holdApp(page);
    const dialog = page.locator(`ex-header ${opened}`);
    await page.setViewportSize({ width: 1440, height: 800 });
    await open(page, pageWith(''));
    await page.locator(`ex-header [part~="${button}"]`).click();
    await expect(dialog).toBeVisible();
    // Something else asks for React meanwhile.
    await page.dispatchEvent('ex-header', 'pointerover');
    await app.requested;
    app.release();
    await page.waitForTimeout(1000);
    expect(await isPlain(page)).toBe(true);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await waitForHeader(page);
    await page.locator(`ex-header [part~="${button}"]`).click();
    await expect(dialog).toBeVisible();
    await expect(page.locator('ex-header .ex-overlay-root')).toHaveCount(0);
  });

test.describe('the navigation and account drawers before React, on a 390 px touch phone', () => {
  const drawer = (page: Page) => page.locator('ex-header dialog.ex-drawer[open]');
  /** A phone with React held back: what answers is the plain bar. */
  async function phone(browser: import('@playwright/test').Browser, attributes = '') {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.route(`**${distUrl('features/app.js')}`, () => undefined);
    await page.addInitScript(() => {
      const seen: { type: string; itemId: string }[] = [];
      (window as unknown as { __analytics: typeof seen }).__analytics = seen;
      document.addEventListener('ex-analytics', (event) => seen.push((event as CustomEvent).detail));
    });
    await open(page, pageWith(attributes));
    await page.locator('ex-header [part~="compact-bar"]').waitFor();
    return { page, context };
  }
  const exposures = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { __analytics: { type: string; itemId: string }[] }).__analytics
        .filter((event) => event.type === 'exposure')
        .map((event) => event.itemId),
    );

  test('the nav drawer: a tap opens it, a section opens on a tap and is announced, a followed link closes it', async ({
    browser,
  }) => {
    const { page, context } = await phone(browser);
    const navigated = await recordNavigations(page);
    await page.locator('ex-header button[data-drawer="nav"]').tap();
    await expect(drawer(page)).toBeVisible();
    await expect(page.locator('ex-header button[data-drawer="nav"]')).toHaveAttribute('aria-expanded', 'true');
    const spot = drawer(page).locator('[data-section="spot"] .ex-acc__trigger');
    await expect(spot).toHaveAttribute('aria-expanded', 'false');
    await spot.tap();
    await expect(spot).toHaveAttribute('aria-expanded', 'true');
    const entry = drawer(page).locator('[data-section="spot"] a.ex-entry').first();
    await expect(entry).toBeVisible();
    expect(await exposures(page)).toEqual(['spot']);
    await entry.tap();
    await expect(drawer(page)).toHaveCount(0);
    expect((await navigated()).length).toBe(1);
    expect(await isPlain(page)).toBe(true);
    expect(await page.evaluate(() => '__exHeaderReact' in window)).toBe(false);
    await context.close();
  });

  test("a visitor's account drawer: welcome, log in and sign up; Escape closes it and focus goes back", async ({
    browser,
  }) => {
    const { page, context } = await phone(browser);
    await page.locator('ex-header button[data-drawer="user"]').focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).locator('.ex-drawer__intro')).toBeVisible();
    expect(await drawer(page).locator('a').allTextContents()).toEqual(['Log in', 'Sign up']);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.locator('ex-header button[data-drawer="user"]')).toBeFocused();
    expect(await isPlain(page)).toBe(true);
    await context.close();
  });

  test("a signed-in user's account drawer: drawn without React, the user menu open and announced; copying the UID says so inside it; a mode change closes it", async ({
    browser,
  }) => {
    const { page, context } = await phone(browser, `user='${USER}' simulation-info='{"simulation": true}'`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const navigated = await recordNavigations(page);
    await page.locator('ex-header button[data-drawer="user"]').tap();
    await expect(drawer(page)).toBeVisible();
    expect(
      await drawer(page)
        .locator('.ex-acc')
        .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section'))),
    ).toEqual(['assets', 'orders', 'user']);
    await expect(drawer(page).locator('[data-section="user"] .ex-acc__trigger')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(drawer(page).locator('[data-menu-panel="user"] .ex-user__name')).toHaveText('alice@example.com');
    expect(await exposures(page)).toEqual(['user']);
    await drawer(page).locator('[data-action="copy-uid"]').tap();
    // The toast is drawn inside the drawer (everything outside a modal is inert), in its polite live region.
    await expect(drawer(page).locator('.ex-toasts [aria-live="polite"] .ex-toast')).toHaveText(/Copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1001');
    await expect(drawer(page)).toBeVisible();
    await drawer(page).locator('[data-action="enter-simulation"]').tap();
    await expect(drawer(page)).toHaveCount(0);
    expect((await navigated()).length).toBe(1);
    expect(await isPlain(page)).toBe(true);
    expect(await page.evaluate(() => '__exHeaderReact' in window)).toBe(false);
    await context.close();
  });

  test('the preferences drawer: a unit, the theme and the sections work without React', async ({ browser }) => {
    const { page, context } = await phone(browser);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __units: string[] }).__units = seen;
      document.addEventListener('ex-unit-change', (event) => seen.push((event as CustomEvent).detail.unit));
    });
    await page.locator('ex-header button[data-drawer="preferences"]').tap();
    await expect(drawer(page)).toBeVisible();
    const unit = drawer(page).locator('[data-section="unit"] .ex-acc__trigger');
    await unit.tap();
    await expect(unit).toHaveAttribute('aria-expanded', 'true');
    const eur = drawer(page).locator('[data-unit-option="EUR"]');
    await eur.tap();
    await expect(eur).toHaveAttribute('aria-pressed', 'true');
    await expect(unit).toContainText('EUR');
    // Redrawn with the choice, the section stays open.
    await expect(unit).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => (window as unknown as { __units: string[] }).__units)).toEqual(['EUR']);
    await drawer(page).locator('[data-theme-option="dark"]').tap();
    await expect(page.locator('ex-header .ex-overlay-root')).toHaveAttribute('data-theme', 'dark');
    await drawer(page).locator('[data-unit-option="USD"]').tap();
    expect(await isPlain(page)).toBe(true);
    await context.close();
  });

  for (const [label, attributes] of [
    ['light, ltr, visitor', ''],
    ['dark, rtl, visitor', 'locale="ar" theme="dark"'],
  ] as const) {
    test(`each plain drawer passes axe: ${label}`, async ({ page }) => {
      await page.route(`**${distUrl('features/app.js')}`, () => undefined);
      await page.setViewportSize({ width: 390, height: 800 });
      await open(page, pageWith(attributes));
      await page.waitForTimeout(600);
      for (const kind of ['nav', 'user', 'preferences']) {
        await page.locator(`ex-header button[data-drawer="${kind}"]`).click();
        await expect(drawer(page)).toBeVisible();
        const first = drawer(page).locator('.ex-acc__trigger').first();
        if ((await first.count()) > 0 && (await first.getAttribute('aria-expanded')) === 'false') await first.click();
        const results = await new AxeBuilder({ page }).include('ex-header').analyze();
        expect(
          results.violations.map((violation) => violation.id),
          kind,
        ).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(drawer(page)).toHaveCount(0);
      }
      expect(await isPlain(page)).toBe(true);
    });
  }
});

test('a locale file arriving while a menu is open on the plain bar: it stays open, in the new language, announced once', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __exposures: string[] }).__exposures = seen;
    document.addEventListener('ex-analytics', (event) => {
      const detail = (event as CustomEvent).detail;
      if (detail.type === 'exposure') seen.push(detail.itemId);
    });
  });
  const app = await holdRequests(page, `**${distUrl('features/app.js')}`);
  const german = await holdRequests(page, `**${distUrl('locales/de.json')}`);
  await page.setViewportSize({ width: 1440, height: 700 });
  await open(page, pageWith('locale="de"'));
  await german.requested;
  const trigger = page.locator('ex-header [data-menu="spot"] > button');
  await trigger.click();
  const convert = page.locator('ex-header [data-item-id="spot.convert"]');
  await expect(convert).toContainText('Convert');
  german.release();
  await expect(convert).not.toContainText('Convert');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(convert).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __exposures: string[] }).__exposures)).toEqual(['spot']);
  app.release();
});

test('copying the UID from the user menu before React: the clipboard has it, a "Copied" toast shows and can be closed; React never ran', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route(`**${distUrl('features/app.js')}`, () => undefined);
  await page.setViewportSize({ width: 1440, height: 800 });
  await open(page, pageWith(`user='${USER}'`));
  await page.locator('ex-header [data-menu="user"] > button').click();
  const copy = page.locator('ex-header [data-menu="user"] [data-action="copy-uid"]');
  await copy.click();
  const toast = page.locator('ex-header .ex-toasts[popover] [aria-live="polite"] .ex-toast');
  await expect(toast).toHaveText(/Copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1001');
  await toast.locator('button').click();
  await expect(toast).toHaveCount(0);
  expect(await isPlain(page)).toBe(true);
  expect(await page.evaluate(() => '__exHeaderReact' in window)).toBe(false);
});
