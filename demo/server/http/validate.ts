import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, ResultCode } from '../domain/errors';

/** One validation problem as sent to the client in `data.issues`. */
export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
}

/** Builds the HTTP 400 validation error envelope from a list of issues. */
export function validationError(issues: ValidationIssue[]): ApiError {
  const message = issues
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join('; ');
  return new ApiError(ResultCode.validation, message || 'Invalid request', 400, { issues });
}

function describeIssue(issue: z.core.$ZodIssue): ValidationIssue {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return { path: path || 'body', code: issue.code, message: `unknown field ${keys}` };
  }
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return { path: path || 'body', code: issue.code, message: `is required (${issue.expected})` };
  }
  return { path: path || 'body', code: issue.code, message: issue.message };
}

/**
 * Validates a value against a zod schema (full zod or a `zod/mini` schema of src/contract).
 * @throws ApiError (HTTP 400, code 40000) naming each wrong field.
 */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw validationError(result.error.issues.map(describeIssue));
}

/**
 * Reads the request body as JSON. An empty body reads as `{}`.
 * @throws ApiError (HTTP 400, code 40000) when the body is not valid JSON.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    const reason = err instanceof Error ? err.message : 'parse error';
    throw validationError([{ path: 'body', code: 'invalid_json', message: `is not valid JSON (${reason})` }]);
  }
}

/** Reads the JSON body and validates it against a schema in one step. */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJsonBody(c));
}
