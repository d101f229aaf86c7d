import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

const syncRequests = () =>
  demo.server.db.prepare("SELECT COUNT(*) FROM review_requests WHERE shop_id = ? AND source = 'sync'").pluck().get(DEMO_SHOP_ID) as number;

describe('/collect/sync_past_orders', () => {
  it('previews the last 30 days, runs the batches with progress, stops at a failed batch, and Retry goes on without scheduling twice', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/sync_past_orders`);
    expect(await heading(page)).toBe('Sync past orders');
    // The demo starts with requests off: the page says so and leads to /collect.
    await page.getByText('Review requests are off').waitFor();
    expect(await page.getByRole('link', { name: 'Turn on review requests' }).getAttribute('href')).toBe('/collect');

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('sync-emails').waitFor();
    const emails = Number((await page.getByTestId('sync-emails').innerText()).replace(/\D/g, ''));
    expect(emails).toBeGreaterThan(50);
    expect(syncRequests()).toBe(0);

    // The first batch goes through (slowly, so the progress shows); the second fails once.
    await fault(demo.server, { path: '/api/v1/admin/sync_past_orders', delayMs: 400, times: 1 });
    await fault(demo.server, { path: '/api/v1/admin/sync_past_orders', status: 500, code: 50001, message: 'Scheduler unavailable', times: 1 });
    await page.getByRole('button', { name: /^Schedule \d+ emails?$/ }).click();
    await page.getByRole('progressbar').first().waitFor();
    await page.getByText('The sync stopped').waitFor();
    await page.getByText(/Scheduler unavailable/).waitFor();
    const afterFirst = syncRequests();
    expect(afterFirst).toBeGreaterThan(0);
    expect(await page.getByTestId('sync-progress').innerText()).toMatch(/^50 of \d+ orders processed$/);

    await clearFaults(demo.server);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('sync-done').waitFor();
    const done = await page.getByTestId('sync-done').innerText();
    const scheduled = Number(/Requests scheduled: ([\d,]+)/.exec(done)?.[1]?.replace(/\D/g, ''));
    expect(scheduled).toBe(syncRequests());
    expect(scheduled).toBeGreaterThan(afterFirst);
    const orders = demo.server.db.prepare('SELECT order_id, COUNT(*) AS n FROM review_requests WHERE shop_id = ? AND order_id IS NOT NULL GROUP BY order_id HAVING n > 1').all(DEMO_SHOP_ID);
    expect(orders).toEqual([]);

    await page.getByRole('link', { name: 'See scheduled requests' }).click();
    await page.waitForURL(/\/collect\/orders\?status=scheduled/);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByText(/^Waiting until /).first().waitFor();

    // A second sync of the same period finds nothing left to schedule.
    await page.goto(`${demo.server.url}/collect/sync_past_orders`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('Every order of this period already has a request or does not qualify.').waitFor();
    // The browser logs the injected 500 itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    await context.close();
  });

  it('a date range over the longest allowed shows why at the field and asks nothing', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/sync_past_orders`);
    expect(await heading(page)).toBe('Sync past orders');
    await page.getByText('Date range (at most 120 days)').click();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-12-31');
    await page.getByText('Choose a period of at most 120 days.').first().waitFor();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('sync-emails').count()).toBe(0);
    await context.close();
  });
});
