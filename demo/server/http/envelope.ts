import type { Context } from 'hono';
import { type ApiError, ResultCode } from '../domain/errors';

/** The `{code, message, data}` body every API response carries. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Builds an envelope object. */
export function envelope<T>(code: number, message: string, data: T): Envelope<T> {
  return { code, message, data };
}

/** Sends a successful envelope `{code: 0, message: "ok", data}`. */
export function ok<T>(c: Context, data: T): Response {
  return c.json(envelope(ResultCode.ok, 'ok', data), 200);
}

/** Sends an error envelope with the given HTTP status. */
export function sendError(c: Context, err: ApiError): Response {
  return c.json(envelope(err.code, err.message, err.data), err.status);
}
