import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN } from '../../demo/server/seed/demo-shop';
import { startPlatformDemo, type PlatformDemo } from '../../demo/server/platform';
import { selfSignedCertificate } from '../../demo/server/simulators/platform/tls';
import en from '../../src/locales/en/common.json';
import enAuth from '../../src/locales/en/auth.json';
import { clearFaults, fault, heading, launchChromium, loginAsDemoShop, openPage, suppressDiscountPopup, useDemo } from './support';

const demo = useDemo();
const ATTACKER_SHOP = 'attacker-shop.myshopify.com';
const STATE_MISMATCH_TEXT = 'This sign-in was not started in this browser, so it was not used. Log in again to open your store.';
const UNSAFE_LINK_TEXT = 'The server sent a link the admin does not trust, so it was not opened. Try again, or contact support if it happens again.';

/** The session token the standalone admin keeps for a shop. */
function storedToken(page: Page, shop = DEMO_SHOP_DOMAIN): Promise<string | null> {
  return page.evaluate((s) => JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${s.toUpperCase()}`) ?? 'null')?.v ?? null, shop);
}

/** Runs a login for a shop up to the platform's approval and returns the callback URL it would send the browser to (unused). */
async function callbackFor(shop: string): Promise<string> {
  const context = await demo.browser.newContext();
  const { page } = await openPage(context);
  let callback = '';
  // The approval answers with a redirect to the callback: keep its address, and do not follow it.
  await context.route(`${demo.server.url}/oauth/approve`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    callback = new URL(response.headers()['location'] ?? '', demo.server.url).href;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'kept' });
  });
  await page.goto(`${demo.server.url}/login`);
  await page.getByLabel('Shop domain').fill(shop);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByRole('button', { name: /Install/ }).click();
  await expect.poll(() => callback).toContain('code=');
  await context.close();
  return callback;
}

describe('sign-in is bound to the browser that started it (item 3)', () => {
  it('refuses a callback started elsewhere (login CSRF): no exchange, the merchant stays in their shop, a way back to log in', async () => {
    const attackerCallback = await callbackFor(ATTACKER_SHOP);
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await page.goto(attackerCallback);
    await page.getByText(STATE_MISMATCH_TEXT).waitFor();
    expect(await page.getByRole('button', { name: enAuth.auth.retry }).count()).toBe(0);
    expect(await storedToken(page, ATTACKER_SHOP)).toBeNull();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('REVIEWS_ADMIN_SHOPIFYDOMAIN') ?? 'null')?.v)).toBe(DEMO_SHOP_DOMAIN);
    expect(await storedToken(page)).toBe(token);
    await page.getByRole('button', { name: enAuth.auth.backToLogin }).click();
    await page.waitForURL(`${demo.server.url}/login`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the window name decides nothing on the standalone page (item 5)', () => {
  it('a page that opens the admin with a token in the window name does not sign it in as that shop', async () => {
    const signedIn = await demo.browser.newContext();
    const { page: merchant } = await openPage(signedIn);
    await loginAsDemoShop(merchant, demo.server);
    const token = await storedToken(merchant);
    await signedIn.close();

    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await suppressDiscountPopup(page, demo.server);
    await page.evaluate((value) => (window.name = value), JSON.stringify({ token, shop: DEMO_SHOP_DOMAIN }));
    await page.goto(`${demo.server.url}/`);
    await page.waitForURL(`${demo.server.url}/login`);
    expect(await heading(page)).toBe('Log in');
    await context.close();
  });

  it('the second host page: the token is read once and cleared from the window name', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await suppressDiscountPopup(page, demo.server);
    await page.goto(`${demo.server.url}/provider/#dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => window.name)).toBe('');
    await page.goto(`${demo.server.url}/provider/#reviews`);
    await page.getByRole('heading', { level: 1, name: 'Manage Reviews' }).waitFor();
    await context.close();
  });
});

describe('server-given URLs are checked before they are followed (item 6)', () => {
  it('a login answer pointing at javascript: or another site is refused with an error, never followed', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    for (const url of ['javascript:window.__pwned=1', 'https://evil.example/phish', 'data:text/html,hi']) {
      await fault(demo.server, {
        path: '/api/v1/admin/login',
        body: JSON.stringify({ code: 0, message: 'ok', data: { is_authorization_required: 1, redirect_url: url } }),
        times: 1,
      });
      await page.goto(`${demo.server.url}/login`);
      await page.getByLabel('Shop domain').fill(DEMO_SHOP_DOMAIN);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByText(UNSAFE_LINK_TEXT).waitFor();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(`${demo.server.url}/login`);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    }
    await clearFaults(demo.server);
    await context.close();
  });

  it('a billing confirmation URL that is not an allowed https address is refused', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/plan?source=navigation`);
    expect(await heading(page)).toBe('Plan');
    await fault(demo.server, {
      path: '/api/v1/admin/add_pricing_plan',
      body: JSON.stringify({ code: 0, message: 'ok', data: { confirmation_url: 'javascript:window.__pwned=1', charge_id: '1' } }),
      times: 1,
    });
    const growth = page.locator('.Polaris-ShadowBevel').filter({ has: page.getByRole('heading', { name: 'Growth' }) }).first();
    await growth.getByRole('button', { name: 'Choose this plan' }).click();
    await page.getByText(UNSAFE_LINK_TEXT).waitFor();
    expect(new URL(page.url()).pathname).toBe('/plan');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await clearFaults(demo.server);
    await context.close();
  });
});

describe('only the shop admin frames the embedded app (item 4)', () => {
  let platform: PlatformDemo;
  let hostileOrigin = '';
  let closeHostile: () => Promise<unknown> = async () => undefined;
  const browser = { current: null as Awaited<ReturnType<typeof launchChromium>> | null };

  beforeAll(async () => {
    platform = await startPlatformDemo({ memory: true, testControls: true });
    browser.current = await launchChromium();
    const tls = await selfSignedCertificate();
    const hostile = createHttpsServer({ key: tls.key, cert: tls.cert }, (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><body><script>
        const frame = document.createElement('iframe');
        frame.title = 'app';
        frame.style.cssText = 'width:900px;height:600px';
        frame.src = new URLSearchParams(location.search).get('src');
        document.body.append(frame);
      </script>`);
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    hostileOrigin = `https://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
    closeHostile = () => new Promise((resolve) => hostile.close(resolve));
  });
  afterAll(async () => {
    await closeHostile();
    await browser.current?.close();
    await platform?.close();
  });

  const newContext = (): Promise<BrowserContext> => browser.current!.newContext({ ignoreHTTPSErrors: true });
  /** The app URL with a host argument naming the demo admin itself (a plausible host). */
  const plausibleApp = (): string => {
    const adminHost = Buffer.from(`${new URL(platform.adminOrigin).host}/store/x`).toString('base64url');
    return `${platform.appUrl}/?shop=${DEMO_SHOP_DOMAIN}&host=${adminHost}&embedded=1`;
  };
  const appFrame = (page: Page): Frame | undefined => page.frames().find((f) => f.url().startsWith(platform.appUrl));

  it('serves the embedded app page with frame-ancestors naming the shop admin and the demo admin only', async () => {
    const context = await newContext();
    const response = await context.request.get(plausibleApp());
    const csp = response.headers()['content-security-policy'] ?? '';
    const ancestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
    expect(ancestors).toContain(platform.adminOrigin);
    expect(ancestors).toContain(`https://${DEMO_SHOP_DOMAIN}`);
    expect(ancestors).not.toContain('*');
    expect(ancestors).not.toContain(hostileOrigin);
    expect(response.headers()['x-frame-options']).toBeUndefined();
    await context.close();
  });

  it('a page that is not the admin cannot frame the app: the browser refuses it', async () => {
    const context = await newContext();
    const { page } = await openPage(context);
    await page.goto(`${hostileOrigin}/admin?${new URLSearchParams({ src: plausibleApp() })}`);
    await page.waitForTimeout(2000);
    const frame = appFrame(page);
    const rendered = frame ? await frame.evaluate(() => !!document.querySelector('reviews-admin')).catch(() => false) : false;
    expect(rendered).toBe(false);
    await context.close();
  });

  it('framed by another page with a plausible host (header stripped in transit): the app checks its ancestors and starts no App Bridge', async () => {
    const context = await newContext();
    await context.route(`${platform.appUrl}/?**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    const { page } = await openPage(context);
    await page.goto(`${hostileOrigin}/admin?${new URLSearchParams({ src: plausibleApp() })}`);
    const app = page.frameLocator('iframe[title="app"]');
    await app.getByRole('heading', { name: en.missingHost.title }).waitFor({ timeout: 15_000 });
    const frame = appFrame(page)!;
    expect(await frame.evaluate(() => '__is_web_vitals_initialized__' in window)).toBe(false);
    await context.close();
  });
});
