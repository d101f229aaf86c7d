import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { mintOperatorSign } from '../../demo/server/http/tokens';
import { TEST_OPERATOR_SECRET, callApi, demoToken, useTestServer } from './helpers';

const server = useTestServer();

describe('bearer tokens', () => {
  it.each([
    ['missing', null],
    ['malformed', 'not-a-jwt'],
  ])('401 for a %s token', async (_name, token) => {
    const { status, body } = await callApi(server(), 'get_user_info', { token });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 40100, message: 'Unauthorized', data: null });
  });

  it('401 for a token signed with another secret', async () => {
    const { status, body } = await callApi(server(), 'get_user_info', { token: await demoToken({ secret: 'someone-else' }) });
    expect(status).toBe(401);
    expect(body.code).toBe(40100);
  });

  it('401 for an expired token', async () => {
    const { status } = await callApi(server(), 'get_shop_config_set', { token: await demoToken({ ttlSeconds: -60 }) });
    expect(status).toBe(401);
  });

  it('401 on every protected call without a token', async () => {
    for (const call of ['get_user_info', 'get_core_app_embeds_status', 'check_review_display_limit', 'get_channelwill_sign', 'get_shop_config_set', 'get_shop_configs', 'get_user_settings', 'get_shop_pricing_plan', 'get_setup_guide', 'get_banner_display_setting']) {
      expect((await callApi(server(), call)).status).toBe(401);
    }
    expect((await callApi(server(), 'save_shop_config', { body: { key: 'hide_setup_guide', value: 1 } })).status).toBe(401);
    for (const call of ['set_setup_guide', 'set_banner_display_setting', 'activate_discount', 'reset_discount']) {
      expect((await callApi(server(), call, { body: {} })).status, call).toBe(401);
    }
  });

  it('accepts a valid token', async () => {
    const { status, body } = await callApi(server(), 'get_user_info', { token: await demoToken() });
    expect(status).toBe(200);
    expect(body.data.id).toBe(DEMO_SHOP_ID);
  });
});

describe('operator sign exchange', () => {
  it('exchanges a good sign for a super-admin token', async () => {
    for (const id of [String(DEMO_SHOP_ID), DEMO_SHOP_ID]) {
      // A sign is single use: one per exchange.
      const sign = await mintOperatorSign(DEMO_SHOP_ID, TEST_OPERATOR_SECRET);
      const { body } = await callApi(server(), 'exchange_customer_token_by_sign', { body: { sign, shopify_shop_id: id } });
      expect(body.code).toBe(0);
      expect(body.data.is_super_admin).toBe(1);
      expect(body.data.shop_info.myshopify_domain).toBe(DEMO_SHOP_DOMAIN);
      expect(body.data.shop_settings_info).toEqual({ skip_install: 1, is_selected_plan: 0 });
      expect(decodeJwt(body.data.shop_info.token).sa).toBe(true);
      const info = await callApi(server(), 'get_user_info', { token: body.data.shop_info.token });
      expect(info.status).toBe(200);
    }
  });

  it('refuses a bad sign', async () => {
    const wrongSecret = await mintOperatorSign(DEMO_SHOP_ID, 'not-the-operator-secret');
    const otherShop = await mintOperatorSign(2002, TEST_OPERATOR_SECRET);
    const expired = await mintOperatorSign(DEMO_SHOP_ID, TEST_OPERATOR_SECRET, -60);
    for (const sign of [wrongSecret, otherShop, expired, 'garbage']) {
      const { body } = await callApi(server(), 'exchange_customer_token_by_sign', { body: { sign, shopify_shop_id: DEMO_SHOP_ID } });
      expect(body).toEqual({ code: 40103, message: 'Invalid sign', data: null });
    }
  });
});
