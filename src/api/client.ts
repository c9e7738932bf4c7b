import { FetchError, ofetch, type FetchResponse } from 'ofetch';
import { SUCCESS_CODES } from '../constants';
import { ApiError } from './errors';
import { isRecord } from './json';

/** A hanging API must never hang the header: every call gives up after this long. */
export const API_TIMEOUT_MS = 10_000;

export interface ApiClientOptions {
  /** Origin or prefix the call paths are resolved against: "https://www.example.com", "http://127.0.0.1:5173/api", "/api" or "/". */
  baseURL: string;
  /** Used instead of the global fetch (tests, custom transports). */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Undefined values are left out of the query string. */
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: Record<string, unknown>;
  /** Let the request outlive the page (fetch `keepalive`): for a call made just before the page reloads. */
  keepalive?: boolean;
}

export interface ApiClient {
  readonly baseURL: string;
  /**
   * Sends one request with the page's cookies and resolves with the envelope's `data`
   * (undefined for an empty body); rejects with an ApiError.
   */
  request(path: string, request: ApiRequest): Promise<unknown>;
}

export function createApiClient({ baseURL, fetch, timeoutMs = API_TIMEOUT_MS }: ApiClientOptions): ApiClient {
  const $fetch = ofetch.create(
    // No retries: ofetch would otherwise repeat a failed or timed-out GET, doubling the worst-case wait.
    { baseURL, credentials: 'include', headers: { accept: 'application/json' }, timeout: timeoutMs, retry: false },
    fetch ? { fetch } : undefined,
  );
  return {
    baseURL,
    async request(path, request) {
      let response: FetchResponse<unknown>;
      try {
        response = await $fetch.raw<unknown>(path, request);
      } catch (error) {
        throw toApiError(error, timeoutMs);
      }
      return unwrapEnvelope(response.status, response._data);
    },
  };
}

/** The exchange's envelope { code, msg, data }: success when code is absent, "00000" or "200". */
function unwrapEnvelope(status: number, body: unknown): unknown {
  if (body === undefined || body === null || body === '') return undefined;
  if (!isRecord(body)) {
    throw new ApiError({ kind: 'http', status, message: `Expected a JSON object from the API, got ${typeof body}` });
  }
  const { code } = body;
  if (code === undefined || code === null || SUCCESS_CODES.includes(String(code))) return body.data;
  throw new ApiError({
    kind: 'business',
    status,
    code: String(code),
    message: serverMessage(body) ?? `The API answered code ${String(code)}`,
  });
}

function toApiError(error: unknown, timeoutMs: number): ApiError {
  if (error instanceof FetchError && error.response) {
    const { status, statusText } = error.response;
    const envelope: Record<string, unknown> = isRecord(error.data) ? error.data : {};
    const code = envelope.code === undefined || envelope.code === null ? String(status) : String(envelope.code);
    const message = serverMessage(envelope) ?? `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
    return new ApiError({ kind: 'http', status, code, message, cause: error });
  }
  // ofetch wraps what fetch threw (an abort reason or a network error, maybe a DOMException from another realm) in `cause`.
  const reason: unknown = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const name = isRecord(reason) ? reason.name : undefined;
  // The timeout is the only abort: browsers that ignore the abort reason reject with an AbortError instead.
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ApiError({ kind: 'timeout', message: `The API did not answer within ${timeoutMs} ms`, cause: error });
  }
  const detail = isRecord(reason) && typeof reason.message === 'string' ? reason.message : String(reason);
  return new ApiError({ kind: 'network', message: `The API could not be reached: ${detail}`, cause: error });
}

function serverMessage(envelope: Record<string, unknown>): string | undefined {
  const { msg } = envelope;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
}
