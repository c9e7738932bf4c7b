#!/usr/bin/env node
// The demo server (plain node:http, no dependencies). `npm start` builds, then runs this.
//   /api/*          the demo exchange API (demo/api/index.mjs), when present
//   /dist/*         the built files (dist/), locale files at /dist/locales/<code>.<hash>.json
//   /events.js      `window.EX_EVENTS`: every event name the built contract lists (dist/custom-elements.json), for the
//                   demo's event log
//   /csp.html       the strict Content-Security-Policy page (sent with the CSP header)
//   *.html with <!--ex-header:server-->   that comment replaced by <ex-header> rendered on this server
//                   (renderHeader from the built dist/esm/server.js, for the page's path): /server-rendered.html
//   *.html with <!--ex-header:main-site-->   that comment replaced by this server's other loopback origin
//                   (localhost <-> 127.0.0.1): /docs-site.html, a docs site on another origin than the exchange's
//   /<file>         demo pages and their assets from demo/ (index.html, legacy.html, demo.css, panel.js ...)
//   anything else   demo/index.html, so virtual paths such as /de/futures/usdt/BTCUSDT?x=1 show the demo
// Usage: node demo/server.mjs [--port 4318] [--host 127.0.0.1]      (PORT / HOST env work too)
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DEMO_DIR = fileURLToPath(new URL('.', import.meta.url));
const ROOT = resolve(DEMO_DIR, '..');
const DIST_DIR = join(ROOT, 'dist');

const EVENTS_SCRIPT_HEADERS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' };

/** The event names of the built contract, as a script the demo's panel reads before the header dispatches any. */
async function eventsScript(distDir) {
  const manifest = JSON.parse(await readFile(join(distDir, 'custom-elements.json'), 'utf8').catch(() => '{}'));
  const names = new Set(
    (manifest.modules ?? []).flatMap((module) =>
      (module.declarations ?? []).flatMap((declaration) => (declaration.events ?? []).map((event) => event.name)),
    ),
  );
  return `window.EX_EVENTS = ${JSON.stringify([...names])};\n`;
}

export const DEFAULT_PORT = 4318;
export const DEFAULT_HOST = '127.0.0.1';

export const CSP_PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "require-trusted-types-for 'script'; trusted-types ex-header";

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/** Files the demo folder may serve: pages and browser assets, not the server or its API source. */
const DEMO_PUBLIC = new Set(['.html', '.css', '.js', '.svg', '.png', '.jpg', '.webp', '.ico', '.json']);
/** A missing path with one of these extensions is a 404, not the index page (a missing script must not get HTML). */
const ASSET_EXTENSIONS = new Set([...Object.keys(CONTENT_TYPES)].filter((ext) => ext !== '.html'));

function send(res, status, body, headers = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
}

/** Resolves a URL path inside a base folder, or null when it would leave it. */
function inside(base, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(base, decoded));
  return path === base || path.startsWith(base.endsWith(sep) ? base : base + sep) ? path : null;
}

async function fileAt(path) {
  if (!path) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function serveFile(req, res, path, info, extraHeaders = {}) {
  const ext = extname(path).toLowerCase();
  const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': info.size,
    'Cache-Control': ext === '.html' ? 'no-store' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path).pipe(res);
}

/** The comment a demo page puts where the server renders <ex-header> (the README's server-rendering recipe). */
const SERVER_HEADER = '<!--ex-header:server-->';
/** The comment a guest page (demo/docs-site.html) puts where the exchange's site goes: another origin than its own. */
const MAIN_SITE = '<!--ex-header:main-site-->';

/** The same server by its other loopback name (from the request's Host): localhost and 127.0.0.1 are two origins. */
function otherOrigin(hostHeader) {
  const [, name = '127.0.0.1', port = ''] = /^(localhost|127\.0\.0\.1)(?::(\d{1,5}))?$/.exec(hostHeader ?? '') ?? [];
  return `http://${name === 'localhost' ? '127.0.0.1' : 'localhost'}${port ? `:${port}` : ''}`;
}

/** A page with its server-rendered header (or the main site's origin) for this request, or null without a marker. */
async function renderServerPage(file, url, distDir, hostHeader) {
  const html = await readFile(file, 'utf8');
  if (html.includes(MAIN_SITE)) return html.replace(MAIN_SITE, otherOrigin(hostHeader));
  if (!html.includes(SERVER_HEADER)) return null;
  const { renderHeader } = await import(pathToFileURL(join(distDir, 'esm/server.js')).href);
  const locale = url.searchParams.get('locale') ?? undefined;
  const header = await renderHeader({
    path: `${url.pathname}${url.search}`,
    locale,
    apiBase: '/api',
    localesBase: '/dist/locales/',
  });
  return html.replace(SERVER_HEADER, header);
}

async function loadDemoApi(log) {
  const apiPath = join(DEMO_DIR, 'api', 'index.mjs');
  if (!(await fileAt(apiPath))) {
    log(`warning: ${apiPath} not found; starting without the demo API (/api/* answers 503)`);
    return null;
  }
  try {
    const { createDemoApi } = await import(pathToFileURL(apiPath).href);
    if (typeof createDemoApi !== 'function') throw new Error('it does not export createDemoApi');
    return await createDemoApi({ prefix: '/api' });
  } catch (error) {
    log(`warning: could not load the demo API (${error instanceof Error ? error.message : error}); /api/* answers 503`);
    return null;
  }
}

/**
 * @typedef {{ handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): Promise<boolean> }} DemoApi
 * @typedef {object} DemoServerOptions
 * @property {number} [port]     default 4318; 0 picks a free port
 * @property {string} [host]     default 127.0.0.1
 * @property {boolean} [quiet]   no log lines
 * @property {string} [distDir]  the built files (default: the repository's dist/)
 * @property {DemoApi | null} [api]  the /api handler; default: demo/api/index.mjs when present; null: none
 */

/**
 * Starts the demo server. Resolves once it listens.
 * @param {DemoServerOptions} [options]
 * @returns {Promise<{ url: string, port: number, host: string, server: import('node:http').Server, close(): Promise<void> }>}
 */
export async function startDemoServer({
  port = DEFAULT_PORT,
  host = DEFAULT_HOST,
  quiet = false,
  distDir = DIST_DIR,
  api,
} = {}) {
  const log = quiet ? () => {} : (message) => console.log(`[demo] ${message}`);
  if (api === undefined) api = await loadDemoApi(log);
  const DIST = resolve(distDir);
  const indexPath = join(DEMO_DIR, 'index.html');

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;

    if (path === '/api' || path.startsWith('/api/')) {
      if (!api)
        return send(res, 503, { code: '503', msg: 'The demo API is not installed (demo/api/index.mjs).', data: null });
      const handled = await api.handle(req, res);
      if (!handled && !res.headersSent)
        send(res, 404, { code: '404', msg: `No demo API route for ${req.method} ${path}`, data: null });
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });

    if (path === '/dist' || path.startsWith('/dist/')) {
      const file = inside(DIST, path.slice('/dist'.length));
      const info = await fileAt(file);
      if (info) return serveFile(req, res, file, info, { 'Access-Control-Allow-Origin': '*' });
      return send(
        res,
        404,
        `Not found: ${path}${(await fileAt(join(DIST, 'ex-header.js'))) ? '' : ' (dist/ is not built: run npm run build)'}`,
      );
    }

    if (path === '/events.js') return send(res, 200, await eventsScript(DIST), EVENTS_SCRIPT_HEADERS);
    // The demo has no icon: an empty answer, where a 404 would put an error in the console of every demo page.
    if (path === '/favicon.ico') return send(res, 204, '');

    const page = path === '/' ? '/index.html' : path;
    const file = inside(DEMO_DIR, page);
    const ext = extname(page).toLowerCase();
    const isPublic = DEMO_PUBLIC.has(ext) && !page.startsWith('/api/') && !page.includes('/.');
    const info = isPublic ? await fileAt(file) : null;
    const rendered = info && ext === '.html' ? await renderServerPage(file, url, DIST, req.headers.host) : null;
    if (rendered !== null)
      return send(res, 200, rendered, { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': 'no-store' });
    if (info)
      return serveFile(
        req,
        res,
        file,
        info,
        page === '/csp.html' ? { 'Content-Security-Policy': CSP_PAGE_POLICY } : {},
      );
    if (ASSET_EXTENSIONS.has(ext)) return send(res, 404, `Not found: ${path}`);

    const index = await fileAt(indexPath);
    if (!index) return send(res, 500, 'demo/index.html is missing');
    return serveFile(req, res, indexPath, index);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[demo] request failed:', error);
      if (!res.headersSent) send(res, 500, { code: '500', msg: 'Internal demo server error', data: null });
      else res.destroy();
    });
  });
  // Idle keep-alive sockets must not hold close() open.
  server.keepAliveTimeout = 1000;

  await new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${actualPort}/`;
  return {
    url,
    port: actualPort,
    host,
    server,
    close() {
      return new Promise((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections?.();
      });
    },
  };
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    const value = inline ?? argv[i + 1];
    if (flag === '--port' || flag === '-p') {
      options.port = Number(value);
      if (inline === undefined) i += 1;
    } else if (flag === '--host') {
      options.host = value;
      if (inline === undefined) i += 1;
    } else if (flag === '--help' || flag === '-h') {
      console.log('Usage: node demo/server.mjs [--port 4318] [--host 127.0.0.1]');
      process.exit(0);
    } else {
      console.error(`Unknown option: ${arg}`);
      process.exit(2);
    }
  }
  if (options.port === undefined && process.env.PORT) options.port = Number(process.env.PORT);
  if (options.host === undefined && process.env.HOST) options.host = process.env.HOST;
  if (options.port !== undefined && (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)) {
    console.error(`Invalid port: ${options.port}`);
    process.exit(2);
  }
  return options;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const options = parseArgs(process.argv.slice(2));
  try {
    const running = await startDemoServer(options);
    console.log(`[demo] ex-header demo: ${running.url}`);
    console.log(`[demo] also ${running.url}legacy.html (hostile page CSS) and ${running.url}csp.html (strict CSP)`);
    const stop = () => running.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(`[demo] could not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
