// The header as a guest in a docs site on another origin (demo/docs-site.html, served as http://localhost:PORT while
// the exchange is http://127.0.0.1:PORT): links home, the site's theme from the first frame and both ways, placement
// under the site's own sticky navbar and drawer, the current page, no delay before a link, a quiet console.
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoAxeViolations, header } from './support';

const PORT = Number(process.env.E2E_PORT ?? 4319);
const DOCS = `http://localhost:${PORT}/docs-site.html`;
const EXCHANGE = `http://127.0.0.1:${PORT}`;

/** The header's theme on each of the first frames after navigation starts, recorded in the page (a frame with no bar: null). */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: (string | null)[] = [];
    (window as unknown as { exFrames: (string | null)[] }).exFrames = frames;
    const record = () => {
      const root = document.querySelector('ex-header')?.shadowRoot?.querySelector('.ex-root [part~="bar"]')
        ? document.querySelector('ex-header')!.shadowRoot!.querySelector('.ex-root')
        : null;
      frames.push(root?.getAttribute('data-theme') ?? null);
      if (frames.length < 30) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

const framesOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { exFrames: (string | null)[] }).exFrames.filter((theme) => theme !== null),
  );

test.describe('a docs site on another origin', () => {
  test('every link of the bar and of a menu goes to the exchange; log in returns to the article', async ({ page }) => {
    await page.goto(`${DOCS}?q=fees`);
    const bar = header(page).locator('.ex-root [part~="bar"]').first();
    await expect(bar).toBeVisible();
    const barLinks = await bar.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(barLinks.length).toBeGreaterThanOrEqual(3);
    for (const href of barLinks) expect(href.startsWith(`${EXCHANGE}/`), href).toBe(true);
    const login = new URL(barLinks.find((href) => href.includes('/login?'))!);
    expect(login.searchParams.get('from')).toBe(`${DOCS}?q=fees`);

    await header(page).locator('[data-menu="spot"] > button').click();
    const entries = header(page).locator('[data-menu="spot"] [part~="menu-panel"] a.ex-entry');
    await expect(entries.first()).toBeVisible();
    for (const href of await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      expect(href.startsWith(`${EXCHANGE}/`), href).toBe(true);
  });

  test("navigate-delay 0: the navigation starts right after the click's analytics and ex-navigate", async ({
    page,
  }) => {
    await page.goto(DOCS);
    // What the docs page's listeners saw, and when, kept where the exchange's page (the same server) can read it.
    await page.evaluate(() => {
      for (const type of ['ex-analytics', 'ex-navigate'])
        document.addEventListener(type, (event) => {
          const seen = JSON.parse(localStorage.getItem('ex-seen') ?? '[]') as string[];
          const kind = (event as CustomEvent<{ type?: string }>).detail.type;
          localStorage.setItem('ex-seen', JSON.stringify([...seen, kind ? `${type}:${kind}` : type]));
          localStorage.setItem('ex-navigate-at', String(performance.timeOrigin + performance.now()));
        });
    });
    await header(page).locator('[data-menu="spot"] > button').click();
    const entry = header(page).locator('[data-item-id="spot.convert"]');
    await expect(entry).toBeVisible();
    await Promise.all([page.waitForURL(`${EXCHANGE}/convert`, { waitUntil: 'commit' }), entry.click()]);
    // localStorage is per origin: the docs page's is read back on the docs origin.
    const exchangeStart = await page.evaluate(() => performance.timeOrigin);
    await page.goto(`${DOCS}?read`);
    const { seen, at } = await page.evaluate(() => ({
      seen: JSON.parse(localStorage.getItem('ex-seen') ?? '[]') as string[],
      at: Number(localStorage.getItem('ex-navigate-at')),
    }));
    expect(seen.slice(-2)).toEqual(['ex-analytics:click', 'ex-navigate']);
    // From the event to the exchange's navigation start: nothing like the spec's default 500 ms.
    expect(exchangeStart - at).toBeLessThan(250);
  });

  test("the site's dark theme is the header's from its first frame, on every load", async ({ page }) => {
    await recordFrames(page);
    await page.addInitScript(() => localStorage.setItem('docs-site-theme', 'dark'));
    for (let load = 0; load < 5; load += 1) {
      await page.goto(DOCS);
      await expect(header(page).locator('.ex-root')).toHaveAttribute('data-theme', 'dark');
      const frames = await framesOf(page);
      expect(frames.length, 'frames with the bar').toBeGreaterThan(0);
      expect(
        frames.filter((theme) => theme !== 'dark'),
        `load ${load}`,
      ).toEqual([]);
    }
  });

  test("follows the site's switch both ways in the same frame; the header has no switch of its own", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(DOCS);
    const root = header(page).locator('.ex-root');
    await expect(root).toHaveAttribute('data-theme', 'light');
    await expect(header(page).locator('[part~="theme-toggle"], [part~="settings-button"]')).toHaveCount(0);
    for (const expected of ['dark', 'light']) {
      // The site's switch, then the header's theme read in the next animation frame callback, before it paints.
      const seen = await page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            (document.getElementById('docs-theme') as HTMLButtonElement).click();
            requestAnimationFrame(() =>
              resolve(
                document.querySelector('ex-header')!.shadowRoot!.querySelector('.ex-root')!.getAttribute('data-theme'),
              ),
            );
          }),
      );
      expect(seen).toBe(expected);
    }
    expect(errors).toEqual([]);
  });

  test("the header's own toggle switches the site when the site lets it", async ({ page }) => {
    await page.goto(DOCS);
    await page.evaluate(() => document.querySelector('ex-header')!.removeAttribute('no-theme-switch'));
    const toggle = header(page).locator('[part~="theme-toggle"]');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(header(page).locator('.ex-root')).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test("the current page: the document's Help menu and entry, announced and visible", async ({ page }) => {
    await page.goto(DOCS);
    const trigger = header(page).locator('[data-menu="help"] > button');
    await expect(trigger).toHaveAttribute('aria-current', 'true');
    await expect(header(page).locator('button[aria-current]')).toHaveCount(1);
    await trigger.click();
    const entry = header(page).locator('[data-item-id="help.docs"]');
    await expect(entry).toHaveAttribute('aria-current', 'page');
    const [current, other] = await Promise.all([
      entry.evaluate((node) => getComputedStyle(node).color),
      header(page)
        .locator('[data-item-id="help.status"]')
        .evaluate((node) => getComputedStyle(node).color),
    ]);
    expect(current).not.toBe(other);
    await expectNoAxeViolations(page);
  });

  for (const width of [1440, 390]) {
    test(`at ${width} px, scrolled, the site's navbar is never under the bar; its drawer's close button answers`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 720 }, hasTouch: width < 600 });
      const page = await context.newPage();
      await page.goto(DOCS);
      await expect(header(page).locator('.ex-root [part~="bar"]').first()).toBeVisible();
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => scrollY >= 400);
      const hit = await page.evaluate(() => {
        const nav = document.querySelector('.docs-nav')!.getBoundingClientRect();
        const atNav = document.elementFromPoint(nav.left + 4, nav.top + nav.height / 2);
        return { top: nav.top, ownsPoint: !!atNav?.closest('.docs-nav') };
      });
      expect(hit).toEqual({ top: 0, ownsPoint: true });
      if (width < 600) {
        await page.evaluate(() => scrollTo(0, 0));
        await page.locator('.docs-nav__menu').tap();
        const close = page.locator('.docs-sidebar__close');
        await expect(close).toBeVisible();
        const atClose = await close.evaluate((button) => {
          const box = button.getBoundingClientRect();
          return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === button;
        });
        expect(atClose).toBe(true);
        await close.tap();
        await expect(page.locator('.docs-sidebar')).not.toHaveClass(/docs-sidebar--open/);
      }
      await context.close();
    });
  }

  test('a docs page left alone 10 s logs nothing', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    const errors = collectPageErrors(page);
    await page.goto(DOCS);
    await page.waitForTimeout(10_000);
    expect(messages).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('the current page on the exchange itself', () => {
  test('the menu of the page after a load and after every SPA navigation the header follows', async ({ page }) => {
    await page.goto('/spot/BTCUSDT');
    const current = header(page).locator('.ex-root button[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current.locator('xpath=..')).toHaveAttribute('data-menu', 'spot');
    await page.evaluate(() => history.pushState(null, '', '/futures/usdt/BTCUSDT'));
    await expect(header(page).locator('[data-menu="futures"] > button')).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveCount(1);
    await header(page).locator('[data-menu="futures"] > button').click();
    await expect(header(page).locator('[data-item-id="futures.usdt"]')).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => history.pushState(null, '', '/blog/hello'));
    await expect(current).toHaveCount(0);
  });
});
