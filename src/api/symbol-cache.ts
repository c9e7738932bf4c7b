import { BUSINESS_LINE, STORAGE_KEYS } from '../constants';
import type { SymbolHints } from '../menu/types';
import { API_PATHS, getContractSymbols } from './calls';
import type { ApiClient } from './client';
import { firstSymbol, parseSymbolLines } from './contract-symbols';
import { once, requestKey } from './dedupe';
import { pageStorage, type KeyValueStorage } from './fallback-storage';
import { getApiClient, requireApiClient } from './instance';
import { isRecord, parseJson } from './json';
import { SYMBOL_TYPE, type ContractLineSymbols } from './types';

/** Coin-M futures: one list holds both the perpetual (symbolType 1) and the delivery (symbolType 2) symbols. */
const COIN_M_LINE = BUSINESS_LINE.usdMix;

interface CachedSymbols {
  md5: string;
  listDTOS: ContractLineSymbols[];
}

/**
 * The contract symbols of a business line, cached in localStorage (STORAGE_KEYS.symbols + line) as { md5, listDTOS }.
 * The cached md5 goes with the request; an answer without a list and with the same md5 ("unchanged") reuses the cache.
 * Runs once per page, base URL and line (dedupe.ts).
 */
export async function loadContractSymbols(
  businessLine: number,
  client = getApiClient(),
  storage: KeyValueStorage = pageStorage,
): Promise<ContractLineSymbols[]> {
  const api = requireApiClient(client);
  return once(requestKey(api.baseURL, API_PATHS.contractSymbols, [businessLine]), () =>
    refreshSymbols(api, businessLine, storage),
  );
}

async function refreshSymbols(
  client: ApiClient,
  businessLine: number,
  storage: KeyValueStorage,
): Promise<ContractLineSymbols[]> {
  const key = STORAGE_KEYS.symbols + businessLine;
  const cached = readCache(storage, key);
  const { listDTOS, md5 } = await getContractSymbols(businessLine, cached?.md5, client);
  if (listDTOS && listDTOS.length > 0) {
    if (md5) storage.setItem(key, JSON.stringify({ md5, listDTOS } satisfies CachedSymbols));
    else storage.removeItem(key);
    return listDTOS;
  }
  if (cached && md5 === cached.md5) return cached.listDTOS;
  storage.removeItem(key);
  return [];
}

/** The cached entry; one that cannot be parsed is cleared with a warning (spec section 8) and reads as none. */
function readCache(storage: KeyValueStorage, key: string): CachedSymbols | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  const value = parseJson(text);
  const listDTOS = isRecord(value) ? parseSymbolLines(value.listDTOS) : null;
  if (isRecord(value) && typeof value.md5 === 'string' && value.md5 !== '' && listDTOS) {
    return { md5: value.md5, listDTOS };
  }
  console.warn(
    `[ex-header] The cached contract symbols in "${key}" could not be parsed: cleared, fetching them again.`,
  );
  storage.removeItem(key);
  return null;
}

/** The first Coin-M perpetual and delivery symbol codes; never rejects (nulls when they cannot be loaded). */
export async function loadCoinSymbolHints(client = getApiClient()): Promise<SymbolHints> {
  try {
    const listDTOS = await loadContractSymbols(COIN_M_LINE, client);
    return {
      coinPerpetual: firstSymbol(listDTOS, COIN_M_LINE, SYMBOL_TYPE.perpetual)?.symbolCode ?? null,
      coinDelivery: firstSymbol(listDTOS, COIN_M_LINE, SYMBOL_TYPE.delivery)?.symbolCode ?? null,
    };
  } catch {
    return { coinPerpetual: null, coinDelivery: null };
  }
}
