import { loadFeature, type FeatureModules } from '../internal/loader';
import { $apiBase } from './endpoints';

export type ApiModule = FeatureModules['api'];

/**
 * The exchange API module, loaded after the first paint, with the page's one client pointed at `api-base`.
 * Every element on the page shares the client and its request deduplication.
 */
export async function api(): Promise<ApiModule> {
  const module = await loadFeature('api');
  const baseURL = $apiBase.get();
  if (module.getApiClient()?.baseURL !== baseURL) module.setApiClient(module.createApiClient({ baseURL }));
  return module;
}
