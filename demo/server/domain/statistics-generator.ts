import { addDays, dateMs } from './day-dates';
import { hashText as hash } from './seeded-random';

/** One day of stored statistics; star ratings are kept as a total so averages over any range stay exact. */
export interface StatisticsDay {
  date: string;
  review_requests_sent: number;
  reviews_collected: number;
  /** Sum of the star ratings of the reviews collected that day. */
  star_total: number;
  retention_revenue_cents: number;
  page_view: number;
  unique_visitor: number;
  add_to_cart: number;
  order_count: number;
}

/** Fixed seed of the demo statistics: the same date always gives the same day. */
export const STATISTICS_SEED = 'maple-moss-statistics-v1';
const BASE_VISITORS = 240;
/** Traffic grows by this share over a year (linear). */
const YEARLY_GROWTH = 0.55;
/** Traffic by day of the week, Sunday first: busy weekends, a slow Monday. */
const WEEKDAY_FACTOR = [1.16, 0.86, 0.93, 0.97, 1.0, 1.07, 1.22];
/** Orders get a review request this many days later, once delivered. */
const REQUEST_DELAY_DAYS = 7;

/** Mulberry32: a small deterministic generator of numbers in [0, 1). */
function seededRandom(key: string): () => number {
  let state = hash(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, low: number, high: number): number => low + (high - low) * random();

/** Rounds down or up with a chance equal to the fraction, so small averages still add up over many days. */
const stochasticRound = (value: number, random: () => number): number => Math.floor(value + random());

/** True during the store's yearly promotion: the Black Friday to Cyber Monday sale, 24 November to 1 December. */
export function isPromotionDay(date: string): boolean {
  const monthDay = date.slice(5);
  return monthDay >= '11-24' && monthDay <= '12-01';
}

interface Traffic {
  visitors: number;
  pageViews: number;
  addToCart: number;
  orders: number;
}

function traffic(date: string, offset: number): Traffic {
  const random = seededRandom(`${STATISTICS_SEED}|${date}|traffic`);
  const promotion = isPromotionDay(date);
  const growth = 1 + (YEARLY_GROWTH * offset) / 365;
  const weekday = WEEKDAY_FACTOR[new Date(dateMs(date)).getUTCDay()] ?? 1;
  const visitors = Math.round(BASE_VISITORS * growth * weekday * (promotion ? 2.6 : 1) * between(random, 0.88, 1.12));
  const pageViews = Math.round(visitors * between(random, 2.5, 3.3));
  const addToCart = stochasticRound(visitors * between(random, 0.055, 0.085) * (promotion ? 1.4 : 1), random);
  const orders = stochasticRound(addToCart * between(random, 0.32, 0.46), random);
  return { visitors, pageViews, addToCart, orders };
}

/**
 * The demo shop's statistics for one date: weekly seasonality, slow linear growth from the first day
 * of the series, a promotion spike each year, and review requests following orders a week later.
 * @param offset days since the first day of the series (drives the growth)
 */
export function generateDay(date: string, offset: number): StatisticsDay {
  const day = traffic(date, offset);
  const delivered = traffic(addDays(date, -REQUEST_DELAY_DAYS), offset - REQUEST_DELAY_DAYS);
  const random = seededRandom(`${STATISTICS_SEED}|${date}|reviews`);
  const requests = stochasticRound(delivered.orders * between(random, 0.85, 0.98), random);
  const reviews = stochasticRound(requests * between(random, 0.14, 0.22), random);
  const stars = reviews === 0 ? 0 : Math.min(5 * reviews, Math.max(reviews, Math.round(reviews * between(random, 4.35, 4.85))));
  const revenueCents = Math.round(day.orders * between(random, 0.12, 0.2) * between(random, 42, 64) * 100);
  return {
    date,
    review_requests_sent: requests,
    reviews_collected: reviews,
    star_total: stars,
    retention_revenue_cents: revenueCents,
    page_view: day.pageViews,
    unique_visitor: day.visitors,
    add_to_cart: day.addToCart,
    order_count: day.orders,
  };
}
