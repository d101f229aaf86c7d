import type { Database } from 'better-sqlite3';

/*
 * The review figures the dashboard shows, all read from the reviews table, so the overage banner,
 * the shown-reviews counter, the analytics and Manage Reviews count the same rows.
 */

/** Reviews the storefront shows: published and not deleted, imported ones included. */
export function publishedReviewCount(db: Database, shopId: number): number {
  return db
    .prepare("SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND status = 'published' AND deleted_at IS NULL")
    .pluck()
    .get(shopId) as number;
}

/** The reviews received on one UTC day: how many, and the sum of their stars. */
export interface ReceivedDay {
  count: number;
  stars: number;
}

/**
 * Reviews received per UTC day from `from` to `to` (inclusive, `YYYY-MM-DD`): every review Manage
 * Reviews lists (not deleted, any status), by the date it was written.
 */
export function reviewsReceivedByDay(db: Database, shopId: number, from: string, to: string): Map<string, ReceivedDay> {
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`) + 86_400_000;
  const rows = db
    .prepare(`SELECT date(created_at / 1000, 'unixepoch') AS day, COUNT(*) AS count, SUM(rating) AS stars FROM reviews
      WHERE shop_id = ? AND created_at >= ? AND created_at < ? AND deleted_at IS NULL GROUP BY day`)
    .all(shopId, start, end) as { day: string; count: number; stars: number }[];
  return new Map(rows.map((row) => [row.day, { count: row.count, stars: row.stars }]));
}

/** The UTC date of the shop's oldest review Manage Reviews lists, or null without one. */
export function firstReviewDate(db: Database, shopId: number): string | null {
  const first = db.prepare('SELECT MIN(created_at) FROM reviews WHERE shop_id = ? AND deleted_at IS NULL').pluck().get(shopId) as number | null;
  return first === null ? null : new Date(first).toISOString().slice(0, 10);
}
