/**
 * Accounts and roles end to end, on the demo page against the demo exchange API, in Chromium: each account
 * scenario of the demo panel shows the right menus (spot checks of tests/fixtures/menu-scenarios.ts), logout, copy UID, entering
 * and leaving simulation, demo switching, axe-core with each account dropdown open in light and dark, and a usable
 * header with no uncaught error while the API fails, hangs or is gone.
 *
 * Each test has its own demo API session (cookie ex-demo-session, demo/api/README.md), so logging out, failing or
 * hanging the API never disturbs the other test files running at the same time.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { barePage, collectPageErrors, header, openMenu, waitForHeader } from './support';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.use({ viewport: { width: 1600, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'ex-demo-session', value: randomUUID(), url: baseURL! }]);
});

async function load(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForHeader(page);
}

/** Picks a scenario in the demo panel (sets the header's attributes; signs the demo API session in). */
async function scenario(page: Page, id: string): Promise<void> {
  await page.selectOption('#scenario', id);
  const signedIn =
    id === 'visitor'
      ? null
      : page.waitForResponse(
          (response) => response.url().endsWith('/api/__demo/state') && response.request().method() === 'POST',
        );
  await page.click('#scenario-form button[type=submit]');
  await signedIn;
}

function menu(page: Page, id: string): Locator {
  return header(page).locator(`.ex-menu[data-menu="${id}"]`);
}

/** Opens a menu and waits for its lazily loaded entries; returns its panel. */
async function open(page: Page, id: string): Promise<Locator> {
  await page.keyboard.press('Escape');
  const trigger = menu(page, id).locator('> .ex-menu__trigger');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = menu(page, id).locator('> .ex-panel');
  await expect(panel.locator('[data-item-id]').first()).toBeVisible({ timeout: 15_000 });
  return panel;
}

async function itemIds(panel: Locator): Promise<string[]> {
  return panel
    .locator('[data-item-id]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-item-id') ?? ''));
}

async function hrefs(panel: Locator): Promise<string[]> {
  return panel.locator('a[href]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
}

async function demoEvents(page: Page, type: string): Promise<{ detail: unknown; defaultPrevented: boolean }[]> {
  return page.evaluate(
    (wanted) =>
      (
        window as unknown as { exDemo: { events: { type: string; detail: unknown; defaultPrevented: boolean }[] } }
      ).exDemo.events.filter((event) => event.type === wanted),
    type,
  );
}

const badges = (page: Page) => header(page).locator('[part~=bar] .ex-badge');

interface Row {
  id: string;
  /** Menus to open, with item ids and hrefs that must (has) and must not (lacks) appear in them. */
  menus: Record<string, { has?: string[]; lacks?: string[] }>;
  /** The bar's badges, in order (data-badge). */
  badges: string[];
  watermark?: boolean;
  /** Menus that must not be in the bar at all. */
  absent?: string[];
}

/** Spot checks per scenario, from tests/fixtures/menu-scenarios.ts (spec sections 2, 4, 6). */
const ROWS: Row[] = [
  { id: 'visitor', menus: {}, badges: [], absent: ['assets', 'orders', 'user'] },
  {
    id: 'master',
    menus: {
      user: {
        has: [
          'user.dashboard',
          'user.verified',
          'user.security',
          '/account/setting',
          'user.api',
          'user.preference',
          'user.rewards',
          'user.logout',
        ],
        lacks: ['user.vip', 'user.enterSimulation', 'user.switchToReal', '/subaccount/setting'],
      },
      assets: {
        has: ['assets.deposit', 'assets.withdraw', 'assets.otc', 'assets.subAccounts', '/asset/recharge'],
        lacks: ['assets.uta'],
      },
      orders: {
        has: [
          'orders.spot',
          'orders.marginCross',
          'orders.usdtFutures',
          'orders.fiat',
          '/order/mcp?tab=1&businessLine=10',
        ],
        lacks: ['orders.uta'],
      },
    },
    badges: [],
  },
  { id: 'master-vip', menus: { user: { has: ['user.vip', '/vip/detail', 'user.tradeProAccount'] } }, badges: [] },
  {
    id: 'master-simulation',
    menus: { user: { has: ['user.enterSimulation', 'user.enterUnifiedSimulation'], lacks: ['user.leaveSimulation'] } },
    badges: [],
  },
  {
    id: 'sub',
    menus: {
      user: {
        has: [
          'user.security',
          '/subaccount/setting',
          '/subaccount/setting/api',
          '/subaccount/setting/changeDemoAccount',
        ],
        lacks: ['user.verified', 'user.vip', 'user.rewards', 'user.referral', '/account/setting'],
      },
      assets: {
        has: ['assets.transfer'],
        lacks: ['assets.deposit', 'assets.withdraw', 'assets.otc', 'assets.subAccounts'],
      },
      orders: { lacks: ['orders.fiat'] },
    },
    badges: [],
  },
  {
    id: 'sub-recharge',
    menus: { assets: { has: ['assets.deposit'], lacks: ['assets.withdraw', 'assets.otc'] } },
    badges: [],
  },
  {
    id: 'sub-trader',
    menus: { futures: { has: ['futures.traderFutures', '/futures/trader-futures/usdt/BTCUSDT'] } },
    badges: [],
  },
  {
    id: 'demo-status',
    menus: {
      user: {
        has: ['user.switchToReal', 'user.dashboard'],
        lacks: [
          'user.security',
          'user.preference',
          'user.coupons',
          'user.enterSimulation',
          'user.enterUnifiedSimulation',
          'user.switchToDemo',
        ],
      },
      assets: { lacks: ['assets.deposit', 'assets.withdraw'] },
    },
    badges: ['demo-change'],
    watermark: true,
  },
  { id: 'demo-default', menus: { user: { has: ['user.switchToDemo'], lacks: ['user.switchToReal'] } }, badges: [] },
  {
    id: 'simulation',
    menus: {
      user: {
        has: ['user.leaveSimulation', 'user.copyUid', 'user.logout'],
        lacks: [
          'user.dashboard',
          'user.verified',
          'user.security',
          'user.api',
          'user.rewards',
          'user.coupons',
          'user.vip',
          'user.enterSimulation',
        ],
      },
      assets: { has: ['assets.overview', 'assets.transfer'], lacks: ['assets.deposit', 'assets.withdraw'] },
      orders: { has: ['orders.spot', 'orders.usdtFutures'] },
      futures: {
        has: ['futures.demoUsdt', '/futures/susdt/SBTCSUSDT', '/futures/susd/SBTCSUSD', '/futures/susdc/SBTCSPERP'],
        lacks: ['futures.futuresHome', 'futures.usdt', 'futures.usdSettled'],
      },
      spot: { lacks: ['spot.preMarket'] },
    },
    badges: ['simulation'],
    absent: ['more'],
  },
  {
    id: 'unified-simulation',
    menus: {
      user: { has: ['user.leaveSimulation'], lacks: ['user.dashboard'] },
      orders: { has: ['orders.uta'], lacks: ['orders.spot'] },
    },
    badges: ['uta', 'simulation'],
    absent: ['more'],
  },
  {
    id: 'creation-demo',
    menus: {
      user: { has: ['user.switchToReal'], lacks: ['user.leaveSimulation', 'user.enterSimulation'] },
      assets: { lacks: ['assets.deposit', 'assets.withdraw'] },
    },
    badges: ['trader-pro-demo'],
  },
  {
    id: 'fund',
    menus: {
      assets: { has: ['assets.spot', 'assets.otc'], lacks: ['assets.funding', '/asset/funding'] },
      orders: { has: ['orders.spot'], lacks: ['orders.funding'] },
    },
    badges: [],
  },
  {
    id: 'unified',
    menus: {
      spot: { has: ['/trade-spot/BTCUSDT', '/trade-margin/BTCUSDT'], lacks: ['spot.convert'] },
      futures: { has: ['/trade-swap/usdt/BTCUSDT', '/trade-swap/usdc/BTCPERP'] },
      contractInfo: {
        has: ['contractInfo.tradeRule', '/trade-info/risk-fund'],
        lacks: ['contractInfo.futuresSummary'],
      },
      assets: { has: ['assets.uta', '/trade-asset/uta'], lacks: ['assets.spot'] },
      orders: {
        has: ['orders.uta', '/trade-asset-order/uta-order-current'],
        lacks: ['orders.spot', 'orders.marginCross'],
      },
      user: { lacks: ['user.tradeProAccount'] },
    },
    badges: ['uta'],
    absent: ['more'],
  },
  {
    id: 'en-gb',
    menus: {
      user: { has: ['user.investorStatus', '/en-GB/account/investor-status'] },
      spot: { has: ['/en-GB/spot/BTCUSDT'], lacks: ['spot.margin', 'spot.preMarket', 'spot.convert'] },
    },
    badges: [],
    absent: ['futures', 'strategy', 'copy', 'contractInfo'],
  },
];

test.describe('each account scenario shows the right menus', () => {
  for (const row of ROWS) {
    test(row.id, async ({ page }) => {
      const errors = collectPageErrors(page);
      await load(page);
      await scenario(page, row.id);
      await expect(badges(page)).toHaveCount(row.badges.length);
      expect(await badges(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-badge')))).toEqual(
        row.badges,
      );
      await expect(header(page).locator('.ex-watermark')).toHaveCount(row.watermark ? 1 : 0);
      if (row.id === 'visitor') {
        await expect(header(page).locator('[part=login-link]')).toBeVisible();
        await expect(header(page).locator('[part=register-link]')).toBeVisible();
      }
      for (const id of row.absent ?? []) await expect(menu(page, id), `menu ${id}`).toHaveCount(0);
      for (const [id, { has = [], lacks = [] }] of Object.entries(row.menus)) {
        const panel = await open(page, id);
        // Entries that depend on the account calls (TraderPro) arrive after the first paint: retry until present.
        await expect
          .poll(
            async () => {
              const present = new Set([...(await itemIds(panel)), ...(await hrefs(panel))]);
              return {
                missing: has.filter((token) => !present.has(token)),
                unexpected: lacks.filter((token) => present.has(token)),
              };
            },
            { message: `${row.id}: menu ${id}` },
          )
          .toEqual({ missing: [], unexpected: [] });
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the user dropdown', () => {
  test('header block: initials, login name, UID, VIP; rewards badge only above 0', async ({ page }) => {
    await load(page);
    await scenario(page, 'master-vip');
    const panel = await open(page, 'user');
    await expect(panel.locator('.ex-user__name')).toHaveText('vip.trader@example.com');
    await expect(panel.locator('.ex-user__uid-value')).toHaveText('20251102');
    await expect(panel.locator('.ex-user__vip')).toHaveText('VIP 3');
    await expect(panel.locator('.ex-user__avatar')).toHaveText('V');
    await expect(panel.locator('[data-item-id="user.rewards"] .ex-entry__fee')).toHaveText('120 points');
    expect((await panel.boundingBox())?.width).toBe(258);

    // Rewards 0: no badge (the call runs once per page, so set it, then reload).
    await page.request.post('/api/__demo/state', { data: { rewardsAmount: 0 } });
    const answered = page.waitForResponse((response) =>
      response.url().includes('/v1/act/welfaretask/center/task/app/redicon'),
    );
    await load(page);
    expect(await (await answered).json()).toMatchObject({ code: '00000', data: { amount: 0 } });
    const again = await open(page, 'user');
    await expect(again.locator('[data-item-id="user.rewards"]')).toBeVisible();
    await expect(again.locator('[data-item-id="user.rewards"] .ex-entry__fee')).toHaveCount(0);
  });

  test('each account call is made once per page, none for a visitor', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v1/trigger') || path.startsWith('/api/v1/act')) calls.push(path);
    });
    await load(page);
    await page.waitForTimeout(1500);
    expect(calls).toEqual([]);
    await scenario(page, 'master');
    await expect.poll(() => calls.length).toBe(2);
    // Open and close menus, add a second header: still once each.
    await open(page, 'user');
    await page.evaluate(() => document.body.append(document.createElement('ex-header')));
    await open(page, 'assets');
    await page.waitForTimeout(1500);
    expect(calls.sort()).toEqual([
      '/api/v1/act/welfaretask/center/task/app/redicon',
      '/api/v1/trigger/trader-pro/user-list',
    ]);
  });

  test('copy UID: the clipboard holds the UID and the "Copied" toast shows', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await load(page);
    await scenario(page, 'master');
    const panel = await open(page, 'user');
    await panel.getByRole('button', { name: 'Copy UID 20251101' }).click();
    await expect(page.locator('ex-header .ex-toast[data-toast="success"]')).toHaveText(/Copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('20251101');
  });
});

test.describe('logout (spec section 4)', () => {
  test('ex-logout, cookie removed, logout call, visitor, page reloaded 1 s after the click; the demo shows a visitor after the reload', async ({
    page,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await load(page);
    await scenario(page, 'master');
    expect((await context.cookies()).some((cookie) => cookie.name === 'bt_rtoken')).toBe(true);
    // A slow logout call, so the busy state can be seen and clicked again.
    await page.request.post('/api/__demo/state', { data: { latencyMs: 800 } });
    const logoutCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/user/login/logout') logoutCalls.push(request.method());
    });
    // Count ex-logout across the reload.
    await page.evaluate(() =>
      document.addEventListener('ex-logout', () =>
        sessionStorage.setItem('logouts', String(Number(sessionStorage.getItem('logouts') ?? 0) + 1)),
      ),
    );
    const panel = await open(page, 'user');
    const logout = panel.locator('[data-item-id="user.logout"]');
    const reloaded = page.waitForEvent('load');
    const clicked = Date.now();
    await logout.click();
    await expect(logout).toHaveAttribute('aria-busy', 'true');
    await expect(logout).toHaveText('Logging out…');
    expect((await context.cookies()).some((cookie) => cookie.name === 'bt_rtoken')).toBe(false);
    // A second click while logging out does nothing.
    await logout.click({ force: true });
    // The local state is cleared once the call has answered (800 ms here): a visitor until the reload, which comes
    // 1 s after the click however long the call takes.
    await expect(header(page).locator('[part=login-link]')).toBeVisible();
    await reloaded;
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(950);
    expect(Date.now() - clicked).toBeLessThan(2500);
    await waitForHeader(page);
    await expect(page.locator('#scenario-status')).toContainText('session has ended');
    await expect(header(page).locator('[part=login-link]')).toBeVisible();
    await expect(menu(page, 'user')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('logouts'))).toBe('1');
    expect(logoutCalls).toEqual(['POST']);
    expect((await context.cookies()).some((cookie) => cookie.name === 'bt_rtoken')).toBe(false);
    expect((await page.request.get('/api/__demo/state').then((response) => response.json())).loggedIn).toBe(false);
    expect(errors).toEqual([]);
  });

  test('cancelled by the host page (preventDefault on ex-logout): nothing happens', async ({ page, context }) => {
    await load(page);
    await scenario(page, 'master');
    await page.evaluate(() => document.addEventListener('ex-logout', (event) => event.preventDefault()));
    const panel = await open(page, 'user');
    await panel.locator('[data-item-id="user.logout"]').click();
    await page.waitForTimeout(1500);
    expect(await demoEvents(page, 'ex-logout')).toEqual([expect.objectContaining({ defaultPrevented: true })]);
    await expect(menu(page, 'user')).toHaveCount(1);
    await expect(panel.locator('[data-item-id="user.logout"]')).not.toHaveAttribute('aria-busy', 'true');
    expect((await context.cookies()).some((cookie) => cookie.name === 'bt_rtoken')).toBe(true);
    expect((await page.request.get('/api/__demo/state').then((response) => response.json())).loggedIn).toBe(true);
  });
});

test.describe('mode transitions (spec section 4)', () => {
  test('enter and leave classic simulation', async ({ page }) => {
    const errors = collectPageErrors(page);
    await load(page);
    await scenario(page, 'master-simulation');
    let panel = await open(page, 'user');
    await panel.locator('[data-item-id="user.enterSimulation"]').click();
    await expect(page).toHaveURL(/\/futures\/susdt\/SBTCSUSDT$/);
    await expect(badges(page)).toHaveText(['Demo trading']);
    await expect(menu(page, 'user').locator('> .ex-panel')).toBeHidden();
    expect((await demoEvents(page, 'ex-mode-change')).map((event) => event.detail)).toEqual([
      { from: 'real', to: 'simulation' },
    ]);
    await expect(page.locator('#mode')).toHaveValue('simulation');

    panel = await open(page, 'user');
    await panel.locator('[data-item-id="user.leaveSimulation"]').click();
    // Without a unified account: back to the real futures page.
    await expect(page).toHaveURL(/\/futures\/usdt\/BTCUSDT$/);
    await expect(badges(page)).toHaveCount(0);
    expect((await demoEvents(page, 'ex-mode-change')).map((event) => event.detail)).toEqual([
      { from: 'real', to: 'simulation' },
      { from: 'simulation', to: 'real' },
    ]);
    expect(errors).toEqual([]);
  });

  test('leave unified simulation with a unified account: exits without leaving the page', async ({ page }) => {
    await load(page, '/trade-swap/usdt/BTCUSDT');
    await scenario(page, 'unified-simulation');
    const panel = await open(page, 'user');
    await panel.locator('[data-item-id="user.leaveSimulation"]').click();
    await expect(badges(page)).toHaveText(['UTA']);
    expect((await demoEvents(page, 'ex-mode-change')).map((event) => event.detail)).toEqual([
      { from: 'unified-simulation', to: 'real' },
    ]);
    await page.waitForTimeout(700);
    await expect(page).toHaveURL(/\/trade-swap\/usdt\/BTCUSDT$/);
  });

  test('creation demo: switch back to the real account', async ({ page }) => {
    await load(page);
    await scenario(page, 'creation-demo');
    await expect(badges(page)).toHaveText(['TraderPro demo']);
    const panel = await open(page, 'user');
    await panel.locator('[data-item-id="user.switchToReal"]').click();
    await expect(badges(page)).toHaveCount(0);
    expect((await demoEvents(page, 'ex-mode-change')).map((event) => event.detail)).toEqual([
      { from: 'creation-demo', to: 'real' },
    ]);
  });

  test('demo switching both ways', async ({ page }) => {
    await load(page);
    await scenario(page, 'demo-default');
    let panel = await open(page, 'user');
    await panel.locator('[data-item-id="user.switchToDemo"]').click();
    await expect(page).toHaveURL(/\/account\/changeDemoAccount$/);
    // The demo page plays the exchange: the demo account is signed in.
    await expect(badges(page)).toHaveText(['Demo account']);
    await expect(header(page).locator('.ex-watermark')).toHaveCount(1);
    panel = await open(page, 'user');
    await panel.locator('[data-item-id="user.switchToReal"]').click();
    await expect(badges(page)).toHaveCount(0);
    await expect(header(page).locator('.ex-watermark')).toHaveCount(0);
    panel = await open(page, 'user');
    await expect(panel.locator('[data-item-id="user.switchToDemo"]')).toBeVisible();
    expect((await demoEvents(page, 'ex-mode-change')).map((event) => event.detail)).toEqual([
      { from: 'real', to: 'demo' },
      { from: 'demo', to: 'real' },
    ]);
  });

  test('cancelled by the host page (preventDefault on ex-mode-change): nothing changes', async ({ page }) => {
    await load(page);
    await scenario(page, 'master-simulation');
    await page.evaluate(() => document.addEventListener('ex-mode-change', (event) => event.preventDefault()));
    const panel = await open(page, 'user');
    await panel.locator('[data-item-id="user.enterSimulation"]').click();
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(/\/$/);
    await expect(badges(page)).toHaveCount(0);
    expect(await demoEvents(page, 'ex-navigate')).toEqual([]);
    expect(await demoEvents(page, 'ex-mode-change')).toEqual([expect.objectContaining({ defaultPrevented: true })]);
  });

  test('the watermark never takes a click: the menus under it work', async ({ page }) => {
    await load(page);
    await scenario(page, 'demo-status');
    const watermark = header(page).locator('.ex-watermark');
    await expect(watermark).toHaveCSS('pointer-events', 'none');
    await expect(watermark).toHaveAttribute('aria-hidden', 'true');
    const box = (await watermark.boundingBox())!;
    // Whatever is at the watermark's centre is the bar's own content, not the watermark.
    const hit = await page.evaluate(
      ({ x, y }) => {
        const root = document.querySelector('ex-header')!.shadowRoot!;
        return root.elementFromPoint(x, y)?.className ?? '';
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).not.toContain('ex-watermark');
    await open(page, 'spot');
  });
});

test.describe('axe-core with each account dropdown open', () => {
  for (const theme of ['light', 'dark']) {
    test(`${theme}`, async ({ page }) => {
      await load(page);
      await page.selectOption('#theme', theme);
      for (const id of ['master-simulation', 'demo-status', 'simulation']) {
        await scenario(page, id);
        for (const group of ['assets', 'orders', 'user']) {
          await open(page, group);
          if (group === 'user') await expect(menu(page, 'user').locator('.ex-user')).toBeVisible();
          const results = await new AxeBuilder({ page }).include('ex-header').withTags(WCAG).analyze();
          expect(
            results.violations.map(
              (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
            ),
            `${theme}, ${id}, ${group}`,
          ).toEqual([]);
          await page.keyboard.press('Escape');
        }
      }
    });
  }
});

test.describe('a failing, hanging or missing API leaves a usable header', () => {
  async function usable(page: Page): Promise<void> {
    const panel = await open(page, 'user');
    await expect(panel.locator('.ex-user__name')).toHaveText('vip.trader@example.com');
    await expect(panel.locator('[data-item-id="user.rewards"]')).toBeVisible();
    await expect(panel.locator('[data-item-id="user.rewards"] .ex-entry__fee')).toHaveCount(0);
    await expect(panel.locator('[data-item-id="user.tradeProAccount"]')).toHaveCount(0);
    const futures = await open(page, 'futures');
    await expect(futures.locator('[data-item-id="futures.usdt"]')).toBeVisible();
    await page.keyboard.press('Escape');
  }

  test('failAll: every call answers 503', async ({ page }) => {
    const errors = collectPageErrors(page);
    await load(page);
    await scenario(page, 'master-vip');
    await page.fill('#rewards-amount', '50');
    await page.check('#fail-all');
    await page.click('#api-form button[type=submit]');
    await expect(page.locator('#api-status')).toContainText('failAll: true');
    const failed = page.waitForResponse((response) => response.url().includes('/v1/act/') && response.status() === 503);
    await load(page);
    await failed;
    await usable(page);
    expect(errors).toEqual([]);
  });

  test('hangAll with latency: calls never answer; the header works meanwhile and after the client gives up', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    await load(page);
    await scenario(page, 'master-vip');
    await page.fill('#latency', '3000');
    await page.check('#hang-all');
    await page.click('#api-form button[type=submit]');
    await expect(page.locator('#api-status')).toContainText('hangAll: true');
    await load(page);
    await usable(page);
    // The client gives up after 10 s; nothing uncaught then either.
    await page.waitForTimeout(11_500);
    await usable(page);
    expect(errors).toEqual([]);
  });

  test('the API is gone (connection refused)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await load(page);
    await scenario(page, 'master-vip');
    await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    await load(page);
    await usable(page);
    await page.waitForTimeout(1000);
    expect(errors).toEqual([]);
  });
});

const MASTER_USER = { userId: '20251101', loginName: 'alice@example.com', childFlag: 0, accountMode: 0 };

test.describe('the trader-pro check never answers', () => {
  test('every account menu shows its entries at once; the trader-pro entry appears when the check answers', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    let answer: (() => void) | null = null;
    await page.route('**/api/v1/trigger/trader-pro/user-list', (route) => {
      answer = () => void route.fulfill({ json: { code: '00000', data: { traderProUid: 'tp-1' } } });
    });
    await barePage(page, `<ex-header api-base="/api" user='${JSON.stringify(MASTER_USER)}'></ex-header>`, {
      width: 1600,
      height: 900,
    });
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
