import type { Database } from 'better-sqlite3';
import { seededRandom } from '../domain/seeded-random';
import { insertGeneratedReviews } from './review-seed';

/** Seed of the scale data set (distinct from the demo seed). */
const SCALE_SEED = 100_000_007;

/**
 * Runs a bulk insert into `reviews` with its non-unique indexes dropped, then builds them
 * again from their stored definitions (one sort per index instead of a random B-tree insert
 * per row and index). The unique duplicate-key index stays, as inserts rely on it. Must run
 * inside a transaction, so a failure leaves the schema as it was.
 */
function withIndexesRebuilt<T>(db: Database, insertRows: () => T): T {
  const indexes = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'reviews' AND sql IS NOT NULL
      AND sql NOT LIKE 'CREATE UNIQUE%'`)
    .all() as { name: string; sql: string }[];
  for (const index of indexes) db.exec(`DROP INDEX "${index.name.replace(/"/g, '""')}"`);
  const result = insertRows();
  for (const index of indexes) db.exec(index.sql);
  return result;
}

/**
 * Adds `count` generated reviews to a shop for load checks: one transaction, prepared
 * statements, the search index filled in one pass and the other indexes rebuilt at the end.
 * Emails carry a serial so duplicate keys stay unique. Answers the rows added and the time taken.
 */
export function seedScale(db: Database, shopId: number, count: number, now: number = Date.now()): { inserted: number; ms: number } {
  const started = performance.now();
  const firstSerial = 1_000_000 + (db.prepare('SELECT COALESCE(MAX(id), 0) FROM reviews').pluck().get() as number);
  const inserted = db.transaction(() =>
    withIndexesRebuilt(db, () =>
      insertGeneratedReviews(db, shopId, { count, random: seededRandom(SCALE_SEED + firstSerial), now, firstSerial, uniqueEmails: true }),
    ),
  )();
  db.prepare('ANALYZE reviews').run();
  return { inserted, ms: Math.round(performance.now() - started) };
}
