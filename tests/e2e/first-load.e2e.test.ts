import { describe, expect, it } from 'vitest';
import { loginAsDemoShop, openPage, suppressDiscountPopup, useDemo } from './support';

const demo = useDemo();
const READY = 'reviews-admin:dashboard-ready';
const LATER = ['get_ads', 'get_recommend_app_list', 'activate_discount', 'reviews-admin.more.css', 'AnalyticsChart'];

describe('the first load', () => {
  it('asks for the setup guide once, with the dashboard, and for what nobody sees at first only once the dashboard shows its data', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server, { discountPopup: true });
    await page.reload();
    await page.getByTestId('apps-carousel').waitFor();
    await page.getByTestId('discount-countdown').waitFor();
    // Both clocks are the page's: when each request started, and when the dashboard showed its data.
    const { ready, asked } = await page.evaluate((name) => ({
      ready: performance.getEntriesByName(name)[0]!.startTime,
      asked: performance.getEntriesByType('resource').map((e) => ({ url: e.name, at: e.startTime })),
    }), READY);
    expect(asked.filter((r) => r.url.includes('get_setup_guide'))).toHaveLength(1);
    for (const later of LATER) {
      const first = asked.find((r) => r.url.includes(later));
      expect(first, later).toBeDefined();
      expect(first!.at, `${later} waits for the dashboard`).toBeGreaterThanOrEqual(ready);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('styles a screen opened first with the second stylesheet, linked once', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/reviewList`);
    const table = page.locator('.Polaris-IndexTable__Table').first();
    await table.waitFor();
    // A rule only the second sheet has, in force as the screen first shows.
    expect(await table.evaluate((el) => getComputedStyle(el).borderCollapse)).toBe('collapse');
    expect(await page.locator('link[data-reviews-admin-more-css]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links the second stylesheet inside the shadow root of a section on the second host', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    await suppressDiscountPopup(page, demo.server);
    await page.goto(`${demo.server.url}/provider/#reviews`);
    const table = page.locator('reviews-admin-reviews .Polaris-IndexTable__Table').first();
    await table.waitFor({ timeout: 45_000 });
    expect(await table.evaluate((el) => getComputedStyle(el).borderCollapse)).toBe('collapse');
    const links = await page.evaluate(() => {
      const host = document.querySelector('reviews-admin-reviews .ra-isolation-host');
      return { inRoot: host?.shadowRoot?.querySelectorAll('link[data-reviews-admin-more-css]').length ?? 0, inHead: document.head.querySelectorAll('link[data-reviews-admin-more-css]').length };
    });
    expect(links).toEqual({ inRoot: 1, inHead: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
