import type { Database } from 'better-sqlite3';
import { addDays, daysBetween } from '../domain/day-dates';
import { generateDay } from '../domain/statistics-generator';
import { DEMO_SHOP_ID } from './demo-shop';

/** Days of statistics the demo shop is seeded with (a year ending today). */
export const DEMO_STATISTICS_DAYS = 365;

/**
 * Gives the demo shop generated statistics up to `today`: a year ending today on first use, then the
 * missing days after the last stored one. Other shops have no rows (their days read as zero).
 */
export function ensureDemoStatistics(db: Database, shopId: number, today: string): void {
  if (shopId !== DEMO_SHOP_ID) return;
  const span = db.prepare('SELECT MIN(date) AS first, MAX(date) AS last FROM daily_statistics WHERE shop_id = ?').get(shopId) as {
    first: string | null;
    last: string | null;
  };
  const first = span.first ?? addDays(today, -(DEMO_STATISTICS_DAYS - 1));
  const start = span.last ? addDays(span.last, 1) : first;
  if (start > today) return;
  const insert = db.prepare(`INSERT OR IGNORE INTO daily_statistics (shop_id, date, review_requests_sent, reviews_collected,
      star_total, retention_revenue_cents, page_view, unique_visitor, add_to_cart, order_count)
    VALUES (@shop_id, @date, @review_requests_sent, @reviews_collected, @star_total, @retention_revenue_cents,
      @page_view, @unique_visitor, @add_to_cart, @order_count)`);
  db.transaction(() => {
    for (let date = start; date <= today; date = addDays(date, 1)) {
      insert.run({ shop_id: shopId, ...generateDay(date, daysBetween(first, date)) });
    }
  })();
}
