import * as z from 'zod/mini';
import { REVIEW_STATUSES, listPageSchema, productRefSchema, type ReviewStatus } from './reviews';

/** Bulk actions on questions. */
export const QUESTION_ACTIONS = ['publish', 'hide', 'delete', 'restore'] as const;
/** A bulk action on questions. */
export type QuestionAction = (typeof QUESTION_ACTIONS)[number];

/** A customer question. */
export const questionSchema = z.object({
  id: z.number(),
  product: productRefSchema,
  body: z.string(),
  author: z.string(),
  email: z.nullable(z.string()),
  created_at: z.string(),
  status: z.enum(REVIEW_STATUSES),
  answer: z.nullable(z.object({ body: z.string(), created_at: z.string() })),
  deleted_at: z.nullable(z.string()),
});
export type Question = z.infer<typeof questionSchema>;

/** Filter of the question list, as the client sends it. */
export interface QuestionFilter {
  status?: ReviewStatus[];
  answered?: boolean;
  keyword?: string;
  product_id?: string;
  deleted?: boolean;
}

/** Counts next to the question filters. */
export const questionCountsSchema = z.object({
  status: z.object({ published: z.number(), hidden: z.number(), pending: z.number() }),
  answered: z.object({ answered: z.number(), unanswered: z.number() }),
});
export type QuestionCounts = z.infer<typeof questionCountsSchema>;

/** Answer of `list_questions`. */
export const questionPageSchema = listPageSchema(questionSchema, questionCountsSchema);
