import { existsSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../src/locales/de/common.json';
import en from '../../src/locales/en/common.json';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID, DEMO_SHOP_PROFILE } from '../../demo/server/seed/demo-shop';
import { setShopConfigValue } from '../../demo/server/store/repositories/configs';
import { startPlatformDemo, type PlatformDemo } from '../../demo/server/platform';
import { apiSecretFromEnv } from '../../demo/server/http/tokens';
import { allowedAdminOrigin, decodeHost } from '../../src/app/host/admin-origin';
import { mintPlatformSessionToken } from '../../demo/server/simulators/platform/token';
import { selfSignedCertificate } from '../../demo/server/simulators/platform/tls';
import { REPO_ROOT } from '../../demo/server/server';
import { CHROMIUM_ARGS, openPage } from './support';

let demo: PlatformDemo;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(`${REPO_ROOT}dist/reviews-admin.js`)) throw new Error('dist/ is missing: run npm run build first');
  demo = await startPlatformDemo({ memory: true, testControls: true });
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'], headless: true });
});
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

const EVIL = 'https://evil.example';
const NAV_EN = [en.nav.widgets, en.nav.reviews, en.nav.collect, en.nav.import, en.nav.integrations, en.nav.settings, en.nav.plan, en.nav.recommended];

function b64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * A context that accepts the demo's self-signed certificate, with the discount popup kept away on the app origin.
 * `tokenTimeoutMs` shortens the app's wait for each session-token answer (the platform host's test knob).
 */
async function newContext(opts: { tokenTimeoutMs?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 860 } });
  await context.addInitScript(
    ([origin, name, timeout]) => {
      if (window.location.origin === origin) {
        localStorage.setItem(`REVIEWS_ADMIN_DISCOUNTPOPUP_${name}`.toUpperCase(), JSON.stringify({ v: 1, e: Date.now() + 600_000 }));
        if (timeout) Object.assign(window, { REVIEWS_ADMIN_SESSION_TOKEN_TIMEOUT_MS: timeout });
      }
    },
    [demo.appUrl, DEMO_SHOP_PROFILE.name, opts.tokenTimeoutMs ?? 0] as const,
  );
  return context;
}

/** Makes the admin leave the next `count` session-token requests unanswered (the demo admin's test hook), from its first page load on. */
async function dropTokenRequestsFromStart(context: BrowserContext, count: number): Promise<void> {
  await context.addInitScript(
    ([origin, n]) => {
      if (window.location.origin === origin) Object.assign(window, { PLATFORM_ADMIN_DROP_TOKEN_REQUESTS: n });
    },
    [demo.adminOrigin, count] as const,
  );
}

async function tokenRequests(page: Page): Promise<{ asked: number; dropped: number; answered: number }> {
  const inbound = (await logEntries(page, 'in')).filter((t) => t.includes('SESSION_TOKEN::REQUEST')).length;
  const dropped = (await logEntries(page, 'ignored')).filter((t) => t.includes('SESSION_TOKEN::REQUEST') && t.includes('left unanswered')).length;
  const answered = (await logEntries(page, 'out')).filter((t) => t.includes('SESSION_TOKEN::RESPOND')).length;
  return { asked: inbound + dropped, dropped, answered };
}

/** Opens the admin at an app path and waits for the app's first heading inside the iframe. */
async function openAdmin(context: BrowserContext, path = ''): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(context);
  await opened.page.goto(`${demo.adminUrl}${path}`);
  await opened.page.frameLocator('[data-testid="app-frame"]').getByRole('heading', { level: 1 }).first().waitFor();
  return opened;
}

function appFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(demo.appUrl));
  if (!frame) throw new Error('the app frame is missing');
  return frame;
}

async function logEntries(page: Page, kind: string): Promise<string[]> {
  return page.locator(`[data-testid="bridge-log"] li[data-kind="${kind}"]`).allTextContents();
}

describe('the app inside the simulated platform admin', () => {
  it('gets a platform session token through App Bridge that the server accepts, and shows the dashboard', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const userInfo = page.waitForResponse((r) => r.url().startsWith(`${demo.appUrl}/api/v1/admin/get_user_info`));
    await page.goto(demo.adminUrl);
    await page.getByTestId('admin-store-name').filter({ hasText: DEMO_SHOP_PROFILE.name }).waitFor();
    const app = page.frameLocator('[data-testid="app-frame"]');
    await app.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const response = await userInfo;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { data: { name: string } }).data.name).toBe(DEMO_SHOP_PROFILE.name);
    const token = (response.request().headers().authorization ?? '').replace(/^Bearer /, '');
    const c = claims(token);
    expect(c).toMatchObject({ iss: `https://${DEMO_SHOP_DOMAIN}/admin`, dest: `https://${DEMO_SHOP_DOMAIN}`, aud: demo.apiKey, sub: expect.any(String) });
    expect(Number(c.exp) - Number(c.iat)).toBe(60);
    expect(c.nbf).toBe(c.iat);
    expect(typeof c.jti === 'string' && typeof c.sid === 'string').toBe(true);

    const frame = appFrame(page);
    const url = new URL(frame.url());
    expect(url.origin).toBe(demo.appUrl);
    expect(url.origin).not.toBe(demo.adminOrigin);
    expect(url.searchParams.get('shop')).toBe(DEMO_SHOP_DOMAIN);
    expect(url.searchParams.get('embedded')).toBe('1');
    expect(Buffer.from(url.searchParams.get('host') ?? '', 'base64url').toString()).toBe(`${new URL(demo.adminOrigin).host}/store/demo-reviews`);
    expect(await frame.locator('reviews-admin').getAttribute('admin-origins')).toBe(demo.adminOrigin);

    await page.getByTestId('bridge-status').filter({ hasText: 'Connected' }).waitFor();
    expect(await logEntries(page, 'in')).toEqual(expect.arrayContaining([expect.stringContaining('APP::CLIENT::INITIALIZE'), expect.stringContaining('APP::SESSION_TOKEN::REQUEST')]));
    expect(await logEntries(page, 'out')).toEqual(expect.arrayContaining([expect.stringContaining('APP::SESSION_TOKEN::RESPOND')]));
    // The token lives in memory only: nothing in the app origin's storage holds it.
    const stored = await frame.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(token.split('.')[2]);
    expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uses the newer global id token when the page has one, without asking the admin', async () => {
    const context = await newContext();
    const token = await mintPlatformSessionToken({ shop: DEMO_SHOP_DOMAIN, apiKey: demo.apiKey }, apiSecretFromEnv());
    await context.addInitScript(
      ([origin, idToken]) => {
        if (window.location.origin === origin) Object.assign(window, { shopify: { idToken: () => Promise.resolve(idToken) } });
      },
      [demo.appUrl, token] as const,
    );
    const page = await context.newPage();
    const userInfo = page.waitForResponse((r) => r.url().startsWith(`${demo.appUrl}/api/v1/admin/get_user_info`));
    await page.goto(demo.adminUrl);
    await page.frameLocator('[data-testid="app-frame"]').getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const response = await userInfo;
    expect(response.status()).toBe(200);
    expect(response.request().headers().authorization).toBe(`Bearer ${token}`);
    expect((await logEntries(page, 'in')).filter((t) => t.includes('SESSION_TOKEN::REQUEST'))).toEqual([]);
    await context.close();
  });

  it('says so clearly when the admin never hands over a session token: not a network message, and the admin address stays', async () => {
    const context = await newContext({ tokenTimeoutMs: 800 });
    await context.route('**/platform-admin/session-token', () => undefined);
    const page = await context.newPage();
    await page.goto(`${demo.adminUrl}/settings`);
    const app = page.frameLocator('[data-testid="app-frame"]');
    await app.getByRole('heading', { level: 1, name: en.loadFailed.sessionHeading }).waitFor({ timeout: 30_000 });
    await app.getByText(en.loadFailed.sessionBody).waitFor();
    expect(await app.getByText(en.loadFailed.body).count()).toBe(0);
    expect(await app.getByText('Network Error').count()).toBe(0);
    // Several requests (the retries), none answered.
    expect((await logEntries(page, 'in')).filter((t) => t.includes('SESSION_TOKEN::REQUEST')).length).toBeGreaterThanOrEqual(3);
    expect((await logEntries(page, 'out')).some((t) => t.includes('SESSION_TOKEN::RESPOND'))).toBe(false);
    expect(page.url()).toBe(`${demo.adminUrl}/settings`);
    await context.close();
  });

  it('a session-token request the admin leaves unanswered does not poison the session: the next request gets the token', async () => {
    const context = await newContext({ tokenTimeoutMs: 1500 });
    await dropTokenRequestsFromStart(context, 1);
    const { page, errors } = await openPage(context);
    await page.goto(demo.adminUrl);
    const app = page.frameLocator('[data-testid="app-frame"]');
    await app.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30_000 });
    const counts = await tokenRequests(page);
    expect(counts.dropped).toBe(1);
    expect(counts.asked).toBeGreaterThanOrEqual(2);
    expect(counts.answered).toBeGreaterThanOrEqual(1);
    expect(await app.getByText(en.loadFailed.sessionHeading).count()).toBe(0);
    expect(page.url()).toBe(demo.adminUrl);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after the admin handed over no session for a while, Retry recovers in place once it answers again (no page reload)', async () => {
    const context = await newContext({ tokenTimeoutMs: 800 });
    await dropTokenRequestsFromStart(context, 1000);
    const { page } = await openPage(context);
    await page.goto(`${demo.adminUrl}/settings`);
    const app = page.frameLocator('[data-testid="app-frame"]');
    await app.getByRole('heading', { level: 1, name: en.loadFailed.sessionHeading }).waitFor({ timeout: 30_000 });
    expect((await tokenRequests(page)).answered).toBe(0);
    const loadedAt = await appFrame(page).evaluate(() => performance.timeOrigin);
    const adminLoadedAt = await page.evaluate(() => performance.timeOrigin);

    // Still not answering: Retry asks again and says the session is still missing.
    const askedBefore = (await tokenRequests(page)).asked;
    await app.getByRole('button', { name: en.loadFailed.retry }).click();
    await app.getByText(en.loadFailed.sessionStillMissing).waitFor({ timeout: 30_000 });
    expect((await tokenRequests(page)).asked).toBeGreaterThan(askedBefore);

    // The admin answers again: Retry gets a token and the app loads the page that failed.
    await page.evaluate(() => Object.assign(window, { PLATFORM_ADMIN_DROP_TOKEN_REQUESTS: 0 }));
    await app.getByRole('button', { name: en.loadFailed.retry }).click();
    await app.getByRole('heading', { level: 1, name: 'Settings', exact: true }).waitFor({ timeout: 30_000 });
    expect((await tokenRequests(page)).answered).toBeGreaterThanOrEqual(1);
    expect(await appFrame(page).evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(adminLoadedAt);
    expect(page.url()).toBe(`${demo.adminUrl}/settings`);
    await context.close();
  });

  it('never makes the failure page the admin address: reloading the admin reopens the page that was showing', async () => {
    const context = await newContext();
    const { page } = await openPage(context);
    await page.goto(`${demo.adminUrl}/settings`);
    const app = page.frameLocator('[data-testid="app-frame"]');
    await app.getByRole('heading', { level: 1, name: 'Settings', exact: true }).waitFor();
    // The next read fails on the network: the app shows its failure page.
    await context.route('**/api/v1/admin/**', (route) => route.abort());
    await page.getByTestId('admin-app-nav').getByRole('link', { name: en.nav.plan, exact: true }).click();
    await app.getByRole('heading', { level: 1, name: en.loadFailed.heading }).waitFor({ timeout: 30_000 });
    expect(new URL(appFrame(page).url()).pathname).toBe('/400');
    const replaces = async () => (await logEntries(page, 'in')).filter((t) => t.includes('HISTORY::REPLACE')).length;
    const settled = await replaces();
    await expect.poll(replaces, { timeout: 1_000 }).toBe(settled);
    expect(new URL(page.url()).pathname).not.toMatch(/\/400$/);
    expect(page.url().startsWith(`${demo.adminUrl}/plan`)).toBe(true);

    await context.unroute('**/api/v1/admin/**');
    await page.reload();
    await page.frameLocator('[data-testid="app-frame"]').getByRole('heading', { level: 1, name: 'Plan', exact: true }).waitFor({ timeout: 30_000 });
    expect(new URL(appFrame(page).url()).pathname).toBe('/plan');
    await context.close();
  });

  it('keeps shop, host and embedded in the frame address after the admin menu moved the app, so a frame reload stays embedded', async () => {
    const context = await newContext();
    const { page, errors } = await openAdmin(context);
    const app = page.frameLocator('[data-testid="app-frame"]');
    await page.getByTestId('admin-app-nav').getByRole('link', { name: en.nav.settings, exact: true }).click();
    await app.getByRole('heading', { level: 1, name: 'Settings', exact: true }).waitFor();
    await expect.poll(() => new URL(appFrame(page).url()).searchParams.get('host')).not.toBeNull();
    const url = new URL(appFrame(page).url());
    expect(url.pathname).toBe('/settings');
    expect(url.searchParams.getAll('shop')).toEqual([DEMO_SHOP_DOMAIN]);
    expect(url.searchParams.getAll('embedded')).toEqual(['1']);
    expect(url.searchParams.getAll('host')).toHaveLength(1);
    // The admin's address names the in-app location only, without the platform's arguments.
    expect(page.url()).toBe(`${demo.adminUrl}/settings`);

    const initializes = async () => (await logEntries(page, 'in')).filter((t) => t.includes('CLIENT::INITIALIZE')).length;
    const before = await initializes();
    await appFrame(page).goto(appFrame(page).url());
    await app.getByRole('heading', { level: 1, name: 'Settings', exact: true }).waitFor({ timeout: 30_000 });
    expect(await app.getByLabel('Shop domain').count()).toBe(0);
    await expect.poll(initializes).toBeGreaterThan(before);
    await expect.poll(async () => (await tokenRequests(page)).answered).toBeGreaterThanOrEqual(2);
    expect(page.url()).toBe(`${demo.adminUrl}/settings`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the admin's own resource picker from the app, takes its selection, and never opens the app's picker", async () => {
    const context = await newContext();
    const { page } = await openAdmin(context, '/collect/review_request_product');
    const app = page.frameLocator('[data-testid="app-frame"]');
    await app.getByRole('heading', { level: 1, name: 'Products to request reviews for' }).waitFor();
    await app.getByText('Only the products below').click();
    // By keyboard: the sale badge may sit over the button at this width (a layout matter of its own).
    await app.getByRole('button', { name: 'Choose products' }).press('Enter');
    const picker = page.getByTestId('admin-picker');
    await picker.waitFor();
    expect((await logEntries(page, 'in')).some((t) => t.includes('RESOURCE_PICKER::OPEN'))).toBe(true);
    expect(await app.getByRole('dialog').count()).toBe(0);
    await picker.getByText('Stoneware Mug').click();
    await picker.getByRole('button', { name: 'Select' }).click();
    await picker.waitFor({ state: 'hidden' });
    await app.getByText('Stoneware Mug').first().waitFor();

    // Cancel in the admin's picker leaves the choice as it was.
    await app.getByRole('button', { name: 'Choose products' }).press('Enter');
    await picker.waitFor();
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await logEntries(page, 'out')).filter((t) => t.includes('RESOURCE_PICKER::CANCEL')).length).toBe(1);
    expect(await app.getByText('Stoneware Mug').count()).toBeGreaterThan(0);
    expect(await app.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('lists the translated navigation links in the admin, follows them in the iframe, and re-sends them in a new language', async () => {
    const context = await newContext();
    const { page } = await openAdmin(context);
    const nav = page.getByTestId('admin-app-nav');
    await nav.getByRole('link', { name: en.nav.settings, exact: true }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(NAV_EN);
    const app = page.frameLocator('[data-testid="app-frame"]');
    const loadedAt = await appFrame(page).evaluate(() => performance.timeOrigin);

    await nav.getByRole('link', { name: en.nav.settings, exact: true }).click();
    await app.getByRole('heading', { level: 1, name: 'Settings', exact: true }).waitFor();
    await page.waitForURL(`${demo.adminUrl}/settings`);
    expect(await nav.getByRole('link', { name: en.nav.settings, exact: true }).getAttribute('aria-current')).toBe('page');

    await nav.getByRole('link', { name: en.nav.plan, exact: true }).click();
    await app.getByRole('heading', { level: 1, name: 'Plan', exact: true }).waitFor();
    await page.waitForURL(`${demo.adminUrl}/plan?source=navigation`);
    expect(new URL(appFrame(page).url()).pathname).toBe('/plan');
    // App Bridge's app redirect moved the app without reloading the iframe.
    expect(await appFrame(page).evaluate(() => performance.timeOrigin)).toBe(loadedAt);

    await page.getByTestId('admin-app-link').click();
    await app.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await app.getByRole('button', { name: en.language.label }).click();
    await app.getByTestId('language-list').getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await nav.getByRole('link', { name: de.nav.settings, exact: true }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([de.nav.widgets, de.nav.reviews, de.nav.collect, de.nav.import, de.nav.integrations, de.nav.settings, de.nav.plan, de.nav.recommended]);
    await app.getByRole('button', { name: de.language.label }).click();
    await app.getByTestId('language-list').getByRole('menuitemradio', { name: 'English' }).click();
    await nav.getByRole('link', { name: en.nav.settings, exact: true }).waitFor();
    await context.close();
  });

  it('shows the admin save bar for an edit in the app; Discard and Save from the admin reach the app', async () => {
    const context = await newContext();
    const { page } = await openAdmin(context, '/settings/language');
    const app = page.frameLocator('[data-testid="app-frame"]');
    await app.getByRole('heading', { level: 1, name: 'Language' }).waitFor();
    const bar = page.getByTestId('admin-save-bar');
    const field = app.getByLabel('Write a review button', { exact: true });

    await field.fill('Tell us everything');
    await bar.waitFor();
    await bar.getByText('Unsaved changes').waitFor();
    expect(await app.getByText('Unsaved Changes').count()).toBe(0);

    // Leaving through the admin's menu is held back while changes are unsaved.
    await page.getByTestId('admin-app-nav').getByRole('link', { name: en.nav.plan, exact: true }).click();
    await page.getByTestId('admin-toast').filter({ hasText: 'Save or discard' }).waitFor();
    expect(page.url()).toBe(`${demo.adminUrl}/settings/language`);

    await bar.getByRole('button', { name: 'Discard' }).click();
    await bar.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('');

    await field.fill('Tell us everything');
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Save' }).click();
    await app.getByText('Language settings saved').first().waitFor();
    await bar.waitFor({ state: 'hidden' });
    await page.reload();
    expect(await page.frameLocator('[data-testid="app-frame"]').getByLabel('Write a review button', { exact: true }).inputValue()).toBe('Tell us everything');
    await context.close();
  });

  it('answers the resource picker with the fixed products or a cancel, and opens remote URLs in a new tab', async () => {
    const context = await newContext();
    await context.route('https://docs.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Docs</title>' }));
    const { page } = await openAdmin(context);
    const frame = appFrame(page);
    const ask = (action: Record<string, unknown>, answers: string[]) =>
      frame.evaluate(
        ([message, target, types]) =>
          new Promise<Record<string, unknown>>((resolve) => {
            window.addEventListener('message', function on(event) {
              const action = (event.data as { payload?: { type?: string } })?.payload;
              if (event.source !== window.top || !action?.type || !types.includes(action.type)) return;
              window.removeEventListener('message', on);
              resolve(action as Record<string, unknown>);
            });
            window.top!.postMessage({ type: 'dispatch', source: { apiKey: 'reviews-admin-demo' }, payload: message }, target);
          }),
        [action, demo.adminOrigin, answers] as const,
      );
    const answerTypes = ['APP::RESOURCE_PICKER::SELECT', 'APP::RESOURCE_PICKER::CANCEL'];
    const open = { group: 'Resource_Picker', type: 'APP::RESOURCE_PICKER::OPEN', payload: { id: 'picker-1', resourceType: 'product', selectMultiple: true, initialSelectionIds: [] } };

    const selected = ask(open, answerTypes);
    const picker = page.getByTestId('admin-picker');
    await picker.getByText('Stoneware Mug').click();
    await picker.getByText('Walnut Serving Board').click();
    await picker.getByRole('button', { name: 'Select' }).click();
    const answer = await selected;
    expect(answer.type).toBe('APP::RESOURCE_PICKER::SELECT');
    const payload = answer.payload as { id: string; selection: { id: string; title: string }[] };
    expect(payload.id).toBe('picker-1');
    expect(payload.selection.map((p) => p.title)).toEqual(['Stoneware Mug', 'Walnut Serving Board']);
    expect(payload.selection[0]?.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);

    const cancelled = ask({ ...open, payload: { ...open.payload, id: 'picker-2' } }, answerTypes);
    await picker.getByRole('button', { name: 'Cancel' }).click();
    expect(await cancelled).toMatchObject({ type: 'APP::RESOURCE_PICKER::CANCEL', payload: { id: 'picker-2' } });
    await picker.waitFor({ state: 'hidden' });

    const popup = context.waitForEvent('page');
    await frame.evaluate((target) => {
      window.top!.postMessage({ type: 'dispatch', payload: { group: 'Navigation', type: 'APP::NAVIGATION::REDIRECT::REMOTE', payload: { url: 'https://docs.example/reviews', newContext: true } } }, target);
    }, demo.adminOrigin);
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://docs.example/reviews');
    expect(page.url()).toBe(demo.adminUrl);

    await frame.evaluate((target) => {
      window.top!.postMessage({ type: 'dispatch', payload: { group: 'Navigation', type: 'APP::NAVIGATION::REDIRECT::ADMIN::PATH', payload: { path: '/apps/reviews/integrations' } } }, target);
    }, demo.adminOrigin);
    await page.frameLocator('[data-testid="app-frame"]').getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await page.waitForURL(`${demo.adminUrl}/integrations`);
    await context.close();
  });

  it("lists Instagram in the admin's menu after Integrations once the shop's is_show_instagram is 1", async () => {
    setShopConfigValue(demo.db, DEMO_SHOP_ID, 'is_show_instagram', 1, 'integer');
    try {
      const context = await newContext();
      const { page } = await openAdmin(context);
      const nav = page.getByTestId('admin-app-nav');
      await nav.getByRole('link', { name: en.nav.instagram, exact: true }).waitFor();
      const labels = await nav.getByRole('link').allInnerTexts();
      expect(labels.slice(labels.indexOf(en.nav.integrations), labels.indexOf(en.nav.integrations) + 2)).toEqual([en.nav.integrations, en.nav.instagram]);
      await context.close();
    } finally {
      setShopConfigValue(demo.db, DEMO_SHOP_ID, 'is_show_instagram', 0, 'integer');
    }
  });

  it('ignores messages from another origin, and from app-origin windows that are not the app frame', async () => {
    const context = await newContext();
    const received: unknown[] = [];
    await context.exposeFunction('reportToTest', (data: unknown) => void received.push(data));
    await context.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>
          addEventListener('message', (e) => reportToTest(e.data));
          const send = (payload) => parent.postMessage({ type: 'dispatch', source: { apiKey: 'reviews-admin-demo' }, payload }, '*');
          parent.postMessage({ type: 'getState', source: { apiKey: 'reviews-admin-demo' } }, '*');
          send({ group: 'SessionToken', type: 'APP::SESSION_TOKEN::REQUEST' });
          send({ group: 'ContextualSaveBar', type: 'APP::CONTEXTUAL_SAVE_BAR::SHOW', payload: { id: 'x' } });
          send({ group: 'Navigation', type: 'APP::NAVIGATION::REDIRECT::REMOTE', payload: { url: 'https://evil.example/steal' } });
        </script>`,
      }),
    );
    const { page } = await openAdmin(context);
    const responds = async () => (await logEntries(page, 'out')).filter((t) => t.includes('SESSION_TOKEN::RESPOND')).length;
    await expect.poll(responds).toBeGreaterThan(0);
    const respondsBefore = await responds();
    await page.evaluate((src) => {
      const probe = document.createElement('iframe');
      probe.src = src;
      probe.title = 'probe';
      document.body.append(probe);
    }, `${EVIL}/probe`);
    await expect.poll(async () => (await logEntries(page, 'ignored')).filter((t) => t.includes(`origin ${EVIL}`)).length).toBe(4);

    // Same origin as the app, but a window nested in it: still not the app frame.
    await appFrame(page).evaluate(() => {
      const nested = document.createElement('iframe');
      nested.srcdoc = `<script>top.postMessage({ type: 'dispatch', payload: { group: 'SessionToken', type: 'APP::SESSION_TOKEN::REQUEST' } }, '*');</script>`;
      document.body.append(nested);
    });
    await expect.poll(async () => (await logEntries(page, 'ignored')).filter((t) => t.includes('not sent by the app frame')).length).toBe(1);
    await page.waitForTimeout(500);
    expect(received).toEqual([]);
    expect(await page.getByTestId('admin-save-bar').isHidden()).toBe(true);
    expect(context.pages()).toHaveLength(1);
    expect(await responds()).toBe(respondsBefore);
    await context.close();
  });
});

describe('the app outside an allowed admin', () => {
  it('says "Missing host query argument" inside the platform admin without host', async () => {
    // The standalone page pins its mode; the platform's app page is the one that runs framed in the admin.
    const context = await newContext();
    const { page, errors } = await openPage(context);
    await page.goto(demo.adminUrl);
    await page.setContent(`<iframe title="app" style="width:900px;height:600px" src="${demo.appUrl}/?shop=${DEMO_SHOP_DOMAIN}"></iframe>`);
    const frame = page.frameLocator('iframe[title="app"]');
    await frame.getByRole('heading', { name: 'Missing host query argument' }).waitFor();
    expect(await frame.getByText(/partner dashboard/).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays on its origin without App Bridge when opened at top level with a hostile or a real host', async () => {
    const context = await newContext();
    const { page } = await openPage(context);
    for (const host of [b64url('evil.example/store/x'), b64url(`${new URL(demo.adminOrigin).host}/store/demo-reviews`)]) {
      await page.goto(`${demo.appUrl}/?shop=${DEMO_SHOP_DOMAIN}&host=${host}&embedded=1`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(800);
      expect(new URL(page.url()).origin).toBe(demo.appUrl);
      expect(await page.evaluate(() => 'appBridge' in window || '__is_web_vitals_initialized__' in window)).toBe(false);
    }
    await context.close();
  });

  it('framed by a page whose host is not an allowed admin: no App Bridge, no message out, nothing navigates', async () => {
    // The framing page is a real local https server (a routed page would count as public and may not frame a local one).
    const tls = await selfSignedCertificate();
    const hostile = createHttpsServer({ key: tls.key, cert: tls.cert }, (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><body><script>
        addEventListener('message', (e) => reportToTest(e.data));
        const frame = document.createElement('iframe');
        frame.title = 'app';
        frame.style.cssText = 'width:900px;height:600px';
        frame.src = new URLSearchParams(location.search).get('src');
        document.body.append(frame);
      </script>`);
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    const hostileOrigin = `https://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
    const context = await newContext();
    // The app page's frame-ancestors keeps the browser from framing it here at all; without it (stripped in transit) the app's own checks hold.
    await context.route(`${demo.appUrl}/?**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    const messages: unknown[] = [];
    await context.exposeFunction('reportToTest', (data: unknown) => void messages.push(data));
    const { page } = await openPage(context);
    // The host names the framing page itself (App Bridge would post there) or some other site.
    for (const host of [b64url(`${new URL(hostileOrigin).host}/store/x`), b64url('evil.example/store/x')]) {
      const src = `${demo.appUrl}/?shop=${DEMO_SHOP_DOMAIN}&host=${host}&embedded=1`;
      const top = `${hostileOrigin}/admin?${new URLSearchParams({ src })}`;
      await page.goto(top);
      const app = page.frameLocator('iframe[title="app"]');
      await app.getByRole('heading', { name: 'Missing host query argument' }).waitFor();
      await page.waitForTimeout(800);
      expect(page.url()).toBe(top);
      const frame = page.frames().find((f) => f.url().startsWith(demo.appUrl))!;
      expect(new URL(frame.url()).origin).toBe(demo.appUrl);
      expect(await frame.evaluate(() => '__is_web_vitals_initialized__' in window)).toBe(false);
    }
    expect(messages).toEqual([]);
    await context.close();
    await new Promise((resolve) => hostile.close(resolve));
  });
});

describe('which admins may embed the app', () => {
  it('allows the platform admin, the shop admin and configured origins only', () => {
    const configured = ['https://127.0.0.1:8443'];
    const cases: [string | null, string | null][] = [
      ['admin.shopify.com/store/demo-reviews', 'https://admin.shopify.com'],
      ['demo-reviews.myshopify.com/admin', 'https://demo-reviews.myshopify.com'],
      ['127.0.0.1:8443/store/demo-reviews', 'https://127.0.0.1:8443'],
      ['127.0.0.1:8444/store/demo-reviews', null],
      ['evil.example/store/x', null],
      ['admin.shopify.com.evil.example/store/x', null],
      ['admin.shopify.com:444/store/x', null],
      ['admin.shopify.com/somewhere', null],
      ['demo-reviews.myshopify.com/store/x', null],
      ['myshopify.com/admin', null],
      [null, null],
    ];
    for (const [host, origin] of cases) expect(allowedAdminOrigin(host, configured), String(host)).toBe(origin);
    expect(decodeHost(b64url('evil.example@admin.shopify.com/store/x'))).toBeNull();
    expect(decodeHost(b64url('admin.shopify.com/store/demo-reviews'))).toBe('admin.shopify.com/store/demo-reviews');
  });
});

describe('the server and platform session tokens', () => {
  it('accepts a token the admin mints and refuses forged, expired and foreign-audience ones with 401', async () => {
    const context = await newContext();
    const call = (token: string) =>
      context.request.get(`${demo.appUrl}/api/v1/admin/get_user_info`, { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } });
    const minted = await context.request.post(`${demo.adminOrigin}/platform-admin/session-token`, { headers: { Origin: demo.adminOrigin } });
    expect(minted.status()).toBe(200);
    const good = ((await minted.json()) as { token: string }).token;
    expect((await call(good)).status()).toBe(200);
    expect((await context.request.post(`${demo.adminOrigin}/platform-admin/session-token`, { headers: { Origin: EVIL } })).status()).toBe(403);

    const forged = await mintPlatformSessionToken({ shop: DEMO_SHOP_DOMAIN, apiKey: demo.apiKey }, 'not-the-app-secret');
    const expired = await mintPlatformSessionToken({ shop: DEMO_SHOP_DOMAIN, apiKey: demo.apiKey, ttlSeconds: -60 }, apiSecretFromEnv());
    const otherApp = await mintPlatformSessionToken({ shop: DEMO_SHOP_DOMAIN, apiKey: 'another-app' }, apiSecretFromEnv());
    for (const token of [forged, expired, otherApp]) {
      const response = await call(token);
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ code: 40100, message: 'Unauthorized', data: null });
    }
    await context.close();
  });
});
