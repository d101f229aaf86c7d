import { z } from 'zod';

import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  REVIEW_SORTS,
  REVIEW_SOURCES,
  REVIEW_STATUSES,
  type ReviewSort,
  type ReviewSource,
  type ReviewStatus,
} from '../../../src/contract/reviews';

export { DEFAULT_PER_PAGE, MAX_PER_PAGE, REVIEW_SORTS, REVIEW_SOURCES, REVIEW_STATUSES };
export type { ReviewSort, ReviewSource, ReviewStatus };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PRODUCT_GID = /^gid:\/\/shopify\/Product\/(\d{1,15})$/;

/** A yes/no flag: `true`/`false`, `1`/`0` or `"1"`/`"0"`. */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')], {
    error: 'must be 1 or 0',
  })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** One value or a list of values, always read as a list. */
export function oneOrMany<S extends z.ZodType>(item: S) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(20, { error: 'at most 20 values' }),
  );
}

const dateSchema = z
  .string()
  .regex(DATE, { error: 'must be a date as YYYY-MM-DD' })
  .refine((value) => {
    const ms = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
  }, { error: 'is not a calendar date' });

const PRODUCT_ID_MESSAGE = 'must be a product gid (gid://shopify/Product/<n>) or a product number';

/** A product id: the store gid (`gid://shopify/Product/1001`) or the bare number. */
export const productIdSchema = z
  .union([z.int().positive(), z.string().trim().regex(/^(\d{1,15}|gid:\/\/shopify\/Product\/\d{1,15})$/, { error: PRODUCT_ID_MESSAGE })], {
    error: PRODUCT_ID_MESSAGE,
  })
  .transform((value) => (typeof value === 'number' ? value : Number(PRODUCT_GID.exec(value)?.[1] ?? value)));

/** A whole number from `min` to `max`, given as a number or a string of digits (query strings). */
export function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : value),
    z.int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  oneOrMany(z.enum(values, { error: `must be one of ${values.join(', ')}` }));

/** True when text holds a control character (C0, DEL, C1): never part of a search; a NUL broke the full-text query. */
export function hasControlCharacter(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

/** A search keyword: trimmed, at most 200 characters, no control characters. */
export const keywordSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(200, { error: 'at most 200 characters' })
  .refine((value) => !hasControlCharacter(value), { error: 'must not contain control characters' });

/** The filter of the review list, bulk actions and export (every field optional). */
export const reviewFilterSchema = z.strictObject({
  status: enumList(REVIEW_STATUSES).optional(),
  rating: oneOrMany(wholeNumber(1, 5, 'must be 1 to 5')).optional(),
  source: enumList(REVIEW_SOURCES).optional(),
  media: flagSchema.optional(),
  verified: flagSchema.optional(),
  product_id: productIdSchema.optional(),
  keyword: keywordSchema.optional(),
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
  deleted: flagSchema.optional(),
}).refine((f) => !(f.date_from && f.date_to && f.date_from > f.date_to), { error: 'must not be after date_to', path: ['date_from'] });

/** A parsed review filter. */
export type ReviewFilter = z.output<typeof reviewFilterSchema>;

/** Fields of the list query besides the filter. */
export const pagingSchema = z.object({
  page: wholeNumber(1, 1_000_000, 'must be a whole number from 1').default(1),
  per_page: wholeNumber(1, MAX_PER_PAGE, `must be a whole number from 1 to ${MAX_PER_PAGE}`).default(DEFAULT_PER_PAGE),
});

/** The sort order of the review list (`newest` when absent). */
export const sortSchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: `must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
});
