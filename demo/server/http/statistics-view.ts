import type { Database } from 'better-sqlite3';
import { firstStatisticsDate, readStatistics } from '../store/repositories/statistics';
import { ensureDemoStatistics } from '../seed/demo-statistics';
import type { ShopRow } from '../store/repositories/shops';
import { addDays, daysBetween, utcDate } from '../domain/day-dates';
import type { DailyStatistics, Stats, StatsRange } from '../../../src/contract/dashboard';
import type { StatisticsDay } from '../domain/statistics-generator';
import { firstReviewDate, reviewsReceivedByDay } from './review-figures';

export type { DailyStatistics, StatsRange };

/** Most points the all-time series has; it groups days by week (or several weeks) to stay below. */
export const MAX_SERIES_POINTS = 60;

/** One point of the series: a day, or for all time the period starting on `date`. */
export type StatsPoint = DailyStatistics['series'][number];

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

/** Empty day: the traffic figures of a day without stored statistics. */
const emptyDay = (date: string): StatisticsDay => ({ date, ...ZERO });

/**
 * The stored days with the review figures taken from the reviews table: the reviews received (and
 * their stars) each day are the reviews Manage Reviews lists, not generated numbers.
 */
function withReceivedReviews(db: Database, shopId: number, from: string, to: string): Map<string, StatisticsDay> {
  const byDate = readStatistics(db, shopId, from, to);
  const received = reviewsReceivedByDay(db, shopId, from, to);
  for (const [date, day] of byDate) byDate.set(date, { ...day, reviews_collected: 0, star_total: 0 });
  for (const [date, { count, stars }] of received) {
    byDate.set(date, { ...(byDate.get(date) ?? emptyDay(date)), reviews_collected: count, star_total: stars });
  }
  return byDate;
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
 * as zero: a fresh install gets zero-filled days, and all time starts at its install date (or its
 * oldest review, when imported reviews are older). Reviews received and the average rating come from
 * the reviews table, so all time counts exactly the reviews Manage Reviews lists.
 */
export function dailyStatistics(db: Database, shop: ShopRow, days: StatsRange, now: number): DailyStatistics {
  const today = utcDate(now);
  ensureDemoStatistics(db, shop.id, today);
  if (days > 0) {
    const from = addDays(today, -(days - 1));
    const previousFrom = addDays(from, -days);
    const byDate = withReceivedReviews(db, shop.id, previousFrom, today);
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
  const earliest = [firstStatisticsDate(db, shop.id), firstReviewDate(db, shop.id)].reduce<string>(
    (min, date) => (date !== null && date < min ? date : min),
    installed,
  );
  const from = earliest < today ? earliest : today;
  const total = daysBetween(from, today) + 1;
  const step = bucketDays(total);
  const byDate = withReceivedReviews(db, shop.id, from, today);
  const series: StatsPoint[] = [];
  for (let start = 0; start < total; start += step) {
    const date = addDays(from, start);
    series.push({ date, ...toStats(sumDays(byDate, date, Math.min(step, total - start))) });
  }
  return { days, range: { from, to: today }, totals: toStats(sumDays(byDate, from, total)), previous: null, series };
}
