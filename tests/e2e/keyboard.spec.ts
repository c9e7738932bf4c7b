/**
 * The header by keyboard alone, end to end: each desktop menu by Tab, the arrow keys and Escape; Enter on an entry;
 * Escape closing a menu opened by hover wherever focus is (WCAG 1.4.13). The drawers', dialogs' and pickers' keys are
 * in small-screens.spec.ts and first-paint.spec.ts, the behaviours' in tests/component/behaviours.browser.test.ts.
 */
import { expect, test } from '@playwright/test';
import { VISITOR_ROUTES } from '../fixtures/visitor-routes';
import { barePage, header, openMenu, waitForHeader } from './support';

test.describe('the desktop bar by keyboard', () => {
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
});

test('a menu opened by hover closes on Escape wherever focus is (WCAG 1.4.13)', async ({ page }) => {
  await barePage(page, '<ex-header api-base="/api"></ex-header><p><button id="elsewhere">Page button</button></p>');
  await waitForHeader(page);
  await page.locator('#elsewhere').focus();
  const menu = header(page).locator('[data-menu="spot"]');
  await menu.locator('> button').hover();
  await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#elsewhere')).toBeFocused();
});
