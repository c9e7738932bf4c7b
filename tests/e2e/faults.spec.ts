/**
 * Issue 24's fault findings, end to end in Chromium: a slow optional call never holds a menu back, a hung security
 * call ends in the same error toast as a failure, and dismissing the copy-UID toast leaves focus somewhere useful.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_TIMEOUT_MS } from '../../src/api/client';
import { collectPageErrors, header, openMenu, waitForHeader } from './support';

const MASTER = { userId: '20251101', loginName: 'alice@example.com', childFlag: 0, accountMode: 0 };

async function bare(page: Page, body: string, width = 1600): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.route('**/__faults.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>faults</title><style>body{margin:0}</style><script src="/dist/ex-header.js"></script></head><body>${body}<main><h1>Markets</h1></main></body></html>`,
    }),
  );
  await page.goto('/__faults.html');
}

const signedInHeader = `<ex-header api-base="/api" user='${JSON.stringify(MASTER)}'></ex-header>`;

test.describe('the trader-pro check never answers', () => {
  test('every account menu shows its entries at once; the trader-pro entry appears when the check answers', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    let answer: (() => void) | null = null;
    await page.route('**/api/v1/trigger/trader-pro/user-list', (route) => {
      answer = () => void route.fulfill({ json: { code: '00000', data: { traderProUid: 'tp-1' } } });
    });
    await bare(page, signedInHeader);
    await waitForHeader(page);
    await expect.poll(() => answer !== null).toBe(true);
    for (const id of ['assets', 'orders', 'user']) {
      const menu = await openMenu(page, id);
      expect(await menu.locator('[part=menu-panel] a, [part=menu-panel] button').count(), id).toBeGreaterThan(3);
      await page.keyboard.press('Escape');
    }
    const user = await openMenu(page, 'user');
    await expect(user.getByRole('link', { name: /Dashboard/ })).toBeVisible();
    const tradePro = user.locator('[data-item-id="user.tradeProAccount"]');
    await expect(tradePro).toHaveCount(0);
    answer!();
    // The open menu gains the entry that depended on the answer, without closing.
    await expect(tradePro).toBeVisible();
    await expect(user.locator('> button')).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });
});

test(`the security-action items call never answers: after the ${API_TIMEOUT_MS / 1000} s deadline, the error toast and ex-security-fail, as for a failure`, async ({
  page,
}) => {
  test.setTimeout(API_TIMEOUT_MS + 20_000);
  const errors = collectPageErrors(page);
  await page.route('**/api/v1/user/security/actionItems', () => undefined);
  await bare(
    page,
    '<ex-header api-base="/api"></ex-header><ex-security-dialog action="withdraw" api-base="/api"></ex-security-dialog>',
  );
  await waitForHeader(page);
  await page.evaluate(() => {
    (window as unknown as { __fails: unknown[] }).__fails = [];
    document.addEventListener('ex-security-fail', (event) =>
      (window as unknown as { __fails: unknown[] }).__fails.push((event as CustomEvent).detail),
    );
    document.querySelector('ex-security-dialog')!.setAttribute('open', '');
  });
  const dialog = page.locator('ex-security-dialog dialog[open]');
  await expect(dialog).toBeVisible();
  // While it waits, the dialog says so.
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(1);
  const started = Date.now();
  await expect(page.locator('.ex-toast[data-toast="error"]')).toHaveText(/Network error/, {
    timeout: API_TIMEOUT_MS + 5_000,
  });
  expect(Date.now() - started).toBeLessThan(API_TIMEOUT_MS + 3_000);
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __fails: unknown[] }).__fails)).toEqual([
    { action: 'withdraw', code: 'timeout', message: 'Network error. Check your connection and try again.' },
  ]);
  expect(errors).toEqual([]);
});

test.describe('dismissing the copy-UID toast on the desktop bar (WCAG 2.4.3)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('by keyboard: focus returns to the user menu trigger, not the document body', async ({ page }) => {
    await bare(page, signedInHeader);
    await waitForHeader(page);
    const trigger = header(page).locator('[data-menu="user"] > button');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const copy = header(page).getByRole('button', { name: `Copy UID ${MASTER.userId}` });
    await expect(copy).toBeVisible({ timeout: 15_000 });
    await copy.focus();
    await page.keyboard.press('Enter');
    const close = page.locator('ex-header .ex-toast[data-toast="success"] button');
    await expect(close).toBeVisible();
    // Into the toast (the menu closes as focus leaves it), then dismiss it.
    await close.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(close).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('by mouse: the same', async ({ page }) => {
    await bare(page, signedInHeader);
    await waitForHeader(page);
    const panel = await openMenu(page, 'user');
    await panel.getByRole('button', { name: `Copy UID ${MASTER.userId}` }).click();
    const close = page.locator('ex-header .ex-toast[data-toast="success"] button');
    await close.click();
    await expect(close).toHaveCount(0);
    await expect(header(page).locator('[data-menu="user"] > button')).toBeFocused();
  });
});
