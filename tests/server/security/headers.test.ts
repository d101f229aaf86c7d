import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpsRequest } from 'node:https';
import { startPlatformDemo, type PlatformDemo } from '../../../demo/server/platform';
import { DEMO_SHOP_DOMAIN } from '../../../demo/server/seed/demo-shop';
import { SERVER_HOOK_TIMEOUT_MS, TEST_OPERATOR_SECRET, TEST_SECRET, callApi, demoToken, useTestServer } from '../helpers';

/** The frame-ancestors list of a Content-Security-Policy header, or null. */
function frameAncestors(csp: string | null): string | null {
  const directive = (csp ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-ancestors'));
  return directive ? directive.slice('frame-ancestors'.length).trim() : null;
}

/** Issue 13, item 7: pages cannot be framed by others, API answers are not sniffed, tokens are not cached. */
describe('security headers', () => {
  const server = useTestServer();

  it('the admin page (standalone index) may be framed by nothing but itself', async () => {
    for (const path of ['/', '/reviews', '/provider/']) {
      const res = await fetch(`${server().url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(['\'none\'', '\'self\'']).toContain(frameAncestors(res.headers.get('content-security-policy')));
      expect(['DENY', 'SAMEORIGIN']).toContain(res.headers.get('x-frame-options'));
    }
  });

  it('the install (OAuth approve) page and the billing confirm page may never be framed', async () => {
    const login = await callApi(server(), 'login', { body: { shop: DEMO_SHOP_DOMAIN, redirect_url: `${server().url}/auth`, url: `${server().url}/login` } });
    const install = await fetch(login.body.data.redirect_url);
    expect(install.status).toBe(200);
    const billing = await fetch(`${server().url}/billing/confirm?charge_id=1`);
    expect(billing.headers.get('content-type')).toContain('text/html');
    for (const res of [install, billing]) {
      expect(frameAncestors(res.headers.get('content-security-policy'))).toBe("'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('every API answer carries nosniff, token answers no-store', async () => {
    const token = await demoToken();
    const answers = [
      await callApi(server(), 'get_user_info', { token }),
      await callApi(server(), 'list_reviews', { token }),
      await callApi(server(), 'list_reviews', { token: null }),
      await callApi(server(), 'no_such_call', { token }),
    ];
    for (const res of answers) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const login = await callApi(server(), 'login', { body: { shop: DEMO_SHOP_DOMAIN, redirect_url: `${server().url}/auth`, url: `${server().url}/login` } });
    const signIn = await callApi(server(), 'auth', { body: { shop: DEMO_SHOP_DOMAIN, code: 'x', hmac: 'y', timestamp: '1' } });
    const operator = await callApi(server(), 'exchange_customer_token_by_sign', { body: { sign: 'x', shopify_shop_id: '1' } });
    for (const res of [login, signIn, operator]) {
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('the embedded app page of the platform demo', () => {
  let demo: PlatformDemo;
  beforeAll(async () => {
    demo = await startPlatformDemo({ memory: true, secret: TEST_SECRET, operatorSecret: TEST_OPERATOR_SECRET });
  }, SERVER_HOOK_TIMEOUT_MS);
  afterAll(() => demo?.close(), SERVER_HOOK_TIMEOUT_MS);

  it("may be framed by the shop's admin origins only", async () => {
    const res = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = httpsRequest(demo.frameUrl, { rejectUnauthorized: false }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(200);
    const shop = new URL(demo.frameUrl).searchParams.get('shop');
    const allowed = [demo.adminOrigin, 'https://admin.shopify.com', ...(shop ? [`https://${shop}`] : [])];
    const sources = (frameAncestors(String(res.headers['content-security-policy'] ?? '')) ?? '').split(/\s+/);
    expect(sources).toContain(demo.adminOrigin);
    expect(sources.every((source) => allowed.includes(source))).toBe(true);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});
