// A host that renders the header on its server: a Node HTTP server (the README's recipe) puts renderHeader's markup
// from the installed package (ex-header/server) in its pages and serves the package's dist/ex-header.js beside them.
// Chromium must show the server's bar before any script, then the script takes it over: a menu opens, German
// stays German, nothing in the console.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDemoApi } from '../../demo/api/index.mjs';

const TYPES = { '.js': 'text/javascript', '.json': 'application/json' };
const USER = { userId: '1001', loginName: 'alice@example.com', showUserVip: 1, vipLevel: 2 };

/** The host's server: every page path gets a page with the server-rendered header for that path. */
async function startServer(appDir) {
  const packageDist = join(appDir, 'node_modules/ex-header/dist');
  const { renderHeader } = await import(pathToFileURL(join(packageDist, 'esm/server.js')).href);
  const api = createDemoApi({ prefix: '/api' });
  const server = createServer(async (req, res) => {
    if (await api.handle(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname.startsWith('/ex-header/')) {
      const file = join(packageDist, url.pathname.slice('/ex-header/'.length));
      if (!file.startsWith(packageDist) || !existsSync(file)) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/plain' }).end(readFileSync(file));
    }
    const header = await renderHeader({
      path: `${url.pathname}${url.search}`,
      user: USER,
      apiBase: '/api',
      localesBase: '/ex-header/locales/',
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>SSR host</title>
<script src="/ex-header/ex-header.js" defer></script></head><body>${header}<main><h1>Märkte</h1></main></body></html>`,
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/de/markets`,
    close: () => {
      api.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function driveServerRendered({ browser, appDir, label, step }) {
  const server = await startServer(appDir);
  const context = await browser.newContext({ viewport: { width: 1920, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  const bar = () =>
    page.evaluate(() => {
      const root = document.querySelector('ex-header')?.shadowRoot;
      const ownedByReact = (node) => !!node && Object.keys(node).some((key) => key.startsWith('__react'));
      return {
        defined: !!customElements.get('ex-header'),
        react: ownedByReact(root?.querySelector('.ex-root')),
        account: root?.querySelector('[data-menu="assets"] > button')?.textContent ?? null,
      };
    });
  try {
    let release;
    const released = new Promise((resolve) => (release = resolve));
    await page.route('**/ex-header/ex-header.js', async (route) => {
      await released;
      await route.continue();
    });
    await step(`${label}: the server's bar shows before any script, in German, with the account menus`, async () => {
      await page.goto(server.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => !!document.querySelector('ex-header')?.shadowRoot?.querySelector('.ex-root'));
      const before = await bar();
      if (before.defined || before.account !== 'Vermögen') throw new Error(JSON.stringify(before));
    });
    await step(
      `${label}: the script takes the bar over, React once a reader points at it, and its menus open`,
      async () => {
        release();
        // The plain bar serves until a reader shows intent: point at the header until React owns the bar.
        await page.waitForFunction(
          () => {
            const host = document.querySelector('ex-header');
            const root = host?.shadowRoot?.querySelector('.ex-root');
            const owned = !!root && Object.keys(root).some((key) => key.startsWith('__react'));
            if (!owned) host?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
            return owned;
          },
          null,
          { polling: 100 },
        );
        const after = await bar();
        if (after.account !== 'Vermögen') throw new Error(JSON.stringify(after));
        await page.locator('ex-header [data-menu="assets"] > button').click();
        await page
          .locator('ex-header [data-menu="assets"][data-state="open"] [part~="menu-panel"] a')
          .first()
          .waitFor();
      },
    );
    await step(`${label}: nothing in the console`, async () => {
      if (problems.length > 0) throw new Error(problems.join('\n'));
    });
  } finally {
    await context.close();
    await server.close();
  }
}
