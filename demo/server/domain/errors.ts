import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SETTINGS_CONFLICT_CODE } from '../../../src/contract/constants';

/** Numeric result codes carried in the `code` field of every API envelope. */
export const ResultCode = {
  ok: 0,
  validation: 40000,
  unauthorized: 40100,
  invalidHmac: 40101,
  invalidCode: 40102,
  invalidSign: 40103,
  forbidden: 40300,
  notFound: 40400,
  payloadTooLarge: 41300,
  /** A stale settings save (HTTP 409). */
  settingsConflict: SETTINGS_CONFLICT_CODE,
  invalidShop: 42201,
  redirectNotAllowed: 42202,
  unknownConfigKey: 42203,
  noDiscount: 42210,
  invalidDiscountCode: 42220,
  discountCodeActive: 42221,
  unknownCharge: 42222,
  alreadyOnPlan: 42223,
  tooManyRequests: 42900,
  internal: 50000,
} as const;

/**
 * An error that becomes an envelope response.
 * Business errors use HTTP 200 with a non-zero code; validation uses 400, auth 401.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: ContentfulStatusCode = 200,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Throws a business error (HTTP 200, non-zero code). */
export function businessError(code: number, message: string, data: unknown = null): never {
  throw new ApiError(code, message, 200, data);
}

/** The error thrown for a missing, malformed, forged or expired bearer token. */
export function unauthorized(): ApiError {
  return new ApiError(ResultCode.unauthorized, 'Unauthorized', 401, null);
}
