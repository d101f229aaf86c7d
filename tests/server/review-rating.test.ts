import { describe, expect, it } from 'vitest';
import { callApi, demoToken, useTestServer } from './helpers';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { createApi } from '../../src/api';
import { createHttpClient } from '../../src/api/http';

const server = useTestServer();
const token = await demoToken();

/** Average (one decimal) and count of a product's published, not deleted reviews, straight from the table. */
function expected(productId: number): { average: number; count: number } {
  const row = server().db.prepare(`SELECT COUNT(*) AS count, AVG(rating) AS average FROM reviews
    WHERE shop_id = ? AND product_id = ? AND status = 'published' AND deleted_at IS NULL`).get(DEMO_SHOP_ID, productId) as { count: number; average: number | null };
  return { count: row.count, average: row.average === null ? 0 : Math.round(row.average * 10) / 10 };
}

const reviewed = () => server().db.prepare(`SELECT product_id FROM reviews WHERE shop_id = ? GROUP BY product_id ORDER BY COUNT(*) DESC LIMIT 3`)
  .pluck().all(DEMO_SHOP_ID) as number[];

describe('get_review_rating', () => {
  it('answers each asked product’s average and count of published reviews, in the order asked', async () => {
    const ids = reviewed();
    const unreviewed = server().db.prepare(`SELECT id FROM products p WHERE shop_id = ? AND NOT EXISTS
      (SELECT 1 FROM reviews r WHERE r.shop_id = p.shop_id AND r.product_id = p.id AND r.status = 'published' AND r.deleted_at IS NULL) LIMIT 1`).pluck().get(DEMO_SHOP_ID) as number;
    const query = [ids[1], `gid://shopify/Product/${ids[0]}`, unreviewed, ids[1]].map((id) => `product_ids=${encodeURIComponent(String(id))}`).join('&');
    const { status, body } = await callApi(server(), 'get_review_rating', { token, query });
    expect(status).toBe(200);
    expect(body.data.items).toEqual([ids[1]!, ids[0]!, unreviewed].map((id) => ({ product_id: `gid://shopify/Product/${id}`, ...expected(id) })));
    expect(body.data.items[0].count).toBeGreaterThan(0);
    expect(body.data.items[2]).toMatchObject({ average: 0, count: 0 });
  });

  it('follows the reviews: a hidden review leaves the numbers', async () => {
    const [id] = reviewed();
    const before = expected(id!);
    const review = server().db.prepare(`SELECT id FROM reviews WHERE shop_id = ? AND product_id = ? AND status = 'published' AND deleted_at IS NULL LIMIT 1`).pluck().get(DEMO_SHOP_ID, id) as number;
    await callApi(server(), 'bulk_review_action', { token, body: { action: 'hide', ids: [review] } });
    const api = createApi(createHttpClient({ baseURL: `${server().url}/`, getToken: async () => token })).reviews;
    const [after] = await api.getReviewRating([`gid://shopify/Product/${id}`]);
    expect(after).toEqual({ product_id: `gid://shopify/Product/${id}`, ...expected(id!) });
    expect(after?.count).toBe(before.count - 1);
  });

  it('refuses no product, too many or a wrong id', async () => {
    expect((await callApi(server(), 'get_review_rating', { token })).status).toBe(400);
    const many = Array.from({ length: 251 }, (_, i) => `product_ids=${i + 1}`).join('&');
    expect((await callApi(server(), 'get_review_rating', { token, query: many })).status).toBe(400);
    expect((await callApi(server(), 'get_review_rating', { token, query: 'product_ids=abc' })).status).toBe(400);
    expect((await callApi(server(), 'get_review_rating', { query: 'product_ids=1' })).status).toBe(401);
  });
});
