import type { DailyStatistics, Stats } from '../../contract/dashboard';

/** The figures shown as cards, in order. */
export const STAT_KEYS = ['reviews_collected', 'average_star_rating', 'review_requests_sent', 'retention_revenue', 'page_view', 'unique_visitor', 'add_to_cart', 'order_count'] as const;

/** Change against the previous period in percent (null without a previous period or from zero). */
export function changePercent(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The figure of a key from a stats record. */
export const valueOf = (stats: Stats, key: (typeof STAT_KEYS)[number]): number => stats[key];

/** One line of the chart: a point per day. */
export type ChartPoints = { key: string; value: number }[];

const pointsCache = new WeakMap<DailyStatistics, { collected: ChartPoints; requests: ChartPoints }>();

/**
 * The chart's lines of a range (reviews collected, review requests sent), computed once per
 * statistics answer, so a render that keeps the answer keeps the same arrays.
 */
export function chartPoints(stats: DailyStatistics): { collected: ChartPoints; requests: ChartPoints } {
  let points = pointsCache.get(stats);
  if (!points) {
    points = {
      collected: stats.series.map((d) => ({ key: d.date, value: d.reviews_collected })),
      requests: stats.series.map((d) => ({ key: d.date, value: d.review_requests_sent })),
    };
    pointsCache.set(stats, points);
  }
  return points;
}
