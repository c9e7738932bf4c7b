// @vitest-environment happy-dom
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { readBody, sendJson, setPageUrl, startTestServer, type TestServer } from '../../tests/support/test-server';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: TestServer;
let seen: Seen[] = [];
let respond: (response: ServerResponse, request: IncomingMessage) => void;

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      body,
    });
    respond(response, request);
  });
  setPageUrl(`${server.origin}/de/futures/usdt/BTCUSDT`);
});
afterAll(() => server.close());
afterEach(() => {
  seen = [];
});

function client(options: { timeoutMs?: number; baseURL?: string } = {}): ApiClient {
  return createApiClient({ baseURL: `${server.origin}/api`, ...options });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient: success', () => {
  it.each([
    ['"00000"', { code: '00000', msg: 'success', data: { a: 1 } }],
    ['"200"', { code: '200', msg: 'ok', data: { a: 1 } }],
    ['absent', { data: { a: 1 } }],
  ])('resolves with data when code is %s', async (_, envelope) => {
    respond = (response) => sendJson(response, 200, envelope);
    await expect(client().request('/v1/x', { method: 'GET' })).resolves.toEqual({ a: 1 });
  });

  it('resolves undefined for an empty body', async () => {
    respond = (response) => response.writeHead(200).end();
    await expect(client().request('/v1/x', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('resolves paths against a prefix base URL and sends the query and a JSON body', async () => {
    respond = (response) => sendJson(response, 200, { code: '00000', data: null });
    await client().request('/v1/y', {
      method: 'POST',
      query: { businessLine: 11, md5: undefined },
      body: { languageType: 7 },
    });
    expect(seen).toEqual([
      { method: 'POST', url: '/api/v1/y?businessLine=11', contentType: 'application/json', body: '{"languageType":7}' },
    ]);
  });

  it('resolves paths from the site root with base URL "/", whatever the page path', async () => {
    respond = (response) => sendJson(response, 200, { code: '00000', data: 1 });
    await client({ baseURL: '/' }).request('/v1/z', { method: 'GET' });
    expect(seen.map((request) => request.url)).toEqual(['/v1/z']);
  });

  it('uses the injected fetch and sends cookies (credentials include)', async () => {
    respond = (response) => sendJson(response, 200, { code: '00000', data: 'via injected fetch' });
    const inits: RequestInit[] = [];
    const injected: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    };
    const api = createApiClient({ baseURL: `${server.origin}/api`, fetch: injected });
    await expect(api.request('/v1/x', { method: 'GET' })).resolves.toBe('via injected fetch');
    expect(inits).toHaveLength(1);
    expect(inits[0]?.credentials).toBe('include');
  });
});

describe('createApiClient: failures', () => {
  it('rejects a business error code with the server message', async () => {
    respond = (response) =>
      sendJson(response, 200, { code: '40001', msg: 'Verification is temporarily locked.', data: null });
    const error = await failure(client().request('/v1/x', { method: 'POST' }));
    expect(error).toMatchObject({
      kind: 'business',
      code: '40001',
      status: 200,
      message: 'Verification is temporarily locked.',
    });
  });

  it('rejects HTTP 500 with the envelope code and message when the server sent them', async () => {
    respond = (response) => sendJson(response, 500, { code: '50000', msg: 'Internal server error' });
    const error = await failure(client().request('/v1/x', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'http', status: 500, code: '50000', message: 'Internal server error' });
    expect(seen).toHaveLength(1);
  });

  it('rejects HTTP 500 without an envelope with the status as code', async () => {
    respond = (response) => response.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
    const error = await failure(client().request('/v1/x', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'http', status: 500, code: '500', message: 'HTTP 500 Internal Server Error' });
  });

  it('rejects a successful answer that is not JSON (e.g. an HTML fallback page)', async () => {
    respond = (response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>');
    const error = await failure(client().request('/v1/x', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'http', status: 200, code: null });
  });

  it('rejects a dropped connection as a network error', async () => {
    respond = (_, request) => request.socket.destroy();
    const error = await failure(client().request('/v1/x', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'network', code: null, status: null });
  });

  it('rejects an unreachable server as a network error', async () => {
    const gone = await startTestServer(() => undefined);
    await gone.close();
    const error = await failure(createApiClient({ baseURL: gone.origin }).request('/v1/x', { method: 'GET' }));
    expect(error.kind).toBe('network');
  });

  it('gives up on a server that never answers', async () => {
    const held: ServerResponse[] = [];
    respond = (response) => held.push(response);
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 100 }).request('/v1/x', { method: 'GET' }));
    expect(error).toMatchObject({ kind: 'timeout', message: 'The API did not answer within 100 ms' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen).toHaveLength(1);
    for (const response of held) response.end();
  });
});
