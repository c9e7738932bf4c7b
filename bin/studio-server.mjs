// The menus studio's server (`npx ex-header studio [file or URL]`): plain node:http on 127.0.0.1, no dependencies.
// It serves the studio (dist/studio/), the header it previews (dist/), and the one document it was started with:
//   GET  /api/document   { name, path, readOnly, exists, text, etag }
//   PUT  /api/document   { text, etag } -> { etag }: written only if the file on disk is still `etag` (else 409 with
//                        the disk's text), atomically (a temporary file renamed over it), the previous version kept
//                        as <file>.bak. A URL is read-only.
//   /exchange/*          the exchange calls a previewed header makes, answered empty (no account data is needed to
//                        preview menus)
// Nothing else is written, ever: the file's path is fixed when the server starts, and a write must carry the token
// the studio's page was served with (so another site in the same browser cannot write through it).
import { randomBytes, createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const MAX_BODY = 256 * 1024;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const NEW_DOCUMENT = (version) =>
  `${JSON.stringify({ $schema: `https://unpkg.com/ex-header@${version}/dist/menus.schema.json`, version: 1, groups: [] }, null, 2)}\n`;

export const etagOf = (text) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** Where the document comes from: a file (read and written) or an http(s) URL (read only). */
function sourceOf(source, cwd) {
  if (source && /^https?:\/\//i.test(source)) return { url: source, name: source, path: source, readOnly: true };
  const file = resolve(cwd, source ?? 'menus.json');
  return { file, name: basename(file), path: file, readOnly: false };
}

async function readDocument(source) {
  if (source.url) {
    const response = await fetch(source.url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${source.url} answered HTTP ${response.status}`);
    return { exists: true, text: await response.text() };
  }
  try {
    return { exists: true, text: await readFile(source.file, 'utf8') };
  } catch (error) {
    if (error?.code === 'ENOENT') return { exists: false, text: '' };
    throw error;
  }
}

/** Writes `text` to `file` so that a reader never sees half of it: a temporary file beside it, flushed, renamed. */
async function writeAtomically(file, text) {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await open(temporary, 'wx', 0o644);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

function send(response, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

async function readBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error('the document is larger than 256 KiB'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A file under `root` for a URL path, or null (no "..", no absolute paths). */
function fileUnder(root, urlPath) {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const path = resolve(root, relative);
  return path.startsWith(root.endsWith(sep) ? root : root + sep) ? path : null;
}

async function serveFile(response, path, transform) {
  try {
    const info = await stat(path);
    if (!info.isFile()) return false;
  } catch {
    return false;
  }
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  // The release's files are pinned by hash (they never change under a name); the studio's own pages may.
  const cache = /\.[\w-]{8,}\.(js|json|css)$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-store';
  if (transform) {
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    response.end(transform(await readFile(path, 'utf8')));
  } else {
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache });
    createReadStream(path).pipe(response);
  }
  return true;
}

/**
 * Starts the studio for `source` (a file, created on the first save; an http(s) URL, read-only; nothing: menus.json in
 * `cwd`). Resolves { url, name, close } once it listens.
 * @param {{ source?: string; port?: number; host?: string; cwd?: string; dist?: string }} [options]
 */
export async function startStudio({ source, port = 0, host = '127.0.0.1', cwd = process.cwd(), dist = DIST } = {}) {
  const document = sourceOf(source, cwd);
  const token = randomBytes(16).toString('hex');
  const studioDir = join(dist, 'studio');
  const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
  let origin = '';

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://studio.invalid');
    // Only this server's own address (a page of another site reaching 127.0.0.1 by a name it controls is refused).
    const { port: ownPort } = new URL(origin);
    if (![`127.0.0.1:${ownPort}`, `localhost:${ownPort}`].includes(request.headers.host ?? ''))
      return send(response, 421, 'wrong host');

    if (url.pathname === '/api/document') {
      if (request.method === 'GET') {
        try {
          const { exists, text } = await readDocument(document);
          return send(response, 200, {
            name: document.name,
            path: document.path,
            readOnly: document.readOnly,
            exists,
            text: exists ? text : NEW_DOCUMENT(version),
            etag: exists ? etagOf(text) : null,
          });
        } catch (error) {
          return send(response, 502, { error: `cannot read ${document.name}: ${error.message}` });
        }
      }
      if (request.method === 'PUT') return save(request, response);
      return send(response, 405, 'GET or PUT', { Allow: 'GET, PUT' });
    }

    if (url.pathname.startsWith('/exchange/'))
      return send(response, 200, { code: '00000', msg: 'success', data: {}, requestTime: Date.now() });

    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'GET', { Allow: 'GET' });
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const served = await serveFile(response, join(studioDir, 'index.html'), (html) =>
        html.replace('<head>', `<head>\n    <meta name="ex-studio-token" content="${token}" />`),
      );
      if (!served) send(response, 500, 'The studio is not built: run npm run build (dist/studio/ is missing).');
      return;
    }
    const path = url.pathname.startsWith('/dist/')
      ? fileUnder(dist, url.pathname.slice('/dist/'.length))
      : fileUnder(studioDir, url.pathname);
    if (path && !path.startsWith(studioDir + sep + 'index.html') && (await serveFile(response, path))) return;
    send(response, 404, 'not found');
  }

  async function save(request, response) {
    if (document.readOnly) return send(response, 403, { error: `${document.name} is read-only (a URL)` });
    if (request.headers['x-studio-token'] !== token) return send(response, 403, { error: 'missing or wrong token' });
    let body;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      return send(response, error.status ?? 400, { error: error.status ? error.message : 'the body is not JSON' });
    }
    const { text, etag } = body ?? {};
    if (typeof text !== 'string') return send(response, 400, { error: 'text must be a string' });
    try {
      JSON.parse(text);
    } catch (error) {
      return send(response, 400, { error: `the document is not JSON (${error.message}); nothing was written` });
    }
    const disk = await readDocument(document);
    const diskEtag = disk.exists ? etagOf(disk.text) : null;
    if (diskEtag !== (etag ?? null))
      return send(response, 409, {
        error: `${document.name} changed on disk since it was opened; nothing was written`,
        etag: diskEtag,
        text: disk.exists ? disk.text : null,
      });
    if (disk.exists) await copyFile(document.file, `${document.file}.bak`);
    await writeAtomically(document.file, text);
    return send(response, 200, { etag: etagOf(text), backup: disk.exists ? `${document.name}.bak` : null });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) send(response, 500, { error: error.message });
      else response.destroy();
    });
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  origin = `http://${host}:${server.address().port}`;
  return {
    url: `${origin}/`,
    name: document.name,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
