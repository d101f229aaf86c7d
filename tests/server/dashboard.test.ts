import { describe, expect, it } from 'vitest';
import { installShop } from '../../demo/server/seed/seed';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { TEST_SECRET, callApi, demoToken, useTestServer } from './helpers';

const server = useTestServer();
const token = await demoToken();

const get = (call: string, as = token) => callApi(server(), call, { token: as });
const post = (call: string, body: unknown, as = token) => callApi(server(), call, { token: as, body });

const SETUP_KEYS = [
  'is_enable_Theme_extension', 'clicked_custom_reviews_widget_btn', 'clicked_migrate_reviews_btn',
  'enable_review_request_1st_email', 'enable_discount', 'referral_active',
];

describe('setup guide', () => {
  it('starts the demo shop with its widget step done and the embed step off, as its embed is', async () => {
    const { status, body } = await get('get_setup_guide');
    expect(status).toBe(200);
    expect((await get('get_core_app_embeds_status')).body.data.app_embeds_enabled).toBe(false);
    expect(body).toEqual({
      code: 0,
      message: 'ok',
      data: {
        is_enable_Theme_extension: 0,
        clicked_custom_reviews_widget_btn: 1,
        clicked_migrate_reviews_btn: 0,
        enable_review_request_1st_email: 0,
        enable_discount: 0,
        referral_active: 0,
      },
    });
  });

  it('sets one step, returns the whole guide and keeps it', async () => {
    const { body } = await post('set_setup_guide', { key: 'enable_discount', value: 1 });
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual([...SETUP_KEYS].sort());
    expect(body.data).toMatchObject({ enable_discount: 1, referral_active: 0 });
    const undone = await post('set_setup_guide', { key: 'enable_discount', value: 0 });
    expect(undone.body.data.enable_discount).toBe(0);
    const again = await get('get_setup_guide');
    expect(again.body.data).toMatchObject({ enable_discount: 0, clicked_custom_reviews_widget_btn: 1 });
  });

  it('reads the embed step from the embed status, whatever flag is stored', async () => {
    const embedStep = async () => (await get('get_setup_guide')).body.data.is_enable_Theme_extension;
    await post('set_setup_guide', { key: 'is_enable_Theme_extension', value: 1 });
    expect(await embedStep()).toBe(0);
    server().db.prepare('UPDATE shops SET app_embeds_enabled = 1 WHERE id = 1001').run();
    expect((await get('get_core_app_embeds_status')).body.data.app_embeds_enabled).toBe(true);
    expect(await embedStep()).toBe(1);
    await post('set_setup_guide', { key: 'is_enable_Theme_extension', value: 0 });
    expect(await embedStep()).toBe(1);
    server().db.prepare('UPDATE shops SET app_embeds_enabled = 0 WHERE id = 1001').run();
    expect(await embedStep()).toBe(0);
  });

  it.each([
    [{ key: 'no_such_step', value: 1 }, 'key'],
    [{ key: 'enable_discount', value: 2 }, 'value'],
    [{ key: 'enable_discount', value: '1' }, 'value'],
    [{ key: 'enable_discount' }, 'value'],
    [{ value: 1 }, 'key'],
  ])('refuses %j with a readable 400', async (payload, field) => {
    const { status, body } = await post('set_setup_guide', payload);
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.message).toContain(field);
  });

  it('starts a fresh install with no step done', async () => {
    const shop = installShop(server().db, 'fresh-guide.myshopify.com');
    const fresh = await issueSessionToken(shop, { secret: TEST_SECRET });
    const { body } = await get('get_setup_guide', fresh);
    expect(body.data).toEqual(Object.fromEntries(SETUP_KEYS.map((key) => [key, 0])));
  });

  it('needs a session', async () => {
    expect((await callApi(server(), 'get_setup_guide')).status).toBe(401);
    expect((await callApi(server(), 'set_setup_guide', { body: { key: 'enable_discount', value: 1 } })).status).toBe(401);
  });
});

describe('banner display setting', () => {
  const ALL_SHOWN = { home_setup_guide: 1, home_top_ad: 1, wiio: 1, parcel_panel: 1, langwill: 1, seoant: 1, loloyal: 1 };

  it('shows every banner and is initial before the first change', async () => {
    const { body } = await get('get_banner_display_setting');
    expect(body.data).toEqual({ isInitial: true, ...ALL_SHOWN });
  });

  it('hides one banner, is no longer initial and keeps the change', async () => {
    const { body } = await post('set_banner_display_setting', { key: 'wiio', value: 0 });
    expect(body.data).toEqual({ ...ALL_SHOWN, isInitial: false, wiio: 0 });
    await post('set_banner_display_setting', { key: 'home_top_ad', value: 0 });
    const shownAgain = await post('set_banner_display_setting', { key: 'wiio', value: 1 });
    expect(shownAgain.body.data).toEqual({ ...ALL_SHOWN, isInitial: false, home_top_ad: 0 });
    expect((await get('get_banner_display_setting')).body.data).toEqual({ ...ALL_SHOWN, isInitial: false, home_top_ad: 0 });
  });

  it('refuses an unknown key or a value other than 0 or 1', async () => {
    for (const payload of [{ key: 'isInitial', value: 0 }, { key: 'seoant', value: true }, { key: 'seoant', value: -1 }]) {
      const { status, body } = await post('set_banner_display_setting', payload);
      expect(status).toBe(400);
      expect(body.code).toBe(40000);
    }
  });
});
