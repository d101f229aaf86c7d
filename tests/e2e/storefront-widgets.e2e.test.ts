import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../demo/server/server';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { saveWidgetSettings } from '../../demo/server/store/repositories/settings';
import { STOREFRONT_CORE_BUDGET_BYTES, STOREFRONT_SCRIPT } from '../../src/contract/widgets';
import { ratingBadgeHeight, reviewWidgetHeight } from '../../src/contract/widget-layout';
import { insertReview, quietProduct } from '../server/widget-api-helpers';
import { axeViolations, openPage, useDemo } from './support';

const demo = useDemo();
/** The storefront the widgets are embedded in: another origin than the server's, as on a real shop (the page of each test in `shopPage`). */
let shop: Server;
let shopPage = '';
let shopOrigin = '';
const HOSTILE = '<img src=x onerror=window.__x=1>';
const media = [{ type: 'image' as const, url: '/uploads/a.jpg', thumb: '/uploads/a-thumb.jpg' }];
let product = 0;
let others: number[] = [];

beforeAll(async () => {
  shop = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(shopPage);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  product = quietProduct(demo.server);
  for (let i = 0; i < 12; i++) insertReview(demo.server, product, { rating: (i % 5) + 1, media: i % 4 === 0 ? media : [], body: `Body ${i} ${'long text '.repeat(i * 8)}` });
  insertReview(demo.server, product, { rating: 2, body: HOSTILE, title: HOSTILE, author: 'Mallory <b>bold</b>' });
  others = demo.server.db.prepare('SELECT id FROM products WHERE shop_id = ? AND id != ? ORDER BY id LIMIT 3').pluck().all(DEMO_SHOP_ID, product) as number[];
  saveWidgetSettings(demo.server.db, DEMO_SHOP_ID, { reviews_per_page_number: 5, star_color: '#ff0000' });
});
afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

/** The review widget's host as a page renders it server-side: count, average and the reserved height. */
const widgetTag = (id: number, count: number, average: number, perPage = 5): string =>
  `<rv-review-widget product-id="${id}" count="${count}" average="${average}" per-page="${perPage}" product-title="Fixture" style="display:block;min-height:${reviewWidgetHeight(count, perPage)}px"></rv-review-widget>`;
/** A rating badge's host as a page renders it server-side: one line reserved. */
const badgeTag = (attributes: string): string => `<rv-star-rating ${attributes} style="display:inline-flex;height:${ratingBadgeHeight(16)}px"></rv-star-rating>`;

/** The product's summary as the page renders it server-side (count, average). */
async function summaryOf(id: number): Promise<{ count: number; average: number; histogram: number[]; with_media: number }> {
  const answer = await fetch(`${demo.server.url}/api/v1/widget/summary?shop=${DEMO_SHOP_DOMAIN}&product=${id}`);
  return ((await answer.json()) as { data: { count: number; average: number; histogram: number[]; with_media: number } }).data;
}

/** Answers the settings with these widget displays (and settings) over the saved ones. */
function withDisplays(page: Page, widgets: Record<string, unknown>, settings: Record<string, unknown> = {}): Promise<unknown> {
  return page.route('**/api/v1/widget/settings?**', async (r) => {
    const answer = await r.fetch();
    const json = (await answer.json()) as { data: Record<string, unknown> };
    json.data = { ...json.data, ...settings, widgets: { ...(json.data.widgets as object | undefined), ...widgets } };
    await r.fulfill({ response: answer, json });
  });
}

type Opened = { context: BrowserContext; page: Page; errors: string[]; bodies: Map<string, string> };

/** Opens a storefront page holding `body`, with the widget script of the test server; records the widget API answers. */
async function storefront(body: string, route?: (page: Page) => Promise<unknown>, width = 1000): Promise<Opened> {
  const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
  const { page, errors } = await openPage(context);
  const bodies = new Map<string, string>();
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/widget/')) void r.text().then((t) => bodies.set(r.url(), t), () => undefined);
  });
  if (route) await route(page);
  const script = `${demo.server.url}/${STOREFRONT_SCRIPT}?shop=${DEMO_SHOP_DOMAIN}&lang=en`;
  shopPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
    <script>window.__cls=0;new PerformanceObserver((l)=>{for(const e of l.getEntries()){if(!e.hadRecentInput)window.__cls+=e.value}}).observe({type:'layout-shift',buffered:true});</script>
    <script type="module" src="${script}"></script></head><body><main><h1>Fixture product</h1>${body}<footer style="height:200px">Footer</footer></main></body></html>`;
  await page.goto(`${shopOrigin}/products/fixture`);
  // The shop's custom CSS call is still to come on the server: its 404 is not this script's error.
  return { context, page, errors: errors.filter((e) => !e.includes('/api/v1/widget/css')), bodies };
}

const cardTitles = (page: Page) => page.locator('rv-review-widget .rv-card-title').allInnerTexts();
const cardRatings = (page: Page) => page.locator('rv-review-widget .rv-card .rv-stars').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('the review widget on a product page', () => {
  it('renders published reviews with the summary, pages, filters and sorts, inert review text, no layout shift, no email', async () => {
    const s = await summaryOf(product);
    const { context, page, errors, bodies } = await storefront(widgetTag(product, s.count, s.average));
    const widget = page.locator('rv-review-widget');
    await widget.getByText(`Based on ${s.count} reviews`).waitFor();
    await widget.locator('.rv-card[data-review]').first().waitFor();
    expect(await widget.locator('.rv-card').count()).toBe(5);
    await widget.getByText(`Page 1 of ${Math.ceil(s.count / 5)}`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    expect(await widget.evaluate((e) => Math.round(e.getBoundingClientRect().height))).toBe(reviewWidgetHeight(s.count, 5));

    // Star colour from the settings.
    const fill = await widget.locator('.rv-card .rv-stars-fill').first().evaluate((e) => getComputedStyle(e).color);
    expect(fill).toBe('rgb(255, 0, 0)');

    // Next page, focus at the list top.
    await widget.getByRole('button', { name: 'Next page' }).click();
    await widget.getByText(`Page 2 of ${Math.ceil(s.count / 5)}`).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('rv-list'));
    expect(await widget.getByRole('button', { name: 'Previous page' }).isEnabled()).toBe(true);

    // Filter by 5 stars: only five-star reviews, as many as the histogram says.
    await widget.getByLabel('Filter reviews').selectOption('5');
    await page.waitForFunction(() => [...document.querySelectorAll('rv-review-widget .rv-card .rv-stars')].every((e) => e.getAttribute('aria-label') === '5 out of 5 stars') && document.querySelector('rv-review-widget .rv-card[data-review]'));
    expect((await cardRatings(page)).length).toBe(Math.min(5, s.histogram[4]!));

    // With photos: each card has a thumbnail; a thumbnail opens the lightbox, Escape closes it.
    await widget.getByLabel('Filter reviews').selectOption('media');
    await page.waitForFunction((n) => document.querySelectorAll('rv-review-widget .rv-card[data-review]').length === n, Math.min(5, s.with_media));
    for (const card of await widget.locator('.rv-card').all()) expect(await card.locator('.rv-thumb').count()).toBeGreaterThan(0);
    await widget.getByRole('button', { name: 'Open photo 1' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Sort lowest first over all reviews.
    await widget.getByLabel('Filter reviews').selectOption('');
    await widget.getByLabel('Sort by').selectOption('rating-ascending');
    await page.waitForFunction(() => document.querySelector('rv-review-widget .rv-card .rv-stars')?.getAttribute('aria-label') === '1 out of 5 stars');

    // A review holding markup shows it as text; nothing of it runs.
    await widget.getByLabel('Sort by').selectOption('commented-at-descending');
    await page.waitForFunction(() => document.querySelector('rv-review-widget .rv-card[data-review]'));
    expect((await cardTitles(page))[0]).toBe(HOSTILE);
    await expect(widget.locator('.rv-body').first().innerText()).resolves.toBe(HOSTILE);
    expect(await widget.locator('.rv-card img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();

    expect(await axeViolations(page)).toEqual([]);

    // No public answer the page read holds an email address.
    expect(bodies.size).toBeGreaterThan(3);
    for (const [url, text] of bodies) expect(`${url} ${text}`).not.toMatch(/[^\s@"]+@[^\s@"]+\.[a-z]{2,}/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the reserved height at phone width (it lays out by its own width)', async () => {
    const s = await summaryOf(product);
    const { context, page, errors } = await storefront(widgetTag(product, s.count, s.average), undefined, 390);
    const widget = page.locator('rv-review-widget');
    await widget.locator('.rv-card[data-review]').first().waitFor();
    await widget.getByText(`Based on ${s.count} reviews`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    expect(await widget.evaluate((e) => Math.round(e.getBoundingClientRect().height))).toBe(reviewWidgetHeight(s.count, 5));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the load-failed words with Try again when the reviews fail, and loads them on Try again', async () => {
    const s = await summaryOf(product);
    let failures = 1;
    const warnings: string[] = [];
    const { context, page, errors } = await storefront(widgetTag(product, s.count, s.average), async (p) => {
      p.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await p.route('**/api/v1/widget/reviews?**', (r) => (failures-- > 0 ? r.fulfill({ status: 503, body: 'down' }) : r.continue()));
    });
    const widget = page.locator('rv-review-widget');
    await widget.getByRole('alert').getByText('Reviews could not be loaded.').waitFor();
    await widget.getByRole('button', { name: 'Try again' }).click();
    await widget.locator('.rv-card[data-review]').first().waitFor();
    expect(warnings).toHaveLength(1);
    // The browser reports the refused answer itself; nothing of the script's own reaches the console as an error.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('has Reviews / Questions tabs when Q&A is on, and the Write a review button loads the form module on click', async () => {
    const s = await summaryOf(product);
    const { context, page, errors } = await storefront(widgetTag(product, s.count, s.average), async (p) => {
      await withDisplays(p, { qa: { enabled: true, placements: ['product'], options: { allow_questions: true } } }, { is_show_qa: 1 });
    });
    const widget = page.locator('rv-review-widget');
    await widget.getByRole('tab', { name: `Reviews (${s.count})` }).waitFor();
    expect(await widget.getByRole('tab', { name: `Reviews (${s.count})` }).getAttribute('aria-selected')).toBe('true');
    await widget.getByRole('tab', { name: `Reviews (${s.count})` }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true' && document.activeElement.textContent === 'Questions & Answers');
    await widget.getByRole('tabpanel').waitFor();
    expect(await widget.locator('.rv-card').count()).toBe(0);
    await widget.getByRole('tab', { name: `Reviews (${s.count})` }).click();
    await widget.locator('.rv-card[data-review]').first().waitFor();
    await widget.getByRole('button', { name: 'Write a review' }).click();
    await widget.locator('.rv-write-slot').filter({ hasText: /\S/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders nothing when the merchant turned it off', async () => {
    const { context, page } = await storefront(`<rv-review-widget product-id="${product}" count="3" average="4"></rv-review-widget>`, (p) =>
      withDisplays(p, { widget: { enabled: false, placements: ['product'], options: { show_summary: true, show_sort: true, show_filters: true } } }));
    await page.waitForFunction(() => (document.querySelector('rv-review-widget') as HTMLElement | null)?.hidden === true);
    expect(await page.locator('rv-review-widget').evaluate((e) => [e.childElementCount, e.getBoundingClientRect().height])).toEqual([0, 0]);
    await context.close();
  });
});

describe('the star rating badge', () => {
  it('draws at once from its attributes, list badges share one summaries call, the product badge scrolls to the widget', async () => {
    const requests: string[] = [];
    const s = await summaryOf(product);
    const badges = others.map((id) => `<p>${badgeTag(`variant="list" product-id="${id}"`)}</p>`).join('');
    const { context, page, errors } = await storefront(
      `${badgeTag(`product-id="${product}" count="${s.count}" average="${s.average}"`)}${badges}<div style="height:1500px"></div>${widgetTag(product, s.count, s.average)}`,
      async (p) => p.on('request', (r) => requests.push(new URL(r.url()).pathname)),
    );
    const badge = page.locator('rv-star-rating:not([variant])');
    await badge.getByRole('button', { name: `${s.average} out of 5 stars` }).waitFor();
    expect(await badge.innerText()).toContain(`${s.count} Reviews`);
    await page.waitForFunction((n) => document.querySelectorAll('rv-star-rating[variant=list] .rv-badge[role=img]').length === n, others.length);
    expect(requests.filter((p) => p.endsWith('/widget/summaries'))).toHaveLength(1);
    await badge.getByRole('button').click();
    await page.waitForFunction(() => Math.abs(document.querySelector('rv-review-widget')!.getBoundingClientRect().top) < 50);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the storefront script build', () => {
  // The bench reports the same figure (tests/perf/measure-bytes.mjs).
  it('is a small module (with its static imports) without zod or admin code, within its gzip budget', () => {
    const dir = join(REPO_ROOT, STOREFRONT_SCRIPT, '..');
    const files = new Set<string>();
    const visit = (name: string): void => {
      if (files.has(name)) return;
      files.add(name);
      const code = readFileSync(join(dir, name), 'utf8');
      for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+)["']/g)) visit(m[1]!);
    };
    visit('widgets.js');
    let gzip = 0;
    for (const name of files) {
      const code = readFileSync(join(dir, name));
      gzip += gzipSync(code, { level: 9 }).length;
      expect(code.toString('utf8')).not.toMatch(/from\s*["']\.\.\/|_zod|__SECRET_INTERNALS|react-dom|Polaris-/);
    }
    expect(gzip).toBeLessThanOrEqual(STOREFRONT_CORE_BUDGET_BYTES);
  });
});
