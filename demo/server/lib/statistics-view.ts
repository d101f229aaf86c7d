import type { Database } from 'better-sqlite3';
import { ensureDemoStatistics, firstStatisticsDate, readStatistics } from '../db/statistics';
import type { ShopRow } from '../db/shops';
import { addDays, daysBetween, utcDate } from './day-dates';
import type { StatisticsDay } from './statistics-generator';

/** Ranges of the dashboard analytics: all time (0), 7, 30 and 90 days. */
export const STATS_RANGES = [0, 7, 30, 90] as const;
/** A range the dashboard asks for: 0 (all time), 7, 30 or 90 days. */
export type StatsRange = (typeof STATS_RANGES)[number];

/** Most points the all-time series has; it groups days by week (or several weeks) to stay below. */
export const MAX_SERIES_POINTS = 60;

/** Statistics of a period (SPEC §3 Daily statistics). */
export interface Stats {
  /** Average of the reviews collected, one decimal; 0 without reviews. */
  average_star_rating: number;
  review_requests_sent: number;
  reviews_collected: number;
  /** Revenue from returning customers, in the shop currency, two decimals. */
  retention_revenue: number;
  page_view: number;
  unique_visitor: number;
  add_to_cart: number;
  order_count: number;
}

/** One point of the series: a day, or for all time the period starting on `date`. */
export interface StatsPoint extends Stats {
  date: string;
}

/** The `get_daily_statistics` payload. */
export interface DailyStatistics {
  days: StatsRange;
  /** First and last date of the range, inclusive, `YYYY-MM-DD` (UTC). */
  range: { from: string; to: string };
  totals: Stats;
  /** The same number of days just before the range; null for all time. */
  previous: Stats | null;
  series: StatsPoint[];
}

type Sums = Omit<StatisticsDay, 'date'>;

const ZERO: Sums = {
  review_requests_sent: 0,
  reviews_collected: 0,
  star_total: 0,
  retention_revenue_cents: 0,
  page_view: 0,
  unique_visitor: 0,
  add_to_cart: 0,
  order_count: 0,
};
const SUM_KEYS = Object.keys(ZERO) as (keyof Sums)[];

function sumDays(byDate: Map<string, StatisticsDay>, from: string, count: number): Sums {
  const sums: Sums = { ...ZERO };
  for (let i = 0; i < count; i += 1) {
    const day = byDate.get(addDays(from, i));
    if (day) for (const key of SUM_KEYS) sums[key] += day[key];
  }
  return sums;
}

function toStats(sums: Sums): Stats {
  return {
    average_star_rating: sums.reviews_collected > 0 ? Math.round((sums.star_total / sums.reviews_collected) * 10) / 10 : 0,
    review_requests_sent: sums.review_requests_sent,
    reviews_collected: sums.reviews_collected,
    retention_revenue: sums.retention_revenue_cents / 100,
    page_view: sums.page_view,
    unique_visitor: sums.unique_visitor,
    add_to_cart: sums.add_to_cart,
    order_count: sums.order_count,
  };
}

/** Days per point of the all-time series: a week, or whole weeks enough to stay within 60 points. */
export function bucketDays(totalDays: number): number {
  return 7 * Math.max(1, Math.ceil(Math.ceil(totalDays / 7) / MAX_SERIES_POINTS));
}

/**
 * The dashboard statistics of a shop for a range ending today (UTC, per `now`). Days without data count
 * as zero: a fresh install gets zero-filled days, and all time starts at its install date.
 */
export function dailyStatistics(db: Database, shop: ShopRow, days: StatsRange, now: number): DailyStatistics {
  const today = utcDate(now);
  ensureDemoStatistics(db, shop.id, today);
  if (days > 0) {
    const from = addDays(today, -(days - 1));
    const previousFrom = addDays(from, -days);
    const byDate = readStatistics(db, shop.id, previousFrom, today);
    return {
      days,
      range: { from, to: today },
      totals: toStats(sumDays(byDate, from, days)),
      previous: toStats(sumDays(byDate, previousFrom, days)),
      series: Array.from({ length: days }, (_, i) => {
        const date = addDays(from, i);
        return { date, ...toStats(sumDays(byDate, date, 1)) };
      }),
    };
  }
  const installed = utcDate(shop.installed_at);
  const first = firstStatisticsDate(db, shop.id);
  const earliest = first !== null && first < installed ? first : installed;
  const from = earliest < today ? earliest : today;
  const total = daysBetween(from, today) + 1;
  const step = bucketDays(total);
  const byDate = readStatistics(db, shop.id, from, today);
  const series: StatsPoint[] = [];
  for (let start = 0; start < total; start += step) {
    const date = addDays(from, start);
    series.push({ date, ...toStats(sumDays(byDate, date, Math.min(step, total - start))) });
  }
  return { days, range: { from, to: today }, totals: toStats(sumDays(byDate, from, total)), previous: null, series };
}
