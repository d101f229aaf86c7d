import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { startServer, type RunningServer } from '../../demo/server/server';
import { launchChromium, openPage } from './support';

/*
 * The demo mailbox in Chromium: a test email sent from the API shows in the list, and its HTML
 * runs no script in its sandboxed frame while its links still open (in a new tab).
 */

const SECRET = 'mailbox-e2e-secret-0123456789';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The mailbox pages need no bundle: a bare server in memory.
  server = await startServer({ port: 0, memory: true, secret: SECRET, operatorSecret: `${SECRET}-operator`, allowedRedirectOrigins: [] });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function sendTestEmail(subject: string, body: string): Promise<void> {
  const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: SECRET });
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const current = await (await fetch(`${server.url}/api/v1/admin/get_email_template_setting?type=first&language=en`, { headers })).json();
  const template = { ...current.data.template, subject, body };
  const sent = await fetch(`${server.url}/api/v1/admin/send_test_email`, { method: 'POST', headers, body: JSON.stringify({ template, email: 'owner@maplemoss.example' }) });
  expect((await sent.json()).code).toBe(0);
}

describe('the demo mailbox in Chromium', () => {
  it('lists a test email, shows it in a frame that runs no script, and opens its links in a new tab', async () => {
    await sendTestEmail('<b>Bold?</b> for {{ shop.name }}', 'Hello {{ customer.first_name }}\n\n<script>document.title = "script ran"</script><img src="x" onerror="document.title = \'handler ran\'">');
    const context = await browser.newContext();
    await context.route('https://maplemoss.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Review form</title>' }));
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/mailbox`);
    const link = page.getByRole('link', { name: '<b>Bold?</b> for Maple & Moss Goods' });
    await expect(link.isVisible()).resolves.toBe(true);

    await link.click();
    await page.waitForURL(/\/mailbox\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('<b>Bold?</b> for Maple & Moss Goods');
    const frame = page.frameLocator('iframe[title="HTML part of the message"]');
    const button = frame.getByRole('link', { name: 'Write a review' }).first();
    await button.waitFor();
    const inner = page.frames().find((f) => f.url().endsWith('/html'));
    // The frame's title is the email's: had a script or handler run, it would say so.
    await expect(inner?.title()).resolves.not.toMatch(/ran/);
    await expect(page.locator('pre').innerText()).resolves.toContain('Write a review: https://maplemoss.example/email_review?sample=1');

    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://maplemoss.example/email_review?sample=1');
    expect(page.url()).toMatch(/\/mailbox\/\d+$/);
    expect(errors.filter((e) => !/favicon|Blocked script execution|net::ERR|status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});
