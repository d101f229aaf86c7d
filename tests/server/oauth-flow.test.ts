import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { signParams } from '../../demo/server/http/hmac';
import { TEST_SECRET, callApi, loginAndApprove, startTestServer, useTestServer } from './helpers';

const server = useTestServer();

describe('login → install screen → auth', () => {
  it('login returns the install screen address with a state nonce', async () => {
    const { status, body } = await callApi(server(), 'login', {
      body: { shop: DEMO_SHOP_DOMAIN, redirect_url: `${server().url}/auth` },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.message).toBe('ok');
    expect(body.data.is_authorization_required).toBe(1);
    const target = new URL(body.data.redirect_url);
    expect(target.origin).toBe(server().url);
    expect(target.pathname).toBe('/oauth/authorize');
    expect(target.searchParams.get('shop')).toBe(DEMO_SHOP_DOMAIN);
    expect(target.searchParams.get('redirect_uri')).toBe(`${server().url}/auth`);
    expect(target.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const page = await fetch(target);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`Install Product Reviews on ${DEMO_SHOP_DOMAIN}`);
    expect(html).toContain('action="/oauth/approve"');
    expect(html).toContain('>Install app</button>');
    expect(html).toContain('>Cancel</a>');
    expect(html).toContain('<html lang="en">');
  });

  it('approve redirects with a correctly signed query and auth returns a session', async () => {
    const params = await loginAndApprove(server());
    expect(Object.keys(params).sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect(params.shop).toBe(DEMO_SHOP_DOMAIN);
    expect(Buffer.from(params.host ?? '', 'base64url').toString()).toBe(`${new URL(server().url).host}/admin`);
    const { hmac, ...signed } = params;
    expect(hmac).toBe(signParams(signed, TEST_SECRET));
    expect(Math.abs(Number(params.timestamp) - Date.now() / 1000)).toBeLessThan(5);

    const { status, body } = await callApi(server(), 'auth', { body: { ...params, domain: '', referral_code: '' } });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.is_authorization_required).toBe(0);
    expect(body.data.shop_settings_info).toEqual({ skip_install: 1, is_selected_plan: 0 });
    expect(body.data.shop_info).toMatchObject({ shopify_plan: 'basic', myshopify_domain: DEMO_SHOP_DOMAIN, name: 'Maple & Moss Goods' });
    const claims = decodeJwt(body.data.shop_info.token);
    expect(claims).toMatchObject({ iss: 'reviews-admin-demo', sub: DEMO_SHOP_DOMAIN, shop_id: DEMO_SHOP_ID });
    expect(claims.sa).toBeUndefined();
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(86400);
    expect(typeof claims.jti).toBe('string');

    const info = await callApi(server(), 'get_user_info', { token: body.data.shop_info.token });
    expect(info.body.data.myshopify_domain).toBe(DEMO_SHOP_DOMAIN);
  });

  it('a new shop is installed on approval with the guide pending', async () => {
    const params = await loginAndApprove(server(), 'fresh-goods.myshopify.com');
    const { body } = await callApi(server(), 'auth', { body: { ...params, domain: 'fresh.example', referral_code: 'ABC' } });
    expect(body.code).toBe(0);
    expect(body.data.shop_settings_info).toEqual({ skip_install: 0, is_selected_plan: 0 });
    const plan = await callApi(server(), 'get_shop_pricing_plan', { token: body.data.shop_info.token });
    expect(plan.body.data.plan_name).toBe('Free');
    expect(plan.body.data.pricing_plan_id).toBe(2);
  });

  it('signs query params already on the redirect_uri, and tolerates a client-added path', async () => {
    const login = await callApi(server(), 'login', { body: { shop: DEMO_SHOP_DOMAIN, redirect_url: `${server().url}/auth?source=login` } });
    const authorize = new URL(login.body.data.redirect_url);
    const approve = await fetch(`${server().url}/oauth/approve`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        shop: DEMO_SHOP_DOMAIN,
        redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
        state: authorize.searchParams.get('state') ?? '',
      }),
    });
    const location = new URL(approve.headers.get('location') ?? '');
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('source')).toBe('login');
    const params = Object.fromEntries(location.searchParams.entries());
    const { body } = await callApi(server(), 'auth', { body: { ...params, path: '/plan', domain: '', referral_code: '' } });
    expect(body.code).toBe(0);
  });

  it('refuses an approval whose state was already used', async () => {
    const login = await callApi(server(), 'login', { body: { shop: DEMO_SHOP_DOMAIN, redirect_url: `${server().url}/auth` } });
    const authorize = new URL(login.body.data.redirect_url);
    const form = () =>
      new URLSearchParams({ shop: DEMO_SHOP_DOMAIN, redirect_uri: `${server().url}/auth`, state: authorize.searchParams.get('state') ?? '' });
    expect((await fetch(`${server().url}/oauth/approve`, { method: 'POST', redirect: 'manual', body: form() })).status).toBe(302);
    expect((await fetch(`${server().url}/oauth/approve`, { method: 'POST', redirect: 'manual', body: form() })).status).toBe(400);
  });

  it('refuses a forged hmac', async () => {
    const params = await loginAndApprove(server());
    const { body } = await callApi(server(), 'auth', { body: { ...params, hmac: signParams({ ...params, hmac: '' }, 'other'), domain: '', referral_code: '' } });
    expect(body).toEqual({ code: 40101, message: 'Invalid hmac', data: null });
    const tampered = await callApi(server(), 'auth', { body: { ...params, shop: 'other-shop.myshopify.com' } });
    expect(tampered.body.code).toBe(40101);
  });

  it('refuses a reused code', async () => {
    const params = await loginAndApprove(server());
    const first = await callApi(server(), 'auth', { body: { ...params, domain: '', referral_code: '' } });
    expect(first.body.code).toBe(0);
    const second = await callApi(server(), 'auth', { body: { ...params, domain: '', referral_code: '' } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ code: 40102, message: 'Authorization code is invalid or expired', data: null });
  });

  it('refuses an expired timestamp even with a valid hmac', async () => {
    const params = await loginAndApprove(server());
    const { hmac: _hmac, ...rest } = params;
    const stale = { ...rest, timestamp: String(Math.floor(Date.now() / 1000) - 11 * 60) };
    const { body } = await callApi(server(), 'auth', { body: { ...stale, hmac: signParams(stale, TEST_SECRET) } });
    expect(body.code).toBe(40102);
  });

  it('refuses an unknown code with a valid hmac', async () => {
    const params = { code: 'nope', shop: DEMO_SHOP_DOMAIN, state: 'x', host: 'eA', timestamp: String(Math.floor(Date.now() / 1000)) };
    const { body } = await callApi(server(), 'auth', { body: { ...params, hmac: signParams(params, TEST_SECRET) } });
    expect(body.code).toBe(40102);
  });

  it('rejects an invalid shop domain with a readable message', async () => {
    for (const shop of ['not a shop', 'x.myshopify.com', 'shop.example.com', '']) {
      const { status, body } = await callApi(server(), 'login', { body: { shop, redirect_url: `${server().url}/auth` } });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 42201, message: 'Enter a valid shop domain, like your-store.myshopify.com', data: null });
    }
  });

  it('rejects a redirect_url on a foreign origin', async () => {
    for (const redirect of ['https://evil.example/auth', '/auth', 'javascript:alert(1)']) {
      const { body } = await callApi(server(), 'login', { body: { shop: DEMO_SHOP_DOMAIN, redirect_url: redirect } });
      expect(body).toEqual({ code: 42202, message: 'redirect_url is not allowed', data: null });
    }
  });

  it('accepts a redirect_url on an origin from the allow list', async () => {
    const other = await startTestServer({ allowedRedirectOrigins: ['https://shop-admin.example'] });
    try {
      const { body } = await callApi(other, 'login', { body: { shop: DEMO_SHOP_DOMAIN, redirect_url: 'https://shop-admin.example/auth?x=1' } });
      expect(body.code).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('shows an error page for an unknown state', async () => {
    const page = await fetch(`${server().url}/oauth/authorize?shop=${DEMO_SHOP_DOMAIN}&state=<script>&redirect_uri=x`);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('This install link has expired');
    expect(html).not.toContain('<script>');
  });
});
