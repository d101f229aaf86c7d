import type { RunningServer } from '../../demo/server/server';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { reviewInserter } from '../../demo/server/store/repositories/review-insert';
import type { NewReview } from '../../demo/server/domain/review-view';
import { WIDGET_API } from '../../src/contract/widget-api';

/** A widget API answer: status, headers, raw text and the parsed envelope (null for an empty body). */
export interface WidgetAnswer {
  status: number;
  headers: Headers;
  text: string;
  body: { code: number; message: string; data: any } | null;
}

/** GETs a widget API call (`reviews`, `summary`…) of the demo shop unless `shop` is given. */
export async function getWidget(
  server: RunningServer,
  call: string,
  params: Record<string, string | number | undefined> = {},
  headers: Record<string, string> = {},
): Promise<WidgetAnswer> {
  const search = new URLSearchParams({ shop: DEMO_SHOP_DOMAIN });
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const response = await fetch(`${server.url}/${WIDGET_API}/${call}?${search.toString()}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : null };
}

/** Every item of a paged widget list, page by page until the total is read. */
export async function allPages(server: RunningServer, call: string, params: Record<string, string | number | undefined>): Promise<any[]> {
  const items: any[] = [];
  for (let page = 1; ; page++) {
    const answer = await getWidget(server, call, { ...params, page });
    if (answer.status !== 200 || !answer.body) throw new Error(`${call} page ${page} answered ${answer.status}`);
    items.push(...answer.body.data.items);
    if (answer.body.data.items.length === 0 || items.length >= answer.body.data.total) return items;
  }
}

let fixtureCount = 0;

/** Inserts a review of the demo shop with test defaults (published, 5 stars, with an email and order id). */
export function insertReview(server: RunningServer, productId: number, over: Partial<NewReview> = {}): number {
  fixtureCount += 1;
  const review: NewReview = {
    product_id: productId,
    rating: 5,
    title: `Fixture ${fixtureCount}`,
    body: 'Fits well.',
    author: 'Jane Fixture',
    email: `fixture${fixtureCount}@buyer.example`,
    country: 'DE',
    language: 'en',
    created_at: Date.parse('2025-01-01T00:00:00Z') + fixtureCount * 60_000,
    status: 'published',
    source: 'collected',
    verified: 1,
    pinned: 0,
    incentivized: 0,
    helpful_up: 0,
    helpful_down: 0,
    order_id: `#ORDER-${9000 + fixtureCount}`,
    media: [],
    reply_body: null,
    reply_at: null,
    reply_notified: 0,
    deleted_at: null,
    duplicate_key: `widget-fixture-${fixtureCount}`,
    import_id: null,
    ...over,
  };
  reviewInserter(server.db, DEMO_SHOP_ID)(review);
  return server.db.prepare('SELECT id FROM reviews WHERE shop_id = ? AND duplicate_key = ?').pluck().get(DEMO_SHOP_ID, review.duplicate_key) as number;
}

/** The demo product with the fewest reviews. */
export function quietProduct(server: RunningServer): number {
  return server.db
    .prepare('SELECT id FROM products p WHERE shop_id = ? ORDER BY (SELECT COUNT(*) FROM reviews r WHERE r.shop_id = p.shop_id AND r.product_id = p.id), id LIMIT 1')
    .pluck()
    .get(DEMO_SHOP_ID) as number;
}
