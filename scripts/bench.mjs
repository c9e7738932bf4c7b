#!/usr/bin/env node
// npm run bench: the performance table of the architecture page (section 5), measured in one run on the built
// files. Timings are medians; the first paint is reported as a ratio against a static HTML header with the same
// links, loaded by the same browser in the same run, so a noisy machine affects both alike.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { startDemoServer } from '../demo/server.mjs';
import { chromiumLaunchOptions } from './lib/browser.mjs';
import {
  firstContentfulPaint,
  layoutShift,
  median,
  menuOpenScriptTime,
  mountCycles,
  trackTimers,
} from './lib/perf.mjs';
import { ROOT } from './lib/run.mjs';
import { fileSizes, kib, table } from './lib/sizes.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const dist = join(ROOT, 'dist');
const server = await startDemoServer({ port: 0, host: '127.0.0.1', quiet: true });
const origin = server.url.replace(/\/$/, '');
const browser = await chromium.launch(chromiumLaunchOptions());
const rows = [];
const row = (metric, value, budget, ok) =>
  rows.push([metric, value, budget, ok === undefined ? '' : ok ? 'ok' : 'OVER']);

try {
  const core = fileSizes(join(dist, 'ex-header.js'));
  row('dist/ex-header.js gzip', kib(core.gzip), '105 KiB', core.gzip <= 105 * 1024);
  for (const name of readdirSync(join(dist, 'features')).sort())
    row(`  features/${name} gzip (lazy)`, kib(fileSizes(join(dist, 'features', name)).gzip), '', undefined);
  const locales = readdirSync(join(dist, 'locales')).map((name) => ({
    name,
    ...fileSizes(join(dist, 'locales', name)),
  }));
  const largest = locales.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  row(
    `largest locale gzip (${largest.name}, ${locales.length} files)`,
    kib(largest.gzip),
    '6 KiB',
    largest.gzip <= 6 * 1024,
  );

  const fcp = { header: [], static: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [kind, path] of [
      ['header', '/perf/header.html'],
      ['static', '/perf/static.html'],
    ]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      fcp[kind].push(await firstContentfulPaint(page, `${origin}${path}`));
      await context.close();
    }
  }
  const ratio = median(fcp.header) / median(fcp.static);
  row(`first contentful paint, median of ${RUNS}`, `${median(fcp.header).toFixed(1)} ms`, '', undefined);
  row('  static HTML header, same run', `${median(fcp.static).toFixed(1)} ms`, '', undefined);
  row('  ratio header / static', ratio.toFixed(2), '', undefined);

  let page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/perf/header.html`);
  const frame = await page.waitForFunction(() => window.exPerf?.renderedAtFirstFrame !== null && window.exPerf);
  const perf = await frame.jsonValue();
  row(
    'rendered in the first frame after the script',
    String(perf.renderedAtFirstFrame),
    'true',
    perf.renderedAtFirstFrame === true,
  );
  await page.close();

  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const shift = await layoutShift(page, `${origin}/perf/header.html`);
  row('layout shift (load, open two menus)', shift.toFixed(4), '0', shift === 0);
  const open = await menuOpenScriptTime(page, { runs: RUNS * 2 });
  row(`open a menu: script time, median of ${RUNS * 2}`, `${open.toFixed(2)} ms`, '< 16.7 ms', open < 16.7);
  await page.close();

  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(trackTimers);
  await page.goto(`${origin}/perf/header.html`);
  await page.waitForFunction(() => document.querySelector('ex-header')?.shadowRoot?.querySelector('[part~=bar]'));
  const cycles = await mountCycles(page, await page.context().newCDPSession(page), 1000);
  row('mount + remove, 1,000 times', `${cycles.msPerCycle.toFixed(2)} ms each`, '', undefined);
  const clean = cycles.listenersAdded === 0 && cycles.timersLeft === 0 && cycles.headersLeft === 0;
  row(
    '  left behind: listeners / timers / headers',
    `${cycles.listenersAdded} / ${cycles.timersLeft} / ${cycles.headersLeft}`,
    '0 / 0 / 0',
    clean,
  );
  await page.close();
} finally {
  await browser.close();
  await server.close();
}

console.log(table(['metric', 'value', 'budget', ''], rows));
if (rows.some((entry) => entry[3] === 'OVER')) process.exitCode = 1;
