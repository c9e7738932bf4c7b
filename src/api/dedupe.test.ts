// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, postRewardsAmount, postTraderProCheck } from './calls';
import { createApiClient } from './client';
import { invalidate, once, requestKey } from './dedupe';
import { ApiError } from './errors';
import { sendJson, setPageUrl, startTestServer, type TestServer } from '../../tests/support/test-server';

describe('once', () => {
  beforeEach(() => invalidate());

  it('runs a key once and hands every caller the same promise', async () => {
    let runs = 0;
    const run = async () => ++runs;
    const first = once('k', run);
    expect(once('k', run)).toBe(first);
    await expect(first).resolves.toBe(1);
    await expect(once('k', run)).resolves.toBe(1);
    expect(runs).toBe(1);
  });

  it('keeps a failure until the key is invalidated, then runs again', async () => {
    let runs = 0;
    const run = async () => {
      runs += 1;
      if (runs === 1) throw new Error('first run fails');
      return runs;
    };
    await expect(once('k', run)).rejects.toThrow('first run fails');
    await expect(once('k', run)).rejects.toThrow('first run fails');
    invalidate('k');
    await expect(once('k', run)).resolves.toBe(2);
  });

  it('invalidates one key or all of them', async () => {
    await once('a', async () => 'a1');
    await once('b', async () => 'b1');
    invalidate('a');
    await expect(once('a', async () => 'a2')).resolves.toBe('a2');
    await expect(once('b', async () => 'b2')).resolves.toBe('b1');
    invalidate();
    await expect(once('b', async () => 'b3')).resolves.toBe('b3');
  });

  it('keys calls by base URL, path and arguments', () => {
    expect(requestKey('/a', '/v1/x', [1])).not.toBe(requestKey('/b', '/v1/x', [1]));
    expect(requestKey('/a', '/v1/x', [1])).not.toBe(requestKey('/a', '/v1/x', [2]));
    expect(requestKey('/a', '/v1/x')).toBe(requestKey('/a', '/v1/x', []));
  });
});

describe('deduplicated calls against a server', () => {
  let server: TestServer;
  let requests: string[] = [];
  let status = 200;

  beforeAll(async () => {
    server = await startTestServer((request, response) => {
      requests.push(request.url ?? '');
      // Answer late, so that every caller below asks while the first request is still in flight.
      setTimeout(() => sendJson(response, status, { code: '00000', data: { traderProUid: 'u1', amount: 42 } }), 30);
    });
    setPageUrl(`${server.origin}/`);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    requests = [];
    status = 200;
    invalidate();
  });

  it('sends one trader-pro check for concurrent callers', async () => {
    const api = createApiClient({ baseURL: server.origin });
    const answers = await Promise.all([postTraderProCheck(api), postTraderProCheck(api), postTraderProCheck(api)]);
    expect(answers).toEqual([{ traderProUid: 'u1' }, { traderProUid: 'u1' }, { traderProUid: 'u1' }]);
    expect(requests).toEqual([API_PATHS.traderProCheck]);
  });

  it('sends one rewards call per page, also for callers with their own client on the same base URL', async () => {
    const answers = await Promise.all([
      postRewardsAmount(createApiClient({ baseURL: server.origin })),
      postRewardsAmount(createApiClient({ baseURL: server.origin })),
    ]);
    await postRewardsAmount(createApiClient({ baseURL: server.origin }));
    expect(answers).toEqual([42, 42]);
    expect(requests).toEqual([API_PATHS.rewardsAmount]);
  });

  it('keeps separate base URLs separate', async () => {
    await postRewardsAmount(createApiClient({ baseURL: server.origin }));
    await postRewardsAmount(createApiClient({ baseURL: `${server.origin}/api` }));
    expect(requests).toEqual([API_PATHS.rewardsAmount, `/api${API_PATHS.rewardsAmount}`]);
  });

  it('retries a failed check only after invalidate', async () => {
    const api = createApiClient({ baseURL: server.origin });
    status = 503;
    await expect(postTraderProCheck(api)).rejects.toBeInstanceOf(ApiError);
    status = 200;
    await expect(postTraderProCheck(api)).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    invalidate(requestKey(api.baseURL, API_PATHS.traderProCheck));
    await expect(postTraderProCheck(api)).resolves.toEqual({ traderProUid: 'u1' });
    expect(requests).toHaveLength(2);
  });
});
