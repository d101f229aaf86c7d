import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from './helpers';

const server = useTestServer();
const token = await demoToken();

const get = (call: string, query?: string) => callApi(server(), call, { token, query });

describe('shop calls', () => {
  it('get_user_info returns the seeded demo shop', async () => {
    const { status, body } = await get('get_user_info');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const info = body.data;
    expect(info).toMatchObject({
      id: DEMO_SHOP_ID,
      name: 'Maple & Moss Goods',
      owner: 'Avery Chen',
      email: 'avery@maplemoss.example',
      myshopify_domain: DEMO_SHOP_DOMAIN,
      shopify_plan: 'basic',
      currency_symbol: '$',
      plan_name: 'Free',
      pricing_plan_id: 2,
      amount: 0,
      order_requests: 50,
      days: 200,
      tier_level: 1,
    });
    expect(typeof info.domain).toBe('string');
    expect(typeof info.reviews_api_key).toBe('string');
    for (const key of ['discount_amount', 'discount_remaining', 'upgrade_method']) expect(typeof info[key]).toBe('number');
    const installed = Date.parse(info.install_time);
    expect(new Date(installed).toISOString()).toBe(info.install_time);
    expect(Math.round((Date.now() - installed) / 86_400_000)).toBe(200);
    expect(JSON.parse(info.permissions).remove_branding).toBe(false);
  });

  it('get_core_app_embeds_status says embeds are off and gives the theme editor URL (the demo storefront\'s)', async () => {
    const { body } = await get('get_core_app_embeds_status');
    expect(body.data.app_embeds_enabled).toBe(false);
    const url = new URL(body.data.url);
    expect(url.origin).toBe(server().url);
    expect(url.pathname).toBe('/storefront/editor');
    expect(url.searchParams.get('shop')).toBe(DEMO_SHOP_DOMAIN);
  });

  it('check_review_display_limit is reached for the demo shop, counting its published reviews', async () => {
    const { body } = await get('check_review_display_limit');
    const published = server().db.prepare("SELECT COUNT(*) FROM reviews WHERE shop_id = 1001 AND status = 'published' AND deleted_at IS NULL").pluck().get();
    expect(body.data).toEqual({ is_review_display_limited: 1, review_display_quantity: published });
  });

  it('get_channelwill_sign returns a sign', async () => {
    const { body } = await get('get_channelwill_sign');
    expect(body.data.sign).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

describe('plans', () => {
  it('get_shop_pricing_plan returns the Free plan with quotas', async () => {
    const { body } = await get('get_shop_pricing_plan');
    const plan = body.data;
    expect(plan).toMatchObject({
      pricing_plan_id: 2,
      plan_name: 'Free',
      amount: 0,
      actual_amount: 0,
      discount_value: 0,
      duration_limit_in_intervals: 0,
      interval: 'EVERY_30_DAYS',
      order_requests: 50,
      review_quota_info: { max_product_review_count: 2000, free_display_quota: 50 },
    });
    expect(plan.email_quota_info).toMatchObject({ email_send_quota_count: 50, email_send_quota_used_count: 37, is_enabled_usage_charge: 0 });
    expect(Date.parse(plan.email_quota_info.next_email_quota_reset_time)).toBeGreaterThan(Date.now());
    expect(JSON.parse(plan.permissions)).toMatchObject({ remove_branding: false });
  });

  it('seeds the ten plans with the spec prices and quotas', () => {
    const rows = server().db.prepare('SELECT id, name, interval, amount, actual_amount, order_requests, permissions FROM plans ORDER BY id').all() as Array<Record<string, any>>;
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(2)).toMatchObject({ name: 'Free', amount: 0, order_requests: 50 });
    expect(byId.get(3)).toMatchObject({ name: 'Starter', interval: 'EVERY_30_DAYS', actual_amount: 8.99, amount: 11.99, order_requests: 200 });
    expect(byId.get(5)).toMatchObject({ name: 'Growth', actual_amount: 19.99, amount: 29.99, order_requests: 500 });
    expect(byId.get(6)).toMatchObject({ name: 'Enterprise', actual_amount: 69.99, amount: 99.99, order_requests: -1 });
    for (const id of [7, 8, 9, 10]) expect(byId.get(id)?.interval).toBe('ANNUAL');
    const branding = (id: number) => JSON.parse(byId.get(id)?.permissions).remove_branding;
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map(branding)).toEqual([false, false, false, true, true, false, false, true, true]);
  });
});
