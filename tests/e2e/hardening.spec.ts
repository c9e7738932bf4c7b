/**
 * Hardening against the built script (issue 11): faults, CMS embedding, accessibility under zoom and forced colours,
 * and the spec details that were still off. Pages are the demo's, or made here from the built script.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoAxeViolations, header, openMenu, waitForHeader } from './support';

/** A page with only the built script and the given body: no demo panel, no host CSS. */
async function bare(page: Page, body: string, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.route('**/__bare.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bare</title><style>body{margin:0}</style><script src="/dist/ex-header.js"></script></head><body>${body}</body></html>`,
    }),
  );
  await page.goto('/__bare.html');
}

const failEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fails: unknown[] }).__fails);

async function openSecurityDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __fails: unknown[] }).__fails = [];
    document.addEventListener('ex-security-fail', (event) => (window as unknown as { __fails: unknown[] }).__fails.push((event as CustomEvent).detail));
    const dialog = document.createElement('ex-security-dialog');
    dialog.setAttribute('action', 'withdraw');
    dialog.setAttribute('api-base', '/api');
    document.body.append(dialog);
    dialog.setAttribute('open', '');
  });
}

test.describe('security action failures always tell the user', () => {
  const ENORMOUS = `Locked ${'because of too many attempts '.repeat(4000)}`;
  const FAILURES = {
    'refused by the network': (page: Page) => page.route('**/api/v1/user/security/actionItems', (route) => route.abort('connectionrefused')),
    'a business code without msg': (page: Page) =>
      page.route('**/api/v1/user/security/actionItems', (route) => route.fulfill({ json: { code: '40010', data: null } })),
    'a business code with an enormous msg': (page: Page) =>
      page.route('**/api/v1/user/security/actionItems', (route) => route.fulfill({ json: { code: '40011', msg: ENORMOUS, data: null } })),
    'HTTP 500 with an enormous msg': (page: Page) =>
      page.route('**/api/v1/user/security/actionItems', (route) => route.fulfill({ status: 500, json: { code: '50000', msg: ENORMOUS } })),
  } as const;

  for (const [name, fail] of Object.entries(FAILURES)) {
    for (const [where, body, width] of [
      ['on a page with only the dialog', '', 1280],
      ['beside the header at 375 px', '<ex-header api-base="/api"></ex-header>', 375],
      ['beside the header at 1280 px', '<ex-header api-base="/api"></ex-header>', 1280],
    ] as const) {
      test(`${name}, ${where}: an error toast, ex-security-fail, the dialog closed`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await bare(page, body, width);
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
        const fails = (await failEvents(page)) as { action: string; message: string }[];
        expect(fails).toHaveLength(1);
        expect(fails[0].action).toBe('withdraw');
        expect(fails[0].message.length).toBeLessThanOrEqual(300);
        expect(errors).toEqual([]);
      });
    }
  }
});
