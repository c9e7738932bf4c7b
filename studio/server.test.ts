/**
 * The studio's server (bin/studio-server.mjs), over real HTTP on 127.0.0.1 with real files in a temporary folder:
 * what it reads, what it writes and what it refuses. It serves a stand-in studio page (the app is built later).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { etagOf, startStudio } from '../bin/studio-server.mjs';

let folder: string;
let dist: string;
let studio: { url: string; close: () => Promise<void> } | null = null;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'ex-studio-'));
  dist = join(folder, 'dist');
  mkdirSync(join(dist, 'studio'), { recursive: true });
  writeFileSync(join(dist, 'studio/index.html'), '<!doctype html><html><head><title>studio</title></head></html>');
  writeFileSync(join(dist, 'secret.txt'), 'in dist');
  writeFileSync(join(folder, 'outside.txt'), 'outside dist');
});

afterEach(async () => {
  await studio?.close();
  studio = null;
  rmSync(folder, { recursive: true, force: true });
});

async function open(source?: string) {
  studio = await startStudio({ source, cwd: folder, dist, port: 0 });
  const html = await (await fetch(studio.url)).text();
  const token = /name="ex-studio-token" content="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  return { url: studio.url, token };
}

const put = (url: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${url}api/document`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const DOC = '{ "groups": [] }\n';
const NEXT = '{\n  "groups": [{ "key": "more", "isHide": true }]\n}\n';

describe('the studio server', () => {
  it('reads the file it was started with, with its version', async () => {
    writeFileSync(join(folder, 'menus.json'), DOC);
    const { url } = await open('menus.json');
    const body = await (await fetch(`${url}api/document`)).json();
    expect(body).toEqual({
      name: 'menus.json',
      path: join(folder, 'menus.json'),
      readOnly: false,
      exists: true,
      text: DOC,
      etag: etagOf(DOC),
    });
  });

  it('saves over the version it read: atomically, the previous version kept beside it, nothing else left', async () => {
    writeFileSync(join(folder, 'menus.json'), DOC);
    const { url, token } = await open('menus.json');
    const response = await put(url, { text: NEXT, etag: etagOf(DOC) }, { 'x-studio-token': token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ etag: etagOf(NEXT), backup: 'menus.json.bak' });
    expect(readFileSync(join(folder, 'menus.json'), 'utf8')).toBe(NEXT);
    expect(readFileSync(join(folder, 'menus.json.bak'), 'utf8')).toBe(DOC);
    expect(readdirSync(folder).sort()).toEqual(['dist', 'menus.json', 'menus.json.bak', 'outside.txt']);
  });

  it('does not write over a file changed on disk since it was read, and answers what is there now', async () => {
    writeFileSync(join(folder, 'menus.json'), DOC);
    const { url, token } = await open('menus.json');
    writeFileSync(join(folder, 'menus.json'), NEXT);
    const response = await put(url, { text: '{ "groups": [] }', etag: etagOf(DOC) }, { 'x-studio-token': token });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ etag: etagOf(NEXT), text: NEXT });
    expect(readFileSync(join(folder, 'menus.json'), 'utf8')).toBe(NEXT);
  });

  it('refuses a write without the page’s token, from another host name, or that is not JSON', async () => {
    writeFileSync(join(folder, 'menus.json'), DOC);
    const { url, token } = await open('menus.json');
    expect((await put(url, { text: NEXT, etag: etagOf(DOC) }, {})).status).toBe(403);
    expect((await put(url, { text: NEXT, etag: etagOf(DOC) }, { 'x-studio-token': 'f00d' })).status).toBe(403);
    // A page of another site that reached this port by a name of its own (DNS rebinding) sends that name as Host.
    const rebound = await new Promise<number>((done, fail) => {
      const target = new URL(`${url}api/document`);
      request(target, { headers: { host: `attacker.example:${target.port}` } }, (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      })
        .on('error', fail)
        .end();
    });
    expect(rebound).toBe(421);
    const notJson = await put(url, { text: '{ "groups": [', etag: etagOf(DOC) }, { 'x-studio-token': token });
    expect(notJson.status).toBe(400);
    expect(readFileSync(join(folder, 'menus.json'), 'utf8')).toBe(DOC);
  });

  it('opens a new document when the file does not exist, and creates it on the first save (no backup)', async () => {
    const { url, token } = await open('new-menus.json');
    const body = await (await fetch(`${url}api/document`)).json();
    expect(body).toMatchObject({ name: 'new-menus.json', exists: false, etag: null });
    expect(JSON.parse(body.text)).toMatchObject({ version: 1, groups: [] });
    const response = await put(url, { text: NEXT, etag: null }, { 'x-studio-token': token });
    expect(await response.json()).toEqual({ etag: etagOf(NEXT), backup: null });
    expect(readFileSync(join(folder, 'new-menus.json'), 'utf8')).toBe(NEXT);
    expect(existsSync(join(folder, 'new-menus.json.bak'))).toBe(false);
  });

  it('opens a URL read-only', async () => {
    const remote: Server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(DOC);
    });
    await new Promise<void>((done) => remote.listen(0, '127.0.0.1', done));
    const address = remote.address() as { port: number };
    try {
      const source = `http://127.0.0.1:${address.port}/menus.json`;
      const { url, token } = await open(source);
      expect(await (await fetch(`${url}api/document`)).json()).toMatchObject({
        readOnly: true,
        text: DOC,
        name: source,
      });
      expect((await put(url, { text: NEXT, etag: etagOf(DOC) }, { 'x-studio-token': token })).status).toBe(403);
    } finally {
      remote.closeAllConnections();
      await new Promise((done) => remote.close(done));
    }
  });

  it('serves dist/ and nothing outside it', async () => {
    const { url } = await open('menus.json');
    expect(await (await fetch(`${url}dist/secret.txt`)).text()).toBe('in dist');
    for (const path of ['dist/../outside.txt', 'dist/%2e%2e/outside.txt', '..%2foutside.txt', 'dist/..%5coutside.txt'])
      expect((await fetch(`${url}${path}`)).status, path).toBe(404);
  });
});
