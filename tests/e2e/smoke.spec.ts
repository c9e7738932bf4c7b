import { expect, test } from '@playwright/test';

test.describe('demo pages (smoke)', () => {
  test('the index page loads and <ex-header> renders into an open shadow root', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();

    const header = page.locator('ex-header');
    await expect(header).toHaveCount(1);
    await page.waitForFunction(() => customElements.get('ex-header') !== undefined);
    await page.waitForFunction(() => {
      const root = document.querySelector('ex-header')?.shadowRoot;
      return !!root && root.querySelector('*') !== null;
    });
    expect(errors).toEqual([]);
  });

  test('a virtual path serves the same demo page', async ({ page }) => {
    const response = await page.goto('/de/futures/usdt/BTCUSDT?x=1');
    expect(response?.status()).toBe(200);
    await expect(page.locator('ex-header')).toHaveCount(1);
    await page.waitForFunction(() => !!document.querySelector('ex-header')?.shadowRoot);
  });
});
