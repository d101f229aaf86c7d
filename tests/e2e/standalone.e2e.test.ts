import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID, DEMO_SHOP_PROFILE } from '../../demo/server/seed/demo-shop';
import { apiSecretFromEnv, issueSessionToken } from '../../demo/server/http/tokens';
import { clearFaults, fault, heading, loginAsDemoShop, openPage, startDemoServer, useDemo } from './support';

const demo = useDemo();

const NAV = [
  { label: 'Dashboard', url: '/', title: 'Dashboard' },
  { label: 'Widgets', url: '/display', title: 'Widgets' },
  { label: 'Manage Reviews', url: '/reviewList', title: 'Manage Reviews' },
  { label: 'Collect reviews', url: '/collect', title: 'Collect reviews' },
  { label: 'Import reviews', url: '/import', title: 'Import reviews' },
  { label: 'Integrations', url: '/integrations', title: 'Integrations' },
  { label: 'Settings', url: '/settings', title: 'Settings' },
  { label: 'Plan', url: '/plan?source=navigation', title: 'Plan' },
  { label: 'Recommended apps', url: '/recommended', title: 'Recommended apps' },
];

describe('standalone admin', () => {
  it('sends a visitor without a session to /login and refuses an invalid shop domain, keeping what was typed', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${demo.server.url}/reviewList`);
    await page.waitForURL(`${demo.server.url}/login`);
    await page.getByLabel('Shop domain').fill('not a shop!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Enter a valid shop domain, like your-store.myshopify.com').waitFor();
    expect(await page.getByLabel('Shop domain').inputValue()).toBe('not a shop!');
    expect(page.url()).toBe(`${demo.server.url}/login`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in as the demo shop, lands on the dashboard and walks the main navigation in order', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.getByTestId('top-bar').filter({ hasText: DEMO_SHOP_PROFILE.name }).waitFor();
    await page.getByTestId('top-bar').filter({ hasText: 'Free plan' }).waitFor();
    for (const item of NAV) {
      await page.getByTestId('top-bar').getByRole('button', { name: 'Menu' }).click();
      await page.getByTestId('main-nav').getByRole('menuitem', { name: item.label, exact: true }).click();
      await page.waitForURL(`${demo.server.url}${item.url}`);
      await page.getByRole('heading', { level: 1, name: item.title, exact: true }).waitFor();
      expect(await heading(page)).toBe(item.title);
      expect(await page.title()).toBe(`${item.title} · Product Reviews`);
    }
    const footer = page.getByTestId('footer');
    await footer.filter({ hasText: 'Product Reviews by Channelwill' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the session across a reload and sends an unknown path to /404', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.reload();
    expect(await heading(page)).toBe('Dashboard');
    await page.goto(`${demo.server.url}/no/such/page`);
    await page.waitForURL(`${demo.server.url}/404`);
    expect(await heading(page)).toBe('This page does not exist');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a failed startup call with a retry instead of a blank screen', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await fault(demo.server, { path: '/api/v1/admin/get_user_info', status: 200, body: '{"code": 0, "data": {broken' });
    await page.reload();
    await page.getByText('The admin could not load your store').waitFor();
    await clearFaults(demo.server);
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await heading(page)).toBe('Dashboard');
    await context.close();
  });

  it('shows a non-zero code as the failed-startup banner with its message', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await fault(demo.server, { path: '/api/v1/admin/get_shop_config_set', code: 50001, message: 'Config store unavailable', times: 1 });
    await page.reload();
    await page.getByText('Config store unavailable').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await heading(page)).toBe('Dashboard');
    await context.close();
  });

  it('offers Chat support on a failed startup call: an email by default, the chat stand-in with support-chat="preview"', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await fault(demo.server, { path: '/api/v1/admin/get_shop_config_set', code: 50001, message: 'Config store unavailable', times: 1 });
    await page.reload();
    const banner = page.getByTestId('error-banners');
    await banner.getByText('Config store unavailable').waitFor();
    expect(await banner.getByRole('link', { name: 'Chat support' }).getAttribute('href')).toMatch(/^mailto:support@example\.com\?subject=/);

    await page.route(`${demo.server.url}/`, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace('<reviews-admin ', '<reviews-admin support-chat="preview" ');
      await route.fulfill({ response: answer, body: html });
    });
    await fault(demo.server, { path: '/api/v1/admin/get_shop_config_set', code: 50001, message: 'Config store unavailable', times: 1 });
    await page.reload();
    await banner.getByRole('button', { name: 'Chat support' }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await chat.getByText('Config store unavailable').first().waitFor();
    await chat.getByText('/').first().waitFor();
    await chat.getByRole('button', { name: 'Close' }).last().click();
    await banner.getByRole('button', { name: 'Try again' }).click();
    expect(await heading(page)).toBe('Dashboard');
    expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
    await context.close();
  });

  it('shows an answer without the expected data as the translated startup banner with Retry, with no raw error and nothing uncaught', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const bodies: [string, string][] = [
      ['/api/v1/admin/get_user_info', '{"code": 0, "message": "ok", "data": null}'],
      ['/api/v1/admin/get_user_info', '{"code": 0, "message": "ok"}'],
      ['/api/v1/admin/get_shop_pricing_plan', '{"code": 0, "message": "ok", "data": {"plan_name": 7}}'],
    ];
    for (const [path, body] of bodies) {
      await fault(demo.server, { path, status: 200, body });
      await page.reload();
      await page.getByText('The admin could not load your store').waitFor();
      await page.getByText('The server sent an answer the admin could not read. Try again in a moment.').waitFor();
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/Invalid response format|expected|Cannot read|undefined|null|TypeError/);
      await clearFaults(demo.server);
      await page.getByRole('button', { name: 'Try again' }).click();
      expect(await heading(page)).toBe('Dashboard');
    }
    expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
    await context.close();
  });

  it('refuses a forged token: /400, then reload leads back to the login', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('REVIEWS_ADMIN_TOKEN_')) {
          const env = JSON.parse(localStorage.getItem(key) ?? '{}') as { v: string };
          localStorage.setItem(key, JSON.stringify({ v: `${env.v.slice(0, -3)}xyz` }));
        }
      }
    });
    await page.goto(`${demo.server.url}/settings`);
    await page.waitForURL(`${demo.server.url}/400`);
    await page.getByText('load failed').waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForURL(`${demo.server.url}/login`);
    await context.close();
  });

  it('when the server stops, a failed write stays on the page with its error instead of leaving for /400', async () => {
    const own = await startDemoServer();
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, own);
    // The admin has loaded (its startup calls answered) before the server goes away; only the write fails.
    const language = page.getByTestId('top-bar').getByRole('button', { name: 'Language' });
    await language.waitFor();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await own.close();
    const before = page.url();
    await language.click();
    await page.getByTestId('language-list').getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.locator('.Polaris-Frame-Toast--error').first().waitFor();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    expect(await page.getByText('load failed').count()).toBe(0);
    await context.close();
  });
  it('/auth with no shop, outside a host, goes to the login page instead of signing in for ever', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${demo.server.url}/auth`);
    await page.waitForURL(`${demo.server.url}/login`, { timeout: 30_000 });
    await page.getByLabel('Shop domain').waitFor();
    expect(await page.getByText('Signing you in…').count()).toBe(0);
    // The same with other arguments but no shop (a stale bookmark): still the login.
    await page.goto(`${demo.server.url}/auth?path=%2Fsettings`);
    await page.waitForURL(`${demo.server.url}/login`, { timeout: 30_000 });
    await page.getByLabel('Shop domain').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a window name holding a token never chooses the mode: the standalone page shows its login and never sends that token', async () => {
    const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: apiSecretFromEnv() });
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    const sent: string[] = [];
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (auth) sent.push(`${request.url()} ${auth}`);
    });
    // The README's standalone sample (no mode attribute, served here at /reviewList) and the demo page (mode="standalone").
    await context.route(`${demo.server.url}/reviewList`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script type="module" src="/dist/reviews-admin.js"></script><reviews-admin api-base="${demo.server.url}/"></reviews-admin>`,
      }),
    );
    for (const target of ['/reviewList', '/']) {
      // Another page sets the window name to a valid token, then opens the admin in the same tab.
      await page.goto(`${demo.server.url}/privacy_policy`);
      await page.evaluate(([t, shop]) => { window.name = JSON.stringify({ token: t, shop }); }, [token, DEMO_SHOP_DOMAIN]);
      await page.goto(`${demo.server.url}${target}`);
      await page.getByLabel('Shop domain').waitFor({ timeout: 30_000 });
      expect(page.url(), target).toBe(`${demo.server.url}/login`);
      expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).count(), target).toBe(0);
      expect(await page.evaluate(() => document.querySelector('reviews-admin')?.shadowRoot ?? null), target).toBeNull();
    }
    expect(sent.filter((line) => line.includes(token))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
