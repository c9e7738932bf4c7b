/**
 * The desktop bar's menus for a visitor, by mouse and keyboard: the spec's routes, Enter after the 500 ms delay,
 * new windows without the opener, the download QR code, and a followed entry closing its menu.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { barePage, collectPageErrors, header, openMenu, waitForHeader } from './support';

const require = createRequire(import.meta.url);

/** A visitor on an English desktop page sees these routes in each menu (spec section 2). */
const VISITOR_ROUTES: Record<string, string[]> = {
  spot: ['/spot/BTCUSDT', '/convert', '/spot/BTCUSDT?type=cross', '/pre-market'],
  futures: ['/futures', '/futures/usdt/BTCUSDT', '/futures/usd/BTCUSD', '/futures/usdc/BTCPERP'],
  strategy: [
    '/trading-bot',
    '/trading-bot/spot/grid/BTCUSDT',
    '/trading-bot/futures/arbitrage/BTCUSDT',
    '/trading-bot/futures/tv/BTCUSDT',
  ],
  copy: ['/copy-trading/futures', '/copy-trading/strategy'],
  contractInfo: [
    '/futures/introduction/futures-summarize',
    '/futures/introduction/futures-details',
    '/futures/introduction/funding-rate',
    '/spot/introduction/spot-rules',
    '/spot/introduction/margininfo/cross-limit',
    '/crypto/introduction/price-index',
  ],
  onChain: ['/on-chain'],
};

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

  test('every menu opens by keyboard: Tab to it, ArrowDown into it, arrows through it, Escape back', async ({
    page,
  }) => {
    await page.goto('/legacy.html');
    await waitForHeader(page);
    for (const id of Object.keys(VISITOR_ROUTES)) {
      const trigger = header(page).locator(`[data-menu="${id}"] > button`);
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const focused = () =>
        page.evaluate(
          () =>
            (document.querySelector('ex-header')?.shadowRoot?.activeElement as HTMLElement | null)?.dataset.itemId ??
            null,
        );
      await expect.poll(focused).toMatch(new RegExp(`^${id}\\.`));
      const first = await focused();
      const entries = await header(page).locator(`[data-menu="${id}"] [part=menu-panel] [data-item-id]`).count();
      await page.keyboard.press('ArrowDown');
      if (entries > 1) await expect.poll(focused).not.toBe(first);
      else await expect.poll(focused).toBe(first);
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
    }
  });

  test('Enter on a focused entry navigates after the 500 ms delay, to the localized route', async ({ page }) => {
    await page.goto('/legacy.html');
    await waitForHeader(page);
    await openMenu(page, 'spot');
    const started = Date.now();
    await header(page).locator('[data-item-id="spot.convert"]').focus();
    await Promise.all([page.waitForURL(/\/convert$/, { waitUntil: 'commit' }), page.keyboard.press('Enter')]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
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
