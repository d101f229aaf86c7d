import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { installShop } from '../../demo/server/seed/seed';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { decide } from './billing-helpers';
import { SLOW_TEST_TIMEOUT_MS, TEST_SECRET, callApi, demoToken, startTestServer, useTestServer } from './helpers';

const START = Date.parse('2026-03-15T10:00:00.000Z');
const DAY_MS = 86_400_000;
let clock = START;
const server = useTestServer({ now: () => clock });
beforeEach(() => {
  clock = START;
});

const freshShopToken = async (domain: string) => issueSessionToken(installShop(server().db, domain, clock), { secret: TEST_SECRET });
const monthlyAndYearly = async (token: string) => {
  const list = (await callApi(server(), 'get_pricing_plans', { token })).body.data.list as any[];
  return Object.fromEntries(list.map((plan) => [plan.id, plan.actual_price]));
};

describe('spending limit', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('starts at 100 USD with nothing used, then stores a new cap', async () => {
    const token = await freshShopToken('spend-one.myshopify.com');
    expect((await callApi(server(), 'get_spending_limit', { token })).body).toEqual({
      code: 0,
      message: 'ok',
      data: { max_spending_limit: 100, currency: 'USD', used: 0 },
    });
    for (const [sent, stored] of [[250.5, 250.5], [0, 0], [10000, 10000], [0.1 + 0.2, 0.3], [19.99, 19.99]]) {
      const set = await callApi(server(), 'set_spending_limit', { token, body: { max_spending_limit: sent } });
      expect(set.body.data).toEqual({ max_spending_limit: stored, currency: 'USD', used: 0 });
    }
    expect((await callApi(server(), 'get_spending_limit', { token })).body.data.max_spending_limit).toBe(19.99);
  });

  it.each([
    [{ max_spending_limit: -1 }, 'max_spending_limit: must be at least 0'],
    [{ max_spending_limit: 10000.01 }, 'max_spending_limit: must be at most 10000'],
    [{ max_spending_limit: 12.345 }, 'max_spending_limit: must have at most 2 decimals'],
    [{ max_spending_limit: '50' }, 'max_spending_limit: must be a number from 0 to 10000'],
    [{ max_spending_limit: null }, 'max_spending_limit'],
    [{}, 'max_spending_limit'],
  ])('refuses %j with a readable 400', async (payload, text) => {
    const token = await demoToken();
    const { status, body } = await callApi(server(), 'set_spending_limit', { token, body: payload });
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.message).toContain(text);
  });

  it('keeps the cap across a restart with a file database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reviews-spending-'));
    try {
      const token = await demoToken();
      const first = await startTestServer({ memory: false, dataDir, now: () => START });
      await callApi(first, 'set_spending_limit', { token, body: { max_spending_limit: 420.25 } });
      await callApi(first, 'redeem_pricing_plan_discount_code', { token, body: { code: 'WELCOME20' } });
      await first.close();
      const second = await startTestServer({ memory: false, dataDir, now: () => START });
      try {
        expect((await callApi(second, 'get_spending_limit', { token })).body.data).toEqual({ max_spending_limit: 420.25, currency: 'USD', used: 0 });
        expect((await callApi(second, 'get_pricing_plan_discount_code', { token })).body.data.code).toBe('WELCOME20');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('plan discount codes', () => {
  const redeem = (token: string, code: unknown) => callApi(server(), 'redeem_pricing_plan_discount_code', { token, body: { code } });

  it('redeems WELCOME20: 20 % off every paid plan for 30 days, once', async () => {
    const token = await freshShopToken('codes-one.myshopify.com');
    expect((await callApi(server(), 'get_pricing_plan_discount_code', { token })).body.data).toEqual({ code: null, discount_value: null, expires_at: null });
    const expires = new Date(START + 30 * DAY_MS).toISOString();
    const redeemed = await redeem(token, ' welcome20 ');
    expect(redeemed.body).toEqual({ code: 0, message: 'ok', data: { code: 'WELCOME20', discount_value: 0.2, expires_at: expires } });
    expect((await callApi(server(), 'get_pricing_plan_discount_code', { token })).body.data).toEqual({ code: 'WELCOME20', discount_value: 0.2, expires_at: expires });

    expect(await monthlyAndYearly(token)).toEqual({ 2: 0, 3: 7.19, 4: 3.99, 5: 15.99, 6: 55.99, 7: 69.04, 8: 38.32, 9: 153.52, 10: 537.52 });
    const list = (await callApi(server(), 'get_pricing_plans', { token })).body.data.list as any[];
    const growth = list.find((plan) => plan.id === 5);
    expect(growth).toMatchObject({ new_user_price: 19.99, original_price: 29.99, actual_price: 15.99 });
    expect(growth.tier_levels.map((tier: any) => tier.price)).toEqual([15.99, 23.99, 31.99, 47.99, 71.99]);

    expect((await redeem(token, 'WELCOME20')).body).toEqual({ code: 42221, message: 'A discount code is already active', data: null });
    expect((await redeem(token, 'REVIEWS50')).body.code).toBe(42221);

    const added = await callApi(server(), 'add_pricing_plan', { token, body: { plan_id: 3 } });
    await decide(server(), 'approve', added.body.data.charge_id);
    const checked = await callApi(server(), 'check_pricing_plan', { token, body: { charge_id: added.body.data.charge_id } });
    expect(checked.body.data.plan).toMatchObject({ plan_name: 'Starter', amount: 11.99, actual_amount: 7.19, discount_value: 0.4, duration_limit_in_intervals: 3 });

    clock = START + 30 * DAY_MS + 1;
    expect((await callApi(server(), 'get_pricing_plan_discount_code', { token })).body.data.code).toBeNull();
    expect((await monthlyAndYearly(token))[3]).toBe(8.99);
    expect((await redeem(token, 'WELCOME20')).body).toEqual({ code: 42220, message: 'This discount code is not valid', data: null });
  });

  it('redeems REVIEWS50: half off the first month of monthly plans only', async () => {
    const token = await freshShopToken('codes-two.myshopify.com');
    expect((await redeem(token, 'REVIEWS50')).body.data).toMatchObject({ code: 'REVIEWS50', discount_value: 0.5 });
    expect(await monthlyAndYearly(token)).toEqual({ 2: 0, 3: 4.5, 4: 2.5, 5: 10, 6: 35, 7: 86.3, 8: 47.9, 9: 191.9, 10: 671.9 });
    const added = await callApi(server(), 'add_pricing_plan', { token, body: { plan_id: 5 } });
    await decide(server(), 'approve', added.body.data.charge_id);
    const checked = await callApi(server(), 'check_pricing_plan', { token, body: { charge_id: added.body.data.charge_id } });
    expect(checked.body.data.plan).toMatchObject({ plan_name: 'Growth', amount: 29.99, actual_amount: 10, duration_limit_in_intervals: 1 });
  });

  it('refuses unknown and expired codes with 42220 and malformed input with 400', async () => {
    const token = await freshShopToken('codes-three.myshopify.com');
    for (const code of ['NOPE', 'SPRING15', 'WELCOME2']) {
      expect((await redeem(token, code)).body).toEqual({ code: 42220, message: 'This discount code is not valid', data: null });
    }
    for (const code of ['', '   ', 42, 'X'.repeat(41)]) {
      const { status, body } = await redeem(token, code);
      expect(status).toBe(400);
      expect(body.message).toContain('code');
    }
    expect((await callApi(server(), 'get_pricing_plan_discount_code', { token })).body.data.code).toBeNull();
  });
});
