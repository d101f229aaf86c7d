import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/server';
import { DEMO_APP_ID, DEMO_SHOP_DOMAIN } from '../../../demo/server/seed/demo-shop';
import { createStoreClient } from '../../../src/api/store.api';
import { demoToken, startTestServer } from '../../server/helpers';

let server: RunningServer;
let token: string;
let calls = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = await demoToken();
});
afterAll(() => server.close());

const client = (appId = DEMO_APP_ID, getToken = async () => token) =>
  createStoreClient({
    baseURL: server.url,
    appId,
    getToken: async () => {
      calls += 1;
      return getToken();
    },
  });

describe('the shop info of the store API through the store client', () => {
  it('reads the shop once and shares it: name, domain, currency and currency_format', async () => {
    const store = client();
    calls = 0;
    const [a, b] = await Promise.all([store.shopInfo(), store.shopInfo()]);
    expect(a).toMatchObject({ domain: DEMO_SHOP_DOMAIN, name: 'Maple & Moss Goods', currency: 'USD', currency_format: '${{amount}}' });
    expect(b).toBe(a);
    expect(await store.shopInfo()).toBe(a);
    expect(calls).toBe(1);
  });

  it('answers null for an unknown app or a refused token, and asks again the next time', async () => {
    calls = 0;
    expect(await client('not-this-app').shopInfo()).toBeNull();
    const refused = client(DEMO_APP_ID, async () => 'not-a-token');
    expect(await refused.shopInfo()).toBeNull();
    expect(await refused.shopInfo()).toBeNull();
    expect(calls).toBe(3);
  });
});
