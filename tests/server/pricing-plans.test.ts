import { beforeAll, describe, expect, it } from 'vitest';
import { installShop } from '../../demo/server/seed/seed';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { TEST_SECRET, callApi, demoToken, useTestServer } from './helpers';

const NOW = Date.parse('2026-03-15T10:00:00.000Z');
const DAY_MS = 86_400_000;
let freshToken: string;
const server = useTestServer({ now: () => NOW });
const token = await demoToken();
beforeAll(async () => {
  // Installed 20 days ago: still the standard price set, past the 14 days of the first-upgrade offer.
  freshToken = await issueSessionToken(installShop(server().db, 'fresh-prices.myshopify.com', NOW - 20 * DAY_MS), { secret: TEST_SECRET });
});

const plans = async (as: string) => {
  const { status, body } = await callApi(server(), 'get_pricing_plans', { token: as });
  expect(status).toBe(200);
  expect(body.code).toBe(0);
  return body.data as { price_set: string; list: any[] };
};
const byId = (list: any[]) => new Map(list.map((plan) => [plan.id, plan]));
const prices = (list: any[]) => list.map((plan) => [plan.id, plan.new_user_price, plan.original_price, plan.actual_price]);

describe('get_pricing_plans', () => {
  it('lists plans 2 to 10 with names, intervals, quotas, trials and the recommended plan', async () => {
    const { list } = await plans(freshToken);
    expect(list.map((plan) => [plan.id, plan.name, plan.interval, plan.request_quota, plan.trial_days, plan.recommend])).toEqual([
      [2, 'Free', 'EVERY_30_DAYS', 50, 0, false],
      [3, 'Starter', 'EVERY_30_DAYS', 200, 7, false],
      [4, 'Import', 'EVERY_30_DAYS', 50, 7, false],
      [5, 'Growth', 'EVERY_30_DAYS', 500, 7, true],
      [6, 'Enterprise', 'EVERY_30_DAYS', -1, 7, false],
      [7, 'Starter', 'ANNUAL', 200, 7, false],
      [8, 'Import', 'ANNUAL', 50, 7, false],
      [9, 'Growth', 'ANNUAL', 500, 7, false],
      [10, 'Enterprise', 'ANNUAL', -1, 7, false],
    ]);
    expect(list.filter((plan) => plan.is_current).map((plan) => plan.id)).toEqual([2]);
    expect(list.filter((plan) => plan.tier_levels).map((plan) => plan.id)).toEqual([5, 9]);
  });

  it('prices a fresh install with the standard set; yearly is 12 × monthly × 0.8', async () => {
    const { price_set, list } = await plans(freshToken);
    expect(price_set).toBe('standard');
    expect(prices(list)).toEqual([
      [2, 0, 0, 0],
      [3, 8.99, 11.99, 8.99],
      [4, 4.99, 6.99, 4.99],
      [5, 19.99, 29.99, 19.99],
      [6, 69.99, 99.99, 69.99],
      [7, 86.3, 115.1, 86.3],
      [8, 47.9, 67.1, 47.9],
      [9, 191.9, 287.9, 191.9],
      [10, 671.9, 959.9, 671.9],
    ]);
    const growth = byId(list);
    expect(growth.get(5).tier_levels).toEqual([
      { level: 1, requests: 500, price: 19.99 },
      { level: 2, requests: 1000, price: 29.99 },
      { level: 3, requests: 2000, price: 39.99 },
      { level: 4, requests: 5000, price: 59.99 },
      { level: 5, requests: 10000, price: 89.99 },
    ]);
    expect(growth.get(9).tier_levels.map((tier: any) => tier.price)).toEqual([191.9, 287.9, 383.9, 575.9, 863.9]);
  });

  it('prices the demo shop (installed 200 days ago) with the alternate set', async () => {
    const { price_set, list } = await plans(token);
    expect(price_set).toBe('alternate');
    expect(prices(list)).toEqual([
      [2, 0, 0, 0],
      [3, 6.99, 11.99, 6.99],
      [4, 4.99, 6.99, 4.99],
      [5, 14.99, 29.99, 14.99],
      [6, 49.99, 99.99, 49.99],
      [7, 67.1, 115.1, 67.1],
      [8, 47.9, 67.1, 47.9],
      [9, 143.9, 287.9, 143.9],
      [10, 479.9, 959.9, 479.9],
    ]);
    expect(byId(list).get(5).tier_levels.map((tier: any) => tier.price)).toEqual([14.99, 24.99, 34.99, 54.99, 84.99]);
  });

  it('switches to the alternate set after 180 whole days since install', async () => {
    const at = (days: number) => installShop(server().db, `age-${days}.myshopify.com`, NOW - days * DAY_MS - 1000);
    const on180 = await plans(await issueSessionToken(at(180), { secret: TEST_SECRET }));
    const on181 = await plans(await issueSessionToken(at(181), { secret: TEST_SECRET }));
    expect([on180.price_set, on181.price_set]).toEqual(['standard', 'alternate']);
    expect(byId(on181.list).get(3).new_user_price).toBe(6.99);
  });

  it('sends feature permissions as an object; Free imports; remove_branding from Growth up', async () => {
    const { list } = await plans(freshToken);
    const free = byId(list).get(2).permissions;
    expect(typeof free).toBe('object');
    expect(Object.entries(free).filter(([, value]) => value).map(([key]) => key)).toEqual(['import_reviews']);
    expect(list.map((plan) => plan.permissions.remove_branding)).toEqual([false, false, false, true, true, false, false, true, true]);
    expect(byId(list).get(6).permissions).toMatchObject({ priority_support: true, klaviyo: true, google_shopping: true, custom_css: true });
    expect(byId(list).get(4).permissions).toMatchObject({ import_reviews: true, photo_video_reviews: false });
  });
});

describe('add_pricing_plan validation', () => {
  it.each([
    [{ plan_id: 2 }, 'plan_id'],
    [{ plan_id: 1 }, 'plan_id'],
    [{ plan_id: 11 }, 'plan_id'],
    [{ plan_id: '5' }, 'plan_id'],
    [{}, 'plan_id'],
    [{ plan_id: 3, tier_level: 2 }, 'tier_level: must be 1: the Starter plan has no request tiers'],
    [{ plan_id: 5, tier_level: 6 }, 'tier_level'],
    [{ plan_id: 5, tier_level: 1.5 }, 'tier_level'],
    [{ plan_id: 5, extra: 1 }, 'unknown field "extra"'],
  ])('refuses %j with a readable 400', async (payload, text) => {
    const { status, body } = await callApi(server(), 'add_pricing_plan', { token: freshToken, body: payload });
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.message).toContain(text);
  });

  it('refuses the plan the shop is already on with 42223', async () => {
    const shop = installShop(server().db, 'on-growth.myshopify.com', NOW);
    server().db.prepare('UPDATE shops SET pricing_plan_id = 5 WHERE id = ?').run(shop.id);
    const as = await issueSessionToken(shop, { secret: TEST_SECRET });
    const { status, body } = await callApi(server(), 'add_pricing_plan', { token: as, body: { plan_id: 5 } });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 42223, message: 'The shop is already on this plan', data: null });
    expect((await callApi(server(), 'add_pricing_plan', { token: as, body: { plan_id: 5, tier_level: 3 } })).body.code).toBe(0);
  });

  it('check_pricing_plan refuses a malformed id with 400 and an unknown one with 42222', async () => {
    const bad = await callApi(server(), 'check_pricing_plan', { token, body: { charge_id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('charge_id');
    const unknown = await callApi(server(), 'check_pricing_plan', { token, body: { charge_id: '12345' } });
    expect(unknown.body).toEqual({ code: 42222, message: 'Unknown charge', data: null });
  });
});
