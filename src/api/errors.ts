/**
 * How a call failed:
 * - 'http': the server answered with an HTTP error status (or with a body that is not the JSON envelope);
 * - 'network': no answer at all (connection refused or reset, DNS, offline);
 * - 'timeout': no answer within the client's time limit;
 * - 'business': HTTP success, but the envelope's `code` is not a success code;
 * - 'no-instance': the call was made before an API client was set (spec section 8).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'business' | 'no-instance';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The server's `msg` when it sent one, else a plain description. */
  message: string;
  /** The envelope's `code`; for an HTTP error without one, the HTTP status as text. */
  code?: string | null;
  /** HTTP status when the server answered. */
  status?: number | null;
  cause?: unknown;
}

/** The one error type every API call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: string | null;
  readonly status: number | null;

  constructor({ kind, message, code = null, status = null, cause }: ApiErrorDetails) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
}

/** Spec section 8: the exact message of a call made without an HTTP client instance. */
export const NO_INSTANCE_MESSAGE = 'No instance provided';
