import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_PAGE_POLICY, startDemoServer } from './server.mjs';

type Running = Awaited<ReturnType<typeof startDemoServer>>;

/** A raw GET (fetch would normalise "..%2f" paths before they reach the server). */
function get(
  base: string,
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = request({ host: url.hostname, port: url.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('demo server', () => {
  let dist: string;
  let server: Running;
  let apiCalls: string[];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ex-demo-dist-'));
    writeFileSync(join(dist, 'ex-header.js'), 'console.log("bundle");');
    mkdirSync(join(dist, 'locales'));
    writeFileSync(join(dist, 'locales', 'de.json'), '{"header":{}}');
    const element = (events: string[]) => ({ kind: 'class', events: events.map((name) => ({ name })) });
    const manifest = {
      modules: [
        { declarations: [element(['ex-navigate', 'ex-logout'])] },
        { declarations: [element(['ex-navigate', 'ex-security-verify'])] },
      ],
    };
    writeFileSync(join(dist, 'custom-elements.json'), JSON.stringify(manifest));
    apiCalls = [];
    server = await startDemoServer({
      port: 0,
      quiet: true,
      distDir: dist,
      api: {
        async handle(req, res) {
          apiCalls.push(`${req.method} ${req.url}`);
          if (req.url !== '/api/v1/ping') return false;
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('{"code":"00000","data":"pong"}');
          return true;
        },
      },
    });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 and reports its URL', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
  });

  it('serves the demo index as uncached HTML', async () => {
    const response = await get(server.url, '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<ex-header');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('answers virtual paths with the same index page', async () => {
    const index = await get(server.url, '/');
    for (const path of ['/de/futures/usdt/BTCUSDT?x=1', '/ar/assets', '/en-GB/', '/zh-TW/spot/BTCUSDT#top']) {
      const response = await get(server.url, path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toBe(index.body);
    }
  });

  it('serves the other demo pages and their assets with their content types', async () => {
    expect((await get(server.url, '/legacy.html')).headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await get(server.url, '/demo.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get(server.url, '/panel.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('sends the strict Content-Security-Policy with csp.html only', async () => {
    const response = await get(server.url, '/csp.html');
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBe(CSP_PAGE_POLICY);
    expect(CSP_PAGE_POLICY).not.toContain('unsafe-inline');
  });

  it('serves dist/ under /dist/, locales included', async () => {
    const script = await get(server.url, '/dist/ex-header.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toBe('console.log("bundle");');
    const locale = await get(server.url, '/dist/locales/de.json');
    expect(locale.status).toBe(200);
    expect(locale.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(locale.body)).toEqual({ header: {} });
    expect((await get(server.url, '/dist/locales/xx.json')).status).toBe(404);
  });

  it("gives the demo's event log every event the built manifest lists, once each", async () => {
    const response = await fetch(new URL('/events.js', server.url));
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe('window.EX_EVENTS = ["ex-navigate","ex-logout","ex-security-verify"];\n');
  });

  it('answers HEAD without a body', async () => {
    const response = await get(server.url, '/dist/ex-header.js', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.body).toBe('');
  });

  it("answers the browser's icon request with nothing, not an error the console would show", async () => {
    const response = await get(server.url, '/favicon.ico');
    expect(response.status).toBe(204);
    expect(response.body).toBe('');
  });

  it('404s missing assets instead of answering them with HTML', async () => {
    expect((await get(server.url, '/missing.js')).status).toBe(404);
    expect((await get(server.url, '/dist/missing.js')).status).toBe(404);
  });

  it('never serves files outside its folders or the server source', async () => {
    for (const path of [
      '/server.mjs',
      '/server.test.ts',
      '/dist/..%2fpackage.json',
      '/..%2fpackage.json',
      '/dist/%2e%2e/package.json',
    ]) {
      const response = await get(server.url, path);
      expect(response.body, path).not.toContain('"devDependencies"');
      expect(response.body, path).not.toContain('startDemoServer');
    }
  });

  it('hands /api/* to the demo API and 404s routes it does not handle', async () => {
    const ping = await get(server.url, '/api/v1/ping');
    expect(ping.status).toBe(200);
    expect(JSON.parse(ping.body)).toEqual({ code: '00000', data: 'pong' });
    const missing = await get(server.url, '/api/v1/nope');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).code).toBe('404');
    expect(apiCalls).toEqual(['GET /api/v1/ping', 'GET /api/v1/nope']);
  });

  it('refuses other methods outside /api', async () => {
    expect((await get(server.url, '/', 'POST')).status).toBe(405);
  });

  it('answers /api/* with 503 when started without the demo API', async () => {
    const bare = await startDemoServer({ port: 0, quiet: true, distDir: dist, api: null });
    try {
      const response = await get(bare.url, '/api/v1/ping');
      expect(response.status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
