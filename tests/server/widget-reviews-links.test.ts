import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, demoToken, useTestServer } from './helpers';
import { allPages, getWidget, insertReview, quietProduct } from './widget-api-helpers';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { saveWidgetSettings } from '../../demo/server/store/repositories/settings';
import { MAX_WIDGET_REVIEW_LINKS, widgetReviewLinksSchema, widgetReviewPageSchema } from '../../src/contract/widget-api';
import { REVIEW_FORM_API } from '../../src/contract/review-form';

const server = useTestServer();
const token = await demoToken();
let products: { id: number; title: string; handle: string }[] = [];
let gone = 0;

beforeAll(() => {
  const db = server().db;
  const quiet = quietProduct(server());
  products = db.prepare('SELECT id, title, handle FROM products WHERE shop_id = ? AND id <> ? ORDER BY id LIMIT 2').all(DEMO_SHOP_ID, quiet) as typeof products;
  products.unshift(db.prepare('SELECT id, title, handle FROM products WHERE shop_id = ? AND id = ?').get(DEMO_SHOP_ID, quiet) as (typeof products)[number]);
  for (const rating of [1, 2, 3, 4, 5]) insertReview(server(), quiet, { rating });
  // A review whose product is no longer in the catalogue (as a platform sync may leave one for a while).
  gone = 987_654_321;
  db.pragma('foreign_keys = OFF');
  try {
    insertReview(server(), gone, { title: 'Of a removed product' });
  } finally {
    db.pragma('foreign_keys = ON');
  }
  saveWidgetSettings(db, DEMO_SHOP_ID, { reviews_per_page_number: 50 });
});

describe('GET reviews for the widgets', () => {
  it('names each review\'s product with its title, handle and image, and null when the product is gone', async () => {
    const [quiet] = products;
    const page = widgetReviewPageSchema.parse((await getWidget(server(), 'reviews', { product: quiet!.id })).body?.data);
    expect(page.items.length).toBeGreaterThanOrEqual(5);
    for (const review of page.items) {
      expect(review.product).toMatchObject({ id: `gid://shopify/Product/${quiet!.id}`, title: quiet!.title, handle: quiet!.handle });
      expect(review.product?.image ?? 'https://x').toMatch(/^https?:\/\//);
    }
    const orphan = (await allPages(server(), 'reviews', { product: gone }))[0];
    expect(orphan).toMatchObject({ title: 'Of a removed product', product: null });
  });

  it('filters by a lowest rating', async () => {
    const [quiet] = products;
    const all = await allPages(server(), 'reviews', { product: quiet!.id });
    const high = await allPages(server(), 'reviews', { product: quiet!.id, min_rating: 4 });
    expect(high.map((r: { id: number }) => r.id)).toEqual(all.filter((r: { rating: number }) => r.rating >= 4).map((r: { id: number }) => r.id));
    expect(high.length).toBeGreaterThan(0);
    expect((await getWidget(server(), 'reviews', { min_rating: 6 })).status).toBe(400);
  });

  it('lists the reviews of chosen products only', async () => {
    const ids = products.map((p) => p.id);
    const chosen = await allPages(server(), 'reviews', { product_ids: ids.join(',') });
    const expected = server().db.prepare(`SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND status = 'published' AND deleted_at IS NULL
      AND product_id IN (${ids.map(() => '?').join(', ')})`).pluck().get(DEMO_SHOP_ID, ...ids);
    expect(chosen).toHaveLength(expected as number);
    expect(new Set(chosen.map((r: { product_id: string }) => r.product_id))).toEqual(new Set(ids.map((id) => `gid://shopify/Product/${id}`)));
    expect((await getWidget(server(), 'reviews', { product_ids: Array.from({ length: 51 }, (_, i) => i + 1).join(',') })).status).toBe(400);
  });
});

describe('GET review_links', () => {
  it('answers the same signed product links as the admin, in order, skipping unknown products, and they open the review form', async () => {
    const ids = products.map((p) => p.id);
    const answer = await getWidget(server(), 'review_links', { products: [...ids, gone].join(',') });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).toMatch(/^"/);
    const { items } = widgetReviewLinksSchema.parse(answer.body?.data);
    expect(items.map((item) => item.product_id)).toEqual(ids.map((id) => `gid://shopify/Product/${id}`));
    for (const [index, id] of ids.entries()) {
      const admin = await callApi(server(), 'get_review_request_link', { token, query: `product_id=${id}` });
      expect(items[index]!.url).toBe(admin.body.data.url);
    }
    const form = await fetch(`${server().url}/${REVIEW_FORM_API}?${new URL(items[0]!.url).search.slice(1)}`);
    expect(form.status).toBe(200);
    expect(JSON.stringify(await form.json())).toContain(products[0]!.title);
  });

  it('answers the shop link when no product is named, and refuses too many products', async () => {
    const { items } = widgetReviewLinksSchema.parse((await getWidget(server(), 'review_links')).body?.data);
    const admin = await callApi(server(), 'get_review_request_link', { token });
    expect(items).toEqual([{ product_id: null, url: admin.body.data.url }]);
    const many = Array.from({ length: MAX_WIDGET_REVIEW_LINKS + 1 }, (_, i) => i + 1).join(',');
    expect((await getWidget(server(), 'review_links', { products: many })).status).toBe(400);
  });
});
