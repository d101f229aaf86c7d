import { describe, expect, it } from 'vitest';
import type { RequestSettings } from '../../src/contract/review-requests';
import { adminApi, clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('/collect', () => {
  it('shows the quota and the funnel of the period in the address, with its chart', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect`);
    expect(await heading(page)).toBe('Collect reviews');
    expect(await page.getByTestId('quota-used').innerText()).toMatch(/^\d+ of \d+ emails used$/);
    expect(await page.getByTestId('timing-sentence').innerText()).toMatch(/^Sent \d+ days? after (fulfilment|delivery), /);
    await page.getByRole('button', { name: '90 days' }).click();
    await page.waitForURL(/days=90/);
    // The demo store's older orders got their requests before the demo starts: the 90-day funnel has figures.
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="funnel-sent"]')?.textContent?.replace(/\D/g, '')) > 0);
    expect(await page.getByTestId('funnel-conversion').innerText()).toMatch(/%$/);
    await page.getByTestId('funnel-chart').waitFor();
    await page.getByRole('link', { name: 'Sync past orders' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('0 days shows the translated error and saves nothing; a failed save keeps the edits; Try again saves them', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect`);
    expect(await heading(page)).toBe('Collect reviews');
    const before = await adminApi<RequestSettings>(page, 'get_review_request_setting');
    const days = page.getByLabel('Days after', { exact: true });

    await days.fill('0');
    await page.getByText('Enter a number of days greater than 0 and less than 90.').first().waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your changes were not saved').waitFor();
    expect(await adminApi<RequestSettings>(page, 'get_review_request_setting')).toEqual(before);

    await days.fill('3');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await fault(demo.server, { path: '/api/v1/admin/save_review_request_setting', status: 500, code: 50001, message: 'Settings store unavailable', times: 1 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/Settings store unavailable/).waitFor();
    expect(await days.inputValue()).toBe('3');
    expect(await page.getByTestId('timing-sentence').innerText()).toMatch(/^Sent 3 days after/);
    expect(await adminApi<RequestSettings>(page, 'get_review_request_setting')).toEqual(before);

    await clearFaults(demo.server);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Review request settings saved').first().waitFor();
    const saved = await adminApi<RequestSettings>(page, 'get_review_request_setting');
    expect(saved).toMatchObject({ days: 3, enabled: true });
    expect(saved.version).toBeGreaterThan(before.version ?? 0);
    await page.reload();
    expect(await page.getByLabel('Days after', { exact: true }).inputValue()).toBe('3');
    await context.close();
  });

  it('a stale save keeps the edits and shows the settings saved in the other tab', async () => {
    const contexts = [await demo.browser.newContext(), await demo.browser.newContext()];
    const [a, b] = await Promise.all(contexts.map((c) => openPage(c)));
    for (const tab of [a!, b!]) {
      await loginAsDemoShop(tab.page, demo.server);
      await tab.page.goto(`${demo.server.url}/collect`);
      expect(await heading(tab.page)).toBe('Collect reviews');
    }
    await a!.page.getByLabel('Days after', { exact: true }).fill('5');
    await a!.page.getByRole('button', { name: 'Save', exact: true }).click();
    await a!.page.getByText('Review request settings saved').first().waitFor();

    await b!.page.getByLabel('Days after', { exact: true }).fill('11');
    await b!.page.getByRole('button', { name: 'Save', exact: true }).click();
    await b!.page.getByText('These settings were changed in another tab').waitFor();
    await b!.page.getByText(/^Sent 5 days after/).first().waitFor();
    expect(await b!.page.getByLabel('Days after', { exact: true }).inputValue()).toBe('11');
    await b!.page.getByRole('button', { name: 'Keep mine' }).click();
    await b!.page.getByText('Review request settings saved').first().waitFor();
    expect(await adminApi<RequestSettings>(b!.page, 'get_review_request_setting')).toMatchObject({ days: 11 });
    for (const c of contexts) await c.close();
  });
});
