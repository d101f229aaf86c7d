import type { Database } from 'better-sqlite3';
import { requestByToken, type RequestRow } from './repository';

/*
 * What the customer's actions do to a request: opening the email, clicking a review link,
 * writing the review, unsubscribing. Each step's time is kept once (the first); the status only
 * moves forward (sent → opened → clicked → reviewed).
 */

/** Counts an open: `opened_at` once, status at least `opened`. */
export function markRequestOpened(db: Database, token: string, now: number): RequestRow | undefined {
  db.prepare(`UPDATE review_requests SET opened_at = COALESCE(opened_at, ?),
      status = CASE WHEN status = 'sent' THEN 'opened' ELSE status END
    WHERE token = ? AND emails_sent > 0`).run(now, token);
  return requestByToken(db, token);
}

/** Counts a click (an open too when none was counted): `clicked_at` once, status at least `clicked`. */
export function markRequestClicked(db: Database, token: string, now: number): RequestRow | undefined {
  db.prepare(`UPDATE review_requests SET opened_at = COALESCE(opened_at, ?), clicked_at = COALESCE(clicked_at, ?),
      status = CASE WHEN status IN ('sent', 'opened') THEN 'clicked' ELSE status END
    WHERE token = ? AND emails_sent > 0`).run(now, now, token);
  return requestByToken(db, token);
}

/**
 * Marks the request of a token reviewed (the review form calls it when the customer's review is
 * saved): `reviewed_at` once, status `reviewed`, and its waiting reminder is dropped. False for an
 * unknown token.
 */
export function markRequestReviewed(db: Database, token: string, now: number): boolean {
  const result = db
    .prepare(`UPDATE review_requests SET reviewed_at = COALESCE(reviewed_at, ?), status = 'reviewed', due_at = NULL, reason = NULL
      WHERE token = ? AND status <> 'sending'`)
    .run(now, token);
  if (result.changes === 1) return true;
  // A request whose email is going out right now: the time is kept, the scheduler keeps its status.
  return db.prepare('UPDATE review_requests SET reviewed_at = COALESCE(reviewed_at, ?) WHERE token = ?').run(now, token).changes === 1;
}

/**
 * Unsubscribes the address of a request from its shop for good, ends that address's waiting
 * requests as `unsubscribed`, and this request too unless a review came. Answers the request.
 */
export function unsubscribeByToken(db: Database, token: string, now: number): RequestRow | undefined {
  return db.transaction(() => {
    const row = requestByToken(db, token);
    if (!row) return undefined;
    db.prepare('INSERT OR IGNORE INTO email_unsubscribes (shop_id, email, created_at) VALUES (?, ?, ?)').run(row.shop_id, row.customer_email, now);
    db.prepare(`UPDATE review_requests SET status = 'unsubscribed', reason = 'unsubscribed', due_at = NULL
      WHERE shop_id = ? AND customer_email = ? COLLATE NOCASE AND status = 'scheduled'`).run(row.shop_id, row.customer_email);
    db.prepare(`UPDATE review_requests SET status = 'unsubscribed', reason = 'unsubscribed', due_at = NULL
      WHERE id = ? AND status IN ('sent', 'opened', 'clicked')`).run(row.id);
    return requestByToken(db, token);
  })();
}
