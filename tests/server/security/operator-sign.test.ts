import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../../demo/server/seed/demo-shop';
import { mintOperatorSign } from '../../../demo/server/http/tokens';
import { TEST_OPERATOR_SECRET, callApi, useTestServer } from '../helpers';

/** Issue 13, item 8: an operator sign link is exchanged once, and only within a short lifetime. */
describe('operator sign exchange', () => {
  const server = useTestServer();
  const exchange = (sign: string) =>
    callApi(server(), 'exchange_customer_token_by_sign', { body: { sign, shopify_shop_id: String(DEMO_SHOP_ID) } });

  it('exchanges a fresh sign once; a second exchange is refused', async () => {
    const sign = await mintOperatorSign(DEMO_SHOP_ID, TEST_OPERATOR_SECRET, 5 * 60);
    const first = await exchange(sign);
    expect(first.body.code).toBe(0);
    expect(first.body.data.shop_info.token).toBeTruthy();
    const second = await exchange(sign);
    expect(second.body.code).not.toBe(0);
    expect(second.body.data?.shop_info).toBeUndefined();
    expect(second.body.message).toMatch(/sign/i);
  });

  it('refuses a sign whose lifetime is longer than the cap', async () => {
    const longLived = await mintOperatorSign(DEMO_SHOP_ID, TEST_OPERATOR_SECRET, 24 * 60 * 60);
    const res = await exchange(longLived);
    expect(res.body.code).not.toBe(0);
    expect(res.body.data?.shop_info).toBeUndefined();
  });
});
