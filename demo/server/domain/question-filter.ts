import type { Context } from 'hono';
import { z } from 'zod';
import { REVIEW_STATUSES, flagSchema, oneOrMany, pagingSchema, productIdSchema, queryObject } from './review-filter';
import { validate } from '../http/validate';

/** The filter of the question list and bulk actions (every field optional). */
export const questionFilterSchema = z.strictObject({
  status: oneOrMany(z.enum(REVIEW_STATUSES, { error: `must be one of ${REVIEW_STATUSES.join(', ')}` })).optional(),
  answered: flagSchema.optional(),
  keyword: z.string().trim().max(200, { error: 'at most 200 characters' }).optional(),
  product_id: productIdSchema.optional(),
  deleted: flagSchema.optional(),
});

/** A parsed question filter. */
export type QuestionFilter = z.output<typeof questionFilterSchema>;

/** Reads the question filter and the page from the query string. */
export function readQuestionListQuery(c: Context): { filter: QuestionFilter; page: number; perPage: number } {
  const filter = validate(questionFilterSchema, queryObject(c, ['status'], ['answered', 'keyword', 'product_id', 'deleted']));
  const paging = validate(pagingSchema, queryObject(c, [], ['page', 'per_page']));
  return { filter, page: paging.page, perPage: paging.per_page };
}
