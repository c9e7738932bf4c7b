// What every host app in tests/hosts/apps must do with <ex-header>, driven in Chromium. Each app renders the header
// with api-base="/api" and unified-page (attributes), user { userId: '1001', ... } and flags { onChain: false }
// (objects, through the framework's own binding), an ex-navigate listener that cancels and routes with
// history.pushState into #route, and two buttons: #locale-de and #toggle (unmount / remount).

const inHeader = (page, selector) =>
  page.evaluate((sel) => {
    const root = document.querySelector('ex-header')?.shadowRoot;
    return root ? !!root.querySelector(sel) : null;
  }, selector);

async function until(page, what, read, timeout = 10_000) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await read()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(50);
  }
}

/** Runs the scenario on one served app; every check is reported through `step(name, action)`. */
export async function driveHost({ browser, url, label, step, development = false }) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' ||
      (message.type() === 'warning' &&
        !text.startsWith('[ex-header] The trader-pro') &&
        !text.startsWith('[ex-header] The rewards'))
    ) {
      if (!/Download the React DevTools/.test(text)) problems.push(`console ${message.type()}: ${text}`);
    }
  });
  try {
    const loaded = await step(`${label}: renders the header`, async () => {
      await page.goto(url);
      await until(page, 'the bar', () => inHeader(page, '[part~=bar]'));
      await page.evaluate(() => (window.__bootMark = Math.random()));
    });
    if (!loaded) return;
    await step(`${label}: user set as an object shows the account menus`, () =>
      until(page, 'the account menu', () => inHeader(page, '[data-menu="user"]')),
    );
    await step(`${label}: flags set as an object hide on-chain`, async () => {
      if (!(await inHeader(page, '[data-menu="spot"]'))) throw new Error('no spot menu');
      if (await inHeader(page, '[data-menu="onChain"]')) throw new Error('the on-chain menu is still shown');
    });
    await step(`${label}: the unified-page attribute shows the UTA badge`, () =>
      until(page, 'the UTA badge', () => inHeader(page, '[part~=uta-badge]')),
    );
    await step(`${label}: ex-navigate is cancelled and routed by the app, without a reload`, async () => {
      await page.locator('ex-header [data-menu="spot"] > button').click();
      const entry = page.locator('ex-header [data-menu="spot"] .ex-panel a').first();
      await entry.waitFor({ timeout: 10_000 });
      const href = await entry.getAttribute('href');
      await entry.click();
      await until(page, 'the app route', async () => (await page.locator('#route').textContent()) === href);
      const state = await page.evaluate(() => ({ path: location.pathname + location.search, mark: window.__bootMark }));
      if (state.path !== href) throw new Error(`location is ${state.path}, not ${href}`);
      if (!state.mark) throw new Error('the page reloaded');
      await page.waitForTimeout(700);
      if ((await page.evaluate(() => location.pathname + location.search)) !== href)
        throw new Error('the header navigated anyway');
      return href;
    });
    // React 19 draws it ahead, hidden (Activity); a host's React 18 has no Activity and draws it when it opens.
    await step(`${label}: the language dialog opens on a click and Escape closes it, twice`, async () => {
      const open = () => inHeader(page, 'dialog[open] [role=option]');
      for (let time = 0; time < 2; time += 1) {
        await page.locator('ex-header [part~="language-button"]').click();
        await until(page, 'the language dialog', open);
        await page.keyboard.press('Escape');
        await until(page, 'the language dialog to close', async () => !(await open()));
      }
    });
    await step(`${label}: unmount and remount`, async () => {
      await page.locator('#toggle').click();
      await until(page, 'the header to go', async () => (await page.locator('ex-header').count()) === 0);
      await page.locator('#toggle').click();
      await until(page, 'the header again, signed in', () => inHeader(page, '[data-menu="user"]'));
    });
    await step(`${label}: switching to de shows German`, async () => {
      await page.locator('#locale-de').click();
      await until(page, 'German texts', () =>
        page.evaluate(() =>
          document
            .querySelector('ex-header')
            ?.shadowRoot?.querySelector('[data-menu="user"] > button')
            ?.textContent?.includes('Konto'),
        ),
      );
    });
    await step(
      `${label}: nothing in the console${development ? ' (React development build: no flushSync or lifecycle warning)' : ''}`,
      async () => {
        if (problems.length > 0) throw new Error(problems.join('\n'));
      },
    );
  } finally {
    await context.close();
  }
}
