// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { createApiClient, type ApiClient } from './client';
import { firstSymbol } from './contract-symbols';
import { invalidate } from './dedupe';
import { createFallbackStorage, type KeyValueStorage } from './fallback-storage';
import { loadCoinSymbolHints, loadContractSymbols } from './symbol-cache';
import { sendJson, setPageUrl, startTestServer, type TestServer } from '../../tests/support/test-server';
import type { ContractLineSymbols, ContractSymbol } from './types';

const symbol = (symbolCode: string, symbolType: number, betaShow = false): ContractSymbol => ({
  symbolCode,
  symbolId: `${symbolCode}_DMCBL`,
  symbolType,
  betaShow,
});

const COIN_M: ContractLineSymbols[] = [
  {
    businessLine: 11,
    symbolDTOList: [
      symbol('LTCUSD', 1, true),
      symbol('BTCUSD', 1),
      symbol('ETHUSD_250926', 2, true),
      symbol('BTCUSD_251226', 2),
      symbol('ETHUSD', 1),
    ],
  },
];
const USDT_M: ContractLineSymbols[] = [{ businessLine: 10, symbolDTOList: [symbol('BTCUSDT', 1)] }];

/** How the server says "unchanged": list null (the spec's demo API), list empty, or no list field at all. */
type Unchanged = 'null' | 'empty' | 'absent';

let server: TestServer;
let lists: Record<string, ContractLineSymbols[]>;
let unchanged: Unchanged;
let failing: boolean;
/** Each request as "businessLine md5" and how it was answered. */
let seen: { query: string; answer: 'full' | 'unchanged' | 'error' }[];
let api: ApiClient;

const md5Of = (listDTOS: ContractLineSymbols[]) => createHash('md5').update(JSON.stringify(listDTOS)).digest('hex');
const key11 = `${STORAGE_KEYS.symbols}11`;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const query = new URL(request.url ?? '', server.origin).searchParams;
    const line = query.get('businessLine') ?? '';
    const sent = `${line} ${query.get('md5') ?? '-'}`;
    if (failing) {
      seen.push({ query: sent, answer: 'error' });
      sendJson(response, 500, { code: '50000', msg: 'down' });
      return;
    }
    const listDTOS = lists[line] ?? [];
    const md5 = md5Of(listDTOS);
    if (query.get('md5') === md5) {
      seen.push({ query: sent, answer: 'unchanged' });
      const data = { null: { md5, listDTOS: null }, empty: { md5, listDTOS: [] }, absent: { md5 } }[unchanged];
      sendJson(response, 200, { code: '00000', msg: 'success', data });
      return;
    }
    seen.push({ query: sent, answer: 'full' });
    sendJson(response, 200, { code: '00000', msg: 'success', data: { listDTOS, md5 } });
  });
  setPageUrl(`${server.origin}/`);
  api = createApiClient({ baseURL: server.origin });
});
afterAll(() => server.close());
beforeEach(() => {
  lists = { '10': USDT_M, '11': COIN_M };
  unchanged = 'null';
  failing = false;
  seen = [];
  localStorage.clear();
  invalidate();
});

/** A later page load: the per-page dedupe is forgotten, storage is kept. */
function nextPage(): void {
  invalidate();
}

describe('loadContractSymbols with localStorage', () => {
  it('fetches without md5 first and caches { md5, listDTOS } per business line', async () => {
    await expect(loadContractSymbols(11, api)).resolves.toEqual(COIN_M);
    expect(seen).toEqual([{ query: '11 -', answer: 'full' }]);
    expect(JSON.parse(localStorage.getItem(key11) ?? 'null')).toEqual({ md5: md5Of(COIN_M), listDTOS: COIN_M });
    expect(localStorage.getItem(`${STORAGE_KEYS.symbols}10`)).toBeNull();
  });

  it.each<Unchanged>(['null', 'empty', 'absent'])(
    'sends the cached md5 and reuses the cache when the server answers unchanged (list %s)',
    async (style) => {
      unchanged = style;
      await loadContractSymbols(11, api);
      nextPage();
      await expect(loadContractSymbols(11, api)).resolves.toEqual(COIN_M);
      expect(seen).toEqual([
        { query: '11 -', answer: 'full' },
        { query: `11 ${md5Of(COIN_M)}`, answer: 'unchanged' },
      ]);
    },
  );

  it('replaces the cache when the list changed on the server', async () => {
    await loadContractSymbols(11, api);
    const changed: ContractLineSymbols[] = [{ businessLine: 11, symbolDTOList: [symbol('XRPUSD', 1)] }];
    lists['11'] = changed;
    nextPage();
    await expect(loadContractSymbols(11, api)).resolves.toEqual(changed);
    expect(seen[1]).toEqual({ query: `11 ${md5Of(COIN_M)}`, answer: 'full' });
    expect(JSON.parse(localStorage.getItem(key11) ?? 'null')).toEqual({ md5: md5Of(changed), listDTOS: changed });
  });

  it.each([
    ['not JSON', '{"md5":"abc","listDTOS":['],
    ['the wrong shape', JSON.stringify({ md5: 'abc', listDTOS: 'BTCUSD' })],
    ['no md5', JSON.stringify({ listDTOS: COIN_M })],
    // Written by another script on the origin, with the md5 the server would call unchanged: never reused.
    [
      'holding a symbol code that is not one',
      JSON.stringify({
        md5: md5Of(COIN_M),
        listDTOS: [
          {
            businessLine: 11,
            symbolDTOList: [symbol('BTCUSD', 1), symbol('//evil.example/"><img src=x onerror=alert(1)>', 2)],
          },
        ],
      }),
    ],
  ])('clears a cache that is %s, warns, and fetches without md5', async (_, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(key11, stored);
    await expect(loadContractSymbols(11, api)).resolves.toEqual(COIN_M);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(key11);
    expect(seen).toEqual([{ query: '11 -', answer: 'full' }]);
    expect(JSON.parse(localStorage.getItem(key11) ?? 'null')).toEqual({ md5: md5Of(COIN_M), listDTOS: COIN_M });
  });

  it('sends one request for concurrent callers on a page', async () => {
    const answers = await Promise.all([loadContractSymbols(11, api), loadContractSymbols(11, api)]);
    expect(answers).toEqual([COIN_M, COIN_M]);
    expect(seen).toHaveLength(1);
  });

  it('answers an empty list for a line without symbols and caches nothing', async () => {
    await expect(loadContractSymbols(13, api)).resolves.toEqual([]);
    expect(localStorage.getItem(`${STORAGE_KEYS.symbols}13`)).toBeNull();
  });

  it('rejects when the server fails, keeping the cache', async () => {
    await loadContractSymbols(11, api);
    failing = true;
    nextPage();
    await expect(loadContractSymbols(11, api)).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(localStorage.getItem(key11)).not.toBeNull();
  });
});

describe('loadContractSymbols when storage is unavailable', () => {
  const storages: [string, () => KeyValueStorage][] = [
    [
      'throws on access (sandboxed frame)',
      () =>
        createFallbackStorage(() => {
          throw new DOMException('The document is sandboxed', 'SecurityError');
        }),
    ],
    [
      'throws on write (quota exceeded)',
      () =>
        createFallbackStorage(() => ({
          getItem: () => null,
          setItem: () => {
            throw new DOMException('Quota exceeded', 'QuotaExceededError');
          },
          removeItem: () => undefined,
        })),
    ],
    ['does not exist (server side)', () => createFallbackStorage(() => undefined)],
  ];

  it.each(storages)('keeps the cache in memory when storage %s', async (_, makeStorage) => {
    const storage = makeStorage();
    await expect(loadContractSymbols(11, api, storage)).resolves.toEqual(COIN_M);
    nextPage();
    await expect(loadContractSymbols(11, api, storage)).resolves.toEqual(COIN_M);
    expect(seen).toEqual([
      { query: '11 -', answer: 'full' },
      { query: `11 ${md5Of(COIN_M)}`, answer: 'unchanged' },
    ]);
    expect(localStorage.length).toBe(0);
  });
});

describe('firstSymbol', () => {
  it('finds the first symbol of the line and type, skipping beta symbols', () => {
    expect(firstSymbol(COIN_M, 11, 1)?.symbolCode).toBe('BTCUSD');
    expect(firstSymbol(COIN_M, 11, 2)?.symbolCode).toBe('BTCUSD_251226');
  });

  it('answers null when the line or a non-beta symbol of the type is missing', () => {
    expect(firstSymbol(COIN_M, 12, 1)).toBeNull();
    expect(firstSymbol([{ businessLine: 11, symbolDTOList: [symbol('LTCUSD', 1, true)] }], 11, 1)).toBeNull();
    expect(firstSymbol([], 11, 2)).toBeNull();
  });
});

describe('loadCoinSymbolHints', () => {
  it('answers the first Coin-M perpetual and delivery symbols of business line 11', async () => {
    await expect(loadCoinSymbolHints(api)).resolves.toEqual({ coinPerpetual: 'BTCUSD', coinDelivery: 'BTCUSD_251226' });
    expect(seen.map((request) => request.query)).toEqual(['11 -']);
  });

  it('answers nulls when the symbols cannot be loaded', async () => {
    failing = true;
    await expect(loadCoinSymbolHints(api)).resolves.toEqual({ coinPerpetual: null, coinDelivery: null });
  });
});
