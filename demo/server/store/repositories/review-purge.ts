import type { Database } from 'better-sqlite3';
import { DELETED_RETENTION_MS } from '../review-where';

/** How often the running server purges (the first purge runs at startup, from the seed). */
export const PURGE_INTERVAL_MS = 60 * 60_000;

/** What one purge removed. */
export interface PurgeResult {
  reviews: number;
  questions: number;
  undoActions: number;
}

/**
 * Removes for good the reviews and questions deleted more than 30 days before `now`, and the
 * undo snapshots that expired (every shop). Their search-index entries go with them (trigger).
 */
export function purgeDeleted(db: Database, now: number): PurgeResult {
  const cutoff = now - DELETED_RETENTION_MS;
  return db.transaction(() => ({
    reviews: db.prepare('DELETE FROM reviews WHERE deleted_at IS NOT NULL AND deleted_at <= ?').run(cutoff).changes,
    questions: db.prepare('DELETE FROM questions WHERE deleted_at IS NOT NULL AND deleted_at <= ?').run(cutoff).changes,
    undoActions: db.prepare('DELETE FROM undo_actions WHERE expires_at <= ?').run(now).changes,
  }))();
}

/**
 * Purges every hour while the server runs; the timer does not keep the process alive.
 * Answers a function that stops it.
 */
export function schedulePurge(db: Database, now: () => number = Date.now): () => void {
  const timer = setInterval(() => {
    if (db.open) purgeDeleted(db, now());
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
