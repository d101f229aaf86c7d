import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
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
      expect(answer.body).toMatchObject({ code: 40301, message: 'invalid' });
    }
    const saved = now;
    now += 90 * DAY_MS;
    try {
      const old = await callForm(server(), '', { query: linkQuery(link) });
      expect(old.status).toBe(410);
      expect(old.body).toMatchObject({ code: 41001, message: 'expired' });
      const post = await callForm(server(), '', { body: submitOf(link, [{ productId: catalogProducts(server(), 1, 2)[0]!.id, rating: 5 }]) });
      expect(post.status).toBe(410);
    } finally {
      now = saved;
    }
    expect(server().db.prepare('SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND request_id IS NOT NULL AND product_id = ?').pluck().get(DEMO_SHOP_ID, Number(catalogProducts(server(), 1, 2)[0]!.id.split('/').pop()))).toBe(0);
  });
});
