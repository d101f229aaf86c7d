import * as z from 'zod/mini';
import { gid, imageUrl } from './store-ids';
import { HELD_REASONS, attributeAnswerSchema, type AttributeAnswer, type HeldReason } from '../../../src/contract/review-rules';
import type { ProductRef, Review, ReviewMedia, ReviewSource, ReviewStatus } from '../../../src/contract/reviews';

export type { ProductRef, Review, ReviewMedia } from '../../../src/contract/reviews';

/** A review row joined with its product, as the list and detail queries select it. */
export interface ReviewRow {
  id: number;
  product_id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  email: string | null;
  country: string | null;
  /** The reviewer's free-text location from an import (Judge.me, Shopify), or null. */
  location: string | null;
  language: string;
  created_at: number;
  /** 1 when created_at is a calendar day without a time (stored at 00:00 UTC). */
  date_only: number;
  status: ReviewStatus;
  source: ReviewSource;
  verified: number;
  pinned: number;
  incentivized: number;
  helpful_up: number;
  helpful_down: number;
  order_id: string | null;
  media: string;
  reply_body: string | null;
  reply_at: number | null;
  reply_notified: number;
  deleted_at: number | null;
  product_title: string | null;
  product_handle: string | null;
  product_image: string | null;
  /** Answers to the custom questions (JSON list). */
  answers: string;
  held_reason: string | null;
  auto_publish_at: number | null;
  edited_at: number | null;
  /** The review's reward code (from `review_rewards`), or null. */
  reward_code: string | null;
}

/** Columns of {@link ReviewRow}, for `SELECT ... FROM reviews r LEFT JOIN products p`. */
export const REVIEW_COLUMNS = `r.id, r.product_id, r.rating, r.title, r.body, r.author, r.email, r.country, r.location, r.language,
  r.created_at, r.date_only, r.status, r.source, r.verified, r.pinned, r.incentivized, r.helpful_up, r.helpful_down, r.order_id,
  r.media, r.reply_body, r.reply_at, r.reply_notified, r.deleted_at,
  p.title AS product_title, p.handle AS product_handle, p.image_name AS product_image,
  r.answers, r.held_reason, r.auto_publish_at, r.edited_at, (SELECT w.code FROM review_rewards w WHERE w.review_id = r.id) AS reward_code`;

/** The product join of {@link REVIEW_COLUMNS} (alias `r` for the reviewed row, `p` for the product). */
export const PRODUCT_JOIN = 'LEFT JOIN products p ON p.shop_id = r.shop_id AND p.id = r.product_id';

/** An absolute address: root-relative paths are resolved against the server's origin. */
export function absoluteUrl(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** Milliseconds since the epoch as an ISO 8601 string. */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** The stored media list of a review with absolute addresses. */
export function parseMedia(json: string, origin: string): ReviewMedia[] {
  const list = JSON.parse(json) as ReviewMedia[];
  return list.map((m) => ({ type: m.type, url: absoluteUrl(m.url, origin), thumb: absoluteUrl(m.thumb, origin) }));
}

/** The product part of a row (`product_id`, `product_title`, `product_handle`, `product_image`). */
export function productRef(
  row: { product_id: number; product_title: string | null; product_handle: string | null; product_image: string | null },
  origin: string,
): ProductRef {
  return {
    id: gid('Product', row.product_id),
    title: row.product_title ?? '',
    handle: row.product_handle ?? '',
    image: row.product_image ? imageUrl(origin, row.product_image) : null,
  };
}

const answersSchema = z.array(attributeAnswerSchema);

/** The stored answers of a review (an unreadable value reads as none). */
export function parseAnswers(json: string | null): AttributeAnswer[] {
  if (!json) return [];
  try {
    const parsed = answersSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const heldReason = (value: string | null): HeldReason | null => HELD_REASONS.find((reason) => reason === value) ?? null;

/** Maps a stored row to the review the client receives. */
export function reviewView(row: ReviewRow, origin: string): Review {
  return {
    id: row.id,
    product: productRef(row, origin),
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: row.author,
    email: row.email,
    country: row.country,
    location: row.location ?? null,
    created_at: iso(row.created_at),
    date_only: row.date_only === 1,
    status: row.status,
    source: row.source,
    verified: row.verified === 1,
    pinned: row.pinned === 1,
    incentivized: row.incentivized === 1,
    helpful: { up: row.helpful_up, down: row.helpful_down },
    order_id: row.order_id,
    media: parseMedia(row.media, origin),
    reply: row.reply_body !== null && row.reply_at !== null
      ? { body: row.reply_body, created_at: iso(row.reply_at), notified: row.reply_notified === 1 }
      : null,
    language: row.language,
    deleted_at: row.deleted_at === null ? null : iso(row.deleted_at),
    answers: parseAnswers(row.answers),
    held_reason: heldReason(row.held_reason),
    auto_publish_at: row.auto_publish_at === null ? null : iso(row.auto_publish_at),
    reward_code: row.reward_code,
    edited_at: row.edited_at === null ? null : iso(row.edited_at),
  };
}

/** A review ready to insert (every column of the reviews table but id and shop_id): the row without its join, media parsed. */
export type NewReview = Omit<
  ReviewRow,
  | 'id' | 'media' | 'product_title' | 'product_handle' | 'product_image' | 'location' | 'date_only'
  | 'answers' | 'held_reason' | 'auto_publish_at' | 'edited_at' | 'reward_code'
> & {
  media: ReviewMedia[];
  /** Absent: no location. */
  location?: string | null;
  /** Absent: the date has a time. */
  date_only?: number;
  duplicate_key: string;
  import_id: string | null;
  /** The source app's own review id (imports of files that have one). */
  source_id?: string | null;
};
