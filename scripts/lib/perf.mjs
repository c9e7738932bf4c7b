// Performance measurements shared by `npm run bench` (scripts/bench.mjs) and the performance e2e tests.
// Every function takes a Playwright page already on a page that loaded dist/ex-header.js.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** First contentful paint of a freshly loaded page, in ms. */
export async function firstContentfulPaint(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/** Sums the page's layout-shift scores from its first paint on (call before loading it); read with layoutShiftSoFar. */
export async function trackLayoutShift(page) {
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShiftSoFar(page) {
  return page.evaluate(() => window.__shift);
}

/** Sum of layout-shift scores while loading `url` and opening the given menus. */
export async function layoutShift(page, url, menus = ['spot', 'download']) {
  await trackLayoutShift(page);
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('ex-header')?.shadowRoot?.querySelector('[part~=bar]'));
  for (const id of menus) {
    await page.evaluate(
      (menu) => document.querySelector('ex-header').shadowRoot.querySelector(`[data-menu="${menu}"] > button`).click(),
      id,
    );
    await page.waitForTimeout(200);
  }
  return layoutShiftSoFar(page);
}

/**
 * Script time to open a menu (the click handler and the synchronous render of the panel, plain or React), median of
 * `runs` after the panel code has loaded once.
 */
export async function menuOpenScriptTime(page, { menu = 'futures', runs = 15 } = {}) {
  return page.evaluate(
    async ({ menu, runs }) => {
      const root = document.querySelector('ex-header').shadowRoot;
      const trigger = root.querySelector(`[data-menu="${menu}"] > button`);
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      trigger.click();
      for (let i = 0; i < 100 && !root.querySelector(`[data-menu="${menu}"] [data-item-id]`); i += 1) await frame();
      trigger.click();
      await frame();
      const times = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        trigger.click();
        // React flushes a discrete event's update in a microtask queued during the click: include it.
        await new Promise((resolve) => queueMicrotask(resolve));
        times.push(performance.now() - started);
        if (!root.querySelector(`[data-menu="${menu}"] [data-item-id]`))
          throw new Error('the panel did not render synchronously');
        await frame();
        trigger.click();
        await frame();
      }
      times.sort((a, b) => a - b);
      return times[Math.floor(times.length / 2)];
    },
    { menu, runs },
  );
}

/**
 * Mounts and removes an <ex-header> `cycles` times, then reports what is left: event listeners on window and
 * document (before vs after), pending timers started by the header, and <ex-header> objects still alive after GC.
 * Needs `trackTimers` installed before the page loaded.
 */
export async function mountCycles(page, cdp, cycles = 1000) {
  const countListeners = async () => {
    let total = 0;
    for (const expression of ['window', 'document']) {
      const { result } = await cdp.send('Runtime.evaluate', { expression });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
      total += listeners.length;
    }
    return total;
  };
  const liveHeaders = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { result: proto } = await cdp.send('Runtime.evaluate', {
      expression: "customElements.get('ex-header').prototype",
    });
    const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.objectId });
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: objects.objectId,
      functionDeclaration: 'function () { return this.length; }',
      returnByValue: true,
    });
    return result.value;
  };
  // Start from a steady state: the idle prefetch and nanostores' 1 s unmount timers of the first render settled.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3500)));
  const listenersBefore = await countListeners();
  const headersBefore = await liveHeaders();
  const timersBefore = await page.evaluate(() => window.__timers.size);
  const started = Date.now();
  await page.evaluate(async (count) => {
    for (let i = 0; i < count; i += 1) {
      const header = document.createElement('ex-header');
      document.body.append(header);
      header.remove();
      if (i % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // nanostores runs a store's unmount callback 1 s after its last listener left (STORE_UNMOUNT_DELAY): wait
    // past it, so what is counted is what stays, not what is about to be cleaned up.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }, cycles);
  const elapsed = Date.now() - started;
  return {
    cycles,
    msPerCycle: elapsed / cycles,
    listenersAdded: (await countListeners()) - listenersBefore,
    timersLeft: (await page.evaluate(() => window.__timers.size)) - timersBefore,
    headersLeft: (await liveHeaders()) - headersBefore,
  };
}

/** Init script: tracks pending setTimeout/setInterval/requestIdleCallback handles (for mountCycles). */
export function trackTimers() {
  const pending = new Set();
  window.__timers = pending;
  const wrap = (set, clear, kind) => {
    const originalSet = window[set].bind(window);
    const originalClear = window[clear].bind(window);
    window[set] = (callback, ...rest) => {
      const handle = originalSet(
        (...args) => {
          if (kind !== 'interval') pending.delete(`${kind}:${handle}`);
          if (typeof callback === 'function') callback(...args);
        },
        ...rest,
      );
      pending.add(`${kind}:${handle}`);
      return handle;
    };
    window[clear] = (handle) => {
      pending.delete(`${kind}:${handle}`);
      originalClear(handle);
    };
  };
  wrap('setTimeout', 'clearTimeout', 'timeout');
  wrap('setInterval', 'clearInterval', 'interval');
  if (window.requestIdleCallback) wrap('requestIdleCallback', 'cancelIdleCallback', 'idle');
}

/**
 * Init script (runs before any of the page's own scripts): records when the first frame in which the bar exists began, the
 * static header's (`header.bar`) or ex-header's (`[part~=bar]` in its shadow root, server-rendered or painted by
 * script), as window.exRendered.barAt, and the long tasks seen. It watches from the document's start, so a bar
 * painted while the page still waits for a script is counted at the frame it was painted in.
 */
export function watchBarFrames() {
  const state = { barAt: null, longTasks: [] };
  window.exRendered = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: none are reported.
  }
  const present = () => {
    if (document.querySelector('header.bar')) return true;
    const header = document.querySelector('ex-header');
    return Boolean(header?.shadowRoot?.querySelector('[part~="bar"]'));
  };
  // performance.now(), not the callback's argument: that is the frame's scheduled start, which can be long before
  // the frame really began when a script held the main thread (so it would flatter a page that runs scripts).
  const frame = () =>
    requestAnimationFrame(() => {
      if (present()) state.barAt = performance.now();
      else frame();
    });
  frame();
}

/**
 * One load of a perf page (demo/perf/*.html): the first frame in which the bar exists (watchBarFrames), first
 * contentful paint, all script time (CDP ScriptDuration, after the page settled), script work before the bar's
 * first frame on a page that marks it, long tasks (all, and before the bar's frame), and what the page requested.
 */
export async function loadMetrics(page, url, { settleMs = 1500 } = {}) {
  await page.addInitScript(watchBarFrames);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.exRendered?.barAt !== null);
  await page.waitForTimeout(settleMs);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const scriptMs = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
  const inPage = await page.evaluate(() => {
    const rendered = window.exRendered;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const resources = performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      responseEnd: entry.responseEnd,
    }));
    const start = performance.getEntriesByName('ex-script-start')[0];
    const connected = performance.getEntriesByName('ex-header-connected')[0];
    const script = resources.find((entry) => entry.path.endsWith('/dist/ex-header.js'));
    // Parser-blocking script (demo/perf/header.html): from the end of its download until <ex-header> has connected
    // and drawn its bar: waiting for its compile, running it, creating the element, building and measuring the bar.
    const beforePaintMs =
      start && connected && script ? connected.startTime - Math.max(start.startTime, script.responseEnd) : null;
    return {
      barAt: rendered.barAt,
      fcp: paint ? paint.startTime : null,
      longTasks: rendered.longTasks.length,
      longTasksBeforeBar: rendered.longTasks.filter((task) => task.start < rendered.barAt).length,
      beforePaintMs,
      requests: resources.map((entry) => entry.path),
    };
  });
  await cdp.detach();
  return { ...inPage, scriptMs };
}

/**
 * Script time of the first menu opening after load (the panel's code is not there yet: it loads, runs and renders):
 * CDP ScriptDuration from the click until the panel shows its entries.
 */
export async function firstMenuOpenScriptTime(page, { menu = 'futures' } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptMs = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration')?.value ??
      0) * 1000;
  const before = await scriptMs();
  await page.evaluate((id) => {
    document.querySelector('ex-header').shadowRoot.querySelector(`[data-menu="${id}"] > button`).click();
  }, menu);
  await page.waitForFunction(
    (id) => document.querySelector('ex-header').shadowRoot.querySelector(`[data-menu="${id}"] [data-item-id]`),
    menu,
  );
  const spent = (await scriptMs()) - before;
  await cdp.detach();
  return spent;
}

/**
 * Init script for a slowed-CPU load: watches the page from its start for when a menu's first entry becomes visible
 * (the static header's CSS menu or ex-header's panel) and for Event Timing entries, and keeps the static header's
 * links from navigating, so a click on its menu can be measured like ex-header's.
 */
export function watchMenuOpen() {
  const state = { pointerDownAt: null, panelAt: null, events: window.exEventTimings ?? [] };
  window.exMenuOpen = state;
  addEventListener('pointerdown', (event) => (state.pointerDownAt ??= event.timeStamp), true);
  addEventListener(
    'click',
    (event) => {
      if (event.composedPath().some((node) => node instanceof Element && node.matches('header.bar a')))
        event.preventDefault();
    },
    true,
  );
  const visibleEntry = () => {
    const stat = document.querySelector('header.bar nav > ul > li:nth-child(2) ul a');
    if (stat) return stat.checkVisibility() ? stat : null;
    const entry = document
      .querySelector('ex-header')
      ?.shadowRoot?.querySelector('[data-menu="futures"] [part=menu-panel] [data-item-id]');
    return entry?.checkVisibility() ? entry : null;
  };
  const poll = () =>
    requestAnimationFrame(() => {
      if (state.pointerDownAt !== null && state.panelAt === null && visibleEntry()) state.panelAt = performance.now();
      if (state.panelAt === null) poll();
    });
  poll();
}

/**
 * An init script (runs before any of the page's): the page's Event Timing entries of 16 ms or more, in
 * window.exEventTimings, for the watchers that report an interaction's duration (watchMenuOpen, first-use.mjs).
 */
export function watchEventTimings() {
  const events = [];
  window.exEventTimings = events;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) events.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing here: no durations are reported.
  }
}

/** Where a page's first-menu trigger is: the static header's "Futures" link, or ex-header's Futures trigger. */
function futuresTrigger(page) {
  return page.evaluate(() => {
    const target =
      document.querySelector('header.bar nav > ul > li:nth-child(2) > a') ??
      document.querySelector('ex-header')?.shadowRoot?.querySelector('[data-menu="futures"] > button');
    const box = target?.getBoundingClientRect();
    return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  });
}

/**
 * One load with the CPU slowed `rate` times (CDP Emulation.setCPUThrottlingRate; 4 is Lighthouse's mobile factor):
 * when the bar showed, the long tasks in the `windowMs` after it (count, blocking time over 50 ms each, longest),
 * and with `click`, a real click on the first menu as soon as the bar shows: pointerdown to its first entry visible,
 * and the longest Event Timing duration of that interaction.
 */
export async function slowCpuLoad(page, url, { rate = 4, windowMs = 3000, click = false } = {}) {
  await page.addInitScript(watchBarFrames);
  if (click) {
    await page.addInitScript(watchEventTimings);
    await page.addInitScript(watchMenuOpen);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.exRendered?.barAt !== null, null, { polling: 'raf' });
  if (click) {
    const at = await futuresTrigger(page);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction(() => window.exMenuOpen.panelAt !== null, null, { timeout: 20_000 });
  }
  await page.waitForFunction((ms) => performance.now() > window.exRendered.barAt + ms, windowMs, { timeout: 30_000 });
  const result = await page.evaluate((ms) => {
    const { barAt, longTasks } = window.exRendered;
    const after = longTasks.filter((task) => task.start >= barAt && task.start < barAt + ms);
    const open = window.exMenuOpen;
    return {
      barAt,
      longTasks: after.length,
      blockingMs: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longestMs: Math.max(0, ...after.map((task) => task.duration)),
      clickToPanelMs: open ? open.panelAt - open.pointerDownAt : null,
      interactionMs: open ? Math.max(0, ...open.events.map((entry) => entry.duration)) : null,
    };
  }, windowMs);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return result;
}

/**
 * One Lighthouse run (its default: mobile, simulated slow 4G and 4x CPU) of a page, in the system Chromium with a
 * fresh profile: the performance score and its TBT, LCP and CLS. Lighthouse is fetched by `npx` on first use and
 * kept out of package.json (its install breaks `npm ci` here); `run` is scripts/lib/run.mjs's.
 */
export async function lighthouse(url, { run, chromePath, chromeArgs, workDir }) {
  const output = join(workDir, `lighthouse-${process.pid}-${Date.now()}.json`);
  const profile = mkdtempSync(join(tmpdir(), 'ex-lighthouse-'));
  try {
    const result = await run(
      process.platform === 'win32' ? 'npx.cmd' : 'npx',
      [
        '-y',
        'lighthouse@12',
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=--headless=new ${chromeArgs.join(' ')} --user-data-dir=${profile}`,
      ],
      { quiet: true, env: { CHROME_PATH: chromePath } },
    );
    if (result.code !== 0) throw new Error(`lighthouse exited ${result.code}: ${result.output.slice(-500)}`);
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? null;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      tbtMs: audit('total-blocking-time'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    rmSync(output, { force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}
