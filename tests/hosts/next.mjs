// Next.js in the hosts tier: the README's recipe (its four files, copied from README.md as they are) in a fresh
// App Router app (tests/hosts/frameworks/next) with the packed package, built for production and run with
// `next start`, then on `next dev`, both on 127.0.0.1 with the demo API behind /api. Chromium checks what a host
// team would: the header's markup once per page with its declarative shadow root, the bar without JavaScript, no
// console warning or error (hydration included), no layout shift, a menu opens, client navigation and Back keep
// one header that follows the path, and a header link routes without a reload.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { createDemoApi } from '../../demo/api/index.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';

export const NEXT_SOURCE = join(ROOT, 'tests/hosts/frameworks/next');

/** The recipe's files from the README's "Next.js (App Router)" section: each code block names its file first. */
export function readmeRecipe(readme = readFileSync(join(ROOT, 'README.md'), 'utf8')) {
  const start = readme.indexOf('#### Next.js (App Router)');
  if (start < 0) throw new Error('README.md has no "#### Next.js (App Router)" section');
  const end = readme.indexOf('\n### ', start);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const files = [...section.matchAll(/```tsx?\n\/\/ ([\w./-]+):[^\n]*\n([\s\S]*?)```/g)].map(([, path, body]) => ({
    path,
    text: `// ${path}\n${body}`,
  }));
  if (files.length === 0) throw new Error('the Next.js section has no code blocks naming their files');
  return files;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The demo exchange API on 127.0.0.1: the app's /api rewrites to it (next.config.mjs reads EX_DEMO_API). */
async function startDemoApi() {
  const api = createDemoApi({ prefix: '/api' });
  const server = createServer(async (req, res) => {
    if (!(await api.handle(req, res))) res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      api.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `next start` or `next dev` on 127.0.0.1; resolves once it answers. */
async function startNext(dir, mode) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(dir, 'node_modules/next/dist/bin/next'), mode, '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let waited = 0; waited < 90_000; waited += 500) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return { url, stop, output: () => output };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`next ${mode} did not answer:\n${output.slice(-2000)}`);
}

const inHeader = (page, selector) =>
  page.evaluate((sel) => !!document.querySelector('ex-header')?.shadowRoot?.querySelector(sel), selector);
const loginHref = (page) =>
  page.evaluate(
    () =>
      document.querySelector('ex-header')?.shadowRoot?.querySelector('[part~=login-link]')?.getAttribute('href') ??
      null,
  );

async function driveNext({ browser, url, label, step }) {
  await step(`${label}: the page's HTML holds the header once, with its declarative shadow root`, async () => {
    const html = await (await fetch(`${url}markets`)).text();
    const roots = html.split('<template shadowrootmode="open">').length - 1;
    const bars = html.split('class="ex-ssr ex-ssr--desktop"').length - 1;
    if (roots !== 1 || bars !== 1) throw new Error(`${roots} declarative shadow roots and ${bars} desktop bars`);
    return `${(html.length / 1024).toFixed(1)} KiB page`;
  });
  await step(`${label}: without JavaScript the fallback links show (the bar's menus need a script)`, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${url}markets`);
      const login = page.locator('ex-header .ex-header-fallback a[href="/login?from=%2Fmarkets&source=mix"]');
      if (!(await login.isVisible())) throw new Error('the fallback login link is not visible');
      return `${await page.locator('ex-header .ex-header-fallback a').count()} links`;
    } finally {
      await context.close();
    }
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (/Download the React DevTools|\[HMR\]|\[Fast Refresh\]/.test(text)) return;
    if (/^\[ex-header\] The (trader-pro|rewards)/.test(text)) return;
    const where = message.location()?.url;
    problems.push(`console ${message.type()}: ${text}${where ? ` (${where})` : ''}`);
  });
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  try {
    const loaded = await step(`${label}: the header is taken over by the script, with no layout shift`, async () => {
      await page.goto(`${url}markets`);
      await page.waitForFunction(
        () => {
          const root = document.querySelector('ex-header')?.shadowRoot?.querySelector('.ex-root');
          return !!root?.querySelector('[part~=bar]') && Object.keys(root).some((key) => key.startsWith('__react'));
        },
        null,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(500);
      const shift = await page.evaluate(() => window.__shift);
      if (shift > 0) throw new Error(`layout shift ${shift.toFixed(4)}`);
      await page.evaluate(() => (window.__header = document.querySelector('ex-header')));
    });
    if (!loaded) return;
    await step(`${label}: a menu opens`, async () => {
      await page.locator('ex-header [data-menu="spot"] > button').click();
      await page.locator('ex-header [data-menu="spot"] [part=menu-panel] a').first().waitFor({ timeout: 20_000 });
      await page.keyboard.press('Escape');
    });
    await step(`${label}: client navigation and Back keep one header, which follows the path`, async () => {
      await page.evaluate(() => (window.__noReload = true));
      await page.locator('main a').click();
      await page.waitForURL(url);
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Home');
      const after = await page.evaluate(() => ({
        same: window.__header === document.querySelector('ex-header'),
        count: document.querySelectorAll('ex-header').length,
        noReload: window.__noReload === true,
      }));
      if (!after.same || after.count !== 1 || !after.noReload) throw new Error(JSON.stringify(after));
      if ((await loginHref(page)) !== '/login?from=%2F&source=mix') throw new Error(`login: ${await loginHref(page)}`);
      await page.goBack();
      await page.waitForURL(`${url}markets`);
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Markets');
      if (!(await page.evaluate(() => window.__header === document.querySelector('ex-header'))))
        throw new Error('Back rebuilt the header');
      await page.waitForFunction(
        () =>
          document.querySelector('ex-header')?.shadowRoot?.querySelector('[part~=login-link]')?.getAttribute('href') ===
          '/login?from=%2Fmarkets&source=mix',
      );
    });
    await step(`${label}: a header link routes with Next's router (no reload)`, async () => {
      await page.locator('ex-header [part~=logo]').first().click();
      await page.waitForURL(url);
      if (!(await page.evaluate(() => window.__noReload === true))) throw new Error('the page reloaded');
      if (!(await inHeader(page, '[data-menu="spot"]'))) throw new Error('the bar is gone');
    });
    await step(`${label}: no console warning or error (hydration included)`, () => {
      if (problems.length > 0) throw new Error(problems.join('\n'));
    });
  } finally {
    await context.close();
  }
}

/** The whole Next.js check: install, the recipe from the README, type check, build, then production and dev. */
export async function checkNext({ browser, tarball, step, prepareApp, sh, npm }) {
  let dir = null;
  const installed = await step('next: install Next.js 16 and the packed package', async () => {
    const t = performance.now();
    dir = await prepareApp('next', tarball, { source: NEXT_SOURCE });
    return `${((performance.now() - t) / 1000).toFixed(1)} s`;
  });
  if (!installed) return;
  const copied = await step("next: the README's recipe, copied into the app as it is", () => {
    const files = readmeRecipe();
    for (const { path, text } of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return files.map((file) => file.path).join(', ');
  });
  if (!copied) return;
  await step('next: the type checker passes the app (strict)', async () => {
    await sh(dir, npm, ['run', '--silent', 'typecheck'], 'next typecheck');
  });
  // Next writes its rewrites at build time: the API's address is fixed before the build.
  const api = await startDemoApi();
  // NODE_ENV as each command expects it: an earlier step of the tier (Vite's dev server) sets it for the process,
  // and `next build` under NODE_ENV=development fails to prerender its error page.
  const saved = { ...process.env };
  process.env.EX_DEMO_API = api.url;
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  process.env.NODE_ENV = 'production';
  try {
    const built = await step('next: next build', async () => {
      await sh(dir, npm, ['run', '--silent', 'build'], 'next build');
    });
    if (!built) return;
    for (const mode of ['start', 'dev']) {
      let server = null;
      const started = await step(`next ${mode}: starts on 127.0.0.1`, async () => {
        process.env.NODE_ENV = mode === 'dev' ? 'development' : 'production';
        server = await startNext(dir, mode);
      });
      if (!started) continue;
      try {
        await driveNext({ browser, url: server.url, label: `next ${mode}`, step });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await api.close();
    for (const name of ['EX_DEMO_API', 'NEXT_TELEMETRY_DISABLED', 'NODE_ENV']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}
