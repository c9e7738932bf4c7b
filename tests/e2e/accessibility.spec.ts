/**
 * Accessibility end to end, in Chromium: axe-core with each menu open in both themes and on the whole demo page,
 * forced colours, a toast inside a drawer, text-only zoom (WCAG 1.4.4) and
 * focus after dismissing a toast (WCAG 2.4.3).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import { VISITOR_ROUTES } from '../fixtures/visitor-routes';
import { barePage, expectNoAxeViolations, header, openMenu, openSecurityDialog, waitForHeader } from './support';

test.describe('axe-core on the desktop bar', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe-core finds nothing with each menu open, ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/legacy.html');
      await waitForHeader(page);
      await expect(header(page).locator('.ex-root')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page);
      for (const id of [...Object.keys(VISITOR_ROUTES), 'more', 'download']) {
        await openMenu(page, id);
        await expectNoAxeViolations(page);
      }
    });
  }
});

test('the demo page as a whole has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await waitForHeader(page);
  await expectNoAxeViolations(page, 'page');
});

test.describe('forced colours (Windows High Contrast)', () => {
  test.use({ colorScheme: 'light' });

  test('the selected tab and the selected theme differ by more than colour; toasts keep an edge', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await barePage(page, '<ex-header api-base="/api"></ex-header><ex-lang-modal variant="wide" open></ex-lang-modal>');
    const tabs = page.locator('ex-lang-modal [role="tab"]');
    await expect(tabs).toHaveCount(2);
    const underline = (index: number) => tabs.nth(index).evaluate((tab) => getComputedStyle(tab).borderBlockEndColor);
    expect(await underline(0)).not.toBe(await underline(1));
    await page.keyboard.press('Escape');

    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<ex-theme-modal open></ex-theme-modal>'));
    const options = page.locator('ex-theme-modal .ex-theme-option');
    await expect(options).toHaveCount(2);
    const frames = await options.evaluateAll((items) =>
      items.map((item) => [item.getAttribute('aria-checked'), getComputedStyle(item).outlineStyle]),
    );
    expect(frames.find(([checked]) => checked === 'true')?.[1]).toBe('solid');
    expect(frames.find(([checked]) => checked === 'false')?.[1]).toBe('none');
    await page.keyboard.press('Escape');

    await page.route('**/api/v1/user/security/actionItems', (route) =>
      route.fulfill({ json: { code: '40010', msg: 'Locked', data: null } }),
    );
    await openSecurityDialog(page);
    const toast = page.locator('.ex-toast').first();
    await expect(toast).toBeVisible();
    const edge = await toast.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: parseFloat(style.borderBlockStartWidth), style: style.borderBlockStartStyle };
    });
    expect(edge).toEqual({ width: 1, style: 'solid' });
  });
});

test('axe: a toast inside an open drawer at 375 px, in en and ar', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const locale of ['en', 'ar']) {
    await barePage(
      page,
      `<ex-header api-base="/api" locale="${locale}" locales-base="/dist/locales/" user='{"userId":"20251101","loginName":"alice"}'></ex-header>`,
      { width: 375 },
    );
    await waitForHeader(page);
    await header(page).locator('[data-drawer="user"]').click();
    const drawer = header(page).locator('dialog.ex-drawer[open]');
    await expect(drawer).toBeVisible();
    const copy = drawer.locator('.ex-user__copy');
    if (!(await copy.isVisible())) await drawer.locator('.ex-acc__trigger').first().click();
    await copy.click();
    await expect(drawer.locator('.ex-toast')).toBeVisible();
    await page.evaluate(() =>
      Promise.all(
        document
          .querySelector('ex-header')!
          .shadowRoot!.querySelector('dialog')!
          .getAnimations({ subtree: true })
          .map((a) => a.finished),
      ),
    );
    await expectNoAxeViolations(page);
    const closeBox = (await drawer.locator('.ex-toast__close').boundingBox())!;
    expect([closeBox.width, closeBox.height]).toEqual([44, 44]);
    await page.screenshot({ path: `test-results/toast-in-drawer-${locale}.png` });
  }
});

test.describe("text-only zoom: a browser minimum font size of 28 px (200 % of the bar's 14 px)", () => {
  for (const [name, user] of [
    ['visitor', ''],
    ['signed in', ` user='{"userId":"1001","loginName":"alice"}'`],
  ] as const) {
    test(`${name}: no two bar controls overlap at 1440 px and 1100 px`, async ({ baseURL }) => {
      const profile = mkdtempSync(join(tmpdir(), 'ex-header-zoom-'));
      mkdirSync(join(profile, 'Default'), { recursive: true });
      writeFileSync(
        join(profile, 'Default', 'Preferences'),
        JSON.stringify({ webkit: { webprefs: { minimum_font_size: 28, minimum_logical_font_size: 28 } } }),
      );
      const context = await chromium.launchPersistentContext(profile, {
        ...chromiumLaunchOptions(),
        baseURL,
        viewport: { width: 1440, height: 800 },
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await barePage(page, `<ex-header api-base="/api"${user}></ex-header>`, { width: 1440 });
        await waitForHeader(page);
        expect(
          await page.evaluate(
            () =>
              getComputedStyle(document.querySelector('ex-header')!.shadowRoot!.querySelector('.ex-menu__trigger')!)
                .fontSize,
          ),
        ).toBe('28px');
        for (const width of [1440, 1100]) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const overlaps = await page.evaluate(() => {
            const root = document.querySelector('ex-header')!.shadowRoot!;
            const controls = [...root.querySelectorAll<HTMLElement>('.ex-nav > .ex-menu, .ex-end > *')].filter(
              (element) => element.getClientRects().length > 0,
            );
            const boxes = controls.map((element) => ({
              name: element.dataset.menu ?? element.className,
              rect: element.getBoundingClientRect(),
            }));
            const found: string[] = [];
            for (const [index, a] of boxes.entries()) {
              for (const b of boxes.slice(index + 1)) {
                const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
                const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
                if (x > 0.5 && y > 0.5) found.push(`${a.name} / ${b.name}`);
              }
            }
            return found;
          });
          expect(overlaps, `at ${width} px`).toEqual([]);
        }
        await page.screenshot({ path: `test-results/text-zoom-${name.replace(' ', '-')}.png` });
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }
});

const MASTER = { userId: '20251101', loginName: 'alice@example.com', childFlag: 0, accountMode: 0 };

const WIDE = { width: 1600, height: 900 };
const signedInHeader = `<ex-header api-base="/api" user='${JSON.stringify(MASTER)}'></ex-header>`;

test.describe('dismissing the copy-UID toast on the desktop bar (WCAG 2.4.3)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('by keyboard: focus returns to the user menu trigger, not the document body', async ({ page }) => {
    await barePage(page, signedInHeader, WIDE);
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
    await barePage(page, signedInHeader, WIDE);
    await waitForHeader(page);
    const panel = await openMenu(page, 'user');
    await panel.getByRole('button', { name: `Copy UID ${MASTER.userId}` }).click();
    const close = page.locator('ex-header .ex-toast[data-toast="success"] button');
    await close.click();
    await expect(close).toHaveCount(0);
    await expect(header(page).locator('[data-menu="user"] > button')).toBeFocused();
  });
});
