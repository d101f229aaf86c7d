import { beforeEach, describe, expect, it } from 'vitest';
import { installShop } from '../../demo/server/seed/seed';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { issueSessionToken } from '../../demo/server/http/tokens';
import type { RunningServer } from '../../demo/server/server';
import { SLOW_TEST_TIMEOUT_MS, TEST_SECRET, callApi, demoToken, startTestServer, useTestServer } from './helpers';

const START = Date.parse('2026-03-15T10:00:00.000Z');
const DAY_MS = 86_400_000;
let clock = START;
const server = useTestServer({ now: () => clock });
const token = await demoToken();
beforeEach(() => {
  clock = START;
});

const COUNTS = ['review_requests_sent', 'reviews_collected', 'page_view', 'unique_visitor', 'add_to_cart', 'order_count'] as const;
const STAT_KEYS = ['average_star_rating', 'retention_revenue', ...COUNTS].sort();
const stats = async (days: unknown, as = token) => {
  const { status, body } = await callApi(server(), 'get_daily_statistics', { token: as, body: { days } });
  expect(status).toBe(200);
  return body.data;
};

/**
 * The sums of the demo shop between two dates, as the response should report them: traffic from the
 * stored statistics, reviews received (and their stars) from the reviews table.
 */
function dbTotals(from: string, to: string) {
  const row = server().db
    .prepare(`SELECT SUM(review_requests_sent) AS review_requests_sent, SUM(retention_revenue_cents) AS cents, SUM(page_view) AS page_view,
      SUM(unique_visitor) AS unique_visitor, SUM(add_to_cart) AS add_to_cart, SUM(order_count) AS order_count
      FROM daily_statistics WHERE shop_id = ? AND date BETWEEN ? AND ?`)
    .get(DEMO_SHOP_ID, from, to) as Record<string, number>;
  const reviews = server().db
    .prepare(`SELECT COUNT(*) AS reviews_collected, COALESCE(SUM(rating), 0) AS stars FROM reviews
      WHERE shop_id = ? AND deleted_at IS NULL AND date(created_at / 1000, 'unixepoch') BETWEEN ? AND ?`)
    .get(DEMO_SHOP_ID, from, to) as { reviews_collected: number; stars: number };
  const { cents, ...traffic } = row;
  const { stars, ...counts } = { ...traffic, ...reviews, review_requests_sent: row.review_requests_sent ?? 0 };
  return {
    ...counts,
    retention_revenue: (cents ?? 0) / 100,
    average_star_rating: reviews.reviews_collected > 0 ? Math.round((stars / reviews.reviews_collected) * 10) / 10 : 0,
  };
}

function expectTotalsMatchSeries(data: any) {
  for (const key of COUNTS) {
    expect(data.totals[key]).toBe(data.series.reduce((sum: number, point: any) => sum + point[key], 0));
  }
  const revenue = data.series.reduce((sum: number, point: any) => sum + point.retention_revenue, 0);
  expect(data.totals.retention_revenue).toBeCloseTo(revenue, 2);
}

describe('get_daily_statistics', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('seeds a year of demo statistics ending today', () => {
    const span = server().db.prepare('SELECT COUNT(*) AS n, MIN(date) AS first, MAX(date) AS last FROM daily_statistics WHERE shop_id = ?').get(DEMO_SHOP_ID);
    expect(span).toEqual({ n: 365, first: '2025-03-16', last: '2026-03-15' });
  });

  it.each([
    [7, '2026-03-09', '2026-03-02', '2026-03-08'],
    [30, '2026-02-14', '2026-01-15', '2026-02-13'],
    [90, '2025-12-16', '2025-09-17', '2025-12-15'],
  ])('answers %i days: one point a day, totals = sum of the series, previous period', async (days, from, previousFrom, previousTo) => {
    const data = await stats(days);
    expect(data.days).toBe(days);
    expect(data.range).toEqual({ from, to: '2026-03-15' });
    expect(data.series).toHaveLength(days);
    expect(data.series[0].date).toBe(from);
    expect(data.series.at(-1).date).toBe('2026-03-15');
    expect(Object.keys(data.series[0]).sort()).toEqual(['date', ...STAT_KEYS].sort());
    expect(Object.keys(data.totals).sort()).toEqual(STAT_KEYS);
    expectTotalsMatchSeries(data);
    expect(data.totals).toEqual(dbTotals(from, '2026-03-15'));
    expect(data.previous).toEqual(dbTotals(previousFrom, previousTo));
    expect(data.totals.unique_visitor).toBeGreaterThan(150 * days);
    expect(data.totals.average_star_rating).toBeGreaterThanOrEqual(1);
    expect(data.totals.average_star_rating).toBeLessThanOrEqual(5);
    expect(Number.isInteger(Math.round(data.totals.retention_revenue * 100))).toBe(true);
  });

  it('answers all time in weekly points from the oldest review, with no previous period', async () => {
    const data = await stats(0);
    const first = server().db.prepare("SELECT date(MIN(created_at) / 1000, 'unixepoch') FROM reviews WHERE shop_id = ? AND deleted_at IS NULL").pluck().get(DEMO_SHOP_ID) as string;
    expect(first < '2025-03-16').toBe(true);
    expect(data.range).toEqual({ from: first, to: '2026-03-15' });
    expect(data.previous).toBeNull();
    expect(data.series[0].date).toBe(first);
    expect(data.series.at(-1).date <= '2026-03-15').toBe(true);
    expectTotalsMatchSeries(data);
    expect(data.totals).toEqual(dbTotals(first, '2026-03-15'));
    const live = server().db.prepare('SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND deleted_at IS NULL').pluck().get(DEMO_SHOP_ID);
    expect(data.totals.reviews_collected).toBe(live);
  });

  it('accepts GET with ?days= and gives the same answer as POST', async () => {
    const { body } = await callApi(server(), 'get_daily_statistics', { token, query: 'days=30' });
    expect(body.data).toEqual(await stats(30));
  });

  it('has weekly seasonality, growth and a Black Friday spike', async () => {
    const rows = server().db.prepare('SELECT date, unique_visitor FROM daily_statistics WHERE shop_id = ? ORDER BY date').all(DEMO_SHOP_ID) as { date: string; unique_visitor: number }[];
    const mean = (list: { unique_visitor: number }[]) => list.reduce((sum, row) => sum + row.unique_visitor, 0) / list.length;
    const weekday = (n: number) => rows.filter((row) => new Date(`${row.date}T00:00:00Z`).getUTCDay() === n);
    expect(mean(weekday(6))).toBeGreaterThan(mean(weekday(1)) * 1.2);
    expect(mean(rows.slice(-90))).toBeGreaterThan(mean(rows.slice(0, 90)) * 1.2);
    const sale = rows.filter((row) => row.date >= '2025-11-24' && row.date <= '2025-12-01');
    const before = rows.filter((row) => row.date >= '2025-11-03' && row.date <= '2025-11-16');
    expect(mean(sale)).toBeGreaterThan(mean(before) * 2);
  });

  it('is deterministic: another server with the same clock stores the same year', async () => {
    const other = await startTestServer({ now: () => START });
    try {
      const dump = (db: RunningServer['db']) => db.prepare('SELECT * FROM daily_statistics WHERE shop_id = ? ORDER BY date').all(DEMO_SHOP_ID);
      expect(dump(other.db)).toEqual(dump(server().db));
    } finally {
      await other.close();
    }
  });

  it('adds the missing days when the clock moves on, keeping the stored ones', async () => {
    const before = await stats(7);
    clock = START + 2 * DAY_MS;
    const after = await stats(7);
    expect(after.range).toEqual({ from: '2026-03-11', to: '2026-03-17' });
    expect(after.series.slice(0, 5)).toEqual(before.series.slice(2));
    expect(after.series.at(-1).unique_visitor).toBeGreaterThan(0);
    const count = server().db.prepare('SELECT COUNT(*) AS n FROM daily_statistics WHERE shop_id = ?').get(DEMO_SHOP_ID);
    expect(count).toEqual({ n: 367 });
  });

  it('zero-fills a fresh install; all time starts at install', async () => {
    const shop = installShop(server().db, 'fresh-stats.myshopify.com', START - 3 * DAY_MS);
    const fresh = await issueSessionToken(shop, { secret: TEST_SECRET });
    const zero = Object.fromEntries(STAT_KEYS.map((key) => [key, 0]));
    const week = await stats(7, fresh);
    expect(week.series).toHaveLength(7);
    expect(week.totals).toEqual(zero);
    expect(week.previous).toEqual(zero);
    expect(week.series.every((point: any) => STAT_KEYS.every((key) => point[key] === 0))).toBe(true);
    const all = await stats(0, fresh);
    expect(all.range).toEqual({ from: '2026-03-12', to: '2026-03-15' });
    expect(all.series).toEqual([{ date: '2026-03-12', ...zero }]);
    expect(all.previous).toBeNull();
  });

  it.each([[5], ['7'], [null], [-7], [7.5]])('refuses days %j with a readable 400', async (days) => {
    const { status, body } = await callApi(server(), 'get_daily_statistics', { token, body: { days } });
    expect(status).toBe(400);
    expect(body.message).toBe('days: must be one of 0, 7, 30, 90');
  });

  it('refuses a GET without a valid days query', async () => {
    for (const query of ['', 'days=abc', 'days=14']) {
      const { status, body } = await callApi(server(), 'get_daily_statistics', { token, query });
      expect(status).toBe(400);
      expect(body.message).toContain('days');
    }
  });
});
