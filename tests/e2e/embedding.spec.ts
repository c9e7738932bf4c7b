/**
 * The header embedded where CMS and help-center pages put it: in columns that clip and stack (every overlay in the
 * top layer), inside another component's closed shadow root, on pages that scroll (the small-screen bar stays, the
 * page scrolls again once every overlay has closed).
 */
import { expect, test, type Page } from '@playwright/test';
import { barePage, collectPageErrors, header, openMenu, openSecurityDialog, waitForHeader } from './support';

/** The header's shadow root: elementFromPoint inside it answers what the user would hit there. */
async function hitInside(
  page: Page,
  hostSelector: string,
  panelSelector: string,
): Promise<{ hit: boolean; rect: { top: number; bottom: number; left: number; right: number } }> {
  return page.evaluate(
    async ([host, panel]) => {
      const root = document.querySelector(host)!.shadowRoot!;
      // Entry animations (a drawer sliding in) finished first: boxes are where they stay.
      await Promise.all(
        [...root.querySelectorAll('*')]
          .flatMap((node) => node.getAnimations())
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const element = root.querySelector(panel) as HTMLElement;
      const rect = element.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + Math.min(rect.height / 2, 40);
      const hit = root.elementFromPoint(x, y);
      return {
        hit: !!hit && element.contains(hit),
        rect: { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right },
      };
    },
    [hostSelector, panelSelector] as const,
  );
}

const CMS_COLUMN = (inner: string, width = 1100) =>
  `<main style="padding:40px"><div class="cms-column" style="transform:translateZ(0);overflow:hidden;block-size:72px;inline-size:${width}px;position:relative;z-index:1">${inner}</div>` +
  `<div style="position:relative;z-index:5;background:#f4d;block-size:600px;margin-block-start:-4px">A carousel slide that stacks above the column</div></main>`;

test.describe('CMS columns that clip and stack: every overlay is in the top layer', () => {
  test('desktop: each menu panel and the download panel show whole, above the page, and their links work', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await barePage(page, CMS_COLUMN('<ex-header api-base="/api"></ex-header>'));
    await waitForHeader(page);
    for (const id of ['spot', 'futures', 'download']) {
      const menu = await openMenu(page, id);
      const panel = `[data-menu="${id}"] > .ex-panel`;
      const { hit, rect } = await hitInside(page, 'ex-header', panel);
      expect(hit, `${id}: the panel is what the user hits`).toBe(true);
      expect(rect.bottom, `${id}: reaches below the 72 px column`).toBeGreaterThan(40 + 72 + 40);
      await expect(menu.locator('.ex-panel')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.mouse.move(5, 790);
      await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'false');
    }
    const menu = await openMenu(page, 'spot');
    await page.evaluate(() => document.addEventListener('ex-navigate', (event) => event.preventDefault()));
    const navigation = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('ex-navigate', (event) => resolve((event as CustomEvent).detail.href), {
            once: true,
          }),
        ),
    );
    await menu.locator('[part=menu-panel] a').first().click();
    expect(await navigation).toBe('/spot/BTCUSDT');
    expect(errors).toEqual([]);
  });

  test('the panel follows its trigger when the page scrolls, and stays inside a narrow window', async ({ page }) => {
    await barePage(
      page,
      `<div style="block-size:40px"></div>${CMS_COLUMN('<ex-header api-base="/api"></ex-header>')}<div style="block-size:2000px"></div>`,
    );
    await waitForHeader(page);
    const menu = await openMenu(page, 'download');
    const trigger = menu.locator('> button');
    const panelBox = () => menu.locator('.ex-panel').boundingBox();
    const before = (await panelBox())!;
    expect(before.y).toBeGreaterThanOrEqual((await trigger.boundingBox())!.y + 20);
    expect(before.x + before.width).toBeLessThanOrEqual(1280);
    await page.evaluate(() => window.scrollBy(0, 30));
    await expect.poll(async () => (await panelBox())!.y).toBeCloseTo(before.y - 30, 0);
  });

  test('small screen: drawers, the language dialog and toasts are whole and on top', async ({ page }) => {
    await barePage(page, CMS_COLUMN('<ex-header api-base="/api"></ex-header>', 340), { width: 375 });
    await waitForHeader(page);
    await header(page).locator('[data-drawer="preferences"]').click();
    const drawer = header(page).locator('dialog.ex-drawer[open]');
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect([box.width, box.height]).toEqual([330, 800]);
    expect((await hitInside(page, 'ex-header', 'dialog.ex-drawer[open] .ex-modal__title')).hit).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await page.route('**/api/v1/user/security/actionItems', (route) =>
      route.fulfill({ json: { code: '40010', msg: 'Locked', data: null } }),
    );
    await openSecurityDialog(page);
    const toast = header(page).locator('.ex-toast');
    await expect(toast).toBeVisible();
    expect((await hitInside(page, 'ex-header', '.ex-toast .ex-toast__message')).hit).toBe(true);
  });
});

test("inside a host component's closed shadow root, menus open and their entries navigate", async ({ page }) => {
  await barePage(
    page,
    `<cms-widget></cms-widget>
     <script>
       customElements.define('cms-widget', class extends HTMLElement {
         constructor() {
           super();
           const root = this.attachShadow({ mode: 'closed' });
           root.innerHTML = '<ex-header api-base="/api"></ex-header>';
           window.__closedHeader = root.querySelector('ex-header');
         }
       });
     </script>`,
  );
  await page.waitForFunction(
    () =>
      !!(window as unknown as { __closedHeader?: Element }).__closedHeader?.shadowRoot?.querySelector('[part~=bar]'),
  );
  const center = (selector: string) =>
    page.evaluate((sel) => {
      const root = (window as unknown as { __closedHeader: Element }).__closedHeader.shadowRoot!;
      const rect = root.querySelector(sel)!.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }, selector);
  const events = page.evaluate(
    () =>
      new Promise<{ type: string; href: string }[]>((resolve) => {
        const seen: { type: string; href: string }[] = [];
        document.addEventListener('ex-analytics', (event) =>
          seen.push({ type: event.type, href: (event as CustomEvent).detail.href ?? '' }),
        );
        document.addEventListener('ex-navigate', (event) => {
          event.preventDefault();
          seen.push({ type: event.type, href: (event as CustomEvent).detail.href });
          resolve(seen);
        });
      }),
  );
  const trigger = await center('[data-menu="spot"] > button');
  await page.mouse.click(trigger.x, trigger.y);
  await page.waitForFunction(
    () =>
      !!(window as unknown as { __closedHeader: Element }).__closedHeader.shadowRoot!.querySelector(
        '[data-menu="spot"] .ex-panel a',
      ),
  );
  const entry = await center('[data-menu="spot"] .ex-panel a');
  await page.mouse.click(entry.x, entry.y);
  expect((await events).map((event) => event.type)).toContain('ex-navigate');
  expect((await events).at(-1)).toEqual({ type: 'ex-navigate', href: '/spot/BTCUSDT' });
});

test('the 48 px small-screen bar stays at the top while the page scrolls, shifting nothing', async ({ page }) => {
  await barePage(page, '<ex-header api-base="/api"></ex-header><main style="block-size:3000px">Content</main>', {
    width: 375,
  });
  await waitForHeader(page);
  const bar = header(page).locator('[part~=bar]');
  await expect(bar).toHaveCSS('block-size', '48px');
  const contentTop = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top + scrollY);
  expect(contentTop).toBe(48);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);
  const hit = await page.evaluate(() => document.elementFromPoint(187, 24)?.tagName.toLowerCase());
  expect(hit).toBe('ex-header');
});

test.describe('the host page scrolls again once every overlay has closed, whichever opened or closed first', () => {
  const PAIRS = [
    ['ex-lang-modal', 'ex-drawer kind="nav"'],
    ['ex-drawer kind="user"', 'ex-lang-modal'],
    ['ex-theme-modal', 'ex-security-dialog action="withdraw"'],
    ['ex-lang-modal', 'ex-security-dialog action="withdraw"'],
  ] as const;
  for (const [first, second] of PAIRS) {
    for (const closeOrder of ['first-opened first', 'last-opened first'] as const) {
      test(`${first} then ${second}, closed ${closeOrder}`, async ({ page }) => {
        await page.route('**/api/v1/user/security/actionItems', (route) =>
          route.fulfill({ json: { code: '00000', data: { canFido2: false } } }),
        );
        await barePage(
          page,
          `<ex-header api-base="/api"></ex-header><${first} id="a"></${first.split(' ')[0]}><${second} id="b"></${second.split(' ')[0]}><main style="block-size:4000px">Long page</main>`,
          { width: 1280 },
        );
        await waitForHeader(page);
        await page.evaluate(() => window.scrollTo(0, 300));
        for (const id of ['a', 'b']) {
          await page.evaluate((which) => document.getElementById(which)!.setAttribute('open', ''), id);
          await expect(page.locator(`#${id} dialog[open]`)).toHaveCount(1);
        }
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
        for (const id of closeOrder === 'first-opened first' ? ['a', 'b'] : ['b', 'a']) {
          await page.evaluate((which) => document.getElementById(which)!.removeAttribute('open'), id);
          await expect(page.locator(`#${id} dialog`)).toHaveCount(0);
        }
        expect(
          await page.evaluate(() => [
            getComputedStyle(document.documentElement).overflow,
            document.documentElement.getAttribute('style'),
            scrollY,
          ]),
        ).toEqual(['visible', null, 300]);
        await page.mouse.move(640, 400);
        await page.mouse.wheel(0, 500);
        await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
      });
    }
  }
});
