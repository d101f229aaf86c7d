import type { Database } from 'better-sqlite3';
import { ResultCode, businessError } from '../../domain/errors';
import { ReviewCode } from '../../domain/review-codes';
import type { ReviewRow } from '../../domain/review-view';
import { reviewById } from './review-queries';

/** Kind of the email row written when a merchant replies with "notify the reviewer". */
export const REPLY_EMAIL_KIND = 'review_reply';

/** A live review of the shop, or a business error: not found (40400) or deleted (42250). */
export function liveReview(db: Database, shopId: number, id: number): ReviewRow {
  const row = reviewById(db, shopId, id);
  if (!row) businessError(ResultCode.notFound, `Review ${id} not found`);
  if (row.deleted_at !== null) businessError(ReviewCode.deleted, `Review ${id} is deleted: restore it first`);
  return row;
}

/**
 * Sets (or replaces) the public reply of a review. With `notify`, and when the reviewer left an
 * email address, records an outgoing email in `sent_emails` and marks the reply as notified.
 */
export function replyToReview(
  db: Database,
  shop: { id: number; name: string },
  args: { id: number; body: string; notify: boolean; now: number },
): void {
  db.transaction(() => {
    const review = liveReview(db, shop.id, args.id);
    const notified = args.notify && review.email !== null && review.email !== '';
    db.prepare('UPDATE reviews SET reply_body = ?, reply_at = ?, reply_notified = ? WHERE id = ?')
      .run(args.body, args.now, notified ? 1 : 0, review.id);
    if (!notified || !review.email) return;
    const product = review.product_title ?? 'your purchase';
    db.prepare(`INSERT INTO sent_emails (shop_id, kind, to_email, subject, body, review_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run(
        shop.id,
        REPLY_EMAIL_KIND,
        review.email,
        `${shop.name} replied to your review of ${product}`,
        `Hi ${review.author},\n\n${shop.name} replied to your review "${review.title}":\n\n${args.body}\n`,
        review.id,
        args.now,
      );
  })();
}

/** Removes the public reply of a review (no email is sent). */
export function deleteReply(db: Database, shopId: number, id: number): void {
  const review = liveReview(db, shopId, id);
  db.prepare('UPDATE reviews SET reply_body = NULL, reply_at = NULL, reply_notified = 0 WHERE id = ?').run(review.id);
}
