import type { Database } from 'better-sqlite3';
import type { WidgetSettings } from '../domain/widget-settings';
import type { WidgetSummary } from '../../../src/contract/widget-api';
import { gid } from '../domain/store-ids';
import { PUBLISHED_REVIEW } from './reviews';

interface RatingCount {
  product_id: number;
  rating: number;
  n: number;
  media: number;
}

/** Fills a rating text template: `{{review_number}}` becomes the count; `{{star}}` stays for the widget's stars. */
function fillRatingText(template: string, count: number): string {
  return template.replaceAll('{{review_number}}', String(count));
}

function summaryOf(productId: number | null, counts: readonly RatingCount[], settings: WidgetSettings): WidgetSummary {
  const histogram = [1, 2, 3, 4, 5].map((rating) => counts.filter((row) => row.rating === rating).reduce((sum, row) => sum + row.n, 0));
  const withMedia = counts.reduce((sum, row) => sum + row.media, 0);
  const count = histogram.reduce((sum, n) => sum + n, 0);
  const stars = histogram.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const average = count === 0 ? 0 : Math.round((stars / count) * 10) / 10;
  return {
    product_id: productId === null ? null : gid('Product', productId),
    count,
    average,
    histogram,
    with_media: withMedia,
    product_text: fillRatingText(settings.product_rating_text, count),
    list_text: fillRatingText(settings.list_rating_text, count),
  };
}

/**
 * Rating summaries (count, average to one decimal, 1–5 histogram, with-media count, rating texts) of
 * published reviews, one per product id in the order given; `null` instead of ids: one summary of the whole shop.
 */
export function widgetSummaries(db: Database, shopId: number, settings: WidgetSettings, productIds: readonly number[] | null): WidgetSummary[] {
  const inList = productIds ? ` AND r.product_id IN (${productIds.map(() => '?').join(', ')})` : '';
  const rows = db
    .prepare(`SELECT r.product_id, r.rating, COUNT(*) AS n, SUM(r.has_media) AS media FROM reviews r
      WHERE r.shop_id = ? AND ${PUBLISHED_REVIEW}${inList} GROUP BY r.product_id, r.rating`)
    .all(shopId, ...(productIds ?? [])) as RatingCount[];
  if (!productIds) return [summaryOf(null, rows, settings)];
  return productIds.map((id) => summaryOf(id, rows.filter((row) => row.product_id === id), settings));
}
