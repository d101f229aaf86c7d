/** What went wrong with a request, as the app needs to react to it. */
export type ApiErrorKind =
  /** The server answered with a non-zero code in the envelope. */
  | 'business'
  /** The request never got an answer (offline, server down, DNS, CORS). */
  | 'network'
  /** No answer within the request timeout. */
  | 'timeout'
  /** HTTP 401 or 403: the session is not (or no longer) accepted. */
  | 'auth'
  /** The embedding admin did not hand over a session token (the request was not sent). */
  | 'session'
  /** Another HTTP error status without a usable envelope. */
  | 'http'
  /** The answer was not the `{code, message, data}` envelope. */
  | 'format'
  /** Superseded by an identical newer request, or aborted by the caller. */
  | 'canceled';

/** Message used for every network failure (matched by the error banner rules). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
/** Message of a canceled request (keyed banners ignore it). */
export const CANCELED_MESSAGE = 'canceled';

/** An error from the admin API, carrying the envelope's message, code and data. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code: number | null = null,
    readonly data: unknown = null,
    readonly status: number | null = null,
  ) {
    super(message);
  }

  /** Errors after which the app cannot go on and shows the load-failed page. */
  get isFatal(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'auth' || this.kind === 'session';
  }
}

/** True when the value is an {@link ApiError} of one of the given kinds. */
export function isApiError(value: unknown, ...kinds: ApiErrorKind[]): value is ApiError {
  return value instanceof ApiError && (kinds.length === 0 || kinds.includes(value.kind));
}
