/**
 * The security dialog's error toast is certain (issue 44's report: one of ten faults showed none, a different one each
 * run): a signed-in page with the header and a standalone <ex-security-dialog action="withdraw">, `open` set 0.8 s
 * after the bar shows, with and without the reader pointing at the bar then (the views loading as it opens), its
 * actionItems call failing each way it can: every fault ends in the error toast, ex-security-fail and the dialog
 * closed. (The 0.8 s is the scenario's, not a wait for a result.)
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { barePage } from './support';

const ITEMS = '**/api/v1/user/security/actionItems';
const FAULTS: Record<string, (route: Route) => Promise<void> | void> = {
  'connection refused': (route) => route.abort('connectionrefused'),
  'connection reset': (route) => route.abort('connectionreset'),
  'connection failed': (route) => route.abort('failed'),
  'HTTP 500': (route) => route.fulfill({ status: 500, body: 'oops' }),
  'HTTP 503 with a message': (route) => route.fulfill({ status: 503, json: { code: '50300', msg: 'Maintenance' } }),
  'HTTP 401': (route) => route.fulfill({ status: 401, json: { code: '40100', msg: 'Sign in again' } }),
  'a business code': (route) => route.fulfill({ json: { code: '40010', msg: 'Too many attempts', data: null } }),
  'a business code without msg': (route) => route.fulfill({ json: { code: '40011', data: null } }),
  'not JSON': (route) => route.fulfill({ contentType: 'application/json', body: '<html>' }),
  'timed out': (route) => route.abort('timedout'),
};

async function signedInPage(page: Page) {
  const user = JSON.stringify({ userId: '10001', loginName: 'ada@example.com' }).replace(/"/g, '&quot;');
  await barePage(
    page,
    `<ex-header api-base="/api" user="${user}"></ex-header><ex-security-dialog action="withdraw" api-base="/api"></ex-security-dialog>`,
  );
  await page.locator('ex-header [part~="bar"]').first().waitFor();
  await page.evaluate(() => {
    (window as unknown as { __fails: unknown[] }).__fails = [];
    document.addEventListener('ex-security-fail', (event) =>
      (window as unknown as { __fails: unknown[] }).__fails.push((event as CustomEvent).detail),
    );
  });
}

for (const [name, fault] of Object.entries(FAULTS))
  for (const intent of [false, true])
    test(`${name}, open 0.8 s after the bar shows${intent ? ', the reader pointing at the bar (the views loading)' : ''}: the error toast, ex-security-fail, the dialog closed`, async ({
      page,
    }) => {
      await page.route(ITEMS, fault);
      await signedInPage(page);
      if (intent) await page.mouse.move(5, 30);
      await page.waitForTimeout(800);
      await page.evaluate(() => document.querySelector('ex-security-dialog')!.setAttribute('open', ''));
      await expect(page.locator('[data-toast="error"]')).toBeVisible();
      await expect(page.locator('ex-security-dialog')).not.toHaveAttribute('open');
      expect(await page.evaluate(() => (window as unknown as { __fails: unknown[] }).__fails.length)).toBe(1);
    });
