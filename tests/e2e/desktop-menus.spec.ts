/**
 * The desktop bar's menus for a visitor, by mouse: the spec's routes, new windows without the opener, the download QR
 * code, and a followed entry closing its menu (by keyboard: keyboard.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { VISITOR_ROUTES } from '../fixtures/visitor-routes';
import { barePage, collectPageErrors, header, openMenu, waitForHeader } from './support';

const require = createRequire(import.meta.url);

test.describe('the desktop header for a visitor', () => {
  test('every menu opens by mouse and lists the spec routes', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/legacy.html');
    await waitForHeader(page);
    for (const [id, routes] of Object.entries(VISITOR_ROUTES)) {
      const menu = await openMenu(page, id);
      const hrefs = await menu
        .locator('[part=menu-panel] a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const route of routes) expect(hrefs, `${id} lists ${route}`).toContain(route);
      await page.mouse.click(5, 700);
      await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(header(page).locator('[part=login-link]')).toHaveAttribute(
      'href',
      '/login?from=%2Flegacy.html&source=mix',
    );
    await expect(header(page).locator('[part=register-link]')).toHaveAttribute(
      'href',
      '/register?from=%2Flegacy.html&source=mix',
    );
    expect(errors).toEqual([]);
  });

  test('new-window links open without access to the opener', async ({ page, context }) => {
    await page.goto('/legacy.html');
    await waitForHeader(page);
    await openMenu(page, 'download');
    await context.route('https://apps.apple.com/**', (route) => route.fulfill({ status: 200, body: 'store' }));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      header(page).locator('[data-item-id=download-ios]').click(),
    ]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test('the download QR code decodes to the download page', async ({ page }) => {
    await page.goto('/legacy.html');
    await waitForHeader(page);
    await openMenu(page, 'download');
    const qr = header(page).locator('[part=qr]');
    await expect(qr).toHaveAttribute('width', '100');
    await page.addScriptTag({ content: readFileSync(require.resolve('jsqr/dist/jsQR.js'), 'utf8') });
    const png = await qr.screenshot();
    const decoded = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      return (
        (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR(
          data.data,
          data.width,
          data.height,
        )?.data ?? null
      );
    }, png.toString('base64'));
    expect(decoded).toBe(new URL('/download', page.url()).href);
  });
});

test('following a menu entry closes its menu, also when the host routes it itself', async ({ page }) => {
  await barePage(page, '<ex-header api-base="/api"></ex-header>');
  await waitForHeader(page);
  await page.evaluate(() => document.addEventListener('ex-navigate', (event) => event.preventDefault()));
  const menu = await openMenu(page, 'spot');
  await menu.locator('[part=menu-panel] a').first().click();
  await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.locator('.ex-panel')).toBeHidden();
});

for (const renderer of ['the plain bar', 'React'] as const) {
  test.describe(`a menu open as the bar refits (${renderer})`, () => {
    const navMenus = (page: Page) =>
      header(page)
        .locator('.ex-nav > [data-menu]:not([data-menu="collapse"])')
        .evaluateAll((menus) => menus.map((menu) => menu.getAttribute('data-menu')!));
    const shownPanels = (page: Page) => header(page).locator('[part=menu-panel]:visible');

    async function openAt1440(page: Page) {
      // React never comes for the plain bar: its app script is held back.
      if (renderer === 'the plain bar') await page.route('**/features/app.*', () => undefined);
      await page.setViewportSize({ width: 1440, height: 700 });
      await page.goto('/legacy.html');
      if (renderer === 'React') await waitForHeader(page);
      else await page.waitForTimeout(500);
    }

    test('one that moves into "More menus" closes: not shown, not open again when it comes back; "More menus" opens as usual', async ({
      page,
    }) => {
      await openAt1440(page);
      const before = await navMenus(page);
      const last = before.at(-1)!;
      await openMenu(page, last);
      await page.setViewportSize({ width: 1100, height: 700 });
      await expect.poll(() => navMenus(page)).not.toContain(last);
      await expect(shownPanels(page)).toHaveCount(0);
      await expect(header(page).locator('[aria-expanded="true"]')).toHaveCount(0);
      // Back in the bar, it is closed: the reader closed nothing, but it went away. (The pointer leaves the bar first:
      // one resting where the trigger comes back would open it by hover.)
      await page.mouse.move(5, 600);
      await page.setViewportSize({ width: 1440, height: 700 });
      await expect.poll(() => navMenus(page)).toEqual(before);
      await page.waitForTimeout(300);
      await expect(shownPanels(page)).toHaveCount(0);
      await expect(header(page).locator(`[data-menu="${last}"] > button`)).toHaveAttribute('aria-expanded', 'false');
      await page.setViewportSize({ width: 1100, height: 700 });
      await expect.poll(() => navMenus(page)).not.toContain(last);
      await openMenu(page, 'collapse');
      await expect(shownPanels(page)).toHaveCount(1);
    });

    test('one that still fits stays open, its entries shown', async ({ page }) => {
      await openAt1440(page);
      const before = await navMenus(page);
      const menu = await openMenu(page, before[0]);
      await page.setViewportSize({ width: 1100, height: 700 });
      // The bar refits: menus at its end move into "More menus" (the nav is drawn again).
      await expect.poll(async () => (await navMenus(page)).length).toBeLessThan(before.length);
      await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.locator('[part=menu-panel] a').first()).toBeVisible();
      await expect(shownPanels(page)).toHaveCount(1);
    });
  });
}
