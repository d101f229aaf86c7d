import type { Context } from 'hono';
import { questionFilterSchema, type QuestionFilter } from '../domain/question-filter';
import { pagingSchema, reviewFilterSchema, sortSchema, type ReviewFilter, type ReviewSort } from '../domain/review-filter';
import { validate } from './validate';

/**
 * Collects query parameters into an object: keys in `repeatable` become lists (from `key` and
 * `key[]`), the others keep their first value. Unlisted parameters are dropped.
 */
export function queryObject(c: Context, repeatable: readonly string[], single: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of repeatable) {
    const values = [...(c.req.queries(key) ?? []), ...(c.req.queries(`${key}[]`) ?? [])].filter((v) => v !== '');
    if (values.length > 0) out[key] = values;
  }
  for (const key of single) {
    const value = c.req.query(key);
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

const REPEATABLE = ['status', 'rating', 'source'] as const;
const FILTER_SINGLE = ['media', 'verified', 'product_id', 'keyword', 'date_from', 'date_to', 'deleted'] as const;

/** Reads the review filter and the sort order from the query string. */
export function readReviewQuery(c: Context): { filter: ReviewFilter; sort: ReviewSort } {
  const raw = queryObject(c, REPEATABLE, [...FILTER_SINGLE, 'sort']);
  const { sort, ...filterPart } = raw;
  const filter = validate(reviewFilterSchema, filterPart);
  return { filter, sort: validate(sortSchema, { sort }).sort };
}

/** Reads the review filter, the sort order and the page from the query string. */
export function readReviewListQuery(c: Context): { filter: ReviewFilter; sort: ReviewSort; page: number; perPage: number } {
  const { filter, sort } = readReviewQuery(c);
  const paging = validate(pagingSchema, queryObject(c, [], ['page', 'per_page']));
  return { filter, sort, page: paging.page, perPage: paging.per_page };
}

/** Reads the question filter and the page from the query string. */
export function readQuestionListQuery(c: Context): { filter: QuestionFilter; page: number; perPage: number } {
  const filter = validate(questionFilterSchema, queryObject(c, ['status'], ['answered', 'keyword', 'product_id', 'deleted']));
  const paging = validate(pagingSchema, queryObject(c, [], ['page', 'per_page']));
  return { filter, page: paging.page, perPage: paging.per_page };
}
