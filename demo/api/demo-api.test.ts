import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { createDemoApi } from './index.mjs';
import { DEFAULT_STATE } from './state.mjs';

type DemoApi = ReturnType<typeof createDemoApi>;

let server: TestServer | null = null;

/** A real server on 127.0.0.1 with the demo API mounted; other paths answer "static". */
async function mount(api: DemoApi = createDemoApi()): Promise<{ api: DemoApi; origin: string }> {
  server = await startTestServer(async (request, response) => {
    if (!(await api.handle(request, response))) response.end('static');
  });
  return { api, origin: server.origin };
}

afterEach(async () => {
  await server?.close();
  server = null;
});

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field in the assertions
  json: any;
}

async function call(origin: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(origin + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

const ok = (data: unknown) => ({ code: '00000', msg: 'success', data, requestTime: expect.any(Number) });
const failed = (code: string, msg: string) => ({ code, msg, data: null, requestTime: expect.any(Number) });

describe('mounting', () => {
  it('answers only paths under the prefix', async () => {
    const { origin } = await mount();
    for (const path of ['/', '/index.html', '/apix/v1/user/login/logout', '/v1/user/login/logout']) {
      const response = await fetch(origin + path);
      expect(await response.text(), path).toBe('static');
    }
    expect((await call(origin, 'GET', '/api/v1/nothing')).json).toEqual(
      failed('40400', 'No demo API route for /v1/nothing.'),
    );
  });

  it.each([
    ['/exchange-api/', '/exchange-api/v1/trigger/trader-pro/user-list'],
    ['/', '/v1/trigger/trader-pro/user-list'],
  ])('mounts at prefix %s', async (prefix, path) => {
    const { origin } = await mount(createDemoApi({ prefix }));
    expect((await call(origin, 'POST', path)).json).toEqual(ok({ traderProUid: DEFAULT_STATE.traderProUid }));
  });

  it('refuses an invalid initialState', () => {
    expect(() => createDemoApi({ initialState: { rewardsAmount: -1 } })).toThrow(TypeError);
  });
});

describe('GET v1/mcp/contract/symbols', () => {
  it.each([
    [10, 'BTCUSDT', 'PUMPUSDT'],
    [11, 'BTCUSD', 'LTCUSD'],
    [12, 'BTCPERP', 'XRPPERP'],
  ])('answers line %d with its symbols and the md5 of its content', async (line, symbolCode, betaCode) => {
    const { origin } = await mount();
    const { status, json } = await call(origin, 'GET', `/api/v1/mcp/contract/symbols?businessLine=${line}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ code: '00000', msg: 'success' });
    const { listDTOS, md5 } = json.data;
    expect(listDTOS).toHaveLength(1);
    expect(listDTOS[0].businessLine).toBe(line);
    expect(listDTOS[0].symbolDTOList).toContainEqual({
      symbolCode,
      symbolId: expect.any(String),
      symbolType: 1,
      betaShow: false,
    });
    expect(listDTOS[0].symbolDTOList).toContainEqual(expect.objectContaining({ symbolCode: betaCode, betaShow: true }));
    expect(md5).toBe(createHash('md5').update(JSON.stringify(listDTOS)).digest('hex'));
  });

  it('lists Coin-M delivery symbols (symbolType 2) on line 11', async () => {
    const { origin } = await mount();
    const { json } = await call(origin, 'GET', '/api/v1/mcp/contract/symbols?businessLine=11');
    const delivery = json.data.listDTOS[0].symbolDTOList.filter(
      (symbol: { symbolType: number; betaShow?: boolean }) => symbol.symbolType === 2 && !symbol.betaShow,
    );
    expect(delivery[0].symbolCode).toBe('BTCUSD_251226');
  });

  it('answers "unchanged" (same md5, listDTOS null) when the request carries the current md5', async () => {
    const { origin } = await mount();
    const first = await call(origin, 'GET', '/api/v1/mcp/contract/symbols?businessLine=11');
    const { md5 } = first.json.data;
    const again = await call(origin, 'GET', `/api/v1/mcp/contract/symbols?businessLine=11&md5=${md5}`);
    expect(again.json).toEqual(ok({ listDTOS: null, md5 }));
    const stale = await call(origin, 'GET', '/api/v1/mcp/contract/symbols?businessLine=11&md5=0123');
    expect(stale.json.data).toEqual(first.json.data);
  });

  it('answers an empty list for other lines and a business error without a line', async () => {
    const { origin } = await mount();
    const other = await call(origin, 'GET', '/api/v1/mcp/contract/symbols?businessLine=1');
    expect(other.json.data).toEqual({ listDTOS: [], md5: createHash('md5').update('[]').digest('hex') });
    const missing = await call(origin, 'GET', '/api/v1/mcp/contract/symbols');
    expect(missing.json).toMatchObject({ code: '40000' });
  });
});

describe('POST v1/user/security/actionItems', () => {
  it.each([
    ['withdraw', true],
    ['api-create', false],
    ['change-password', false],
  ])('answers %s with canFido2 %s and the validation options', async (action, canFido2) => {
    const { origin } = await mount();
    const { status, json } = await call(origin, 'POST', '/api/v1/user/security/actionItems', { action });
    expect(status).toBe(200);
    expect(json).toEqual(
      ok(
        expect.objectContaining({ action, canFido2, verifyItems: expect.any(Array), codeLength: 6, resendSeconds: 60 }),
      ),
    );
  });

  it('answers fail-demo with business error 40001 and its message', async () => {
    const { origin } = await mount();
    const { status, json } = await call(origin, 'POST', '/api/v1/user/security/actionItems', { action: 'fail-demo' });
    expect(status).toBe(200);
    expect(json).toEqual(failed('40001', 'Verification is temporarily locked. Try again in 10 minutes.'));
  });

  it('answers http-500 with HTTP 500', async () => {
    const { origin } = await mount();
    const { status, json } = await call(origin, 'POST', '/api/v1/user/security/actionItems', { action: 'http-500' });
    expect(status).toBe(500);
    expect(json).toEqual(failed('50000', 'Internal server error.'));
  });

  it('asks for the action, and for a session', async () => {
    const { api, origin } = await mount();
    expect((await call(origin, 'POST', '/api/v1/user/security/actionItems', {})).json).toMatchObject({ code: '40000' });
    api.state.loggedIn = false;
    const { json } = await call(origin, 'POST', '/api/v1/user/security/actionItems', { action: 'withdraw' });
    expect(json).toEqual(failed('40101', 'Please log in first.'));
  });
});

describe('the session calls', () => {
  it('remembers the language of changeLanguage and shows it in the state', async () => {
    const { api, origin } = await mount();
    expect((await call(origin, 'POST', '/api/v1/user/security/changeLanguage', { languageType: 8 })).json).toEqual(
      ok(null),
    );
    expect(api.state.languageType).toBe(8);
    expect((await call(origin, 'GET', '/api/__demo/state')).json).toMatchObject({ languageType: 8 });
    const bad = await call(origin, 'POST', '/api/v1/user/security/changeLanguage', { languageType: 'de' });
    expect(bad.json).toMatchObject({ code: '40000' });
    expect(api.state.languageType).toBe(8);
  });

  it('answers the trader-pro uid from the state', async () => {
    const { origin } = await mount(createDemoApi({ initialState: { traderProUid: '42' } }));
    expect((await call(origin, 'POST', '/api/v1/trigger/trader-pro/user-list')).json).toEqual(
      ok({ traderProUid: '42' }),
    );
    await call(origin, 'POST', '/api/__demo/state', { traderProUid: null });
    expect((await call(origin, 'POST', '/api/v1/trigger/trader-pro/user-list')).json).toEqual(
      ok({ traderProUid: null }),
    );
  });

  it('answers the rewards amount from the live state', async () => {
    const { api, origin } = await mount();
    const path = '/api/v1/act/welfaretask/center/task/app/redicon';
    expect((await call(origin, 'POST', path)).json).toEqual(ok({ amount: 120 }));
    await call(origin, 'POST', '/api/__demo/state', { rewardsAmount: 5 });
    expect((await call(origin, 'POST', path)).json).toEqual(ok({ amount: 5 }));
    api.state.rewardsAmount = 0;
    expect((await call(origin, 'POST', path)).json).toEqual(ok({ amount: 0 }));
  });

  it('ends the session on logout: session calls then ask to log in, public ones still answer', async () => {
    const { api, origin } = await mount();
    expect((await call(origin, 'POST', '/api/v1/user/login/logout')).json).toEqual(ok(null));
    expect(api.state.loggedIn).toBe(false);
    expect((await call(origin, 'POST', '/api/v1/trigger/trader-pro/user-list')).json).toMatchObject({ code: '40101' });
    expect((await call(origin, 'POST', '/api/v1/act/welfaretask/center/task/app/redicon')).json).toMatchObject({
      code: '40101',
    });
    expect((await call(origin, 'GET', '/api/v1/mcp/contract/symbols?businessLine=10')).json).toMatchObject({
      code: '00000',
    });
    expect((await call(origin, 'POST', '/api/v1/user/login/logout')).json).toEqual(ok(null));
  });
});

describe('control endpoints', () => {
  it('GET state answers the state; POST state merges JSON into it', async () => {
    const { origin } = await mount();
    expect((await call(origin, 'GET', '/api/__demo/state')).json).toEqual(DEFAULT_STATE);
    const merged = await call(origin, 'POST', '/api/__demo/state', { loggedIn: false, latencyMs: 5 });
    expect(merged).toMatchObject({ status: 200, json: { ...DEFAULT_STATE, loggedIn: false, latencyMs: 5 } });
    expect((await call(origin, 'GET', '/api/__demo/state')).json).toEqual(merged.json);
  });

  it.each([
    [{ languageType: 3 }, '"languageType" cannot be set'],
    [{ failAll: 'yes' }, '"failAll" must be a boolean'],
    [{ latencyMs: -1 }, '"latencyMs" must be a whole number'],
    [{ loggedIn: false, rewardsAmount: '5' }, '"rewardsAmount" must be a number'],
  ])('refuses %j with 400 and changes nothing', async (patch, error) => {
    const { api, origin } = await mount();
    const { status, json } = await call(origin, 'POST', '/api/__demo/state', patch);
    expect(status).toBe(400);
    expect(json.error).toContain(error);
    expect(api.state).toEqual(DEFAULT_STATE);
  });

  it('POST reset restores the initial state', async () => {
    const { api, origin } = await mount(createDemoApi({ initialState: { rewardsAmount: 9 } }));
    await call(origin, 'POST', '/api/__demo/state', { loggedIn: false, failAll: true });
    await call(origin, 'POST', '/api/v1/user/security/changeLanguage', { languageType: 2 });
    const { json } = await call(origin, 'POST', '/api/__demo/reset');
    expect(json).toEqual({ ...DEFAULT_STATE, rewardsAmount: 9 });
    expect(api.state).toEqual(json);
  });

  it('failAll answers HTTP 503 to every v1 call, not to the controls', async () => {
    const { origin } = await mount(createDemoApi({ initialState: { failAll: true } }));
    const calls: [string, string][] = [
      ['POST', '/api/v1/user/security/actionItems'],
      ['GET', '/api/v1/mcp/contract/symbols?businessLine=10'],
      ['POST', '/api/v1/user/security/changeLanguage'],
      ['POST', '/api/v1/trigger/trader-pro/user-list'],
      ['POST', '/api/v1/act/welfaretask/center/task/app/redicon'],
      ['POST', '/api/v1/user/login/logout'],
    ];
    for (const [method, path] of calls) {
      const { status, json } = await call(origin, method, path);
      expect(status, path).toBe(503);
      expect(json, path).toEqual(failed('50300', 'Service unavailable (demo failAll).'));
    }
    expect((await call(origin, 'GET', '/api/__demo/state')).status).toBe(200);
  });

  it('latencyMs delays the v1 answers', async () => {
    const { origin } = await mount(createDemoApi({ initialState: { latencyMs: 150 } }));
    const started = performance.now();
    await call(origin, 'POST', '/api/v1/trigger/trader-pro/user-list');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('hangAll never answers: the client gives up, and close() frees the server', async () => {
    const { api, origin } = await mount(createDemoApi({ initialState: { hangAll: true } }));
    const abandoned = fetch(`${origin}/api/v1/trigger/trader-pro/user-list`, {
      method: 'POST',
      signal: AbortSignal.timeout(100),
    });
    await expect(abandoned).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await call(origin, 'GET', '/api/__demo/state')).json.hangAll).toBe(true);

    const pending = fetch(`${origin}/api/v1/act/welfaretask/center/task/app/redicon`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    api.close();
    await expect(pending).rejects.toThrow();
    const closing = new Promise<void>((resolve) => server?.server.close(() => resolve()));
    await expect(
      Promise.race([closing.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 1000))]),
    ).resolves.toBe('closed');
    server = null;
  });
});

describe('HTTP details', () => {
  it('answers OPTIONS with the allowed methods', async () => {
    const { origin } = await mount();
    const post = await call(origin, 'OPTIONS', '/api/v1/user/login/logout');
    expect(post.status).toBe(204);
    expect(post.headers.get('allow')).toBe('POST, OPTIONS');
    const state = await call(origin, 'OPTIONS', '/api/__demo/state');
    expect(state.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect((await call(origin, 'OPTIONS', '/api/v1/nothing')).status).toBe(404);
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const { origin } = await mount();
    const { status, headers, json } = await call(origin, 'GET', '/api/v1/user/login/logout');
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST, OPTIONS');
    expect(json).toMatchObject({ code: '40500' });
    expect((await call(origin, 'DELETE', '/api/__demo/reset')).json).toEqual({
      error: expect.stringContaining('DELETE'),
    });
  });

  it.each([
    ['malformed JSON', '{"action":', 'The request body is not valid JSON.'],
    ['a JSON array', '["withdraw"]', 'The request body must be a JSON object.'],
  ])('answers %s with 400', async (_, body, msg) => {
    const { origin } = await mount();
    const { status, json } = await call(origin, 'POST', '/api/v1/user/security/actionItems', body);
    expect(status).toBe(400);
    expect(json).toEqual(failed('40000', msg));
  });

  it('answers a body over 64 KiB with 413', async () => {
    const { origin } = await mount();
    const { status } = await call(origin, 'POST', '/api/__demo/state', { padding: 'x'.repeat(70_000) });
    expect(status).toBe(413);
  });
});

describe('sessions (cookie ex-demo-session)', () => {
  const withSession = (id: string) => ({ cookie: `theme=dark; ex-demo-session=${id}` });

  async function callAs(origin: string, headers: Record<string, string>, method: string, path: string, body?: unknown) {
    const response = await fetch(origin + path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }

  it('a session has its own state: its logout, failAll and rewards leave the shared state and other sessions alone', async () => {
    const { api, origin } = await mount();
    await callAs(origin, withSession('a'), 'POST', '/api/__demo/state', { rewardsAmount: 5, failAll: true });
    await callAs(origin, withSession('b'), 'POST', '/api/v1/user/login/logout');
    expect(
      (await callAs(origin, withSession('a'), 'POST', '/api/v1/act/welfaretask/center/task/app/redicon')).status,
    ).toBe(503);
    expect(
      (await callAs(origin, withSession('b'), 'POST', '/api/v1/act/welfaretask/center/task/app/redicon')).json.code,
    ).toBe('40101');
    expect((await call(origin, 'POST', '/api/v1/act/welfaretask/center/task/app/redicon')).json).toEqual(
      ok({ amount: 120 }),
    );
    expect((await callAs(origin, withSession('c'), 'GET', '/api/__demo/state')).json).toEqual(DEFAULT_STATE);
    expect(api.state).toEqual(DEFAULT_STATE);
    expect(api.session('a')).toMatchObject({ rewardsAmount: 5, failAll: true, loggedIn: true });
    expect(api.session('b')).toMatchObject({ loggedIn: false });
  });

  it("POST /__demo/reset resets only the request's own state; reset() resets all", async () => {
    const { api, origin } = await mount();
    await callAs(origin, withSession('a'), 'POST', '/api/__demo/state', { rewardsAmount: 5 });
    api.state.rewardsAmount = 9;
    await callAs(origin, withSession('a'), 'POST', '/api/__demo/reset');
    expect(api.session('a').rewardsAmount).toBe(120);
    expect(api.state.rewardsAmount).toBe(9);
    await callAs(origin, withSession('a'), 'POST', '/api/__demo/state', { rewardsAmount: 6 });
    api.reset();
    expect([api.state.rewardsAmount, api.session('a').rewardsAmount]).toEqual([120, 120]);
  });

  it.each(['', 'has space', 'x'.repeat(65), 'semi;colon'])(
    'an invalid session id (%j) uses the shared state',
    async (id) => {
      const { api, origin } = await mount();
      await callAs(origin, { cookie: `ex-demo-session=${encodeURIComponent(id)}` }, 'POST', '/api/__demo/state', {
        rewardsAmount: 3,
      });
      expect(api.state.rewardsAmount).toBe(3);
    },
  );
});
