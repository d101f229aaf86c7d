import type { Database } from 'better-sqlite3';
import type { StatisticsDay } from '../../domain/statistics-generator';

/** The stored days of a shop from `from` to `to` (inclusive), by date. */
export function readStatistics(db: Database, shopId: number, from: string, to: string): Map<string, StatisticsDay> {
  const rows = db
    .prepare(`SELECT date, review_requests_sent, reviews_collected, star_total, retention_revenue_cents, page_view,
        unique_visitor, add_to_cart, order_count FROM daily_statistics WHERE shop_id = ? AND date BETWEEN ? AND ? ORDER BY date`)
    .all(shopId, from, to) as StatisticsDay[];
  return new Map(rows.map((row) => [row.date, row]));
}

/** The first date with stored statistics, or null. */
export function firstStatisticsDate(db: Database, shopId: number): string | null {
  const row = db.prepare('SELECT MIN(date) AS first FROM daily_statistics WHERE shop_id = ?').get(shopId) as { first: string | null };
  return row.first;
}
