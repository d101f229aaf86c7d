import { describe, expect, it } from 'vitest';
import { REVIEW_FORM_FLOOD } from '../../src/contract/review-form';
import { useTestServer } from './helpers';
import { addRequest, callForm, catalogProducts, signedLink, submitOf } from './review-form-helpers';

const HOUR_MS = 3_600_000;
let now = Date.parse('2026-07-01T09:00:00.000Z');
const server = useTestServer({ now: () => now });

describe('flood limits', () => {
  it('refuses submits past the limit per link with 429 and when to retry, and accepts again an hour later', { timeout: 60_000 }, async () => {
    const product = catalogProducts(server(), 1)[0]!;
    const link = signedLink(addRequest(server(), [product], now).token);
    const start = now;
    for (let i = 0; i < REVIEW_FORM_FLOOD.perLinkPerHour; i += 1) {
      now = start + i * 60_000;
      const answer = await callForm(server(), '', { body: submitOf(link, [{ productId: product.id, rating: 5, body: `Take ${i}` }]) });
      expect(answer.status).toBe(200);
    }
    now = start + 30 * 60_000;
    const refused = await callForm(server(), '', { body: submitOf(link, [{ productId: product.id, rating: 5 }]) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 42901, message: 'flood', data: { retryAfterSeconds: 30 * 60 } });
    now = start + HOUR_MS + 1;
    const later = await callForm(server(), '', { body: submitOf(link, [{ productId: product.id, rating: 4 }]) });
    expect(later.status).toBe(200);
    expect(server().db.prepare('SELECT COUNT(*) FROM form_submits WHERE created_at <= ?').pluck().get(now - HOUR_MS)).toBe(0);
  });

  it('refuses submits past the limit per address across links', { timeout: 60_000 }, async () => {
    now += 2 * HOUR_MS;
    const products = catalogProducts(server(), 1, 3);
    let last = 0;
    for (let i = 0; i <= REVIEW_FORM_FLOOD.perAddressPerHour; i += 1) {
      const link = signedLink(addRequest(server(), products, now).token);
      last = (await callForm(server(), '', { body: submitOf(link, [{ productId: products[0]!.id, rating: 5 }]) })).status;
      if (i < REVIEW_FORM_FLOOD.perAddressPerHour) expect(last).toBe(200);
    }
    expect(last).toBe(429);
  });

  it('refuses a body over the limit', { timeout: 30_000 }, async () => {
    const answer = await fetch(`${server().url}/api/v1/public/review_form/media`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(20_000) }),
    });
    expect(answer.status).toBe(413);
  });
});
