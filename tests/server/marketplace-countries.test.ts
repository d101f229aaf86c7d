import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

const ITEM = 'https://www.aliexpress.com/item/1005009876543210.html';
const server = useTestServer({ now: () => REVIEW_CLOCK_START });
const token = await demoToken();

const product = () =>
  `gid://shopify/Product/${server().db.prepare('SELECT id FROM products WHERE shop_id = ? ORDER BY id LIMIT 1 OFFSET 3').pluck().get(DEMO_SHOP_ID) as number}`;

describe('the country filter of marketplace imports', () => {
  it('fetches and imports only the reviews from the chosen countries', async () => {
    const all = (await callApi(server(), 'fetch_marketplace_reviews', { token, body: { url: ITEM } })).body.data.reviews as { id: string; country: string | null }[];
    const counts = new Map<string, number>();
    for (const r of all) if (r.country) counts.set(r.country, (counts.get(r.country) ?? 0) + 1);
    const two = [...counts.keys()].slice(0, 2);
    expect(two).toHaveLength(2);
    const wanted = all.filter((r) => r.country !== null && two.includes(r.country));
    expect(wanted.length).toBeLessThan(all.length);

    const fetched = await callApi(server(), 'fetch_marketplace_reviews', { token, body: { url: ITEM, countries: two.map((c) => c.toLowerCase()) } });
    expect(fetched.body.data.reviews.map((r: { id: string }) => r.id)).toEqual(wanted.map((r) => r.id));

    const productId = product();
    const imported = await callApi(server(), 'import_marketplace_reviews', { token, body: { url: ITEM, product_id: productId, countries: two } });
    expect(imported.body.data).toMatchObject({ selected: wanted.length, imported: wanted.length });
    const list = await callApi(server(), 'list_reviews', { token, query: `product_id=${encodeURIComponent(productId)}&source=imported&per_page=100` });
    const countries = new Set(list.body.data.items.map((r: { country: string | null }) => r.country));
    expect([...countries].sort()).toEqual([...two].sort());
  });

  it('refuses a country that is not a two-letter code, and an empty list means every country', async () => {
    const wrong = await callApi(server(), 'import_marketplace_reviews', { token, body: { url: ITEM, product_id: product(), countries: ['USA'] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('countries.0');
    const every = await callApi(server(), 'fetch_marketplace_reviews', { token, body: { url: ITEM, countries: [] } });
    const plain = await callApi(server(), 'fetch_marketplace_reviews', { token, body: { url: ITEM } });
    expect(every.body.data).toEqual(plain.body.data);
  });
});
