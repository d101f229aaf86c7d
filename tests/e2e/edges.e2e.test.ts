import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { apiSecretFromEnv, issueSessionToken } from '../../demo/server/http/tokens';
import { heading, openPage, storeToken, useDemo } from './support';

const demo = useDemo();

describe('bad input gets a clear answer', () => {
  it('drops an expired stored token and asks to log in', async () => {
    const expired = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: apiSecretFromEnv(), ttlSeconds: 5 });
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${demo.server.url}/privacy_policy`);
    await storeToken(page, DEMO_SHOP_DOMAIN, expired);
    await page.goto(`${demo.server.url}/reviewList`);
    await page.waitForURL(`${demo.server.url}/login`);
    expect(await heading(page)).toBe('Log in');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the admin with a valid stored token straight on the requested page, carrying its query', async () => {
    const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: apiSecretFromEnv() });
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${demo.server.url}/privacy_policy`);
    await storeToken(page, DEMO_SHOP_DOMAIN, token);
    await page.goto(`${demo.server.url}/reviewList?id=42`);
    expect(await heading(page)).toBe('Manage Reviews');
    expect(page.url()).toBe(`${demo.server.url}/reviewList?id=42`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a URL with code or hmac through /auth with its path', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await page.goto(`${demo.server.url}/plan?hmac=forged&shop=${DEMO_SHOP_DOMAIN}&code=nope`);
    await page.waitForURL(/\/auth\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('path')).toBe('/plan');
    expect(url.searchParams.get('code')).toBe('nope');
    await page.getByText('Sign-in failed').waitFor();
    // A callback this browser did not start is refused before any exchange.
    await page.getByText('This sign-in was not started in this browser, so it was not used. Log in again to open your store.').waitFor();
    await page.getByRole('button', { name: 'Back to log in' }).click();
    await page.waitForURL(`${demo.server.url}/login`);
    await context.close();
  });
});
