import type { Database } from 'better-sqlite3';
import type { NewReview } from '../../domain/review-view';

/** A prepared insert of reviews for one shop: answers true when the row was new (its duplicate key unused). */
export function reviewInserter(db: Database, shopId: number): (review: NewReview) => boolean {
  const insert = db.prepare(`INSERT OR IGNORE INTO reviews (shop_id, product_id, rating, title, body, author, email, country, location,
      language, created_at, date_only, status, source, verified, pinned, incentivized, helpful_up, helpful_down, order_id, has_media,
      media, reply_body, reply_at, reply_notified, deleted_at, duplicate_key, import_id)
    VALUES (@shop_id, @product_id, @rating, @title, @body, @author, @email, @country, @location, @language, @created_at, @date_only, @status, @source,
      @verified, @pinned, @incentivized, @helpful_up, @helpful_down, @order_id, @has_media, @media, @reply_body, @reply_at,
      @reply_notified, @deleted_at, @duplicate_key, @import_id)`);
  return (review) =>
    insert.run({
      ...review,
      shop_id: shopId,
      location: review.location ?? null,
      date_only: review.date_only ?? 0,
      has_media: review.media.length > 0 ? 1 : 0,
      media: JSON.stringify(review.media),
    }).changes === 1;
}
