import { expect, test } from '@playwright/test';
import { layoutShift, menuOpenScriptTime, mountCycles, trackTimers } from '../../scripts/lib/perf.mjs';
import { waitForHeader } from './support';

/** Budgets of the architecture page, section 5, checked on the built script. */
test.describe('performance budgets', () => {
  test('the header is rendered when its tag is parsed, so it is in the first frame after the script', async ({
    page,
  }) => {
    await page.goto('/perf/header.html');
    const perf = await page.waitForFunction(
      () =>
        (window as unknown as { exPerf: { renderedAtFirstFrame: boolean | null } }).exPerf.renderedAtFirstFrame !==
          null && (window as unknown as { exPerf: unknown }).exPerf,
    );
    expect(await perf.jsonValue()).toMatchObject({ renderedAfterParse: true, renderedAtFirstFrame: true });
  });

  test("a visitor's first page loads the app after the first paint and nothing else; a panel loads on intent (hover)", async ({
    page,
  }) => {
    await page.goto('/perf/header.html');
    await waitForHeader(page);
    const features = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => /\/features\/([\w-]+)\.js$/.exec(entry.name)?.[1])
          .filter(Boolean)
          .sort(),
      );
    await page.waitForTimeout(1500);
    expect(await features()).toEqual(['app']);
    await page.locator('ex-header [data-menu="spot"] > button').hover();
    // The menu panel brings the API client with it (the markets' symbols).
    await expect.poll(features, { timeout: 10_000 }).toEqual(['api', 'app', 'menu-panel', 'shared']);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.locator('ex-header [data-drawer="nav"]').hover();
    await expect.poll(features, { timeout: 10_000 }).toContain('drawer');
    expect(await features()).not.toContain('security-dialog');
  });

  test('no layout shift on a page that loads the script in its head', async ({ page }) => {
    expect(await layoutShift(page, '/perf/header.html')).toBe(0);
  });

  test('opening a menu takes less than one frame of script work', async ({ page }) => {
    await page.goto('/perf/header.html');
    await waitForHeader(page);
    expect(await menuOpenScriptTime(page)).toBeLessThan(16.7);
  });

  test('mounting and removing the header 1,000 times leaves no listeners, timers or live headers behind', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(trackTimers);
    await page.goto('/perf/header.html');
    await waitForHeader(page);
    const cdp = await page.context().newCDPSession(page);
    const result = await mountCycles(page, cdp, 1000);
    expect(result).toMatchObject({ listenersAdded: 0, timersLeft: 0, headersLeft: 0 });
  });
});
