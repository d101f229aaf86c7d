import { describe, expect, it } from 'vitest';
import { loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('the dashboard', () => {
  it('shows analytics for each range with a chart, and switches range in place', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.getByRole('heading', { name: 'Analytics' }).waitFor();
    for (const range of ['7 days', '30 days', '90 days', 'All time']) {
      await page.getByRole('button', { name: range, exact: true }).click();
      await page.waitForFunction((r) => [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent === r), range);
      await page.getByTestId('analytics-chart').locator('svg').first().waitFor();
      expect(Number((await page.getByTestId('stat-reviews_collected').innerText()).replace(/[^\d]/g, ''))).toBeGreaterThan(0);
    }
    expect(new URL(page.url()).searchParams.get('range')).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a dismissed banner hidden after a reload, shows the counter on Free, and turns the apps carousel', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const embed = page.getByText('Turn on the app embed to show reviews');
    await embed.waitFor();
    await page.locator('.Polaris-Banner').filter({ hasText: 'Turn on the app embed to show reviews' }).getByRole('button', { name: /dismiss/i }).click();
    await embed.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Analytics' }).waitFor();
    expect(await page.getByText('Turn on the app embed to show reviews').count()).toBe(0);

    await page.getByTestId('reviews-counter').waitFor();
    const carousel = page.getByTestId('apps-carousel');
    await carousel.waitFor();
    const first = await carousel.locator('a').first().innerText();
    await carousel.getByRole('button', { name: 'Next apps' }).click();
    expect(await carousel.locator('a').first().innerText()).not.toBe(first);
    expect(await carousel.locator('a').first().getAttribute('target')).toBe('_blank');
    expect(await carousel.locator('a').first().getAttribute('rel')).toContain('noopener');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a chart that cannot load to its card: a warning with Try again, no page reload', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.route('**/dist/AnalyticsChart-*.js', (route) => route.abort());
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await page.reload();
    await page.getByText('The chart could not load').waitFor();
    await page.getByText('The figures above are up to date. Check your connection and try again.').waitFor();
    expect(navigations).toEqual([`${demo.server.url}/`]);
    await page.unroute('**/dist/AnalyticsChart-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('analytics-chart').locator('svg').first().waitFor();
    expect(navigations).toHaveLength(1);
    await context.close();
  });

  it('shows one partner banner at a time from the banner status; dismissing one hides it for good and the next takes the slot', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    const statusCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/get_banner_display_setting')) statusCalls.push(r.url());
    });
    await loginAsDemoShop(page, demo.server);
    const wiio = page.locator('.Polaris-Banner').filter({ hasText: 'Wiio: shoppable videos from your reviews' });
    await wiio.waitFor();
    expect(await page.getByText('Parcel Panel: ask for reviews when the parcel arrives').count()).toBe(0);
    await wiio.getByRole('button', { name: /dismiss/i }).click();
    await page.getByText('Parcel Panel: ask for reviews when the parcel arrives').waitFor();
    await wiio.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText('Parcel Panel: ask for reviews when the parcel arrives').waitFor();
    expect(await page.getByText('Wiio: shoppable videos from your reviews').count()).toBe(0);
    expect(statusCalls.length).toBe(2);
    await page.locator('.Polaris-Banner').filter({ hasText: 'Parcel Panel' }).getByRole('button', { name: 'See the app' }).click();
    await page.waitForURL(`${demo.server.url}/recommended`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
