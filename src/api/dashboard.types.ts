/** Daily statistics (SPEC §3). */
export interface Stats {
  average_star_rating: number;
  review_requests_sent: number;
  reviews_collected: number;
  retention_revenue: number;
  page_view: number;
  unique_visitor: number;
  add_to_cart: number;
  order_count: number;
}

/** Ranges of the analytics: all time (0), 7, 30 and 90 days. */
export type StatsRange = 0 | 7 | 30 | 90;

/** Answer of `get_daily_statistics`. */
export interface DailyStatistics {
  days: StatsRange;
  range: { from: string; to: string };
  totals: Stats;
  previous: Stats | null;
  series: ({ date: string } & Stats)[];
}

/** A recommended app. */
export interface RecommendedApp {
  name: string;
  logo: string;
  desc: string;
  url: string;
  category?: string;
}

/** An ad on the dashboard. */
export interface Ad {
  id: string | number;
  title: string;
  desc: string;
  btn_text: string;
  url: string;
}
