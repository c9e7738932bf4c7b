/**
 * Hardening against the built script (issue 11): faults, CMS embedding, accessibility under zoom and forced colours,
 * and the spec details that were still off. Pages are the demo's, or made here from the built script.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import {
  collectConsoleMessages,
  collectPageErrors,
  expectNoAxeViolations,
  header,
  openMenu,
  waitForHeader,
  pointAtHeader,
} from './support';

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

const failEvents = (page: Page) => page.evaluate(() => (window as unknown as { __fails: unknown[] }).__fails);

async function openSecurityDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __fails: unknown[] }).__fails = [];
    document.addEventListener('ex-security-fail', (event) =>
      (window as unknown as { __fails: unknown[] }).__fails.push((event as CustomEvent).detail),
    );
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
    await bare(page, CMS_COLUMN('<ex-header api-base="/api"></ex-header>'));
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
    await bare(
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
    await bare(page, CMS_COLUMN('<ex-header api-base="/api"></ex-header>', 340), 375);
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
  await bare(
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

test('a menu opened by hover closes on Escape wherever focus is (WCAG 1.4.13)', async ({ page }) => {
  await bare(page, '<ex-header api-base="/api"></ex-header><p><button id="elsewhere">Page button</button></p>');
  await waitForHeader(page);
  await page.locator('#elsewhere').focus();
  const menu = header(page).locator('[data-menu="spot"]');
  await menu.locator('> button').hover();
  await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#elsewhere')).toBeFocused();
});

test('the 48 px small-screen bar stays at the top while the page scrolls, shifting nothing', async ({ page }) => {
  await bare(page, '<ex-header api-base="/api"></ex-header><main style="block-size:3000px">Content</main>', 375);
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

test.describe('the app-download links carry the language prefix', () => {
  test('desktop download panel on a German page', async ({ page }) => {
    await bare(page, '<ex-header api-base="/api" locale="de" locales-base="/dist/locales/"></ex-header>');
    await waitForHeader(page);
    const menu = await openMenu(page, 'download');
    const hrefs = await menu
      .locator('.ex-panel a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/de/download?platform=android');
    expect(hrefs).toContain('/de/download');
    expect(hrefs.filter((href) => href?.startsWith('/') && !href.startsWith('/de/'))).toEqual([]);
  });

  for (const user of [null, { userId: '1', loginName: 'a' }]) {
    test(`small-screen preferences drawer, ${user ? 'signed in' : 'visitor'}: Android and the download page`, async ({
      page,
    }) => {
      await bare(
        page,
        `<ex-header api-base="/api" locale="ja" locales-base="/dist/locales/"${user ? ` user='${JSON.stringify(user)}'` : ''}></ex-header>`,
        375,
      );
      await waitForHeader(page);
      await header(page).locator('[data-drawer="preferences"]').click();
      const drawer = header(page).locator('dialog.ex-drawer[open]');
      await expect(drawer.locator('[data-item-id="download-android"]')).toHaveAttribute(
        'href',
        '/ja/download?platform=android',
      );
      await expect(drawer.locator('[data-item-id="download-page"]')).toHaveAttribute('href', '/ja/download');
    });
  }
});

test.describe('forced colours (Windows High Contrast)', () => {
  test.use({ colorScheme: 'light' });

  test('the selected tab and the selected theme differ by more than colour; toasts keep an edge', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await bare(page, '<ex-header api-base="/api"></ex-header><ex-lang-modal variant="wide" open></ex-lang-modal>');
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
    await bare(
      page,
      `<ex-header api-base="/api" locale="${locale}" locales-base="/dist/locales/" user='{"userId":"20251101","loginName":"alice"}'></ex-header>`,
      375,
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
        await bare(page, `<ex-header api-base="/api"${user}></ex-header>`, 1440);
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
        await bare(
          page,
          `<ex-header api-base="/api"></ex-header><${first} id="a"></${first.split(' ')[0]}><${second} id="b"></${second.split(' ')[0]}><main style="block-size:4000px">Long page</main>`,
          1280,
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
      await expect(header(page).locator('dialog.ex-drawer')).toHaveCount(0);
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
  await bare(page, '<ex-header api-base="/api" locales-base="/dist/locales/"></ex-header>');
  await waitForHeader(page);
  const login = header(page).locator('[part=login-link]');
  await expect(login).toHaveAttribute('href', '/login?from=%2F__bare.html&source=mix');
  await page.evaluate(() => history.pushState({}, '', '/de/futures/usdt/BTCUSDT?x=1'));
  await expect(login).toHaveAttribute('href', '/de/login?from=%2Fde%2Ffutures%2Fusdt%2FBTCUSDT%3Fx%3D1&source=mix');
  await page.evaluate(() => history.replaceState({}, '', '/trade-swap/usdt/BTCUSDT'));
  await expect(login).toHaveAttribute('href', '/login?from=%2Ftrade-swap%2Fusdt%2FBTCUSDT&source=mix');
});

test('following a menu entry closes its menu, also when the host routes it itself', async ({ page }) => {
  await bare(page, '<ex-header api-base="/api"></ex-header>');
  await waitForHeader(page);
  await page.evaluate(() => document.addEventListener('ex-navigate', (event) => event.preventDefault()));
  const menu = await openMenu(page, 'spot');
  await menu.locator('[part=menu-panel] a').first().click();
  await expect(menu.locator('> button')).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.locator('.ex-panel')).toBeHidden();
});
