// Issue 12: the bar is painted with plain DOM before React loads (dist/ex-header.js has no React), and React takes it
// over without a visible change, keeping focus and a click made in between. features/app.js is held back here, so
// the plain bar can be looked at, used, and then compared with React's.
import { expect, test, type Page } from '@playwright/test';
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
      const app = await holdApp(page);
      await open(page, pageWith(attributes));
      await app.requested;
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
    const app = await holdApp(page);
    await open(page, pageWith(''));
    await app.requested;
    const results = await new AxeBuilder({ page }).include('ex-header').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(await isPlain(page)).toBe(true);
    app.release();
  });

  test('a click on a menu made before React arrives opens that menu when it does', async ({ page }) => {
    const app = await holdApp(page);
    await open(page, pageWith(''));
    await app.requested;
    await page.locator('ex-header [data-menu="futures"] > button').click();
    expect(await isPlain(page)).toBe(true);
    app.release();
    await waitForHeader(page);
    await expect(page.locator('ex-header [data-menu="futures"]')).toHaveAttribute('data-state', 'open');
  });

  test('focus made before React arrives stays on the same control', async ({ page }) => {
    const app = await holdApp(page);
    await open(page, pageWith(''));
    await app.requested;
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedControl(page)).toBe('menu-trigger spot');
    app.release();
    await waitForHeader(page);
    expect(await focusedControl(page)).toBe('menu-trigger spot');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('ex-header');
  });

  test('a link followed before React arrives sends a cancelable ex-navigate', async ({ page }) => {
    const app = await holdApp(page);
    await open(page, pageWith(''));
    await app.requested;
    await page.evaluate(() => {
      (window as unknown as { navigated: string[] }).navigated = [];
      document.querySelector('ex-header')!.addEventListener('ex-navigate', (event) => {
        event.preventDefault();
        (window as unknown as { navigated: string[] }).navigated.push((event as CustomEvent).detail.href);
      });
    });
    await page.locator('ex-header [part~="login-link"]').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { navigated: string[] }).navigated))
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
            layout: header.getAttribute('data-ex-layout'),
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

test.describe('React off the load: React and the app are fetched early and run on intent or at idle', () => {
  /** A page whose browser never reports idle time, so only intent can start React. */
  const neverIdle = (page: Page) =>
    page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });

  for (const [intent, act] of [
    ['a pointer over the header', (page: Page) => page.locator('ex-header [part~="logo"]').hover()],
    ['focus on the header', (page: Page) => page.keyboard.press('Tab')],
  ] as const) {
    test(`with no idle time, React waits, fetched but not run, until ${intent}`, async ({ page }) => {
      await neverIdle(page);
      await page.setViewportSize({ width: 1440, height: 600 });
      await open(page, pageWith(''));
      // React itself, then the views: two scripts, so evaluating them is two tasks, not one.
      const files = [distUrl('features/react.js'), distUrl('features/app.js')];
      await expect
        .poll(() =>
          page.evaluate(() => [...document.querySelectorAll('link[rel=preload]')].map((link) => link.outerHTML)),
        )
        .toEqual(files.map(() => expect.stringMatching(/integrity="sha256-[^"]+" crossorigin="anonymous"/)));
      await page.waitForTimeout(1000);
      const scripts = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('script[src*="/features/"]')].map((script) => script.getAttribute('src')),
        );
      expect(await scripts()).toEqual([]);
      expect(await isPlain(page)).toBe(true);
      await act(page);
      await waitForHeader(page);
      expect((await scripts()).map((src) => new URL(src!, page.url()).pathname)).toEqual(files);
      // One download each: the scripts reused the preloads.
      const downloads = await page.evaluate(
        (paths) =>
          paths.map(
            (path) =>
              performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === path).length,
          ),
        files,
      );
      expect(downloads).toEqual([1, 1]);
    });
  }

  test('at idle, with no intent, React takes over by itself', async ({ page }) => {
    await open(page, pageWith(''));
    await waitForHeader(page);
  });

  test('a click before React starts it at once; the menu opens once React has taken over, and one bar remains', async ({
    page,
  }) => {
    await neverIdle(page);
    await page.setViewportSize({ width: 1440, height: 600 });
    await open(page, pageWith(''));
    await page.waitForTimeout(300);
    await page.locator('ex-header [data-menu="futures"] > button').click();
    await expect(page.locator('ex-header [data-menu="futures"] > button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('ex-header [data-menu="futures"] [part=menu-panel] a').first()).toBeVisible();
    expect(await page.locator('ex-header .ex-root').count()).toBe(1);
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
              owned: drawn.filter((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))).length,
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
  test(`state that changes ${delay} ms after the app ran, while React adopts the bar (a locale, a theme): one bar, React's, showing the new state, no warning`, async ({
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
    expect(messages.filter((text) => !text.includes('is unavailable; the header works without it'))).toEqual([]);
  });
}
