import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/demo-shop';
import { BACKEND_LANG_CODES } from '../../demo/server/lib/languages';
import type { RunningServer } from '../../demo/server/server';
import { callApi, demoToken, startTestServer } from './helpers';

let server: RunningServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await demoToken();
});
afterAll(() => server.close());

const get = (call: string, query?: string) => callApi(server, call, { token, query });
const post = (call: string, body: unknown) => callApi(server, call, { token, body });

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

  it('get_core_app_embeds_status says embeds are off and gives a theme editor URL', async () => {
    const { body } = await get('get_core_app_embeds_status');
    expect(body.data.app_embeds_enabled).toBe(false);
    const url = new URL(body.data.url);
    expect(url.protocol).toBe('https:');
    expect(url.pathname).toContain('/store/demo-reviews/themes/');
    expect(url.searchParams.get('context')).toBe('apps');
  });

  it('check_review_display_limit is reached for the demo shop', async () => {
    const { body } = await get('check_review_display_limit');
    expect(body.data).toEqual({ is_review_display_limited: 1, review_display_quantity: 120 });
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
    const rows = server.db.prepare('SELECT id, name, interval, amount, actual_amount, order_requests, permissions FROM plans ORDER BY id').all() as Array<Record<string, any>>;
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

describe('shop config', () => {
  const keys = [
    'store_front_left_review_limit', 'is_recommended_app_show', 'is_remove_powered_by_show', 'hide_setup_guide',
    'backend_lang', 'show_batch_del_btn', 'import_tip_move_to_bottom', 'is_show_instagram', 'is_hide_refresh_tip',
    'is_show_nps', 'page_state', 'is_show_ad',
  ];

  it('get_shop_config_set returns every key with typed values', async () => {
    const { body } = await get('get_shop_config_set');
    expect(Object.keys(body.data).sort()).toEqual([...keys].sort());
    expect(body.data).toMatchObject({ is_recommended_app_show: 1, is_remove_powered_by_show: 1, hide_setup_guide: 0, backend_lang: 1, page_state: '2', is_show_ad: '1' });
    expect(typeof body.data.store_front_left_review_limit).toBe('number');
  });

  it('get_shop_configs wraps the same object and ignores params', async () => {
    const set = await get('get_shop_config_set');
    const { body } = await get('get_shop_configs', 'keys=backend_lang&keys=page_state');
    expect(body.data).toEqual({ configs: set.body.data });
  });

  it('save_shop_config stores integers and strings by type', async () => {
    const saved = await post('save_shop_config', { key: 'backend_lang', value: String(BACKEND_LANG_CODES.ja), type: 'integer' });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.backend_lang).toBe(17);
    expect(Object.keys(saved.body.data)).toHaveLength(keys.length);
    const asString = await post('save_shop_config', { key: 'page_state', value: 3 });
    expect(asString.body.data.page_state).toBe('3');
    const again = await get('get_shop_config_set');
    expect(again.body.data).toMatchObject({ backend_lang: 17, page_state: '3' });
    const hidden = await post('save_shop_config', { key: 'is_recommended_app_show', value: 2, type: 'integer' });
    expect(hidden.body.data.is_recommended_app_show).toBe(2);
  });

  it('save_shop_config refuses a non-integer value for type integer', async () => {
    const { status, body } = await post('save_shop_config', { key: 'backend_lang', value: 'japanese', type: 'integer' });
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.message).toContain('value');
    expect(body.message).toContain('integer');
    expect((await post('save_shop_config', { key: 'backend_lang', value: 1.5, type: 'integer' })).status).toBe(400);
  });

  it('save_shop_config refuses an unknown key', async () => {
    const { status, body } = await post('save_shop_config', { key: 'no_such_key', value: 1, type: 'integer' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 42203, message: 'Unknown config key: no_such_key', data: null });
  });
});

describe('widget settings', () => {
  it('get_user_settings returns the defaults', async () => {
    const { body } = await get('get_user_settings', 'lang=en');
    const s = body.data;
    expect(s).toMatchObject({
      language: 'en',
      reviews_per_page_number: 14,
      review_sort_by: 'commented-at-descending',
      font_size: 13,
      border_radius: 6,
      card_shadow: 'Dark',
      rating_css_code: '',
      reviews_css_code: '',
      product_rating_text: '{{star}} {{review_number}} Reviews',
      list_rating_text: '{{star}} ({{review_number}})',
    });
    expect(Object.keys(s).length).toBeGreaterThanOrEqual(30);
    for (const flag of ['is_show_anonymous', 'is_auto_publish', 'is_show_verified_badge', 'is_show_country_flag', 'is_show_translation', 'is_show_helpful', 'is_show_qa', 'is_show_store_review']) {
      expect([1, 2, 3, 4]).toContain(s[flag]);
    }
    for (const colour of ['star_color', 'text_color', 'button_color', 'background_color']) expect(s[colour]).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it('save_shop_settings merges a partial update and returns the whole object', async () => {
    const { body } = await post('save_shop_settings', { font_size: 16, star_color: '#FF0000', is_show_qa: 2, reviews_css_code: '.r{color:red}' });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ font_size: 16, star_color: '#FF0000', is_show_qa: 2, reviews_css_code: '.r{color:red}', reviews_per_page_number: 14 });
    const again = await get('get_user_settings');
    expect(again.body.data.font_size).toBe(16);
  });

  it.each([
    [{ font_size: 41 }, 'font_size'],
    [{ reviews_per_page_number: 0 }, 'reviews_per_page_number'],
    [{ border_radius: 51 }, 'border_radius'],
    [{ star_color: 'red' }, 'star_color'],
    [{ is_show_qa: 5 }, 'is_show_qa'],
    [{ font_size: '13' }, 'font_size'],
    [{ rating_css_code: 'x'.repeat(20001) }, 'rating_css_code'],
    [{ mystery: 1 }, 'mystery'],
  ])('save_shop_settings refuses %j with a readable 400', async (patch, field) => {
    const { status, body } = await post('save_shop_settings', patch);
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.message).toContain(field);
    expect(body.message).not.toMatch(/at .+\.ts:\d+/);
    expect(Array.isArray(body.data.issues)).toBe(true);
  });

  it('a refused save changes nothing', async () => {
    await post('save_shop_settings', { font_size: 20, border_radius: 99 });
    expect((await get('get_user_settings')).body.data.font_size).not.toBe(20);
  });
});

describe('wire rules', () => {
  it('malformed JSON gives a 400 envelope', async () => {
    const { status, body } = await callApi(server, 'save_shop_settings', { token, rawBody: '{"font_size": 1' });
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.message).toMatch(/JSON/);
  });

  it('a body that is not an object gives a 400 envelope', async () => {
    const { status, body } = await callApi(server, 'save_shop_settings', { token, rawBody: '[1,2]' });
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
  });

  it('unknown /api paths give a 404 envelope', async () => {
    const { status, body } = await get('no_such_call');
    expect(status).toBe(404);
    expect(body.code).toBe(40400);
    const other = await fetch(`${server.url}/api/v9/whatever`);
    expect(other.status).toBe(404);
    expect((await other.json()).code).toBe(40400);
  });

  it('answers CORS preflights for any origin', async () => {
    const response = await fetch(`${server.url}/api/v1/admin/get_user_info`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-requested-with,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-requested-with']) expect(allowed).toContain(header);
  });
});
