import { SignJWT, generateKeyPair, jwtVerify } from 'jose';
import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID, DEMO_SHOP_PROFILE } from '../../demo/server/seed/demo-shop';
import { DEV_PLATFORM_API_KEY, PLATFORM_TOKEN_LEEWAY_SECONDS } from '../../demo/server/http/tokens';
import { startPlatformDemo, type PlatformDemo } from '../../demo/server/platform';
import { mintPlatformSessionToken } from '../../demo/server/simulators/platform/token';
import { SERVER_HOOK_TIMEOUT_MS, SLOW_TEST_TIMEOUT_MS, TEST_SECRET, callApi, callStore, demoToken, useTestServer } from './helpers';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const API_KEY = DEV_PLATFORM_API_KEY;
const enc = (text: string) => new TextEncoder().encode(text);

let clock = NOW;
const server = useTestServer({ now: () => clock });

const mint = (overrides: Partial<Parameters<typeof mintPlatformSessionToken>[0]> = {}, secret = TEST_SECRET, at = NOW) =>
  mintPlatformSessionToken({ shop: DEMO_SHOP_DOMAIN, apiKey: API_KEY, ...overrides }, secret, at);

/** A token with the platform's claims, signed however the test says. */
async function custom(claims: Record<string, unknown>, sign: (jwt: SignJWT) => Promise<string>): Promise<string> {
  const iat = Math.floor(NOW / 1000);
  return sign(new SignJWT({ iss: `https://${DEMO_SHOP_DOMAIN}/admin`, dest: `https://${DEMO_SHOP_DOMAIN}`, aud: API_KEY, sub: '1', iat, nbf: iat, exp: iat + 60, jti: 'j', sid: 's', ...claims }));
}

async function status(token: string): Promise<number> {
  return (await callApi(server(), 'get_user_info', { token })).status;
}

describe('platform session tokens', () => {
  it('accepts a token the platform mints (iss = shop admin, dest = shop, aud = API key) as the shop it names', async () => {
    const token = await mint();
    const { payload } = await jwtVerify(token, enc(TEST_SECRET), { currentDate: new Date(NOW) });
    expect(payload).toMatchObject({ iss: `https://${DEMO_SHOP_DOMAIN}/admin`, dest: `https://${DEMO_SHOP_DOMAIN}`, aud: API_KEY, sub: expect.any(String) });
    expect(payload.exp! - payload.iat!).toBe(60);
    expect(payload.nbf).toBe(payload.iat);
    expect(typeof payload.jti).toBe('string');
    expect(typeof payload.sid).toBe('string');
    const { status: code, body } = await callApi(server(), 'get_user_info', { token });
    expect(code).toBe(200);
    expect(body.data).toMatchObject({ id: DEMO_SHOP_ID, name: DEMO_SHOP_PROFILE.name });
    expect((await callStore(server(), 'shop/app_info', { token, query: { app_id: 'reviews-admin-demo' } })).status).toBe(200);
  });

  it('keeps accepting our own session tokens', async () => {
    clock = Date.now();
    expect(await status(await demoToken())).toBe(200);
    clock = NOW;
  });

  it('refuses a forged signature, another audience and a missing claim with 401', async () => {
    const missingNbf = await custom({ nbf: undefined }, (jwt) => jwt.setProtectedHeader({ alg: 'HS256' }).sign(enc(TEST_SECRET)));
    const missingDest = await custom({ dest: undefined }, (jwt) => jwt.setProtectedHeader({ alg: 'HS256' }).sign(enc(TEST_SECRET)));
    for (const token of [await mint({}, 'someone-else'), await mint({ apiKey: 'another-app' }), missingNbf, missingDest]) {
      const { status: code, body } = await callApi(server(), 'get_user_info', { token });
      expect(code).toBe(401);
      expect(body).toEqual({ code: 40100, message: 'Unauthorized', data: null });
    }
  });

  it(`checks exp and nbf with ${PLATFORM_TOKEN_LEEWAY_SECONDS} s of leeway`, async () => {
    const expiresAt = NOW + 60_000;
    for (const [at, code] of [[expiresAt + 9_000, 200], [expiresAt + 11_000, 401], [NOW - 9_000, 200], [NOW - 11_000, 401]] as const) {
      clock = at;
      expect(await status(await mint()), `clock ${at - NOW} ms`).toBe(code);
    }
    clock = NOW;
    expect(await status(await mint({ ttlSeconds: -60 }))).toBe(401);
  });

  it('refuses alg none, HS512 and RS256 tokens', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = (await mint()).split('.')[1];
    const none = `${header}.${body}.x`;
    const hs512 = await custom({}, (jwt) => jwt.setProtectedHeader({ alg: 'HS512' }).sign(enc(TEST_SECRET)));
    const { privateKey } = await generateKeyPair('RS256');
    const rs256 = await custom({}, (jwt) => jwt.setProtectedHeader({ alg: 'RS256' }).sign(privateKey));
    for (const token of [none, hs512, rs256]) expect(await status(token)).toBe(401);
  });

  it('needs iss on the same host as dest, a shop domain in dest, and a shop that exists', async () => {
    const cases = [
      { iss: 'https://other-shop.myshopify.com/admin' },
      { iss: `https://${DEMO_SHOP_DOMAIN}/`, dest: `https://${DEMO_SHOP_DOMAIN}` },
      { iss: `http://${DEMO_SHOP_DOMAIN}/admin`, dest: `http://${DEMO_SHOP_DOMAIN}` },
      { iss: `https://${DEMO_SHOP_DOMAIN}:8443/admin`, dest: `https://${DEMO_SHOP_DOMAIN}:8443` },
      { iss: 'https://admin.example.com/admin', dest: 'https://admin.example.com' },
      { shop: 'no-such-shop.myshopify.com' },
      { dest: `https://${DEMO_SHOP_DOMAIN}/extra` },
    ];
    for (const c of cases) expect(await status(await mint(c)), JSON.stringify(c)).toBe(401);
  });
});

/** GET or POST over https to the demo (self-signed certificate accepted). */
function fetchInsecure(url: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method: init.method ?? 'GET', headers: init.headers, rejectUnauthorized: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the platform demo servers', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  let demo: PlatformDemo;
  beforeAll(async () => {
    demo = await startPlatformDemo({ memory: true, secret: TEST_SECRET, apiKey: 'demo-api-key' });
  }, SERVER_HOOK_TIMEOUT_MS);
  afterAll(() => demo.close(), SERVER_HOOK_TIMEOUT_MS);

  it('runs the admin and the app on two https origins', () => {
    expect(demo.adminOrigin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(demo.appUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(demo.appUrl).not.toBe(demo.adminOrigin);
    expect(demo.adminUrl).toBe(`${demo.adminOrigin}/store/demo-reviews/apps/reviews`);
    const frame = new URL(demo.frameUrl);
    expect(Buffer.from(frame.searchParams.get('host') ?? '', 'base64url').toString()).toBe(`${new URL(demo.adminOrigin).host}/store/demo-reviews`);
  });

  it('mints tokens for same-origin calls of the admin page only', async () => {
    const ok = await fetchInsecure(`${demo.adminOrigin}/platform-admin/session-token`, { method: 'POST', headers: { Origin: demo.adminOrigin } });
    expect(ok.status).toBe(200);
    const { token } = JSON.parse(ok.body) as { token: string };
    const { payload } = await jwtVerify(token, enc(TEST_SECRET), { audience: 'demo-api-key' });
    expect(payload.iss).toBe(`https://${DEMO_SHOP_DOMAIN}/admin`);
    for (const headers of [{}, { Origin: demo.appUrl }, { Origin: 'https://evil.example' }] as Record<string, string>[]) {
      expect((await fetchInsecure(`${demo.adminOrigin}/platform-admin/session-token`, { method: 'POST', headers })).status).toBe(403);
    }
    const api = await fetchInsecure(`${demo.appUrl}/api/v1/admin/get_user_info`, { headers: { Authorization: `Bearer ${token}` } });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body).data.id).toBe(DEMO_SHOP_ID);
  });

  it('serves the admin page with its configuration and the app page with the admin origin allowed', async () => {
    const page = await fetchInsecure(demo.adminUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain(DEMO_SHOP_PROFILE.name.replace('&', '&amp;'));
    const config = JSON.parse(/<script id="platform-config" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1] ?? '{}');
    expect(config).toMatchObject({ adminOrigin: demo.adminOrigin, appOrigin: demo.appUrl, apiKey: 'demo-api-key', shop: DEMO_SHOP_DOMAIN });
    expect((await fetchInsecure(`${demo.adminOrigin}/platform-admin/admin.js`)).body).toContain('APP::SESSION_TOKEN::RESPOND');
    expect((await fetchInsecure(`${demo.adminOrigin}/`)).status).toBe(302);
    expect((await fetchInsecure(`${demo.adminOrigin}/store/another-store/apps/reviews`)).status).toBe(404);

    const app = await fetchInsecure(demo.frameUrl, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(app.status).toBe(200);
    expect(app.body).toContain(`<reviews-admin admin-origins="${demo.adminOrigin}"`);
    expect((await fetchInsecure(`${demo.appUrl}/locales/en/common.json`)).status).toBe(200);
  });
});
