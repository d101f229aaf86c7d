import * as z from 'zod/mini';
import { SETTINGS_CONFLICT_CODE } from '../contract/constants';
import { ApiError } from './errors';

/** Start of the message of an answer that does not match the contract. */
export const INVALID_ANSWER_MESSAGE = 'Invalid response format';

function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.map(String).join('.') : 'data';
  if (issue.code === 'invalid_type') return `${path}: expected ${issue.expected}`;
  if (issue.code === 'invalid_value') return `${path}: unexpected value`;
  if (issue.code === 'invalid_union') return `${path}: unexpected value`;
  return `${path}: ${issue.code}`;
}

/**
 * Checks the `data` of an answer against its contract schema. A matching answer is returned as the
 * server sent it (fields the schema does not name are kept); a mismatch throws an {@link ApiError}
 * of kind `format` naming the first wrong fields, as for an answer that is not an envelope.
 */
export function parseData<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return data as z.output<S>;
  const where = result.error.issues.slice(0, 3).map(describe).join('; ');
  throw new ApiError(`${INVALID_ANSWER_MESSAGE}: ${where}`, 'format', null, data);
}

/** `then` callback checking an answer's data against a schema (see {@link parseData}). */
export const answer =
  <S extends z.ZodMiniType>(schema: S) =>
  (data: unknown): z.output<S> =>
    parseData(schema, data);

/**
 * The saved values a stale settings save was refused with (HTTP 409, SETTINGS_CONFLICT_CODE),
 * checked against the object's schema; null for any other error.
 */
export function conflictValues<S extends z.ZodMiniType>(error: unknown, schema: S): z.output<S> | null {
  if (!(error instanceof ApiError) || error.kind !== 'business' || error.code !== SETTINGS_CONFLICT_CODE) return null;
  const result = z.safeParse(schema, error.data);
  return result.success ? (error.data as z.output<S>) : null;
}
