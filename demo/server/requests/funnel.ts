import type { Database } from 'better-sqlite3';
import type { FunnelCounts, FunnelPeriod, RequestFunnel } from '../../../src/contract/review-requests';
import { DAY_MS } from './order-timing';

const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const empty = (): FunnelCounts => ({ scheduled: 0, sent: 0, opened: 0, clicked: 0, reviewed: 0 });

/**
 * The funnel of the last `days` days (today included, UTC days): `scheduled` counts the requests
 * created in the period that still wait; sent, opened, clicked and reviewed count requests by the
 * time of that step. Totals plus one point per day, oldest first.
 */
export function requestFunnel(db: Database, shopId: number, days: FunnelPeriod, now: number): RequestFunnel {
  const today = Date.parse(`${dayKey(now)}T00:00:00.000Z`);
  const from = today - (days - 1) * DAY_MS;
  const daily = new Map<string, FunnelCounts>();
  for (let d = 0; d < days; d += 1) daily.set(dayKey(from + d * DAY_MS), empty());
  const totals = empty();
  const count = (step: keyof FunnelCounts, sql: string) => {
    const rows = db.prepare(sql).all(shopId, from, now) as { at: number }[];
    for (const { at } of rows) {
      const point = daily.get(dayKey(at));
      if (!point) continue;
      point[step] += 1;
      totals[step] += 1;
    }
  };
  count('scheduled', "SELECT created_at AS at FROM review_requests WHERE shop_id = ? AND status IN ('scheduled', 'sending') AND emails_sent = 0 AND created_at >= ? AND created_at <= ?");
  count('sent', 'SELECT sent_at AS at FROM review_requests WHERE shop_id = ? AND sent_at >= ? AND sent_at <= ?');
  count('opened', 'SELECT opened_at AS at FROM review_requests WHERE shop_id = ? AND opened_at >= ? AND opened_at <= ?');
  count('clicked', 'SELECT clicked_at AS at FROM review_requests WHERE shop_id = ? AND clicked_at >= ? AND clicked_at <= ?');
  count('reviewed', 'SELECT reviewed_at AS at FROM review_requests WHERE shop_id = ? AND reviewed_at >= ? AND reviewed_at <= ?');
  return { days, totals, daily: [...daily].map(([date, counts]) => ({ date, ...counts })) };
}
