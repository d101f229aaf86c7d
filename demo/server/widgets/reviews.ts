import type { Database } from 'better-sqlite3';
import type { WidgetSettings } from '../domain/widget-settings';
import type { WidgetReviewPage, WidgetReviewSort } from '../../../src/contract/widget-api';
import { WIDGET_REVIEW_COLUMNS, WIDGET_REVIEW_PRODUCT_JOIN, type WidgetReviewRow, widgetReview } from './public-view';

/** What the storefront sees of a shop's reviews: published and not deleted, nothing else. */
export const PUBLISHED_REVIEW = "r.status = 'published' AND r.deleted_at IS NULL";

/** The ORDER BY of each storefront sort; pinned reviews come first in every one, the id breaks ties. */
const ORDER_BY: Record<WidgetReviewSort, string> = {
  'commented-at-descending': 'r.created_at DESC',
  'commented-at-ascending': 'r.created_at ASC',
  'rating-descending': 'r.rating DESC, r.created_at DESC',
  'rating-ascending': 'r.rating ASC, r.created_at DESC',
  'media-first': 'r.has_media DESC, r.created_at DESC',
  'helpful-descending': 'r.helpful_up DESC, r.created_at DESC',
};

/** A storefront review list query. */
export interface WidgetReviewQuery {
  /** Numeric product id; absent: every product of the shop. */
  productId?: number;
  /** Only reviews of these products (numeric ids). */
  productIds?: readonly number[];
  page: number;
  sort: WidgetReviewSort;
  /** Only reviews of this rating. */
  rating?: number;
  /** Only reviews of this rating or higher. */
  minRating?: number;
  /** Only reviews with photos or videos. */
  withMedia: boolean;
}

/** One page of a shop's published reviews, sized by the shop's `reviews_per_page_number`. */
export function listWidgetReviews(
  db: Database,
  shopId: number,
  settings: WidgetSettings,
  query: WidgetReviewQuery,
  origin: string,
): WidgetReviewPage {
  const terms = ['r.shop_id = ?', PUBLISHED_REVIEW];
  const params: (number | string)[] = [shopId];
  if (query.productId !== undefined) {
    terms.push('r.product_id = ?');
    params.push(query.productId);
  }
  if (query.productIds !== undefined && query.productIds.length > 0) {
    terms.push(`r.product_id IN (${query.productIds.map(() => '?').join(', ')})`);
    params.push(...query.productIds);
  }
  if (query.rating !== undefined) {
    terms.push('r.rating = ?');
    params.push(query.rating);
  }
  if (query.minRating !== undefined) {
    terms.push('r.rating >= ?');
    params.push(query.minRating);
  }
  if (query.withMedia) terms.push('r.has_media = 1');
  const where = terms.join(' AND ');
  const perPage = settings.reviews_per_page_number;
  const rows = db
    .prepare(`SELECT ${WIDGET_REVIEW_COLUMNS} FROM reviews r ${WIDGET_REVIEW_PRODUCT_JOIN} WHERE ${where}
      ORDER BY r.pinned DESC, ${ORDER_BY[query.sort]}, r.id DESC LIMIT ? OFFSET ?`)
    .all(...params, perPage, (query.page - 1) * perPage) as WidgetReviewRow[];
  const total = db.prepare(`SELECT COUNT(*) FROM reviews r WHERE ${where}`).pluck().get(...params) as number;
  return {
    items: rows.map((row) => widgetReview(row, settings, origin)),
    total,
    page: query.page,
    per_page: perPage,
    sort: query.sort,
  };
}
