/** End to end: the header's API client (src/api) against the demo exchange API, over real HTTP. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  getContractSymbols,
  invalidate,
  loadCoinSymbolHints,
  loadContractSymbols,
  postChangeLanguage,
  postLogout,
  postRewardsAmount,
  postSecurityActionItems,
  postTraderProCheck,
  type ApiClient,
} from '../../src/api';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { createDemoApi } from './index.mjs';

let server: TestServer;
let demo: ReturnType<typeof createDemoApi>;
let client: ApiClient;
/** URLs the client requested, in order. */
let requested: string[];

beforeEach(async () => {
  demo = createDemoApi();
  server = await startTestServer(async (request, response) => {
    if (!(await demo.handle(request, response))) response.writeHead(404).end();
  });
  requested = [];
  const recordingFetch: typeof fetch = (input, init) => {
    requested.push(String(input));
    return fetch(input, init);
  };
  client = createApiClient({ baseURL: `${server.origin}/api`, fetch: recordingFetch, timeoutMs: 300 });
  invalidate();
});
afterEach(async () => {
  demo.close();
  await server.close();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the client against the demo API', () => {
  it('runs the six calls', async () => {
    await expect(postSecurityActionItems({ action: 'withdraw' }, client)).resolves.toMatchObject({ canFido2: true });
    await expect(postSecurityActionItems({ action: 'api-create' }, client)).resolves.toMatchObject({ canFido2: false });
    const symbols = await getContractSymbols(12, undefined, client);
    expect(symbols.listDTOS?.[0]?.symbolDTOList.map((symbol) => symbol.symbolCode)).toContain('BTCPERP');
    await postChangeLanguage({ languageType: 8 }, client);
    expect(demo.state.languageType).toBe(8);
    await expect(postTraderProCheck(client)).resolves.toEqual({ traderProUid: '6012834751' });
    await expect(postRewardsAmount(client)).resolves.toBe(120);
    await postLogout(client);
    expect(demo.state.loggedIn).toBe(false);
  });

  it('loads the Coin-M symbol hints, then revalidates the cache with its md5', async () => {
    await expect(loadCoinSymbolHints(client)).resolves.toEqual({
      coinPerpetual: 'BTCUSD',
      coinDelivery: 'BTCUSD_251226',
    });
    const first = await loadContractSymbols(11, client);
    expect(requested).toHaveLength(1);
    invalidate();
    await expect(loadContractSymbols(11, client)).resolves.toEqual(first);
    expect(requested).toHaveLength(2);
    expect(new URL(requested[1] ?? '').searchParams.get('md5')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('maps the demo failures to ApiError kinds', async () => {
    expect(await failure(postSecurityActionItems({ action: 'fail-demo' }, client))).toMatchObject({
      kind: 'business',
      code: '40001',
      message: 'Verification is temporarily locked. Try again in 10 minutes.',
    });
    expect(await failure(postSecurityActionItems({ action: 'http-500' }, client))).toMatchObject({
      kind: 'http',
      status: 500,
      code: '50000',
    });
    demo.state.failAll = true;
    expect(await failure(postRewardsAmount(client))).toMatchObject({ kind: 'http', status: 503 });
    demo.state.failAll = false;
    demo.state.hangAll = true;
    expect(await failure(postChangeLanguage({ languageType: 1 }, client))).toMatchObject({ kind: 'timeout' });
    await expect(loadCoinSymbolHints(client)).resolves.toEqual({ coinPerpetual: null, coinDelivery: null });
  });

  it('reports a logged-out session as a business error', async () => {
    await postLogout(client);
    expect(await failure(postTraderProCheck(client))).toMatchObject({ kind: 'business', code: '40101' });
  });
});
