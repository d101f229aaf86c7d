import type { Database } from 'better-sqlite3';
import { readCollectSettings } from '../../collect/settings-store';
import { ResultCode, businessError } from '../../domain/errors';
import { ReviewCode } from '../../domain/review-codes';
import type { ReviewRow } from '../../domain/review-view';
import { reviewById } from './review-queries';

/** A live review of the shop, or a business error: not found (40400) or deleted (42250). */
export function liveReview(db: Database, shopId: number, id: number): ReviewRow {
  const row = reviewById(db, shopId, id);
  if (!row) businessError(ResultCode.notFound, `Review ${id} not found`);
  if (row.deleted_at !== null) businessError(ReviewCode.deleted, `Review ${id} is deleted: restore it first`);
  return row;
}

/** A reply written: when, and whether the reviewer is to be emailed about it. */
export interface WrittenReply {
  replyAt: number;
  notify: boolean;
}

/**
 * Sets (or replaces) the public reply of a review, not yet marked notified; the merchant acted, so
 * a held review no longer publishes by itself. The reviewer is to be emailed (after this write,
 * by the caller) when the merchant asked for it, the reviewer left an address and the shop's
 * reply emails are on.
 */
export function replyToReview(db: Database, shopId: number, args: { id: number; body: string; notify: boolean; now: number }): WrittenReply {
  return db.transaction((): WrittenReply => {
    const review = liveReview(db, shopId, args.id);
    db.prepare('UPDATE reviews SET reply_body = ?, reply_at = ?, reply_notified = 0, auto_publish_at = NULL WHERE id = ?')
      .run(args.body, args.now, review.id);
    const notify = args.notify && review.email !== null && review.email.trim() !== '' && readCollectSettings(db, shopId, 'reply').enabled;
    return { replyAt: args.now, notify };
  })();
}

/** Marks a reply as notified, unless it was replaced since (`reply_at` tells the versions apart). */
export function markReplyNotified(db: Database, id: number, replyAt: number): void {
  db.prepare('UPDATE reviews SET reply_notified = 1 WHERE id = ? AND reply_at = ?').run(id, replyAt);
}

/** Removes the public reply of a review (no email is sent); the merchant acted, so a held review no longer publishes by itself. */
export function deleteReply(db: Database, shopId: number, id: number): void {
  const review = liveReview(db, shopId, id);
  db.prepare('UPDATE reviews SET reply_body = NULL, reply_at = NULL, reply_notified = 0, auto_publish_at = NULL WHERE id = ?').run(review.id);
}
