import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Base path of the store API used by the product and collection picker. */
export const STORE_API = '/store/v1';

/** `reasonCode` values of failed store responses. */
export const StoreReason = {
  /** Any failure other than the token: bad parameter, unknown app, unknown path. */
  failed: 1_100_001,
  /** Missing, forged or expired bearer token. */
  tokenExpired: 1_100_003,
} as const;

/** Message of the token failure, as the picker expects it. */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';

/** The store API's own envelope: `code` 0 with `msg` "ok", or 1 with a readable `msg` and a `reasonCode`. */
export interface StoreEnvelope<T = unknown> {
  code: 0 | 1;
  msg: string;
  data: T;
  reasonCode?: number;
}

/** A failure that becomes a store error envelope (HTTP 200 unless a status is given). */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly reasonCode: number = StoreReason.failed,
    readonly status: ContentfulStatusCode = 200,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

/** True when the path belongs to the store API. */
export function isStoreApiPath(path: string): boolean {
  return path === STORE_API || path.startsWith(`${STORE_API}/`);
}

/** Builds a failed store envelope. */
export function storeFailure(msg: string, reasonCode: number = StoreReason.failed): StoreEnvelope<null> {
  return { code: 1, msg, data: null, reasonCode };
}

/** Sends a successful store envelope; `extra` adds top-level fields such as `currency_format`. */
export function storeOk<T>(c: Context, data: T, extra: Record<string, unknown> = {}): Response {
  return c.json({ code: 0, msg: 'ok', data, ...extra }, 200);
}

/** Sends the envelope of a store error. */
export function sendStoreError(c: Context, err: StoreError): Response {
  return c.json(storeFailure(err.message, err.reasonCode), err.status);
}

/** Throws a store failure (HTTP 200, code 1, reasonCode 1100001 unless given). */
export function storeFail(message: string, reasonCode: number = StoreReason.failed): never {
  throw new StoreError(message, reasonCode);
}
