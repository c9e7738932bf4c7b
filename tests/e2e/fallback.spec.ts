/**
 * The no-JavaScript fallback (dist/fallback/<locale>.html, or renderFallback from ex-header/server) inside
 * <ex-header>: plain links when no script runs, hidden by the element's shadow root once it upgrades.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHeader } from './support';

const fallback = (locale: string) =>
  readFileSync(new URL(`../../dist/fallback/${locale}.html`, import.meta.url), 'utf8').trim();

/** A page whose <ex-header> holds the fallback; `script: false` is a page whose script is blocked or missing. */
async function page(page: Page, locale: string, { script = true } = {}): Promise<void> {
  const head = script ? '<script src="/dist/ex-header.js"></script>' : '';
  await page.route('**/__fallback.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>fallback</title>${head}</head><body><ex-header api-base="/api" locales-base="/dist/locales/">${fallback(locale)}</ex-header><main><h1>Markets</h1></main></body></html>`,
    }),
  );
  await page.goto('/__fallback.html');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'ar']) {
    test(`${locale}: the fallback links are visible and reachable by Tab, in order`, async ({ page: tab }) => {
      await page(tab, locale);
      const links = tab.locator('ex-header nav.ex-header-fallback a');
      await expect(links.first()).toBeVisible();
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(10);
      const hrefs: (string | null)[] = [];
      for (let index = 0; index < count; index += 1) hrefs.push(await links.nth(index).getAttribute('href'));
      expect(hrefs[0]).toBe(locale === 'en' ? '/' : `/${locale}`);
      expect(hrefs).toContain(locale === 'en' ? '/login?from=%2F&source=mix' : `/${locale}/login?from=%2F&source=mix`);
      for (let index = 0; index < count; index += 1) {
        await tab.keyboard.press('Tab');
        await expect(links.nth(index)).toBeFocused();
      }
    });
  }
});

for (const locale of ['en', 'ar']) {
  test(`${locale}: a page whose script is blocked shows the fallback, and it passes axe`, async ({ page: tab }) => {
    await page(tab, locale, { script: false });
    await expect(tab.locator('ex-header nav.ex-header-fallback a').first()).toBeVisible();
    await expectNoAxeViolations(tab, 'page');
  });
}

test('with JavaScript the element upgrades and the fallback is hidden behind its shadow root', async ({
  page: tab,
}) => {
  await page(tab, 'en');
  await waitForHeader(tab);
  await expect(tab.locator('ex-header [part~=bar]')).toBeVisible();
  await expect(tab.locator('ex-header > nav.ex-header-fallback')).toBeHidden();
  await expect(tab.getByRole('link', { name: 'Log in' })).toHaveCount(1);
});
