/**
 * The security-action dialog (<ex-security-dialog>) against failing and silent APIs: every failure and the
 * call's deadline end in an error toast, ex-security-fail and the dialog closed.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_TIMEOUT_MS } from '../../src/api/client';
import { barePage, collectPageErrors, openSecurityDialog, securityFails, waitForHeader } from './support';

test.describe('security action failures always tell the user', () => {
  const ENORMOUS = `Locked ${'because of too many attempts '.repeat(4000)}`;
  const FAILURES = {
    'refused by the network': (page: Page) =>
      page.route('**/api/v1/user/security/actionItems', (route) => route.abort('connectionrefused')),
    'a business code without msg': (page: Page) =>
      page.route('**/api/v1/user/security/actionItems', (route) =>
        route.fulfill({ json: { code: '40010', data: null } }),
      ),
    'a business code with an enormous msg': (page: Page) =>
      page.route('**/api/v1/user/security/actionItems', (route) =>
        route.fulfill({ json: { code: '40011', msg: ENORMOUS, data: null } }),
      ),
    'HTTP 500 with an enormous msg': (page: Page) =>
      page.route('**/api/v1/user/security/actionItems', (route) =>
        route.fulfill({ status: 500, json: { code: '50000', msg: ENORMOUS } }),
      ),
  } as const;

  for (const [name, fail] of Object.entries(FAILURES)) {
    for (const [where, body, width] of [
      ['on a page with only the dialog', '', 1280],
      ['beside the header at 375 px', '<ex-header api-base="/api"></ex-header>', 375],
      ['beside the header at 1280 px', '<ex-header api-base="/api"></ex-header>', 1280],
    ] as const) {
      test(`${name}, ${where}: an error toast, ex-security-fail, the dialog closed`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await barePage(page, body, { width });
        await fail(page);
        await openSecurityDialog(page);
        const toast = page.locator('.ex-toast[data-toast="error"]');
        await expect(toast).toBeVisible();
        const text = (await toast.locator('.ex-toast__message').textContent()) ?? '';
        expect(text.trim().length).toBeGreaterThan(5);
        expect(text.length).toBeLessThanOrEqual(300);
        const box = (await toast.boundingBox())!;
        expect(box.height).toBeLessThan(400);
        await expect(page.locator('ex-security-dialog')).not.toHaveAttribute('open');
        await expect(page.locator('ex-security-dialog dialog')).toHaveCount(0);
        const fails = (await securityFails(page)) as { action: string; message: string }[];
        expect(fails).toHaveLength(1);
        expect(fails[0].action).toBe('withdraw');
        expect(fails[0].message.length).toBeLessThanOrEqual(300);
        expect(errors).toEqual([]);
      });
    }
  }
});

test(`the security-action items call never answers: after the ${API_TIMEOUT_MS / 1000} s deadline, the error toast and ex-security-fail, as for a failure`, async ({
  page,
}) => {
  test.setTimeout(API_TIMEOUT_MS + 20_000);
  const errors = collectPageErrors(page);
  await page.route('**/api/v1/user/security/actionItems', () => undefined);
  await barePage(
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
