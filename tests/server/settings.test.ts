import { describe, expect, it, beforeAll } from 'vitest';
import { BACKEND_LANG_CODES } from '../../demo/server/domain/languages';
import { WIDGET_CSS_SCOPE } from '../../src/contract/widget-css';
import { callApi, demoToken, useTestServer } from './helpers';
import { upgradeShop } from './plan-helpers';

// https://host.example embeds the admin: a configured CORS origin.
const server = useTestServer({ corsOrigins: ['https://host.example'] });
const token = await demoToken();
// Custom CSS and words in other languages need a plan that has them (Starter and up).
beforeAll(() => upgradeShop(server(), token, 3));

const get = (call: string, query?: string) => callApi(server(), call, { token, query });
const post = (call: string, body: unknown) => callApi(server(), call, { token, body });

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
    // The custom CSS is stored sanitised: scoped to the review widget's host element.
    expect(body.data).toMatchObject({ font_size: 16, star_color: '#FF0000', is_show_qa: 2, reviews_css_code: `${WIDGET_CSS_SCOPE.reviews} .r {\n    color: red\n}`, reviews_per_page_number: 14 });
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
    const { status, body } = await callApi(server(), 'save_shop_settings', { token, rawBody: '{"font_size": 1' });
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.message).toMatch(/JSON/);
  });

  it('a body that is not an object gives a 400 envelope', async () => {
    const { status, body } = await callApi(server(), 'save_shop_settings', { token, rawBody: '[1,2]' });
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
  });

  it('unknown /api paths give a 404 envelope', async () => {
    const { status, body } = await get('no_such_call');
    expect(status).toBe(404);
    expect(body.code).toBe(40400);
    const other = await fetch(`${server().url}/api/v9/whatever`);
    expect(other.status).toBe(404);
    expect((await other.json()).code).toBe(40400);
  });

  it('answers CORS preflights for a configured origin', async () => {
    const response = await fetch(`${server().url}/api/v1/admin/get_user_info`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-requested-with,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://host.example');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-requested-with']) expect(allowed).toContain(header);
  });
});
