import { beforeAll, describe, expect, it } from 'vitest';
import { installShop } from '../../demo/server/seed/seed';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { TEST_SECRET, callApi, demoToken, useTestServer } from './helpers';
import { upgradeShop } from './plan-helpers';

const NOW = Date.parse('2026-03-15T10:00:00.000Z');
const DAY_MS = 86_400_000;
const server = useTestServer({ now: () => NOW });
const demo = await demoToken();
let newcomer: string;
beforeAll(async () => {
  newcomer = await issueSessionToken(installShop(server().db, 'newcomer.myshopify.com', NOW - 2 * DAY_MS), { secret: TEST_SECRET });
});

const get = async (call: string, token: string) => {
  const { status, body } = await callApi(server(), call, { token });
  expect(status).toBe(200);
  expect(body.code).toBe(0);
  return body.data;
};
const planList = async (token: string) => new Map<number, any>((await get('get_pricing_plans', token)).list.map((plan: any) => [plan.id, plan]));

describe('get_upgrade_discount', () => {
  it('offers a shop on Free within 14 days of install 30 % off the first 3 months of Starter and Growth monthly', async () => {
    expect(await get('get_upgrade_discount', newcomer)).toEqual({
      discount_value: 0.3,
      duration_limit_in_intervals: 3,
      plan_ids: [3, 5],
      ends_at: new Date(NOW + 12 * DAY_MS).toISOString(),
    });
  });

  it('answers null for a shop installed long ago (the demo shop, 200 days)', async () => {
    expect(await get('get_upgrade_discount', demo)).toBeNull();
  });

  it('lowers the cards it names, and the charge carries the lower price for 3 months', async () => {
    const plans = await planList(newcomer);
    expect([3, 5, 4, 6, 7].map((id) => [id, plans.get(id).actual_price, plans.get(id).upgrade_discount])).toEqual([
      [3, 6.29, true], [5, 13.99, true], [4, 4.99, false], [6, 69.99, false], [7, 86.3, false],
    ]);
    expect(plans.get(5).tier_levels.map((tier: any) => tier.price)).toEqual([13.99, 20.99, 27.99, 41.99, 62.99]);
    expect(plans.get(3)).toMatchObject({ discount_value: 0.4754, duration_limit_in_intervals: 3, discount_code: null });
    const added = await callApi(server(), 'add_pricing_plan', { token: newcomer, body: { plan_id: 3 } });
    const charge = server().db.prepare('SELECT price, original_price, discount_intervals FROM billing_charges WHERE id = ?').get(added.body.data.charge_id);
    expect(charge).toEqual({ price: 6.29, original_price: 11.99, discount_intervals: 3 });
  });

  it('ends once the shop paid for a plan, even back on Free', async () => {
    const shop = installShop(server().db, 'paid-once.myshopify.com', NOW - DAY_MS);
    const token = await issueSessionToken(shop, { secret: TEST_SECRET });
    await upgradeShop(server(), token, 4);
    expect(await get('get_upgrade_discount', token)).toBeNull();
    await callApi(server(), 'delete_pricing_plan', { token, body: {} });
    expect(await get('get_upgrade_discount', token)).toBeNull();
    expect((await planList(token)).get(3).actual_price).toBe(8.99);
  });

  it('gives way to a redeemed discount code (the two never add up)', async () => {
    const token = await issueSessionToken(installShop(server().db, 'with-code.myshopify.com', NOW), { secret: TEST_SECRET });
    expect((await callApi(server(), 'redeem_pricing_plan_discount_code', { token, body: { code: 'WELCOME20' } })).body.code).toBe(0);
    const starter = (await planList(token)).get(3);
    expect(starter).toMatchObject({ actual_price: 7.19, discount_code: 'WELCOME20', upgrade_discount: false });
  });
});

describe('plan card fields (SPEC §3)', () => {
  it('describes each plan: feature heading, reviews shown, custom quote, order fee and the yearly saving', async () => {
    const plans = await planList(demo);
    const fields = (id: number) => {
      const p = plans.get(id);
      return [p.includes_plan, p.display_quota, p.is_custom_quote, p.additional_order_fee, p.yearly_saving, p.is_active];
    };
    expect(fields(2)).toEqual([null, 50, false, null, null, true]);
    expect(fields(4)).toEqual(['Free', -1, false, 0.05, null, true]);
    expect(fields(5)).toEqual(['Starter', -1, false, 0.05, null, true]);
    expect(fields(6)).toEqual(['Growth', -1, true, null, null, true]);
    expect(fields(7)).toEqual(['Import', -1, false, 0.05, 28.78, true]);
    expect(plans.get(5)).toMatchObject({ discount_value: 0.5002, duration_limit_in_intervals: 3, additional_payment_amount: 0 });
    expect(plans.get(2)).toMatchObject({ discount_value: 0, duration_limit_in_intervals: 0 });
  });

  it('asks a one-off payment for the rest of the period when moving from a paid plan to a dearer one', async () => {
    const token = await issueSessionToken(installShop(server().db, 'mid-period.myshopify.com', NOW - 40 * DAY_MS), { secret: TEST_SECRET });
    await upgradeShop(server(), token, 3);
    const plans = await planList(token);
    // Starter at 8.99 for 30 days; Growth at 19.99: (19.99 − 8.99) / 30 × 30 days left.
    expect(plans.get(5).additional_payment_amount).toBe(11);
    expect(plans.get(3).additional_payment_amount).toBe(0);
    expect(plans.get(4).additional_payment_amount).toBe(0);
  });
});
