/**
 * Menus from data. The built script (dist/ex-header.js) in a plain page takes a navigation document from
 * the `menus` property, an inline <script type="application/json">, or `menus-src` (fetched, cached, revalidated),
 * and shows the same result: an added group and item, a changed item and a hidden item, for a visitor and a
 * signed-in master, on the desktop bar and the small-screen drawer. A broken document leaves the header working.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  collectConsoleWarnings,
  collectPageErrors,
  expectNoAxeViolations,
  header,
  openMenu,
  server,
  waitForHeader,
} from './support';

const DOCUMENT = {
  groups: [
    {
      key: 'more',
      items: [
        {
          key: 'campaign',
          label: { en: 'Campaign <b>2 weeks</b>', de: 'Kampagne' },
          href: '/campaign',
          isNew: true,
          after: 'earn',
        },
        { key: 'earn', label: { en: 'Earn more' } },
        { key: 'referral', isHide: true },
      ],
    },
    {
      key: 'earn',
      label: { en: 'Earn' },
      after: 'spot',
      items: [{ key: 'savings', label: { en: 'Savings' }, href: 'https://earn.example/savings' }],
    },
    { key: 'onChain', isHide: true },
  ],
};
const MASTER = JSON.stringify({ userId: '1001', loginName: 'alice@example.com' });

type Source = 'property' | 'inline' | 'hosted';
const SOURCES: Source[] = ['property', 'inline', 'hosted'];

/** A plain page with the built script in the head (no demo panel), the document given one way. */
async function load(page: Page, source: Source, { user = false, document: doc = DOCUMENT as unknown } = {}) {
  const text = JSON.stringify(doc);
  await page.route('**/__menus.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: text, headers: { etag: '"v1"' } }),
  );
  const attributes = `api-base="/api"${user ? ` user='${MASTER}'` : ''}${source === 'hosted' ? ' menus-src="/__menus.json"' : ''}`;
  const inline = source === 'inline' ? `<script type="application/json">${text.replace(/</g, '\\u003c')}</script>` : '';
  const property = source === 'property' ? `<script>document.querySelector('ex-header').menus = ${text};</script>` : '';
  await page.route('**/__menus.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>menus</title><script src="/dist/ex-header.js" defer></script></head><body><ex-header ${attributes}>${inline}</ex-header>${property}<main><h1>Markets</h1></main></body></html>`,
    }),
  );
  await page.goto('/__menus.html');
  await waitForHeader(page);
}

const barGroups = (page: Page) =>
  header(page)
    .locator('.ex-header [data-menu]')
    .evaluateAll((menus) =>
      menus.map((menu) => menu.getAttribute('data-menu')).filter((id) => id !== 'download' && id !== 'collapse'),
    );

for (const source of SOURCES) {
  for (const user of [false, true]) {
    const role = user ? 'master' : 'visitor';
    test(`${source} document, ${role}, desktop: added, changed and hidden items and groups`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const warnings = collectConsoleWarnings(page);
      await page.setViewportSize({ width: 1440, height: 800 });
      await load(page, source, { user });
      const groups = await barGroups(page);
      expect(groups.slice(0, 2)).toEqual(['spot', 'earn']);
      expect(groups).not.toContain('onChain');
      await expect(header(page).locator('[data-menu="earn"] > button')).toHaveText('Earn');

      const more = await openMenu(page, 'more');
      const items = await more
        .locator('[data-item-id]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-item-id')));
      expect(items.indexOf('more.campaign')).toBe(items.indexOf('more.earn') + 1);
      expect(items).not.toContain('more.referral');
      const campaign = more.locator('[data-item-id="more.campaign"]');
      // A label is text: markup in it shows as written, never as HTML.
      await expect(campaign.locator('.ex-entry__label')).toHaveText('Campaign <b>2 weeks</b>');
      await expect(campaign.locator('b')).toHaveCount(0);
      await expect(campaign).toHaveAttribute('href', '/campaign');
      await expect(campaign.locator('.ex-entry__new')).toBeVisible();
      await expect(more.locator('[data-item-id="more.earn"] .ex-entry__label')).toHaveText('Earn more');

      const earn = await openMenu(page, 'earn');
      const savings = earn.locator('[data-item-id="earn.savings"]');
      await expect(savings).toHaveAttribute('target', '_blank');
      await expect(savings).toHaveAttribute('rel', /noopener/);
      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`${source} document, ${role}, small screen: the drawer shows the same groups`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await load(page, source, { user });
      await header(page).locator('[data-drawer="nav"]').click();
      const drawer = header(page).locator('dialog.ex-drawer[open]');
      // The drawer's code loads on first use.
      await expect(drawer.locator('[data-section]').first()).toBeVisible({ timeout: 15_000 });
      const sections = await drawer
        .locator('[data-section]')
        .evaluateAll((all) => all.map((section) => section.getAttribute('data-section')));
      expect(sections.slice(0, 2)).toEqual(['spot', 'earn']);
      expect(sections).not.toContain('onChain');
      await drawer.locator('[data-section="more"] .ex-acc__trigger').click();
      await expect(drawer.locator('[data-item-id="more.campaign"] .ex-entry__label')).toHaveText(
        'Campaign <b>2 weeks</b>',
      );
      await expect(drawer.locator('[data-item-id="more.referral"]')).toHaveCount(0);
    });
  }
}

test('a broken document leaves the built-in menus working, with one warning naming each problem', async ({ page }) => {
  const errors = collectPageErrors(page);
  const warnings = collectConsoleWarnings(page);
  const broken = {
    groups: [
      {
        key: 'more',
        items: [
          { key: 'evil', label: { en: 'Evil' }, href: 'javascript:alert(1)' },
          { key: 'earn', label: { en: 'Earn+' } },
        ],
      },
      { key: 'x', items: 'nope' },
    ],
  };
  await page.setViewportSize({ width: 1440, height: 800 });
  await load(page, 'property', { document: broken });
  await expect.poll(() => warnings.length).toBe(2);
  expect(warnings[0]).toContain(
    'menus property: groups[0].items[0].href (more › evil): javascript: links are not allowed',
  );
  expect(warnings[1]).toContain('groups[1].items (x):');
  const more = await openMenu(page, 'more');
  await expect(more.locator('[data-item-id="more.evil"]')).toHaveCount(0);
  await expect(more.locator('[data-item-id="more.earn"] .ex-entry__label')).toHaveText('Earn+');
  expect(await barGroups(page)).toContain('onChain');
  expect(errors).toEqual([]);
});

test('malformed inline JSON and an unreachable menus-src: built-in menus, one warning each', async ({ page }) => {
  const errors = collectPageErrors(page);
  const warnings = collectConsoleWarnings(page);
  await page.route('**/__missing.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.route('**/__broken.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>b</title><script src="/dist/ex-header.js" defer></script></head><body><ex-header api-base="/api"><script type="application/json">{"groups": [</script></ex-header><ex-lang-modal menus-src="/__missing.json"></ex-lang-modal></body></html>`,
    }),
  );
  await page.goto('/__broken.html');
  await waitForHeader(page);
  await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(2);
  expect(warnings.some((w) => w.includes('inline menus of <ex-header>: is not JSON'))).toBe(true);
  expect(await barGroups(page)).toEqual(['spot', 'futures', 'strategy', 'copy', 'contractInfo', 'onChain', 'more']);
  await openMenu(page, 'spot');
  expect(errors).toEqual([]);
});

test('menus-src: fetched once for every element, cached, and a returning reader sees it in the first paint', async ({
  page,
}) => {
  let fetches = 0;
  let conditional = 0;
  await page.route('**/__menus.json', (route) => {
    fetches += 1;
    if (route.request().headers()['if-none-match'] === '"v1"') {
      conditional += 1;
      return route.fulfill({ status: 304, headers: { etag: '"v1"' } });
    }
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(DOCUMENT),
      headers: { etag: '"v1"' },
    });
  });
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>c</title><script src="/dist/ex-header.js"></script></head><body><ex-header api-base="/api" menus-src="/__menus.json"></ex-header><ex-drawer kind="nav" menus-src="/__menus.json"></ex-drawer><main>x</main></body></html>`;
  await page.route('**/__cached.html', (route) => route.fulfill({ contentType: 'text/html', body }));
  await page.goto('/__cached.html');
  await expect.poll(() => barGroups(page)).toContain('earn');
  expect(fetches).toBe(1);

  // The second visit: the bar's first paint (before any feature script ran) already has the document's groups.
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { __firstBars: string[][] }).__firstBars = seen;
    new MutationObserver(() => {
      const root = document.querySelector('ex-header')?.shadowRoot;
      const ids = [...(root?.querySelectorAll('.ex-header [data-menu]') ?? [])].map(
        (m) => m.getAttribute('data-menu') ?? '',
      );
      if (ids.length) seen.push(ids);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await waitForHeader(page);
  expect(fetches).toBe(2);
  expect(conditional).toBe(1);
  const bars = await page.evaluate(() => (window as unknown as { __firstBars: string[][] }).__firstBars);
  // From the very first bar drawn (the core's plain first paint, before any feature script ran): the document's
  // groups, never the built-in onChain group, never a bar waiting for them.
  expect(bars.length).toBeGreaterThan(0);
  expect(bars[0]).toContain('earn');
  for (const ids of bars) expect(ids).not.toContain('onChain');
});

test('renderHeader with a document: the server bar, the fallback links and the live header agree', async ({ page }) => {
  const { renderHeader } = await server();
  const html: string = await renderHeader({ path: '/', menus: DOCUMENT });
  expect(html).toContain('data-menu="earn"');
  expect(html).not.toContain('data-menu="onChain"');
  await page.route('**/__ssr.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>s</title><script src="/dist/ex-header.js" defer></script></head><body>${html}</body></html>`,
    }),
  );
  const warnings = collectConsoleWarnings(page);
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/__ssr.html');
  await waitForHeader(page);
  expect((await barGroups(page)).slice(0, 2)).toEqual(['spot', 'earn']);
  const more = await openMenu(page, 'more');
  await expect(more.locator('[data-item-id="more.campaign"]')).toBeVisible();
  expect(warnings).toEqual([]);
});

test('the demo editor: the header follows the text, and each problem is listed beside it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/menus.html');
  await waitForHeader(page);
  await expect.poll(() => barGroups(page)).toContain('help');
  await expect(page.locator('#status')).toHaveText(/^Valid: 3 group/);
  const text = await page.locator('#document').inputValue();
  await page.locator('#document').fill(text.replace('"/support/faq"', '"javascript:alert(1)"'));
  await expect(page.locator('#warnings li')).toHaveText([
    'groups[1].items[0].href (help › faq): javascript: links are not allowed; that item is left out',
  ]);
  await page.locator('#document').fill('{ not json');
  await expect(page.locator('#status')).toHaveText('Nothing in it can be used: the built-in menus show.');
  await expect.poll(() => barGroups(page)).toContain('onChain');
  expect(errors).toEqual([]);
});

test('a first visit whose menus-src never answers: the built-in groups after 1.5 s, one warning, and axe passes', async ({
  page,
}) => {
  const warnings = collectConsoleWarnings(page);
  await page.route('**/__slow.json', () => undefined); // never answered
  await page.route('**/__slow.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>slow</title><script src="/dist/ex-header.js" defer></script></head><body><ex-header api-base="/api" menus-src="/__slow.json"></ex-header><main><h1>x</h1></main></body></html>`,
    }),
  );
  await page.setViewportSize({ width: 1440, height: 800 });
  const started = Date.now();
  await page.goto('/__slow.html');
  await expect
    .poll(() => barGroups(page), { timeout: 10_000 })
    .toEqual(['spot', 'futures', 'strategy', 'copy', 'contractInfo', 'onChain', 'more']);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  expect(warnings).toEqual([
    '[ex-header] menus-src http://127.0.0.1:' +
      new URL(page.url()).port +
      '/__slow.json: no answer within 1500 ms; the built-in menus show on this page',
  ]);
  await openMenu(page, 'spot');
  await expectNoAxeViolations(page);
});

test('axe: a document with a new group, icons and a new badge open, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  const withIcons = structuredClone(DOCUMENT);
  Object.assign(withIcons.groups[0].items![0], { lightIcon: '/dist/none.svg' });
  await load(page, 'inline', { user: true, document: withIcons });
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => document.querySelector('ex-header')!.setAttribute('theme', value), theme);
    await openMenu(page, 'more');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
  }
});
