import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publishedReviewCount } from '../../demo/server/http/review-figures';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { decide, openConfirmation, postWithHeaders } from './billing-helpers';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, startTestServer, useTestServer } from './helpers';

const NOW = Date.parse('2026-03-15T10:00:00.000Z');
const APP_ORIGIN = 'https://admin.example.test';
const dataDir = mkdtempSync(join(tmpdir(), 'reviews-billing-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () => startTestServer({ memory: false, dataDir, now: () => NOW, allowedRedirectOrigins: [APP_ORIGIN] });

const GROWTH_TIER_2 = {
  pricing_plan_id: 5,
  plan_name: 'Growth',
  amount: 39.99,
  actual_amount: 24.99,
  discount_value: 0.38,
  duration_limit_in_intervals: 3,
  interval: 'EVERY_30_DAYS',
  order_requests: 1000,
  tier_level: 2,
};

describe('upgrade flow with a file database', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('adds, confirms, approves, checks, and keeps the plan across a restart', async () => {
    const token = await demoToken();
    let chargeId: string;
    const first = await start();
    try {
      const added = await postWithHeaders(first, 'add_pricing_plan', token, { plan_id: 5, tier_level: 2 }, { Origin: APP_ORIGIN });
      expect(added.body.code).toBe(0);
      chargeId = added.body.data.charge_id;
      expect(chargeId).toMatch(/^\d{11}$/);
      expect(added.body.data.confirmation_url).toBe(`${first.url}/billing/confirm?charge_id=${chargeId}&plan_id=5`);
      const row = first.db.prepare('SELECT status, price, original_price, requests, price_set FROM billing_charges WHERE id = ?').get(chargeId);
      expect(row).toEqual({ status: 'pending', price: 24.99, original_price: 39.99, requests: 1000, price_set: 'alternate' });

      const page = await openConfirmation(added.body.data.confirmation_url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.html).toContain('<h1>Approve subscription: Growth $24.99/month</h1>');
      expect(page.html).toContain('<title>Approve subscription: Growth $24.99/month</title>');
      expect(page.html).toContain('Maple &amp; Moss Goods');
      expect(page.html).toContain('1,000 a month');
      expect(page.html).toContain('$39.99 per month after the first 3 months');
      expect(page.html).toMatch(/<form method="post" action="\/billing\/approve"><input type="hidden" name="charge_id" value="\d{11}"><button type="submit">Approve<\/button><\/form>/);
      expect(page.html).toMatch(/action="\/billing\/decline">.*>Decline<\/button>/);

      expect((await callApi(first, 'check_pricing_plan', { token, body: { charge_id: chargeId } })).body.data).toEqual({ status: 'pending' });

      const approved = await decide(first, 'approve', chargeId);
      expect(approved.status).toBe(302);
      expect(approved.location).toBe(`${APP_ORIGIN}/plan?charge_id=${chargeId}&source=billing`);
      expect((await openConfirmation(added.body.data.confirmation_url)).status).toBe(409);

      const checked = await callApi(first, 'check_pricing_plan', { token, body: { charge_id: chargeId } });
      expect(checked.body.code).toBe(0);
      expect(checked.body.data.status).toBe('active');
      expect(checked.body.data.plan).toMatchObject(GROWTH_TIER_2);
      expect(JSON.parse(checked.body.data.plan.permissions).remove_branding).toBe(true);
      const applied = first.db.prepare('SELECT applied_at FROM billing_charges WHERE id = ?').get(chargeId) as { applied_at: number };
      expect(applied.applied_at).toBe(NOW);

      const again = await callApi(first, 'check_pricing_plan', { token, body: { charge_id: Number(chargeId) } });
      expect(again.body.data).toEqual(checked.body.data);
      expect((await callApi(first, 'add_pricing_plan', { token, body: { plan_id: 5, tier_level: 2 } })).body.code).toBe(42223);
    } finally {
      await first.close();
    }

    const second = await start();
    try {
      expect((await callApi(second, 'get_shop_pricing_plan', { token })).body.data).toMatchObject(GROWTH_TIER_2);
      const info = await callApi(second, 'get_user_info', { token });
      expect(info.body.data).toMatchObject({ plan_name: 'Growth', pricing_plan_id: 5, amount: 39.99, order_requests: 1000, tier_level: 2 });
      expect(JSON.parse(info.body.data.permissions).remove_branding).toBe(true);
      expect((await callApi(second, 'check_review_display_limit', { token })).body.data).toEqual({ is_review_display_limited: 0, review_display_quantity: publishedReviewCount(second.db, DEMO_SHOP_ID) });
      const list = (await callApi(second, 'get_pricing_plans', { token })).body.data.list as any[];
      expect(list.filter((plan) => plan.is_current).map((plan) => plan.id)).toEqual([5]);

      const downgraded = await callApi(second, 'delete_pricing_plan', { token, body: {} });
      expect(downgraded.body.data).toMatchObject({ pricing_plan_id: 2, plan_name: 'Free', amount: 0, actual_amount: 0, order_requests: 50, tier_level: 1 });
      expect(JSON.parse(downgraded.body.data.permissions).remove_branding).toBe(false);
      expect((await callApi(second, 'check_review_display_limit', { token })).body.data.is_review_display_limited).toBe(1);
      expect(second.db.prepare('SELECT COUNT(*) AS n FROM shop_subscriptions WHERE shop_id = ?').get(DEMO_SHOP_ID)).toEqual({ n: 0 });
      const recheck = await callApi(second, 'check_pricing_plan', { token, body: { charge_id: chargeId } });
      expect(recheck.body.data.plan.plan_name).toBe('Free');
    } finally {
      await second.close();
    }

    const third = await start();
    try {
      expect((await callApi(third, 'get_user_info', { token })).body.data).toMatchObject({ plan_name: 'Free', pricing_plan_id: 2, amount: 0, tier_level: 1 });
    } finally {
      await third.close();
    }
  });
});

describe('decline and return origins', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  const server = useTestServer({ now: () => NOW, allowedRedirectOrigins: [APP_ORIGIN] });

  it('declines: redirects to the plan page with declined=1, checks as declined and keeps the plan', async () => {
    const token = await demoToken();
    const added = await callApi(server(), 'add_pricing_plan', { token, body: { plan_id: 3 } });
    const chargeId: string = added.body.data.charge_id;
    const declined = await decide(server(), 'decline', chargeId);
    expect(declined.status).toBe(302);
    expect(declined.location).toBe(`${server().url}/plan?source=billing&declined=1`);
    expect((await decide(server(), 'decline', chargeId)).status).toBe(302);
    expect((await callApi(server(), 'check_pricing_plan', { token, body: { charge_id: chargeId } })).body.data).toEqual({ status: 'declined' });
    expect((await callApi(server(), 'get_shop_pricing_plan', { token })).body.data.plan_name).toBe('Free');
    const late = await decide(server(), 'approve', chargeId);
    expect(late.status).toBe(409);
    expect(late.text).toContain('This charge was already declined');
  });

  it('returns to an allowed Origin or Referer only, else to the server', async () => {
    const token = await demoToken();
    const origins = async (headers: Record<string, string>) => {
      const added = await postWithHeaders(server(), 'add_pricing_plan', token, { plan_id: 6 }, headers);
      return new URL((await decide(server(), 'approve', added.body.data.charge_id)).location ?? '').origin;
    };
    expect(await origins({ Origin: APP_ORIGIN })).toBe(APP_ORIGIN);
    expect(await origins({ Referer: `${APP_ORIGIN}/plan?source=navigation` })).toBe(APP_ORIGIN);
    expect(await origins({ Origin: 'https://evil.example' })).toBe(server().url);
    expect(await origins({ Referer: 'javascript:alert(1)' })).toBe(server().url);
    expect(await origins({ Origin: server().url })).toBe(server().url);
  });

  it('escapes the shop name on the billing page and refuses unknown or mismatched links', async () => {
    const token = await demoToken();
    server().db.prepare('UPDATE shops SET name = ? WHERE id = ?').run('<script>alert("x")</script> & Co', DEMO_SHOP_ID);
    const added = await callApi(server(), 'add_pricing_plan', { token, body: { plan_id: 7 } });
    const page = await openConfirmation(added.body.data.confirmation_url);
    expect(page.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('Approve subscription: Starter $67.10/year');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await openConfirmation(`${server().url}/billing/confirm?charge_id=999`)).status).toBe(404);
    expect((await openConfirmation(`${server().url}/billing/confirm?charge_id=<b>`)).status).toBe(404);
    const mismatched = added.body.data.confirmation_url.replace('plan_id=7', 'plan_id=3');
    expect((await openConfirmation(mismatched)).status).toBe(404);
    expect((await decide(server(), 'approve', '999')).status).toBe(404);
    expect((await fetch(`${server().url}/billing/other`)).status).toBe(404);
  });
});
