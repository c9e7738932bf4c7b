import type { ApiClient } from './client';
import { ApiError, NO_INSTANCE_MESSAGE } from './errors';

let current: ApiClient | null = null;

/** Sets (or with null, removes) the page's API client that calls use by default. */
export function setApiClient(client: ApiClient | null): void {
  current = client;
}

export function getApiClient(): ApiClient | null {
  return current;
}

/** The given client, or the "No instance provided" ApiError (spec section 8). */
export function requireApiClient(client: ApiClient | null): ApiClient {
  if (!client) throw new ApiError({ kind: 'no-instance', message: NO_INSTANCE_MESSAGE });
  return client;
}
