import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { insertRequest } from '../../demo/server/requests/repository';
import { insertOrder } from '../../demo/server/requests/order-timing';
import { useTestServer } from './helpers';
import { addRequest, callForm, catalogProducts, linkQuery, signedLink, submitOf } from './review-form-helpers';

const DAY_MS = 86_400_000;
let now = Date.parse('2026-07-01T09:00:00.000Z');
const server = useTestServer({ now: () => now });

describe('a request link', () => {
  it('opens the form with the request’s products, and a submit writes each review', { timeout: 30_000 }, async () => {
    const products = catalogProducts(server(), 2);
    const { id, token } = addRequest(server(), products, now);
    const link = signedLink(token);
    const form = await callForm(server(), '', { query: linkQuery(link) });
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({ mode: 'new', language: 'en', customer: { name: 'Pat Doe', askEmail: false }, rewards: [], questions: [] });
    expect(form.body.data.products.map((p: { id: string }) => p.id)).toEqual(products.map((p) => p.id));
    expect(form.body.data.expiresAt).toBe(new Date(now + 90 * DAY_MS).toISOString());

    const result = await callForm(server(), '', { body: submitOf(link, [{ productId: products[0]!.id, rating: 5 }, { productId: products[1]!.id, rating: 2 }]) });
    expect(result.status).toBe(200);
    expect(result.body.data.reward).toBeNull();
    const [first, second] = result.body.data.reviews as { id: number; status: string }[];
    expect(first!.status).toBe('published');
    expect(second!.status).toBe('pending');
    const held = server().db.prepare('SELECT status, held_reason, auto_publish_at, source, request_id FROM reviews WHERE id = ?').get(second!.id);
    expect(held).toEqual({ status: 'pending', held_reason: 'rating', auto_publish_at: now + 14 * DAY_MS, source: 'collected', request_id: id });
    expect(server().db.prepare('SELECT status, reviewed_at FROM review_requests WHERE id = ?').get(id)).toEqual({ status: 'reviewed', reviewed_at: now });
  });

  it('refuses a changed token or signature (403) and an old link (410)', { timeout: 30_000 }, async () => {
    const { token } = addRequest(server(), catalogProducts(server(), 1, 2), now);
    const link = signedLink(token);
    const other = addRequest(server(), catalogProducts(server(), 1, 3), now);
    for (const bad of [{ ...link, sig: `${link.sig.slice(0, -2)}xx` }, { token: other.token, sig: link.sig }, { token: `${token}x`, sig: link.sig }, { token }]) {
      const answer = await callForm(server(), '', { query: linkQuery(bad) });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 40301, message: 'invalid', data: null });
    }
    const saved = now;
    now += 90 * DAY_MS;
    try {
      const old = await callForm(server(), '', { query: linkQuery(link) });
      expect(old.status).toBe(410);
      expect(old.body).toMatchObject({ code: 41001, message: 'expired', data: { shop: { name: expect.any(String), url: expect.stringMatching(/^https:\/\//) } } });
      const post = await callForm(server(), '', { body: submitOf(link, [{ productId: catalogProducts(server(), 1, 2)[0]!.id, rating: 5 }]) });
      expect(post.status).toBe(410);
    } finally {
      now = saved;
    }
    expect(server().db.prepare('SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND request_id IS NOT NULL AND product_id = ?').pluck().get(DEMO_SHOP_ID, Number(catalogProducts(server(), 1, 2)[0]!.id.split('/').pop()))).toBe(0);
  });

  it('lands on a signed link from the email’s tracked click, with the clicked product first', { timeout: 30_000 }, async () => {
    const products = catalogProducts(server(), 2, 4);
    const { token } = addRequest(server(), products, now);
    const click = await fetch(`${server().url}/r/c/${token}?product=${encodeURIComponent(products[1]!.id)}`, { redirect: 'manual' });
    expect(click.status).toBe(302);
    const location = new URL(click.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${server().url}/email_review`);
    expect(location.searchParams.get('sig')).toBe(signedLink(token).sig);
    const form = await callForm(server(), '', { query: location.searchParams.toString() });
    expect(form.status).toBe(200);
    expect(form.body.data.products.map((p: { id: string }) => p.id)).toEqual([products[1]!.id, products[0]!.id]);
  });

  it('opens an order’s request with the order’s customer and items; its reviews are verified and carry the order', { timeout: 30_000 }, async () => {
    const db = server().db;
    const items = catalogProducts(server(), 2, 6);
    const customer = Number(db.prepare(`INSERT INTO customers (shop_id, store_id, first_name, last_name, email, language, created_at)
      VALUES (?, 'c-form-1', 'Ana', 'Lima', 'ana@example.com', 'pt', ?)`).run(DEMO_SHOP_ID, now).lastInsertRowid);
    const orderId = insertOrder(db, { shopId: DEMO_SHOP_ID, seq: 90_001, customerId: customer, createdAt: now - 10 * DAY_MS, now, tags: [], items });
    const id = insertRequest(db, {
      shopId: DEMO_SHOP_ID, orderId, source: 'order', email: 'ana@example.com', name: 'Ana Lima', language: 'pt',
      products: [], status: 'scheduled', reason: null, dueAt: now, createdAt: now - 5 * DAY_MS,
    });
    const token = db.prepare('SELECT token FROM review_requests WHERE id = ?').pluck().get(id) as string;
    const form = await callForm(server(), '', { query: linkQuery(signedLink(token)) });
    expect(form.body.data).toMatchObject({ language: 'pt', customer: { name: 'Ana Lima', askEmail: false } });
    // The page's address may name another language.
    expect((await callForm(server(), '', { query: `${linkQuery(signedLink(token))}&lang=de` })).body.data.language).toBe('de');
    expect((await callForm(server(), '', { query: `${linkQuery(signedLink(token))}&lang=xx` })).body.data.language).toBe('pt');
    expect(form.body.data.products.map((p: { id: string }) => p.id)).toEqual(items.map((p) => p.id));
    // Not sent yet: the link counts from the request's creation.
    expect(form.body.data.expiresAt).toBe(new Date(now - 5 * DAY_MS + 90 * DAY_MS).toISOString());
    const result = await callForm(server(), '', { body: submitOf(signedLink(token), [{ productId: items[0]!.id, rating: 5 }], { language: 'pt' }) });
    const row = db.prepare('SELECT verified, order_id, email, language FROM reviews WHERE id = ?').get(result.body.data.reviews[0].id) as Record<string, unknown>;
    const orderName = db.prepare('SELECT name FROM orders WHERE id = ?').pluck().get(orderId);
    expect(row).toEqual({ verified: 1, order_id: orderName, email: 'ana@example.com', language: 'pt' });
  });
});
