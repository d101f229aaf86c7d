import { describe, expect, it } from 'vitest';
import { installShop } from '../../demo/server/seed/seed';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { TEST_SECRET, callApi, demoToken, useTestServer } from './helpers';

const START = Date.parse('2026-03-01T09:00:00.000Z');
const TWO_HOURS_MS = 2 * 60 * 60 * 1000;
let clock = START;
const server = useTestServer({ now: () => clock });
const token = await demoToken();

const activate = (triggerMode: unknown, as = token) => callApi(server(), 'activate_discount', { token: as, body: { trigger_mode: triggerMode } });
const reset = (as = token) => callApi(server(), 'reset_discount', { token: as, body: {} });
const OFFER = { discount_value: 0.8, original_price: 9.99, tag: 'Big', mode: 1 };

describe('demo shop discount offer', () => {
  it('starts a two-hour offer on the first activation and counts down with the clock', async () => {
    const first = await activate(3);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: 0,
      message: 'ok',
      data: { ...OFFER, is_get_discount: 1, discount_remaining: 7200, trigger_mode: 3, is_triggerable: 1 },
    });
    clock = START + 61_500;
    const later = await activate(0);
    expect(later.body.data).toEqual({ ...OFFER, is_get_discount: 1, discount_remaining: 7139, trigger_mode: 0, is_triggerable: 1 });
    clock = START + TWO_HOURS_MS - 1;
    expect((await activate(0)).body.data).toMatchObject({ is_get_discount: 1, discount_remaining: 1 });
  });

  it('ends after two hours and does not start again by itself', async () => {
    clock = START + TWO_HOURS_MS;
    const ended = await activate(1);
    expect(ended.body.data).toEqual({ ...OFFER, is_get_discount: 0, discount_remaining: 0, trigger_mode: 1, is_triggerable: 0 });
    clock = START + 3 * TWO_HOURS_MS;
    expect((await activate(2)).body.data).toMatchObject({ is_get_discount: 0, discount_remaining: 0, is_triggerable: 0 });
  });

  it('reset_discount lets the next activation start a new offer', async () => {
    const cleared = await reset();
    expect(cleared.body.code).toBe(0);
    expect(cleared.body.data).toMatchObject({ is_get_discount: 0, discount_remaining: 0, is_triggerable: 1, tag: 'Big', mode: 1 });
    const restartAt = clock;
    const restarted = await activate(4);
    expect(restarted.body.data).toEqual({ ...OFFER, is_get_discount: 1, discount_remaining: 7200, trigger_mode: 4, is_triggerable: 1 });
    const stored = server().db.prepare('SELECT started_at FROM shop_discount_offers WHERE shop_id = ?').get(DEMO_SHOP_ID) as { started_at: number };
    expect(stored.started_at).toBe(restartAt);
    clock += 30 * 60 * 1000;
    expect((await activate(4)).body.data.discount_remaining).toBe(5400);
  });

  it.each([[10], [-1], [1.5], ['2'], [null]])('refuses trigger_mode %j with a 400', async (triggerMode) => {
    const { status, body } = await activate(triggerMode);
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.message).toContain('trigger_mode');
  });

  it('needs a session', async () => {
    expect((await callApi(server(), 'activate_discount', { body: { trigger_mode: 0 } })).status).toBe(401);
    expect((await callApi(server(), 'reset_discount', { body: {} })).status).toBe(401);
  });
});

describe('other shops', () => {
  it('gives a fresh install a "Super" sale offer', async () => {
    const shop = installShop(server().db, 'fresh-offer.myshopify.com', clock);
    const fresh = await issueSessionToken(shop, { secret: TEST_SECRET });
    const { body } = await activate(0, fresh);
    expect(body.data).toEqual({ discount_value: 0.8, original_price: 9.99, tag: 'Super', mode: 2, is_get_discount: 1, discount_remaining: 7200, trigger_mode: 0, is_triggerable: 1 });
  });

  it('refuses a shop on a paid plan with is_triggerable 0', async () => {
    const shop = installShop(server().db, 'paid-offer.myshopify.com', clock);
    server().db.prepare('UPDATE shops SET pricing_plan_id = 5 WHERE id = ?').run(shop.id);
    const paid = await issueSessionToken(shop, { secret: TEST_SECRET });
    const { status, body } = await activate(1, paid);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 42210, message: 'No discount available for this plan', data: { is_triggerable: 0 } });
    expect((await reset(paid)).body).toEqual({ code: 42210, message: 'No discount available for this plan', data: { is_triggerable: 0 } });
    const row = server().db.prepare('SELECT started_at FROM shop_discount_offers WHERE shop_id = ?').get(shop.id) as { started_at: number | null };
    expect(row.started_at).toBeNull();
  });
});
