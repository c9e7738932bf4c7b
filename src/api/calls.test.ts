// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getContractSymbols,
  postChangeLanguage,
  postLogout,
  postRewardsAmount,
  postSecurityActionItems,
  postTraderProCheck,
} from './calls';
import { createApiClient, type ApiClient } from './client';
import { invalidate } from './dedupe';
import { ApiError } from './errors';
import { getApiClient, setApiClient } from './instance';
import { loadCoinSymbolHints, loadContractSymbols } from './symbol-cache';
import { readBody, sendJson, setPageUrl, startTestServer, type TestServer } from '../../tests/support/test-server';

let server: TestServer;
let seen: string[] = [];
let data: unknown = null;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    const body = await readBody(request);
    seen.push(`${request.method} ${request.url}${body ? ` ${body}` : ''}`);
    sendJson(response, 200, { code: '00000', msg: 'success', data, requestTime: Date.now() });
  });
  setPageUrl(`${server.origin}/`);
  api = createApiClient({ baseURL: `${server.origin}/api` });
});
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  data = null;
  invalidate();
});
afterEach(() => setApiClient(null));

describe('the six calls', () => {
  it('postSecurityActionItems posts the action and answers the validation options', async () => {
    data = { canFido2: true, verifyItems: ['email', 'google'] };
    await expect(postSecurityActionItems({ action: 'withdraw' }, api)).resolves.toEqual(data);
    expect(seen).toEqual(['POST /api/v1/user/security/actionItems {"action":"withdraw"}']);
  });

  it('postSecurityActionItems answers {} when the server sends no data', async () => {
    await expect(postSecurityActionItems({ action: 'withdraw' }, api)).resolves.toEqual({});
  });

  it('getContractSymbols sends businessLine and md5 and reads listDTOS and md5', async () => {
    const listDTOS = [
      { businessLine: 11, symbolDTOList: [{ symbolCode: 'BTCUSD', symbolId: 'BTCUSD_DMCBL', symbolType: 1 }] },
    ];
    data = { listDTOS, md5: 'abc' };
    await expect(getContractSymbols(11, 'old', api)).resolves.toEqual({ listDTOS, md5: 'abc' });
    expect(seen).toEqual(['GET /api/v1/mcp/contract/symbols?businessLine=11&md5=old']);
  });

  it('getContractSymbols reads a list it cannot use, and a missing md5, as null', async () => {
    data = { listDTOS: [{ businessLine: 11 }] };
    await expect(getContractSymbols(11, undefined, api)).resolves.toEqual({ listDTOS: null, md5: null });
    expect(seen).toEqual(['GET /api/v1/mcp/contract/symbols?businessLine=11']);
  });

  it('postChangeLanguage posts the languageType', async () => {
    await expect(postChangeLanguage({ languageType: 3 }, api)).resolves.toBeUndefined();
    expect(seen).toEqual(['POST /api/v1/user/security/changeLanguage {"languageType":3}']);
  });

  it.each([
    [{ traderProUid: '6012834751' }, '6012834751'],
    [{ traderProUid: 6012834751 }, '6012834751'],
    [{ traderProUid: '' }, null],
    [{}, null],
    [null, null],
  ])('postTraderProCheck reads %j as traderProUid %j', async (answer, uid) => {
    data = answer;
    await expect(postTraderProCheck(api)).resolves.toEqual({ traderProUid: uid });
    expect(seen).toEqual(['POST /api/v1/trigger/trader-pro/user-list']);
  });

  it.each([
    [{ amount: 120 }, 120],
    [{ amount: '12.5' }, 12.5],
    [{ amount: 'n/a' }, 0],
    [null, 0],
  ])('postRewardsAmount reads %j as %d', async (answer, amount) => {
    data = answer;
    await expect(postRewardsAmount(api)).resolves.toBe(amount);
    expect(seen).toEqual(['POST /api/v1/act/welfaretask/center/task/app/redicon']);
  });

  it('postLogout posts and resolves without reading the answer', async () => {
    data = { whatever: true };
    await expect(postLogout(api)).resolves.toBeUndefined();
    expect(seen).toEqual(['POST /api/v1/user/login/logout']);
  });
});

describe('the page client', () => {
  it('is used when no client is passed', async () => {
    setApiClient(api);
    expect(getApiClient()).toBe(api);
    data = { amount: 5 };
    await expect(postRewardsAmount()).resolves.toBe(5);
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['postSecurityActionItems', () => postSecurityActionItems({ action: 'withdraw' })],
    ['getContractSymbols', () => getContractSymbols(11)],
    ['postChangeLanguage', () => postChangeLanguage({ languageType: 1 })],
    ['postTraderProCheck', () => postTraderProCheck()],
    ['postRewardsAmount', () => postRewardsAmount()],
    ['postLogout', () => postLogout()],
    ['loadContractSymbols', () => loadContractSymbols(11)],
  ])('%s rejects with "No instance provided" when there is none', async (_, call) => {
    expect(getApiClient()).toBeNull();
    const error: unknown = await call().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'no-instance', message: 'No instance provided' });
    expect(seen).toEqual([]);
  });

  it('loadCoinSymbolHints answers nulls instead of rejecting when there is none', async () => {
    await expect(loadCoinSymbolHints()).resolves.toEqual({ coinPerpetual: null, coinDelivery: null });
  });
});
