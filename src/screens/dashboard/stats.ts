import type { Stats } from '../../contract/dashboard';

/** The figures shown as cards, in order. */
export const STAT_KEYS = ['reviews_collected', 'average_star_rating', 'review_requests_sent', 'retention_revenue', 'page_view', 'unique_visitor', 'add_to_cart', 'order_count'] as const;

/** Change against the previous period in percent (null without a previous period or from zero). */
export function changePercent(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The figure of a key from a stats record. */
export const valueOf = (stats: Stats, key: (typeof STAT_KEYS)[number]): number => stats[key];
