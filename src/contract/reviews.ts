import * as z from 'zod/mini';
import { HELD_REASONS, attributeAnswerSchema } from './review-rules';

/** Moderation states of a review or question. */
export const REVIEW_STATUSES = ['published', 'hidden', 'pending'] as const;
/** Where a review came from. */
export const REVIEW_SOURCES = ['collected', 'imported', 'other'] as const;
/** Sort orders of the review list. */
export const REVIEW_SORTS = ['newest', 'oldest', 'rating_high', 'rating_low', 'helpful'] as const;
/** Bulk actions on reviews. */
export const REVIEW_ACTIONS = ['publish', 'hide', 'pin', 'unpin', 'verify', 'unverify', 'delete', 'restore'] as const;

/** Moderation state of a review or question. */
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** Where a review came from. */
export type ReviewSource = (typeof REVIEW_SOURCES)[number];
/** Sort order of the review list. */
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** A bulk action on reviews. */
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Largest page of the review and question lists. */
export const MAX_PER_PAGE = 100;
/** Page size when `per_page` is absent. */
export const DEFAULT_PER_PAGE = 20;
/** Most ids one bulk action may name. */
export const MAX_BULK_IDS = 1000;
/** Longest reply or answer. */
export const MAX_REPLY_LENGTH = 5000;

const statusSchema = z.enum(REVIEW_STATUSES);
const sourceSchema = z.enum(REVIEW_SOURCES);

/** One photo or video of a review. */
export const reviewMediaSchema = z.object({
  type: z.enum(['image', 'video']),
  url: z.string(),
  thumb: z.string(),
});
export type ReviewMedia = z.infer<typeof reviewMediaSchema>;

/** The product of a review or question. */
export const productRefSchema = z.object({
  /** Store gid, e.g. `gid://shopify/Product/1001`. */
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  image: z.nullable(z.string()),
});
export type ProductRef = z.infer<typeof productRefSchema>;

/** The merchant's public reply to a review. */
export const reviewReplySchema = z.object({
  body: z.string(),
  created_at: z.string(),
  /** The reviewer was emailed about the reply. */
  notified: z.boolean(),
});

/** A review as the API answers it. Text fields are plain text written by customers. */
export const reviewSchema = z.object({
  id: z.number(),
  product: productRefSchema,
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  email: z.nullable(z.string()),
  /** ISO 3166-1 alpha-2 country code. */
  country: z.nullable(z.string()),
  /** The reviewer's free-text location, as an imported file gave it (absent or null: none). */
  location: z.optional(z.nullable(z.string())),
  created_at: z.string(),
  /** created_at is a calendar day without a time (00:00 UTC): show it as that day in every time zone. */
  date_only: z.optional(z.boolean()),
  status: statusSchema,
  source: sourceSchema,
  verified: z.boolean(),
  pinned: z.boolean(),
  incentivized: z.boolean(),
  helpful: z.object({ up: z.number(), down: z.number() }),
  order_id: z.nullable(z.string()),
  media: z.array(reviewMediaSchema),
  reply: z.nullable(reviewReplySchema),
  language: z.string(),
  /** Set in the recently deleted view. */
  deleted_at: z.nullable(z.string()),
  /** Answers to the shop's custom questions (collected reviews). */
  answers: z.optional(z.array(attributeAnswerSchema)),
  /** Why a collected review is held or hidden by the publishing rules (null: not held by them). */
  held_reason: z.optional(z.nullable(z.enum(HELD_REASONS))),
  /** When a held review publishes by itself unless the merchant acts (ISO; null: it will not). */
  auto_publish_at: z.optional(z.nullable(z.string())),
  /** The reward code given for the review (rewarded reviews are `incentivized`). */
  reward_code: z.optional(z.nullable(z.string())),
  /** When the customer last edited it (ISO; null: never). */
  edited_at: z.optional(z.nullable(z.string())),
});
export type Review = z.infer<typeof reviewSchema>;

/** Filter of the review list, bulk actions and export, as the client sends it; every field optional. */
export interface ReviewFilter {
  status?: ReviewStatus[];
  rating?: number[];
  source?: ReviewSource[];
  /** With photos or videos. */
  media?: boolean;
  verified?: boolean;
  /** Product gid or number. */
  product_id?: string;
  keyword?: string;
  /** YYYY-MM-DD, inclusive. */
  date_from?: string;
  date_to?: string;
  /** The recently deleted view (30 days). */
  deleted?: boolean;
}

const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodMiniNumber>);

/** Counts next to each filter of the review list (each over the filter minus its own facet). */
export const reviewCountsSchema = z.object({
  status: countsOf(REVIEW_STATUSES),
  rating: countsOf(['1', '2', '3', '4', '5'] as const),
  source: countsOf(REVIEW_SOURCES),
  media: z.number(),
  verified: z.number(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

/** The schema of one page of a list of `item`, with its `counts`. */
export function listPageSchema<T extends z.ZodMiniType, C extends z.ZodMiniType>(item: T, counts: C) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), per_page: z.number(), counts });
}

/** Answer of `list_reviews`. */
export const reviewPageSchema = listPageSchema(reviewSchema, reviewCountsSchema);

/** What a bulk action names: some ids, or everything matching a filter. */
export type Selection<F> = { ids: number[] } | { filter: F };

/** Answer of a bulk action: how many rows changed and a single-use token to undo it (30 minutes). */
export const bulkResultSchema = z.object({
  affected: z.number(),
  undo_token: z.string(),
});

/**
 * Answer of the undo calls: rows put back, and rows skipped because each field the action set
 * had been changed again since (they keep their newer values).
 */
export const undoResultSchema = z.object({ restored: z.number(), skipped: z.number() });
