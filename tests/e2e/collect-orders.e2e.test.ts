import { describe, expect, it } from 'vitest';
import { heading, loginAsDemoShop, openPage, useDemo } from './support';
import { adminPost, setRequestsEnabled } from './collect-support';

const demo = useDemo();

describe('/collect/orders', () => {
  it('filters by status in the address, searches, sends now in bulk, reports refused requests and reschedules a row', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await setRequestsEnabled(page, true);
    // Requests for the last 30 days' orders, scheduled a week ahead (as the sync page does it).
    let cursor: string | null | undefined;
    do {
      const batch = await adminPost<{ cursor: string | null }>(page, 'sync_past_orders', { days: 30, ...(cursor ? { cursor } : {}) });
      cursor = batch.cursor;
    } while (cursor);

    await page.goto(`${demo.server.url}/collect/orders`);
    expect(await heading(page)).toBe('Orders');
    await page.getByLabel('Request status').selectOption('scheduled');
    await page.waitForURL(/status=scheduled/);
    await page.getByText(/^Waiting until /).first().waitFor();
    expect(await page.locator('tbody').getByText(/^Sent$/).count()).toBe(0);

    // Search: debounced into ?q=.
    const firstCustomer = (await page.locator('tbody tr').first().locator('td').nth(2).innerText()).split('\n')[0]!.trim();
    await page.getByPlaceholder('Search by order, customer name or email').fill(firstCustomer);
    await page.waitForURL(/q=/);
    await page.getByText(firstCustomer).first().waitFor();
    await page.getByRole('button', { name: 'Clear' }).first().click().catch(() => undefined);
    await page.goto(`${demo.server.url}/collect/orders?status=scheduled`);
    await page.getByText(/^Waiting until /).first().waitFor();

    // Bulk send now of the first two waiting requests.
    const boxes = page.locator('tbody input[type="checkbox"]');
    await boxes.nth(0).check({ force: true });
    await boxes.nth(1).check({ force: true });
    await page.getByRole('button', { name: 'Send now', exact: true }).first().click();
    await page.getByText('2 requests sent').first().waitFor();

    // A sent request cannot be cancelled: the refusal names it with the reason.
    await page.getByLabel('Request status').selectOption('sent');
    await page.waitForURL(/status=sent/);
    await page.locator('tbody input[type="checkbox"]').first().waitFor();
    await page.locator('thead input[type="checkbox"]').first().check({ force: true });
    await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
    await page.getByText(/were left as they were|was left as it was/).waitFor();
    await page.getByText(/only a waiting request can be changed/).first().waitFor();

    // Reschedule one waiting request to a later day.
    await page.getByLabel('Request status').selectOption('scheduled');
    await page.waitForURL(/status=scheduled/);
    await page.getByRole('button', { name: /^Reschedule the request of / }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reschedule', exact: true }).click();
    await page.getByText('1 request rescheduled').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when no order matches the filter, with a way back', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/orders?q=nobody-matches-this`);
    await page.getByText('No orders match').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('q='));
    await context.close();
  });
});
