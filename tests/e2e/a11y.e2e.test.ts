import { describe, expect, it } from 'vitest';
import { axeViolations, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

const SCREENS = [
  { path: '/', ready: 'Analytics' },
  { path: '/plan?source=navigation', ready: 'Monthly' },
  { path: '/recommended', ready: 'Recommended apps' },
  { path: '/guide', ready: 'Setup guide' },
  { path: '/settings/language', ready: 'Custom words' },
  { path: '/collect/review_request_product', ready: 'Send review requests for' },
  { path: '/collect', ready: 'Review request results' },
  { path: '/collect/orders', ready: 'Search orders' },
  { path: '/collect/sync_past_orders', ready: 'Orders to sync' },
  { path: '/reviewList', ready: 'Keyboard shortcuts' },
  { path: '/reviewList?tab=questions', ready: 'Unanswered' },
];

describe('accessibility (axe-core): no serious or critical violation', () => {
  it('on the login page', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await page.goto(`${demo.server.url}/login`);
    await page.getByLabel('Shop domain').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(SCREENS)('on $path', async ({ path, ready }) => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}${path}`);
    await page.getByText(ready, { exact: true }).first().waitFor();
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
