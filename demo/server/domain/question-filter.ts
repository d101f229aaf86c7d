import { z } from 'zod';
import { REVIEW_STATUSES, flagSchema, keywordSchema, oneOrMany, productIdSchema } from './review-filter';

/** The filter of the question list and bulk actions (every field optional). */
export const questionFilterSchema = z.strictObject({
  status: oneOrMany(z.enum(REVIEW_STATUSES, { error: `must be one of ${REVIEW_STATUSES.join(', ')}` })).optional(),
  answered: flagSchema.optional(),
  keyword: keywordSchema.optional(),
  product_id: productIdSchema.optional(),
  deleted: flagSchema.optional(),
});

/** A parsed question filter. */
export type QuestionFilter = z.output<typeof questionFilterSchema>;
