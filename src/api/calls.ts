import { parseSymbolLines } from './contract-symbols';
import { once, requestKey } from './dedupe';
import { getApiClient, requireApiClient } from './instance';
import { isRecord } from './json';
import type {
  ChangeLanguageRequest,
  ContractSymbolsResult,
  SecurityActionRequest,
  SecurityOptions,
  TraderProCheck,
} from './types';

/** Spec section 7, relative to the client's baseURL. */
export const API_PATHS = {
  securityActionItems: '/v1/user/security/actionItems',
  contractSymbols: '/v1/mcp/contract/symbols',
  changeLanguage: '/v1/user/security/changeLanguage',
  traderProCheck: '/v1/trigger/trader-pro/user-list',
  rewardsAmount: '/v1/act/welfaretask/center/task/app/redicon',
  logout: '/v1/user/login/logout',
} as const;

// Every call takes the client last and defaults to the page's client (setApiClient);
// with none it rejects with "No instance provided".

export async function postSecurityActionItems(
  { action }: SecurityActionRequest,
  client = getApiClient(),
): Promise<SecurityOptions> {
  const data = await requireApiClient(client).request(API_PATHS.securityActionItems, {
    method: 'POST',
    body: { action },
  });
  return isRecord(data) ? data : {};
}

/** One request, no caching: `md5` is the cached list's hash (see loadContractSymbols). */
export async function getContractSymbols(
  businessLine: number,
  md5?: string,
  client = getApiClient(),
): Promise<ContractSymbolsResult> {
  const data = await requireApiClient(client).request(API_PATHS.contractSymbols, {
    method: 'GET',
    query: { businessLine, md5 },
  });
  if (!isRecord(data)) return { listDTOS: null, md5: null };
  return {
    listDTOS: parseSymbolLines(data.listDTOS),
    md5: typeof data.md5 === 'string' && data.md5 !== '' ? data.md5 : null,
  };
}

export async function postChangeLanguage(
  { languageType }: ChangeLanguageRequest,
  client = getApiClient(),
): Promise<void> {
  await requireApiClient(client).request(API_PATHS.changeLanguage, { method: 'POST', body: { languageType } });
}

/** Runs once per page and base URL (dedupe.ts); `invalidate(requestKey(baseURL, API_PATHS.traderProCheck))` to run again. */
export async function postTraderProCheck(client = getApiClient()): Promise<TraderProCheck> {
  const api = requireApiClient(client);
  return once(requestKey(api.baseURL, API_PATHS.traderProCheck), async () => {
    const data = await api.request(API_PATHS.traderProCheck, { method: 'POST' });
    const uid = isRecord(data) ? data.traderProUid : undefined;
    if (typeof uid === 'number' && Number.isFinite(uid)) return { traderProUid: String(uid) };
    return { traderProUid: typeof uid === 'string' && uid !== '' ? uid : null };
  });
}

/** The rewards amount (data.amount; 0 when missing). Runs once per page and base URL, like postTraderProCheck. */
export async function postRewardsAmount(client = getApiClient()): Promise<number> {
  const api = requireApiClient(client);
  return once(requestKey(api.baseURL, API_PATHS.rewardsAmount), async () => {
    const data = await api.request(API_PATHS.rewardsAmount, { method: 'POST' });
    const amount = Number(isRecord(data) ? data.amount : undefined);
    return Number.isFinite(amount) ? amount : 0;
  });
}

/**
 * The answer's data is not read; like every call it rejects on failure, which the logout sequence may ignore. Sent
 * with keepalive: the logout sequence reloads the page 1 s after the click whether or not the server answered.
 */
export async function postLogout(client = getApiClient()): Promise<void> {
  await requireApiClient(client).request(API_PATHS.logout, { method: 'POST', keepalive: true });
}
