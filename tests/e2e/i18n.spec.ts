// Languages, currency units and themes end to end, against the demo server and the built dist/ (run `npm run build`
// first): the language choice rewrites the path, loads one locale file and saves once for a signed-in user;
// <ex-lang-modal> on a help-center page stays in sync with <ex-header>; axe-core is clean with each dialog open,
// in both themes and right to left.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { barePage, header, holdRequests, logicalDistPath, openMenu, waitForHeader } from './support';

const USER = { userId: '20251101', loginName: 'alice@example.com', childFlag: 0, rechargeFlag: 1, accountMode: 0 };

/** Locale files requested by the page, by file name ("ja.json"), from the moment this is called. */
function localeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    // By logical name: a pinned file of this build reads "ja.json"; any other request keeps its path and fails the test.
    if (url.pathname.startsWith('/dist/locales/')) seen.push(logicalDistPath(url.pathname).replace(/^locales\//, ''));
  });
  return seen;
}

/** changeLanguage calls made by the page, with their bodies. */
function changeLanguageCalls(page: Page): unknown[] {
  const calls: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/user/security/changeLanguage')
      calls.push(request.postDataJSON());
  });
  return calls;
}

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !!document.querySelector('ex-header')?.shadowRoot?.querySelector('[part="language-button"]'),
  );
}

/** Opens the header's language dialog and picks a language by its locale code. */
async function pickLanguage(page: Page, locale: string): Promise<void> {
  await page.locator('ex-header [part="language-button"]').click();
  const option = page.locator(`ex-header dialog[open] [role="option"][data-value="${locale}"]`);
  await option.click();
  await expect(page.locator('ex-header dialog[open]')).toHaveCount(0);
}

test.describe('language choice', () => {
  test.beforeEach(async ({ request }) => {
    await request.post('/api/__demo/reset');
  });

  test('on /de/futures/usdt/BTCUSDT?x=1: ja lands on /ja/... with one locale request, en on /futures/...; no refetch', async ({
    page,
  }) => {
    const requests = localeRequests(page);
    await page.goto('/de/futures/usdt/BTCUSDT?x=1');
    await ready(page);
    await expect.poll(() => requests).toEqual(['de.json']);
    await expect(page.locator('ex-header .ex-root')).toHaveAttribute('lang', 'de');
    requests.length = 0;

    await pickLanguage(page, 'ja');
    await expect(page).toHaveURL(/\/ja\/futures\/usdt\/BTCUSDT\?x=1$/);
    await expect(page.locator('ex-header .ex-root')).toHaveAttribute('lang', 'ja');
    await page.waitForTimeout(800);
    expect(requests).toEqual(['ja.json']);
    const events = await page.evaluate(
      () => (window as unknown as { exDemo: { events: { type: string; detail: unknown }[] } }).exDemo.events,
    );
    expect(events.find((event) => event.type === 'ex-locale-change')?.detail).toEqual({
      locale: 'ja',
      href: '/ja/futures/usdt/BTCUSDT?x=1',
    });

    await pickLanguage(page, 'en');
    await expect(page).toHaveURL(/\/futures\/usdt\/BTCUSDT\?x=1$/);
    expect(new URL(page.url()).pathname).toBe('/futures/usdt/BTCUSDT');
    await pickLanguage(page, 'de');
    await pickLanguage(page, 'ja');
    await expect(page).toHaveURL(/\/ja\/futures\/usdt\/BTCUSDT\?x=1$/);
    await page.waitForTimeout(300);
    expect(requests).toEqual(['ja.json']);
  });

  test('a full page navigation (no single-page app) lands on the new path, which loads one locale file', async ({
    page,
  }) => {
    // Locale files requested per page load (the last entry is the page now shown).
    const perPage: string[][] = [[]];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) perPage.push([]);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/dist/locales/'))
        perPage[perPage.length - 1].push(logicalDistPath(url.pathname).replace(/^locales\//, ''));
    });
    await page.goto('/de/futures/usdt/BTCUSDT?x=1');
    await ready(page);
    await page.locator('#spa-mode').uncheck();
    await pickLanguage(page, 'ja');
    await page.waitForURL('**/ja/futures/usdt/BTCUSDT?x=1');
    await ready(page);
    await page.waitForTimeout(500);
    expect(perPage[perPage.length - 1]).toEqual(['ja.json']);

    await page.locator('#spa-mode').uncheck();
    await pickLanguage(page, 'en');
    await page.waitForURL((url) => url.pathname === '/futures/usdt/BTCUSDT' && url.search === '?x=1');
    await ready(page);
    await page.waitForTimeout(300);
    expect(perPage[perPage.length - 1]).toEqual([]);
  });

  test('signed in: exactly one changeLanguage {languageType}, saved before the page navigates away', async ({
    page,
  }) => {
    const calls = changeLanguageCalls(page);
    await page.goto('/de/futures/usdt/BTCUSDT?x=1');
    await ready(page);
    await page.evaluate(
      (user) => document.querySelector('ex-header')!.setAttribute('user', JSON.stringify(user)),
      USER,
    );
    await page.locator('#spa-mode').uncheck();
    // Its body is read as soon as it comes: once the page has left, the browser no longer holds it.
    const answered = page
      .waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/security/changeLanguage')
      .then(async (response) => ({ ok: response.ok(), body: (await response.json()) as { code: string } }));
    await pickLanguage(page, 'ja');
    // The demo API answered (code 00000) before the page left: the navigation did not cancel the save.
    const response = await answered;
    expect(response.ok).toBe(true);
    expect(response.body.code).toBe('00000');
    await page.waitForURL('**/ja/futures/usdt/BTCUSDT?x=1');
    expect(calls).toEqual([{ languageType: 3 }]);
  });

  test('signed in, single-page app: one call per choice; a visitor: none', async ({ page }) => {
    const calls = changeLanguageCalls(page);
    await page.goto('/de/futures/usdt/BTCUSDT?x=1');
    await ready(page);
    await pickLanguage(page, 'fr');
    await expect(page).toHaveURL(/\/fr\/futures\//);
    expect(calls).toEqual([]);

    await page.evaluate(
      (user) => document.querySelector('ex-header')!.setAttribute('user', JSON.stringify(user)),
      USER,
    );
    await pickLanguage(page, 'zh-TW');
    await expect(page).toHaveURL(/\/zh-TW\/futures\/usdt\/BTCUSDT\?x=1$/);
    await pickLanguage(page, 'ar');
    await expect(page).toHaveURL(/\/ar\/futures\/usdt\/BTCUSDT\?x=1$/);
    await page.waitForTimeout(300);
    // Counted by request interception: the demo API's remembered languageType is shared by parallel workers.
    expect(calls).toEqual([{ languageType: 2 }, { languageType: 15 }]);
    await expect(page.locator('ex-header .ex-root')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('help center: <ex-lang-modal> on its own', () => {
  test('inline in a narrow column and as a dialog, in sync with <ex-header>', async ({ page }) => {
    const requests = localeRequests(page);
    await page.goto('/help-center.html');
    await ready(page);
    const inline = page.locator('aside ex-lang-modal[inline]');
    await expect(inline.locator('[role="region"]')).toBeVisible();
    const column = await page.locator('aside').boundingBox();
    const picker = await inline.locator('[role="region"]').boundingBox();
    expect(picker!.width).toBeLessThanOrEqual(column!.width + 0.5);

    // A choice in the inline picker: the header follows, the page path is rewritten.
    await inline.locator('[role="option"][data-value="de"]').click();
    await expect(page).toHaveURL(/\/de\/help-center\.html$/);
    await expect(page.locator('ex-header .ex-root')).toHaveAttribute('lang', 'de');
    await expect(page.locator('ex-header [part="language-button"]')).toHaveAttribute('aria-label', /Deutsch.*EUR/);

    // The dialog from the article's button shows the same choice; a unit picked there reaches the others.
    const button = page.locator('#open-language');
    await button.click();
    const dialog = page.locator('#language-dialog dialog[open]');
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBe(840);
    await expect(dialog.locator('[role="option"][aria-selected="true"]').first()).toHaveAttribute('data-value', 'de');
    // The page is in German now: pick the tab by what it is, not by its English text.
    await dialog.locator('[role="tab"][data-tab="unit"]').click();
    await dialog.locator('[role="option"][data-value="JPY"]').click();
    await expect(page.locator('#language-dialog')).not.toHaveAttribute('open');
    await expect(button).toBeFocused();
    await expect(page.locator('ex-header [part="language-button"]')).toHaveAttribute('aria-label', /JPY/);
    await expect(inline.locator('[role="option"][aria-selected="true"][data-value="JPY"]')).toHaveCount(1);

    // A choice in the header reaches the inline picker.
    await pickLanguage(page, 'ja');
    await expect(inline.locator('[role="option"][aria-selected="true"][data-value="ja"]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/ja\/help-center\.html$/);
    expect(requests.filter((name) => name === 'ja.json')).toEqual(['ja.json']);
  });

  test('the theme dialog from the article switches every element and the page', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/help-center.html');
    await ready(page);
    await page.locator('#open-theme').click();
    await page.locator('#theme-dialog [role="radio"][data-theme-option="dark"]').click();
    for (const selector of ['ex-header', '#theme-dialog', 'aside ex-lang-modal']) {
      await expect(page.locator(`${selector} .ex-root`)).toHaveAttribute('data-theme', 'dark');
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The language dialog, closed until now, opens dark.
    await page.keyboard.press('Escape');
    await page.locator('#open-language').click();
    await expect(page.locator('#language-dialog dialog[open]')).toBeVisible();
    await expect(page.locator('#language-dialog .ex-root')).toHaveAttribute('data-theme', 'dark');
    // Remembered across pages.
    await page.goto('/');
    await ready(page);
    await expect(page.locator('ex-header .ex-root')).toHaveAttribute('data-theme', 'dark');
  });

  test('another open tab follows a theme and a unit chosen in this one', async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const tab of [first, second]) {
      await tab.emulateMedia({ colorScheme: 'light' });
      await tab.goto('/help-center.html');
      await ready(tab);
    }
    await first.locator('ex-header [part="theme-toggle"]').click();
    await expect(second.locator('ex-header .ex-root')).toHaveAttribute('data-theme', 'dark');
    await first.locator('aside ex-lang-modal [role="option"][data-value="CHF"]').click();
    await expect(
      second.locator('aside ex-lang-modal [role="option"][aria-selected="true"][data-value="CHF"]'),
    ).toHaveCount(1);
  });
});

test.describe('accessibility (axe-core, WCAG 2.1 AA, colour contrast included)', () => {
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

  async function axe(page: Page, include: string) {
    // Measure settled colours: no dialog fade-in half-way (reduced motion is emulated too).
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    const results = await new AxeBuilder({ page }).include(include).withTags(TAGS).analyze();
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1] ?? ''}`),
    }));
  }

  for (const theme of ['light', 'dark'] as const) {
    for (const locale of ['en', 'ar'] as const) {
      test(`${theme}, ${locale === 'ar' ? 'right to left (ar)' : 'left to right (en)'}: the header, each dialog open, the inline picker`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto('/help-center.html');
        await ready(page);
        if (locale === 'ar')
          await page.evaluate(() => document.querySelector('ex-header')!.setAttribute('locale', 'ar'));
        await expect(page.locator('ex-header .ex-root')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('ex-header .ex-root')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

        expect(await axe(page, 'ex-header'), 'the header').toEqual([]);
        expect(await axe(page, 'aside ex-lang-modal'), 'the inline picker').toEqual([]);

        await page.locator('ex-header [part="language-button"]').click();
        await expect(page.locator('ex-header dialog[open] [role="tablist"]')).toBeVisible();
        expect(await axe(page, 'ex-header'), 'the header language dialog (wide), language tab').toEqual([]);
        await page.locator('ex-header dialog[open] [role="tab"]').nth(1).click();
        expect(await axe(page, 'ex-header'), 'the header language dialog (wide), currency tab').toEqual([]);
        await page.keyboard.press('Escape');

        await page.locator('ex-header [part="settings-button"]').click();
        await expect(page.locator('ex-header dialog[open] [role="radiogroup"]')).toBeVisible();
        expect(await axe(page, 'ex-header'), 'the header theme dialog').toEqual([]);
        await page.keyboard.press('Escape');

        await page.evaluate(() => document.getElementById('language-dialog')!.removeAttribute('variant'));
        await page.locator('#open-language').click();
        await expect(page.locator('#language-dialog dialog[open]')).toBeVisible();
        expect(await axe(page, '#language-dialog'), 'the standalone two-column dialog').toEqual([]);
        await page.keyboard.press('Escape');

        await page.locator('#open-theme').click();
        await expect(page.locator('#theme-dialog dialog[open]')).toBeVisible();
        expect(await axe(page, '#theme-dialog'), 'the standalone theme dialog').toEqual([]);
      });
    }
  }
});

test.describe('the app-download links carry the language prefix', () => {
  test('desktop download panel on a German page', async ({ page }) => {
    await barePage(page, '<ex-header api-base="/api" locale="de" locales-base="/dist/locales/"></ex-header>');
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
      await barePage(
        page,
        `<ex-header api-base="/api" locale="ja" locales-base="/dist/locales/"${user ? ` user='${JSON.stringify(user)}'` : ''}></ex-header>`,
        { width: 375 },
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

test.describe("lang and dir follow the words shown, not the chosen locale's file on its way", () => {
  for (const [locale, dir, word] of [
    ['ar', 'rtl', 'تسجيل الدخول'],
    ['de', 'ltr', 'Anmelden'],
  ] as const) {
    test(`${locale}: the inner roots stay lang="en" dir="ltr" over English until the ${locale} texts arrive`, async ({
      page,
    }) => {
      const held = await holdRequests(page, `**/dist/locales/${locale}.*.json`);
      await barePage(
        page,
        '<ex-header api-base="/api" locales-base="/dist/locales/"></ex-header><ex-lang-modal inline></ex-lang-modal>',
      );
      await waitForHeader(page);
      const roots = page.locator('ex-header .ex-root, ex-lang-modal .ex-root');
      await expect(roots).toHaveCount(2);
      await page.evaluate((code) => document.querySelector('ex-header')!.setAttribute('locale', code), locale);
      await held.requested;
      const login = header(page).locator('[part~=login-link]').first();
      // The chosen locale is set and its file asked for: the words are still English, and so are lang and dir.
      await expect(login).toHaveText('Log in');
      for (const root of await roots.all()) {
        await expect(root).toHaveAttribute('lang', 'en');
        await expect(root).toHaveAttribute('dir', 'ltr');
      }
      held.release();
      await expect(login).toHaveText(word);
      for (const root of await roots.all()) {
        await expect(root).toHaveAttribute('lang', locale);
        await expect(root).toHaveAttribute('dir', dir);
      }
    });
  }
});
