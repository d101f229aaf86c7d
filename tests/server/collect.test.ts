import { describe, expect, it } from 'vitest';
import { callApi, demoToken, useTestServer } from './helpers';

const server = useTestServer();
const token = await demoToken();

describe('review-request products', () => {
  it('defaults to all products and keeps a saved choice', async () => {
    expect((await callApi(server(), 'get_review_request_products', { token })).body.data).toEqual({ mode: 'all', products: [], version: 0 });
    const value = { mode: 'only', products: [{ id: 'gid://shopify/Product/1', title: 'Cedar Plant Stand', image: null, variantIds: [], totalVariants: 3 }] };
    expect((await callApi(server(), 'save_review_request_products', { token, body: value })).body.code).toBe(0);
    expect((await callApi(server(), 'get_review_request_products', { token })).body.data).toEqual({ ...value, version: 1 });
  });

  it('refuses an unknown mode or too many products with a readable message', async () => {
    const bad = await callApi(server(), 'save_review_request_products', { token, body: { mode: 'some', products: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('mode');
    const many = Array.from({ length: 51 }, (_, i) => ({ id: `p${i}`, title: 'x', image: null, variantIds: [], totalVariants: 1 }));
    const tooMany = await callApi(server(), 'save_review_request_products', { token, body: { mode: 'only', products: many } });
    expect(tooMany.body.message).toContain('at most 50 products');
  });
});

describe('first-run guide', () => {
  it('complete_install sets skip_install so the next sign-in skips the guide', async () => {
    const { loginAndApprove } = await import('./helpers');
    const fresh = 'fresh-guide.myshopify.com';
    const first = await callApi(server(), 'auth', { body: { ...(await loginAndApprove(server(), fresh)), domain: 'x', referral_code: '' } });
    expect(first.body.data.shop_settings_info.skip_install).toBe(0);
    const done = await callApi(server(), 'complete_install', { token: first.body.data.shop_info.token, body: {} });
    expect(done.body.data).toEqual({ skip_install: 1 });
    const again = await callApi(server(), 'auth', { body: { ...(await loginAndApprove(server(), fresh)), domain: 'x', referral_code: '' } });
    expect(again.body.data.shop_settings_info.skip_install).toBe(1);
  });
});
