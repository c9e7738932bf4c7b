export { createApiClient, API_TIMEOUT_MS, type ApiClient, type ApiClientOptions, type ApiRequest } from './client';
export { ApiError, NO_INSTANCE_MESSAGE, type ApiErrorKind, type ApiErrorDetails } from './errors';
export { setApiClient, getApiClient } from './instance';
export {
  API_PATHS,
  postSecurityActionItems,
  getContractSymbols,
  postChangeLanguage,
  postTraderProCheck,
  postRewardsAmount,
  postLogout,
} from './calls';
export { once, invalidate, requestKey } from './dedupe';
export { loadContractSymbols, loadCoinSymbolHints } from './symbol-cache';
export { firstSymbol } from './contract-symbols';
export { createFallbackStorage, type KeyValueStorage } from './fallback-storage';
export * from './types';
