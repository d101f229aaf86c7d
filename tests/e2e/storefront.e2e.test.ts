import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer, type RunningServer } from '../../demo/server/server';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { issueSessionToken } from '../../demo/server/http/tokens';
import { ratingBadgeHeight, reviewWidgetHeight } from '../../src/contract/widget-layout';
import { axeViolations, launchChromium, openPage } from './support';

const SECRET = 'storefront-e2e-secret-0123456789';
const env = {} as { server: RunningServer; browser: Browser };

beforeAll(async () => {
  env.server = await startServer({ port: 0, memory: true, testControls: true, staticRoot: REPO_ROOT, secret: SECRET });
  env.browser = await launchChromium();
});
afterAll(async () => {
  await env.browser?.close();
  await env.server?.close();
});

/** The theme editor link the admin gets from `get_core_app_embeds_status`. */
async function editorLink(): Promise<string> {
  const token = await issueSessionToken({ id: DEMO_SHOP_ID, domain: DEMO_SHOP_DOMAIN }, { secret: SECRET });
  const response = await fetch(`${env.server.url}/api/v1/admin/get_core_app_embeds_status`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/** The product with the most published reviews. */
const busiestProduct = () => env.server.db
  .prepare(`SELECT p.handle, p.title, COUNT(*) AS count FROM products p JOIN reviews r ON r.shop_id = p.shop_id AND r.product_id = p.id
    WHERE p.shop_id = ? AND p.status = 'ACTIVE' AND r.status = 'published' AND r.deleted_at IS NULL GROUP BY p.id ORDER BY count DESC LIMIT 1`)
  .get(DEMO_SHOP_ID) as { handle: string; title: string; count: number };

/** Heights of the widget hosts on the page, by tag. */
const hostHeights = (page: Page) => page.evaluate(() => Object.fromEntries(
  [...document.querySelectorAll('rv-star-rating, rv-review-widget, rv-write-review, rv-questions')].map((el) => [el.tagName.toLowerCase(), el.getBoundingClientRect().height]),
));

/** Sum of the layout shifts of the page so far (not following input). */
const layoutShift = (page: Page) => page.evaluate(() => new Promise<number>((resolve) => {
  let sum = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(sum), 300);
}));

/** Console errors other than the widget script's own files (built by their own part). */
const pageErrors = (errors: string[]) => errors.filter((line) => !line.includes('/dist/storefront/'));

describe('the demo storefront in Chromium', () => {
  it('turns the app embed on in the theme editor, then shows the product page with its widget elements in reserved space', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    await page.goto(await editorLink());
    const toggle = page.getByRole('switch', { name: 'Reviews app embed' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'The reviews app embed is on' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Reviews app embed' }).isChecked()).toBe(true);

    // The widget script is kept away: what is measured is the theme's own page before the widgets draw.
    await page.route('**/dist/storefront/**', (route) => route.abort());
    const product = busiestProduct();
    await page.getByRole('link', { name: 'View your store' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
    await page.waitForURL(/\/storefront\/collections\/all$/);
    await page.getByRole('link', { name: product.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    expect(await page.locator('script[type=module]').getAttribute('src')).toBe(`/dist/storefront/widgets.js?shop=${DEMO_SHOP_DOMAIN}&lang=en`);
    const heights = await hostHeights(page);
    // The badge is its 16 px stars + 6; the widget the height of its own fixed layout for this count
    // (head, summary, toolbar, a page of cards and the pager), which carries the write button and Q&A tab.
    expect(heights['rv-star-rating']).toBe(ratingBadgeHeight(16));
    expect(heights['rv-review-widget']).toBe(reviewWidgetHeight(product.count, 14));
    expect(heights['rv-write-review']).toBeUndefined();
    expect(heights['rv-questions']).toBeUndefined();
    expect(await layoutShift(page)).toBe(0);
    expect(pageErrors(errors)).toEqual([]);
    await context.close();
  });

  it('fits a phone, switches the language on its links, and is accessible, the theme editor too', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const { page, errors } = await openPage(context);
    env.server.db.prepare('UPDATE shops SET app_embeds_enabled = 1 WHERE id = ?').run(DEMO_SHOP_ID);
    await page.route('**/dist/storefront/**', (route) => route.abort());
    const product = busiestProduct();
    await page.goto(`${env.server.url}/storefront/products/${product.handle}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // The widget's parts keep their heights at any width.
    expect((await hostHeights(page))['rv-review-widget']).toBe(reviewWidgetHeight(product.count, 14));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/lang=fr/);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('script[type=module]').getAttribute('src')).toContain('lang=fr');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Accueil' }).click();
    await page.waitForURL(`${env.server.url}/storefront/?lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'Fait pour servir chaque jour' }).waitFor();
    expect(await page.locator('.sf-card rv-star-rating[variant=list]').count()).toBe(8);
    expect(await axeViolations(page)).toEqual([]);
    for (const address of [`${env.server.url}/storefront/pages/reviews`, await editorLink()]) {
      await page.goto(address);
      expect(await axeViolations(page), address).toEqual([]);
    }
    expect(pageErrors(errors)).toEqual([]);
    await context.close();
  });
});
