import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, DEMO_SHOP_PROFILE } from '../../demo/server/seed/demo-shop';
import { supplierItemId } from '../../demo/server/simulators/supplier-links';
import { callApi, demoToken, useTestServer, type Envelope } from './helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

const KEY = DEMO_SHOP_PROFILE.reviewsApiKey;
const ITEM = 'https://fr.aliexpress.com/item/1005001234567891.html?spm=x';
const server = useTestServer({ now: () => REVIEW_CLOCK_START });
const token = await demoToken();

/** Calls a public import path (no bearer token). */
async function callPublic<T = any>(call: string, init: { query?: Record<string, string>; body?: unknown } = {}) {
  const url = new URL(`${server().url}/api/v1/public/${call}`);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, init.body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const firstProduct = () =>
  `gid://shopify/Product/${(server().db.prepare('SELECT id FROM products WHERE shop_id = ? ORDER BY id LIMIT 1').get(DEMO_SHOP_ID) as { id: number }).id}`;

describe('marketplace reviews (simulated, deterministic)', () => {
  it('answers the same reviews for the same item, in several languages with photos on this server', async () => {
    const a = await callApi(server(), 'fetch_marketplace_reviews', { token, body: { url: ITEM } });
    const b = await callApi(server(), 'fetch_marketplace_reviews', { token, body: { url: 'https://www.aliexpress.com/i/1005001234567891.html' } });
    expect(a.body.code).toBe(0);
    expect(a.body.data).toEqual(b.body.data);
    const item = a.body.data;
    expect(item).toMatchObject({ marketplace: 'aliexpress', item_id: '1005001234567891', url: 'https://www.aliexpress.com/item/1005001234567891.html' });
    expect(item.reviews.length).toBeGreaterThanOrEqual(6);
    expect(item.reviews[0]).toMatchObject({ id: expect.any(String), author: expect.any(String), rating: expect.any(Number), body: expect.any(String) });
    const photos = item.reviews.flatMap((r: { photos: string[] }) => r.photos);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every((p: string) => p.startsWith(`${server().url}/store/images/`))).toBe(true);
    expect((await fetch(photos[0]!)).status).toBe(200);
    const amazon = await callApi(server(), 'fetch_marketplace_reviews', { token, body: { url: 'https://www.amazon.de/dp/B08N5WRWNW' } });
    expect(amazon.body.data.marketplace).toBe('amazon');
    const languages = new Set([...item.reviews, ...amazon.body.data.reviews].map((r: { language: string }) => r.language));
    expect(languages.size).toBeGreaterThan(1);
  });

  it('refuses links that are not item pages with a clear message', async () => {
    for (const url of ['https://aliexpress.com.evil.io/item/1005001234567891.html', 'javascript:alert(1)', 'https://www.aliexpress.com/store/123']) {
      const res = await callApi(server(), 'fetch_marketplace_reviews', { token, body: { url } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^url: /);
    }
    const bad = await callApi(server(), 'fetch_marketplace_reviews', { token, body: { url: 'https://www.aliexpress.com/store/123' } });
    expect(bad.body.message).toContain('/item/<number>.html');
    expect((await callApi(server(), 'fetch_marketplace_reviews', { body: { url: ITEM } })).status).toBe(401);
  });
});

describe('public bookmarklet calls keyed by the reviews API key', () => {
  it('refuses a wrong or missing key', async () => {
    const wrong = await callPublic('marketplace_reviews', { query: { key: 'rv_wrong', url: ITEM } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(/API key is not valid/);
    expect((await callPublic('marketplace_reviews', { query: { url: ITEM } })).status).toBe(400);
    expect((await callPublic('products', { query: { key: 'rv_wrong' } })).status).toBe(403);
    const imp = await callPublic('import_marketplace_reviews', { body: { key: 'rv_wrong', url: ITEM, product_id: firstProduct() } });
    expect(imp.status).toBe(403);
  });

  it('lists the reviews and the products, and refuses another marketplace on the Amazon page', async () => {
    const reviews = await callPublic('marketplace_reviews', { query: { key: KEY, url: ITEM } });
    expect(reviews.body.data.item_id).toBe('1005001234567891');
    const wrong = await callPublic('marketplace_reviews', { query: { key: KEY, url: ITEM, marketplace: 'amazon' } });
    expect(wrong.status).toBe(400);
    const products = await callPublic('products', { query: { key: KEY, limit: '5' } });
    expect(products.body.data.items).toHaveLength(5);
    expect(products.body.data.items[0]).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/), title: expect.any(String) });
    const first = products.body.data.items[0];
    const found = await callPublic('products', { query: { key: KEY, keyword: first.title } });
    expect(found.body.data.items.map((p: { id: string }) => p.id)).toContain(first.id);
  });

  it('imports through the file-import path; importing again adds none', async () => {
    const body = { key: KEY, url: ITEM, product_id: firstProduct(), min_rating: 4 };
    const first = await callPublic('import_marketplace_reviews', { body });
    expect(first.body.code).toBe(0);
    const { import_id, selected, imported, duplicates, failed } = first.body.data;
    expect(selected).toBeGreaterThan(0);
    expect(imported).toBe(selected);
    expect(duplicates).toBe(0);
    expect(failed).toBe(0);
    const again = await callPublic('import_marketplace_reviews', { body });
    expect(again.body.data).toMatchObject({ selected, imported: 0, duplicates: selected });
    const detail = await callApi(server(), 'get_import', { token, query: `id=${import_id}` });
    expect(detail.body.data).toMatchObject({ format: 'aliexpress', file_name: 'https://www.aliexpress.com/item/1005001234567891.html', imported: selected });
    const list = await callApi(server(), 'list_reviews', { token, query: `product_id=${encodeURIComponent(body.product_id)}&source=imported&per_page=100` });
    expect(list.body.data.items.filter((r: { rating: number }) => r.rating < 4)).toEqual([]);
  });

  it('imports only the chosen reviews with photos, and refuses an unknown product or an empty selection', async () => {
    const item = (await callPublic('marketplace_reviews', { query: { key: KEY, url: 'https://www.amazon.com/dp/B000TEST01' } })).body.data;
    const withPhotos = item.reviews.filter((r: { photos: string[] }) => r.photos.length > 0).slice(0, 2).map((r: { id: string }) => r.id);
    const res = await callPublic('import_marketplace_reviews', {
      body: { key: KEY, url: item.url, product_id: firstProduct(), with_photos_only: true, review_ids: [...withPhotos, 'nope'] },
    });
    expect(res.body.data).toMatchObject({ selected: withPhotos.length, imported: withPhotos.length });
    const unknown = await callPublic('import_marketplace_reviews', { body: { key: KEY, url: item.url, product_id: 'gid://shopify/Product/999999' } });
    expect(unknown.body.code).toBe(40400);
    const none = await callPublic('import_marketplace_reviews', { body: { key: KEY, url: item.url, product_id: firstProduct(), review_ids: [] } });
    expect(none.body.code).toBe(42230);
    const noReviews = await callPublic('marketplace_reviews', { query: { key: KEY, url: 'https://www.aliexpress.com/item/1005009999000.html' } });
    expect(noReviews.body.data.reviews).toEqual([]);
  });
});

describe('supplier (DSM) imports', () => {
  it('lists the linked products and imports their items; importing again adds none', async () => {
    const list = await callApi(server(), 'list_supplier_products', { token });
    const items = list.body.data.items as Array<{ product: { id: string }; supplier: { item_id: string }; review_count: number }>;
    expect(items.length).toBeGreaterThan(3);
    for (const s of items) expect(s.supplier.item_id).toBe(supplierItemId(Number(s.product.id.split('/').pop())));
    const chosen = items.filter((s) => s.review_count > 0).slice(0, 2);
    const total = chosen.reduce((n, s) => n + s.review_count, 0);
    const body = { product_ids: chosen.map((s) => s.product.id) };
    const first = await callApi(server(), 'import_supplier_reviews', { token, body });
    expect(first.body.data).toMatchObject({ selected: total, imported: total, duplicates: 0, failed: 0 });
    const again = await callApi(server(), 'import_supplier_reviews', { token, body });
    expect(again.body.data).toMatchObject({ imported: 0, duplicates: total });
    const unlinked = await callApi(server(), 'import_supplier_reviews', { token, body: { product_ids: ['gid://shopify/Product/1'] } });
    expect(unlinked.status).toBe(400);
    expect(unlinked.body.message).toContain('not linked to a supplier item');
  });
});
