/**
 * The built script on pages it does not control: hostile global CSS, a strict Content-Security-Policy, Trusted Types,
 * no layout shift, and a single-page app that routes with history.pushState.
 */
import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, trackLayoutShift } from '../../scripts/lib/perf.mjs';
import {
  barePage,
  collectConsoleMessages,
  collectPageErrors,
  header,
  openMenu,
  pointAtHeader,
  waitForHeader,
} from './support';

test.describe('host pages', () => {
  test('hostile global CSS leaves the header pixel-identical', async ({ page }) => {
    await page.goto('/plain.html');
    await waitForHeader(page);
    const plain = await header(page).screenshot();
    await page.goto('/legacy.html');
    await waitForHeader(page);
    const hostile = await header(page).screenshot();
    expect(hostile.equals(plain)).toBe(true);
    const box = await header(page).boundingBox();
    expect(box?.height).toBe(64);
  });

  test('a strict Content-Security-Policy page: the header works and nothing is blocked', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/csp.html');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await waitForHeader(page);
    await openMenu(page, 'spot');
    await openMenu(page, 'download');
    await header(page).locator('[part=language-button]').click();
    await expect(header(page).locator('[part~=language-dialog]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { exCspViolations: unknown[] }).exCspViolations)).toEqual(
      [],
    );
    expect(errors).toEqual([]);
  });

  test('no layout shift: loading the header and opening menus move nothing on the page', async ({ page }) => {
    await trackLayoutShift(page);
    await page.goto('/');
    await waitForHeader(page);
    await openMenu(page, 'spot');
    await openMenu(page, 'download');
    await page.waitForTimeout(300);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });
});

test.describe("Trusted Types: require-trusted-types-for 'script' with only the header's own policy", () => {
  const violations = (page: Page) =>
    page.evaluate(() => (window as unknown as { exCspViolations: unknown[] }).exCspViolations);

  test('desktop: every menu, the download QR, the language and theme dialogs and the security dialog load; no violation', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/csp.html');
    expect(response?.headers()['content-security-policy']).toContain(
      "require-trusted-types-for 'script'; trusted-types ex-header",
    );
    await waitForHeader(page);
    for (const id of ['spot', 'futures', 'strategy', 'download']) {
      await openMenu(page, id);
      if (id === 'download') await expect(header(page).locator('[data-menu="download"] [part~=qr]')).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await header(page).locator('[part=language-button]').click();
    await expect(header(page).locator('[part~=language-dialog]')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      // createElement, not HTML strings: this page accepts no untrusted HTML, for the test's own code too.
      const theme = document.createElement('ex-theme-modal');
      theme.setAttribute('open', '');
      const security = document.createElement('ex-security-dialog');
      security.setAttribute('action', 'withdraw');
      security.setAttribute('api-base', '/api');
      document.body.append(theme, security);
    });
    await expect(page.locator('ex-theme-modal dialog[open]')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => document.querySelector('ex-security-dialog')!.setAttribute('open', ''));
    await expect(page.locator('ex-security-dialog dialog[open] form')).toBeVisible();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.includes('/features/')),
    );
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('small screen: each drawer loads; no violation', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/csp.html');
    await waitForHeader(page);
    for (const kind of ['nav', 'user', 'preferences']) {
      await header(page).locator(`[data-drawer="${kind}"]`).click();
      await expect(header(page).locator('dialog.ex-drawer[open] .ex-drawer__body')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(header(page).locator('dialog.ex-drawer[open]')).toHaveCount(0);
    }
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a page that does not allow the ex-header policy: a clear warning, the plain bar stays and its links work, no exception', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const warnings = collectConsoleMessages(page);
    await page.route('**/__tt-refused.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: {
          'Content-Security-Policy':
            "script-src 'self'; require-trusted-types-for 'script'; trusted-types other-policy",
        },
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>tt</title><script src="/dist/ex-header.js"></script></head><body><ex-header api-base="/api"></ex-header></body></html>',
      }),
    );
    await page.goto('/__tt-refused.html');
    // The interactive part (features/react.js, then features/app.js, run when a reader points at the header) cannot
    // load under this policy: the bar painted without React stays.
    await expect(header(page).locator('[part~=bar]')).toBeVisible();
    await pointAtHeader(page);
    await expect.poll(() => warnings.some((text) => text.includes('trusted-types ex-header'))).toBe(true);
    // One error names the first file that could not load and says the header works without it; the app behind it
    // is not asked for.
    await expect
      .poll(() => warnings.filter((text) => text.startsWith('[ex-header]') && text.includes('/features/react.')))
      .toHaveLength(1);
    expect(warnings.find((text) => text.includes('/features/react.'))).toContain('keeps working');
    expect(warnings.filter((text) => text.includes('/features/app.'))).toEqual([]);
    await header(page).locator('[part~="login-link"]').click();
    await page.waitForURL(/\/login\?from=/);
    expect(errors).toEqual([]);
  });
});

test('a single-page app that routes with history.pushState: the header follows by itself (login from=, language prefix)', async ({
  page,
}) => {
  await barePage(page, '<ex-header api-base="/api" locales-base="/dist/locales/"></ex-header>');
  await waitForHeader(page);
  const login = header(page).locator('[part=login-link]');
  await expect(login).toHaveAttribute('href', '/login?from=%2F__bare.html&source=mix');
  await page.evaluate(() => history.pushState({}, '', '/de/futures/usdt/BTCUSDT?x=1'));
  await expect(login).toHaveAttribute('href', '/de/login?from=%2Fde%2Ffutures%2Fusdt%2FBTCUSDT%3Fx%3D1&source=mix');
  await page.evaluate(() => history.replaceState({}, '', '/trade-swap/usdt/BTCUSDT'));
  await expect(login).toHaveAttribute('href', '/login?from=%2Ftrade-swap%2Fusdt%2FBTCUSDT&source=mix');
});
