import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from './helpers';
import { KEYWORD_SQL, REVIEW_CLOCK_START, countLive, countReviews, keywordParams, qs } from './review-helpers';

const DAY = 86_400_000;
const server = useTestServer({ now: () => REVIEW_CLOCK_START });
const token = await demoToken();

const list = async (params: Parameters<typeof qs>[0]) => {
  const res = await callApi(server(), 'list_reviews', { token, query: qs(params) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('list_reviews filters', () => {
  it('lists the live reviews newest first by default, 20 per page, in the Review shape', async () => {
    const data = await list({});
    expect(data.total).toBe(countLive(server()));
    expect(data.total).toBeGreaterThan(2900);
    expect(data.page).toBe(1);
    expect(data.per_page).toBe(20);
    expect(data.items).toHaveLength(20);
    const newest = server().db
      .prepare('SELECT id FROM reviews WHERE shop_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 20')
      .pluck().all(DEMO_SHOP_ID);
    expect(data.items.map((r: { id: number }) => r.id)).toEqual(newest);
    const row = server().db.prepare('SELECT * FROM reviews WHERE id = ?').get(data.items[0].id) as Record<string, any>;
    const item = data.items[0];
    expect(item).toMatchObject({
      id: row.id, rating: row.rating, title: row.title, body: row.body, author: row.author, email: row.email,
      country: row.country, status: row.status, source: row.source, verified: row.verified === 1, pinned: row.pinned === 1,
      incentivized: row.incentivized === 1, helpful: { up: row.helpful_up, down: row.helpful_down }, order_id: row.order_id,
      language: row.language, deleted_at: null, created_at: new Date(row.created_at).toISOString(),
    });
    expect(item.product.id).toBe(`gid://shopify/Product/${row.product_id}`);
    expect(typeof item.product.title).toBe('string');
    expect(Object.keys(item).sort()).toEqual([
      'answers', 'author', 'auto_publish_at', 'body', 'country', 'created_at', 'date_only', 'deleted_at', 'edited_at', 'email', 'held_reason',
      'helpful', 'id', 'incentivized', 'language', 'location', 'media', 'order_id', 'pinned', 'product', 'rating', 'reply', 'reward_code',
      'source', 'status', 'title', 'verified',
    ]);
  });

  it('filters by each field on its own, matching counts computed in SQL', async () => {
    const cases: [Parameters<typeof qs>[0], string, unknown[]][] = [
      [{ status: 'pending' }, "status = 'pending'", []],
      [{ status: ['pending', 'hidden'] }, "status IN ('pending', 'hidden')", []],
      [{ rating: 5 }, 'rating = 5', []],
      [{ rating: [1, 2] }, 'rating IN (1, 2)', []],
      [{ source: 'imported' }, "source = 'imported'", []],
      [{ source: ['collected', 'other'] }, "source IN ('collected', 'other')", []],
      [{ media: 1 }, 'has_media = 1', []],
      [{ media: 0 }, 'has_media = 0', []],
      [{ verified: 1 }, 'verified = 1', []],
      [{ verified: 0 }, 'verified = 0', []],
      [{ keyword: 'QUALITY' }, KEYWORD_SQL, keywordParams('quality')],
      [{ keyword: 'ip' }, KEYWORD_SQL, keywordParams('ip')],
      [{ keyword: 'example.com' }, KEYWORD_SQL, keywordParams('example.com')],
      [{ date_from: '2024-07-01', date_to: '2024-09-30' }, 'created_at >= ? AND created_at < ?', [Date.parse('2024-07-01'), Date.parse('2024-10-01')]],
    ];
    for (const [params, where, sqlParams] of cases) {
      const expected = countLive(server(), where, ...sqlParams);
      expect(expected, JSON.stringify(params)).toBeGreaterThan(0);
      const data = await list(params);
      expect(data.total, JSON.stringify(params)).toBe(expected);
      expect(data.items.length).toBe(Math.min(20, expected));
    }
  });

  it('filters by product (gid or number) and shows the recently deleted view', async () => {
    const top = server().db
      .prepare('SELECT product_id, COUNT(*) AS n FROM reviews WHERE shop_id = ? AND deleted_at IS NULL GROUP BY product_id ORDER BY n DESC LIMIT 1')
      .get(DEMO_SHOP_ID) as { product_id: number; n: number };
    expect((await list({ product_id: `gid://shopify/Product/${top.product_id}` })).total).toBe(top.n);
    const byNumber = await list({ product_id: top.product_id, per_page: 100 });
    expect(byNumber.total).toBe(top.n);
    expect(byNumber.items.every((r: any) => r.product.id === `gid://shopify/Product/${top.product_id}`)).toBe(true);
    const deleted = await list({ deleted: 1, per_page: 100 });
    expect(deleted.total).toBe(countReviews(server(), 'deleted_at > ?', REVIEW_CLOCK_START - 30 * DAY));
    expect(deleted.total).toBeGreaterThan(0);
    expect(deleted.items.every((r: any) => r.deleted_at !== null)).toBe(true);
  });

  it('combines filters', async () => {
    const params = { status: 'published', rating: [4, 5], source: 'collected', verified: 1, keyword: 'the', date_from: '2024-01-01' };
    const expected = countLive(
      server(),
      `status = 'published' AND rating IN (4, 5) AND source = 'collected' AND verified = 1 AND ${KEYWORD_SQL} AND created_at >= ?`,
      ...keywordParams('the'),
      Date.parse('2024-01-01'),
    );
    expect(expected).toBeGreaterThan(10);
    const data = await list(params);
    expect(data.total).toBe(expected);
    for (const r of data.items) {
      expect(r.status).toBe('published');
      expect([4, 5]).toContain(r.rating);
      expect(r.verified).toBe(true);
    }
  });

  it('counts each facet over the filter minus that facet', async () => {
    const data = await list({ status: 'published', rating: 5, media: 1 });
    const group = (column: string, where: string) =>
      Object.fromEntries(
        (server().db.prepare(`SELECT ${column} AS k, COUNT(*) AS n FROM reviews WHERE shop_id = ? AND deleted_at IS NULL AND ${where} GROUP BY ${column}`)
          .all(DEMO_SHOP_ID) as { k: string | number; n: number }[]).map((r) => [String(r.k), r.n]),
      );
    const zeroed = (keys: string[], counts: Record<string, number>) => Object.fromEntries(keys.map((k) => [k, counts[k] ?? 0]));
    expect(data.total).toBe(countLive(server(), "status = 'published' AND rating = 5 AND has_media = 1"));
    expect(data.counts.status).toEqual(zeroed(['published', 'hidden', 'pending'], group('status', 'rating = 5 AND has_media = 1')));
    expect(data.counts.rating).toEqual(zeroed(['1', '2', '3', '4', '5'], group('rating', "status = 'published' AND has_media = 1")));
    expect(data.counts.source).toEqual(zeroed(['collected', 'imported', 'other'], group('source', "status = 'published' AND rating = 5 AND has_media = 1")));
    expect(data.counts.media).toBe(countLive(server(), "status = 'published' AND rating = 5 AND has_media = 1"));
    expect(data.counts.verified).toBe(countLive(server(), "status = 'published' AND rating = 5 AND has_media = 1 AND verified = 1"));
    const unfiltered = await list({});
    expect(unfiltered.counts.media).toBe(countLive(server(), 'has_media = 1'));
    expect(unfiltered.counts.rating['5']).toBe(countLive(server(), 'rating = 5'));
  });
});

describe('list_reviews paging and sorting', () => {
  it('pages through a filter without duplicates or gaps', async () => {
    const total = countLive(server(), "status = 'pending'");
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 37); page += 1) {
      const data = await list({ status: 'pending', per_page: 37, page, sort: 'rating_high' });
      seen.push(...data.items.map((r: { id: number }) => r.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const beyond = await list({ status: 'pending', per_page: 37, page: Math.ceil(total / 37) + 1 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(total);
  });

  it('sorts by each order with id as the last tie-break', async () => {
    const orders: Record<string, string> = {
      newest: 'created_at DESC, id DESC',
      oldest: 'created_at ASC, id ASC',
      rating_high: 'rating DESC, created_at DESC, id DESC',
      rating_low: 'rating ASC, created_at DESC, id DESC',
      helpful: 'helpful_up DESC, created_at DESC, id DESC',
    };
    for (const [sort, orderBy] of Object.entries(orders)) {
      const expected = server().db
        .prepare(`SELECT id FROM reviews WHERE shop_id = ? AND deleted_at IS NULL AND verified = 1 ORDER BY ${orderBy} LIMIT 100 OFFSET 100`)
        .pluck().all(DEMO_SHOP_ID);
      const data = await list({ verified: 1, sort, per_page: 100, page: 2 });
      expect(data.items.map((r: { id: number }) => r.id), sort).toEqual(expected);
    }
  });
});

describe('get_review and bad queries', () => {
  it('opens one review by id and answers a not-found business error for an unknown one', async () => {
    const first = (await list({ per_page: 1 })).items[0];
    const one = await callApi(server(), 'get_review', { token, query: `id=${first.id}` });
    expect(one.body.data).toEqual(first);
    const missing = await callApi(server(), 'get_review', { token, query: 'id=99999999' });
    expect(missing.status).toBe(200);
    expect(missing.body.code).toBe(40400);
    const bad = await callApi(server(), 'get_review', { token, query: 'id=abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
  });

  it('refuses bad filter values with readable messages and requires a bearer token', async () => {
    const cases: [string, string][] = [
      ['status=archived', 'status.0: must be one of published, hidden, pending'],
      ['rating=6', 'rating.0: must be 1 to 5'],
      ['per_page=101', 'per_page: must be a whole number from 1 to 100'],
      ['page=0', 'page: must be a whole number from 1'],
      ['sort=random', 'sort: must be one of newest, oldest, rating_high, rating_low, helpful'],
      ['date_from=2024-02-30', 'date_from: is not a calendar date'],
      ['date_from=2024-05-02&date_to=2024-05-01', 'date_from: must not be after date_to'],
      ['media=yes', 'media: must be 1 or 0'],
      ['product_id=abc', 'product_id: must be a product gid'],
    ];
    for (const [query, message] of cases) {
      const res = await callApi(server(), 'list_reviews', { token, query });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe(40000);
      expect(res.body.message, query).toContain(message);
    }
    expect((await callApi(server(), 'list_reviews', {})).status).toBe(401);
  });
});
