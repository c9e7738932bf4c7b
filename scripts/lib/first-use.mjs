// The first use of each control, as a reader meets it: a fresh page (script tag with `defer`), the CPU slowed, a tap
// 1.5 s after the bar shows, and the time from the tap until what it opens is on screen; with React already run (a
// pointer over the bar as it showed, the tap 3 s later) as the warm case.
import { watchEventTimings } from './perf.mjs';

const USER = JSON.stringify({ userId: '1001', loginName: 'alice@example.com', showUserVip: 1, vipLevel: 2 });

/**
 * The controls measured: where to tap, and what must be visible for it to have answered (a selector inside the
 * header's shadow root, or `within` another element's). `user` signs the reader in; `phone` is a 390 px touch screen;
 * `page`: markup of the host page beside the header, where `tap` is looked up when `tapInPage`.
 */
export const FIRST_USE_CONTROLS = [
  {
    name: 'desktop: a nav menu',
    tap: '[data-menu="futures"] > button',
    shows: '[data-menu="futures"] [part=menu-panel] [data-item-id]',
  },
  {
    name: 'desktop: user menu (signed in)',
    user: true,
    tap: '[data-menu="user"] > button',
    shows: '[data-menu-panel="user"] [data-item-id]',
  },
  { name: 'desktop: app download', tap: '[part~="download-trigger"]', shows: '[part=qr]' },
  {
    name: 'desktop: language dialog',
    tap: '[part~="language-button"]',
    shows: 'dialog[open] [role=tab], dialog[open] [role=option], dialog[open] button',
  },
  { name: 'desktop: settings (theme dialog)', tap: '[part~="settings-button"]', shows: 'dialog[open] [role=radio]' },
  {
    name: 'desktop: theme toggle',
    tap: '[part~="theme-toggle"]',
    shows: '.ex-root[data-theme="dark"] [part~="theme-toggle"]',
  },
  {
    name: 'phone 390 px: nav drawer',
    phone: true,
    tap: '[data-drawer="nav"]',
    shows: 'dialog.ex-drawer[open] button, dialog.ex-drawer[open] a',
  },
  {
    name: 'phone 390 px: user drawer (signed in)',
    phone: true,
    user: true,
    tap: '[data-drawer="user"]',
    shows: 'dialog.ex-drawer[open] button, dialog.ex-drawer[open] a',
  },
  {
    // The page opens it (a withdrawal needs verifying): the dialog shows at once, its methods when the API answers.
    name: 'desktop: security dialog (the page sets open)',
    user: true,
    page: `<ex-security-dialog action="withdraw"></ex-security-dialog>
<button id="withdraw" onclick="document.querySelector('ex-security-dialog').open = true">Withdraw</button>`,
    tapInPage: true,
    tap: '#withdraw',
    within: 'ex-security-dialog',
    shows: '[part~="security-dialog"]',
  },
];

const pageFor = (control) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>first use</title>
<style>body{margin:0;font-family:system-ui,sans-serif}main{padding:24px}</style>
<script src="/dist/ex-header.js" defer></script></head>
<body><ex-header api-base="/api" locales-base="/dist/locales/" theme="light"${control.user ? ` user='${USER}'` : ''}></ex-header>
<main><h1>Markets</h1><p>Page content under the header.</p>${control.page ?? ''}</main></body></html>`;

/** In the page: when the tap went down, when what it opens was first on screen, and the Event Timing durations. */
function watchFirstUse({ shows, within }) {
  const state = { barAt: null, downAt: null, shownAt: null, events: window.exEventTimings ?? [] };
  window.exFirstUse = state;
  addEventListener('pointerdown', (event) => (state.downAt ??= event.timeStamp), true);
  const root = (tag) => document.querySelector(tag)?.shadowRoot ?? null;
  const poll = () =>
    requestAnimationFrame(() => {
      if (state.barAt === null && root('ex-header')?.querySelector('[part~="bar"]')) state.barAt = performance.now();
      if (state.downAt !== null && state.shownAt === null) {
        const shown = [...(root(within)?.querySelectorAll(shows) ?? [])].some((node) => node.checkVisibility());
        if (shown) state.shownAt = performance.now();
      }
      if (state.shownAt === null) poll();
    });
  poll();
}

/**
 * One first use of `control` on a fresh page at `rate`x CPU: { tapToVisibleMs, interactionMs }. `warm`: a pointer
 * over the bar as it shows (React runs), the tap 3 s later.
 */
export async function firstUse(browser, origin, control, { rate = 4, warm = false } = {}) {
  const context = await browser.newContext(
    control.phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 }
      : { viewport: { width: 1440, height: 800 } },
  );
  try {
    const page = await context.newPage();
    await page.route('**/__first-use.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: pageFor(control) }),
    );
    await page.addInitScript(watchEventTimings);
    await page.addInitScript(watchFirstUse, { shows: control.shows, within: control.within ?? 'ex-header' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${origin}/__first-use.html`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.exFirstUse?.barAt !== null, null, { polling: 100, timeout: 30_000 });
    if (warm) await page.dispatchEvent('ex-header', 'pointerover');
    await page.waitForTimeout(warm ? 3000 : 1500);
    const at = await page.evaluate(
      ({ selector, inPage }) => {
        const box = (inPage ? document : document.querySelector('ex-header').shadowRoot)
          .querySelector(selector)
          .getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      },
      { selector: control.tap, inPage: control.tapInPage === true },
    );
    if (control.phone) await page.touchscreen.tap(at.x, at.y);
    else {
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      await page.mouse.up();
    }
    await page.waitForFunction(() => window.exFirstUse.shownAt !== null, null, { polling: 100, timeout: 30_000 });
    const result = await page.evaluate(() => {
      const { downAt, shownAt, events } = window.exFirstUse;
      return {
        tapToVisibleMs: shownAt - downAt,
        interactionMs: Math.max(0, ...events.map((entry) => entry.duration)),
      };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return result;
  } finally {
    await context.close();
  }
}

/** The target: every control's first use visible within 100 ms of the tap at 4x, cold. */
export const FIRST_USE_TARGET_MS = 100;

/**
 * The first-use table: each control `runs` times cold and warm (a fresh page each time, the controls interleaved so
 * the machine's drift touches them alike), medians of tap -> visible and of the Event Timing duration.
 */
export async function firstUseTable(browser, origin, { runs = 5, median }) {
  const measured = new Map(FIRST_USE_CONTROLS.map((control) => [control.name, { cold: [], warm: [] }]));
  for (let run = 0; run < runs; run += 1)
    for (const control of FIRST_USE_CONTROLS)
      for (const warm of [false, true])
        measured.get(control.name)[warm ? 'warm' : 'cold'].push(await firstUse(browser, origin, control, { warm }));
  return FIRST_USE_CONTROLS.map((control) => {
    const { cold, warm } = measured.get(control.name);
    const of = (list, pick) => median(list.map(pick));
    return {
      name: control.name,
      cold: { visible: of(cold, (m) => m.tapToVisibleMs), event: of(cold, (m) => m.interactionMs) },
      warm: { visible: of(warm, (m) => m.tapToVisibleMs), event: of(warm, (m) => m.interactionMs) },
    };
  });
}
