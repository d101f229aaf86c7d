import type { Database } from 'better-sqlite3';

/**
 * Publishes the held reviews whose 14 days have passed (the platform's policy): pending, not
 * deleted, `auto_publish_at` come. Their hold date and reason are cleared. A merchant action on a
 * review clears its date, so a review the merchant looked at stays as they left it; reviews the
 * block list hid have no date and never publish by themselves. Answers how many were published.
 */
export function publishHeldReviews(db: Database, now: number): number {
  return db
    .prepare(`UPDATE reviews SET status = 'published', auto_publish_at = NULL, held_reason = NULL
      WHERE auto_publish_at IS NOT NULL AND auto_publish_at <= ? AND status = 'pending' AND deleted_at IS NULL`)
    .run(now).changes;
}
