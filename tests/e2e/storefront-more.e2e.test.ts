import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { saveWidgetSettings } from '../../demo/server/store/repositories/settings';
import { putWidgetDisplay } from '../../demo/server/store/repositories/widget-display';
import { DEFAULT_WIDGET_DISPLAYS, STOREFRONT_SCRIPT, type StorefrontWidget, type WidgetDisplay } from '../../src/contract/widgets';
import { insertReview, quietProduct } from '../server/widget-api-helpers';
import { axeViolations, openPage, useDemo } from './support';

const demo = useDemo();
const HOSTILE = '<img src=x onerror=window.__x=1>';
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
let product = 0;
let asked = 0;
let askedCount = 0;

/** Turns a widget on with option changes. */
function show<W extends StorefrontWidget>(widget: W, options: Partial<WidgetDisplay<W>['options']> = {}): void {
  const display = DEFAULT_WIDGET_DISPLAYS[widget];
  putWidgetDisplay(demo.server.db, DEMO_SHOP_ID, widget, { ...display, enabled: true, options: { ...display.options, ...options } } as WidgetDisplay<W>, Date.now());
}

beforeAll(() => {
  const db = demo.server.db;
  saveWidgetSettings(db, DEMO_SHOP_ID, { is_show_qa: 1, is_show_store_review: 1, reviews_per_page_number: 5 });
  show('carousel', { autoplay_seconds: 1, min_rating: 1, max_items: 8 });
  show('shows', { rows: 1, columns: 4 });
  show('reviews', { min_rating: 4 });
  show('storeReview', { max_items: 3 });
  for (const widget of ['tab', 'referral', 'checkout', 'write', 'qa'] as const) show(widget);
  product = quietProduct(demo.server);
  insertReview(demo.server, product, { rating: 5, body: HOSTILE, title: HOSTILE, created_at: Date.now(), media: [{ type: 'image', url: PIXEL, thumb: PIXEL }] });
  asked = db.prepare(`SELECT product_id FROM questions WHERE shop_id = ? AND status = 'published' AND deleted_at IS NULL AND answer_body IS NOT NULL
    GROUP BY product_id ORDER BY COUNT(*) DESC LIMIT 1`).pluck().get(DEMO_SHOP_ID) as number;
  askedCount = db.prepare(`SELECT COUNT(*) FROM questions WHERE shop_id = ? AND product_id = ? AND status = 'published' AND deleted_at IS NULL`).pluck().get(DEMO_SHOP_ID, asked) as number;
});

type Opened = { context: BrowserContext; page: Page; errors: string[]; chunks: string[]; bodies: string[] };

/** A storefront page on the server's origin holding `body` and the widget script; records chunk loads and widget API answers. */
async function storefront(body: string, options: { reducedMotion?: 'reduce' | 'no-preference'; height?: number } = {}): Promise<Opened> {
  const context = await demo.browser.newContext({ viewport: { width: 1100, height: options.height ?? 900 }, reducedMotion: options.reducedMotion ?? 'no-preference' });
  const { page, errors } = await openPage(context);
  const chunks: string[] = [];
  const bodies: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/dist/storefront/') && !path.endsWith('/widgets.js')) chunks.push(path.split('/').pop() ?? path);
  });
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/widget/')) void r.text().then((t) => bodies.push(t), () => undefined);
  });
  const address = `${demo.server.url}/fixture-shop/page`;
  await page.route(address, (r) => r.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
    <script type="module" src="${demo.server.url}/${STOREFRONT_SCRIPT}?shop=${DEMO_SHOP_DOMAIN}&lang=en"></script></head>
    <script>window.__cls=0;new PerformanceObserver((l)=>{for(const e of l.getEntries()){if(!e.hadRecentInput)window.__cls+=e.value}}).observe({type:'layout-shift',buffered:true});</script>
    <body><main><h1>Fixture shop</h1>${body}</main></body></html>` }));
  await page.goto(address);
  return { context, page, errors, chunks, bodies };
}

/** The signed review form link of a product, as the widget API gives it. */
async function formLink(id: number): Promise<string> {
  const answer = await fetch(`${demo.server.url}/api/v1/widget/review_links?shop=${DEMO_SHOP_DOMAIN}&products=${id}`);
  return ((await answer.json()) as { data: { items: { url: string }[] } }).data.items[0]!.url;
}

/**
 * Console errors of the page, less the seed's media on hosts that do not resolve offline and the
 * form page's own refusal to be framed (its CSP decides that; the dialog's part is the signed link).
 */
const pageErrors = (errors: string[]) => errors.filter((e) => !/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED/.test(e) && !/frame-ancestors/.test(e));

const noEmail = (bodies: string[]) => expect(bodies.filter((b) => /[^\s"@]+@[^\s"@]+\.[a-z]{2,}/i.test(b))).toEqual([]);

describe('the on-demand storefront widgets', () => {
  it('loads a widget module only once its tag is on the page', async () => {
    const { context, page, chunks, errors } = await storefront('<p>Nothing yet</p>');
    await page.waitForFunction(() => customElements.get('rv-referral') !== undefined);
    await page.waitForTimeout(300);
    expect(chunks).toEqual([]);
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('rv-referral')));
    await page.locator('rv-referral h2').getByText('Give 10%, get 10%').waitFor();
    expect(chunks.some((c) => c.startsWith('referral-'))).toBe(true);
    expect(chunks.some((c) => /^(qa|carousel|shows|write)-/.test(c))).toBe(false);
    await page.getByRole('button', { name: 'Get your link' }).click();
    expect(await page.locator('rv-referral input').inputValue()).toMatch(/^https:\/\/[^/]+\/\?ref=[a-z0-9]{10}$/);
    expect(pageErrors(errors)).toEqual([]);
    await context.close();
  });

  it('answers questions, asks one (a refused field, then thanks), and writes a review in the dialog', async () => {
    const { context, page, errors, bodies } = await storefront(`<rv-write-review product-id="${product}" product-title="Hat"></rv-write-review>
      <rv-questions product-id="${asked}" count="${askedCount}"></rv-questions>`);
    const qa = page.locator('rv-questions');
    await qa.locator('.rv-q[data-question]').first().waitFor();
    expect(await qa.locator('.rv-q').count()).toBe(Math.min(askedCount, 5));
    if (askedCount > 5) {
      await qa.getByRole('button', { name: 'More questions' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('rv-questions .rv-q[data-question]').length === n, Math.min(askedCount, 10));
    }
    await qa.getByRole('button', { name: 'Ask a question' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await qa.getByLabel('Your name').fill('Cy');
    await qa.getByLabel('Your email').fill('cy@nowhere');
    await qa.getByLabel('Your question').fill('Does it shrink in the wash?');
    await qa.getByRole('button', { name: 'Submit question' }).click();
    await qa.getByText('Enter a valid email address').waitFor();
    expect(await qa.getByLabel('Your email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('email');
    await qa.getByLabel('Your email').fill('cy@example.com');
    await qa.getByRole('button', { name: 'Submit question' }).click();
    await qa.getByText('Thank you! Your question will appear once it is answered.').waitFor();
    expect(demo.server.db.prepare("SELECT status FROM questions WHERE shop_id = ? AND email = 'cy@example.com'").pluck().get(DEMO_SHOP_ID)).toBe('pending');

    const write = page.getByRole('button', { name: 'Write a review' });
    await write.click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.waitFor();
    expect(await dialog.locator('iframe').getAttribute('src')).toBe(await formLink(product));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('rv-write-review') !== null)).toBe(true);
    noEmail(bodies);
    // The refused question is the one failed call the browser logs.
    expect(pageErrors(errors)).toEqual([expect.stringContaining('status of 422')]);
    await context.close();
  });

  it('fills the review widget\'s Questions tab and its Write a review button', async () => {
    const { context, page, errors } = await storefront(`<rv-review-widget product-id="${asked}" product-title="Chair"></rv-review-widget>`);
    const widget = page.locator('rv-review-widget');
    await widget.getByRole('tab', { name: 'Questions & Answers' }).click();
    await widget.locator('.rv-q[data-question]').first().waitFor();
    await widget.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    expect(await dialog.locator('iframe').getAttribute('src')).toBe(await formLink(asked));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Write a review');
    expect(pageErrors(errors)).toEqual([]);
    await context.close();
  });

  it('draws the home and all-reviews widgets with real reviews, inert texts and no email', async () => {
    const { context, page, errors, bodies } = await storefront(`<rv-review-carousel product-id="${product}"></rv-review-carousel><rv-media-gallery></rv-media-gallery>
      <rv-store-reviews></rv-store-reviews><rv-all-reviews></rv-all-reviews><rv-reviews-tab></rv-reviews-tab>
      <rv-checkout-review products="${product}"></rv-checkout-review>`);
    await page.locator('rv-all-reviews .rv-card[data-review]').first().waitFor();
    const ratings = await page.locator('rv-all-reviews .rv-card .rv-stars').evaluateAll((els) => els.map((e) => Number.parseFloat(e.getAttribute('aria-label') ?? '0')));
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((r) => r >= 4)).toBe(true);
    const link = page.locator('rv-all-reviews a.rv-product').first();
    expect(await link.innerText()).toMatch(/^Review of .+/);
    expect(await link.getAttribute('href')).toMatch(/^\/products\/[\w-]+$/);
    await page.locator('rv-all-reviews').getByText(/Page 1 of \d+/).waitFor();
    await page.locator('rv-media-gallery button.rv-cell').first().waitFor();
    await page.locator('rv-store-reviews .rv-card[data-review]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('rv-store-reviews').getByText(/Based on \d+ store reviews/).waitFor();
    expect(await page.locator('rv-store-reviews .rv-card').count()).toBe(3);

    // The product's carousel holds the hostile review: it shows as typed.
    const carousel = page.locator('rv-review-carousel');
    await carousel.locator('.rv-card[data-review]').first().waitFor();
    expect(await carousel.locator('.rv-card .rv-body').allInnerTexts()).toContain(HOSTILE);
    expect(await carousel.locator('.rv-card img[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();

    // Gallery: a photo opens its review in a dialog; Escape closes it.
    const cell = page.locator('rv-media-gallery button.rv-cell').first();
    await cell.waitFor();
    await cell.click();
    await page.locator('rv-media-gallery dialog[open] .rv-photo-review').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('rv-media-gallery dialog').waitFor({ state: 'detached' });

    // Tab: the side panel with the shop's latest reviews.
    await page.locator('rv-reviews-tab button.rv-tab-button').click();
    const panel = page.getByRole('dialog', { name: 'Reviews' });
    await panel.locator('.rv-card[data-review]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // Thank-you ratings: five stars open the product's review form with the rating.
    await page.locator('rv-checkout-review label').filter({ hasText: '5 stars' }).click();
    const form = page.getByRole('dialog', { name: 'Write a review' });
    expect(await form.locator('iframe').getAttribute('src')).toBe(`${await formLink(product)}&rating=5`);
    await page.keyboard.press('Escape');
    await page.locator('rv-checkout-review').getByText('Thank you for your rating!').waitFor();
    noEmail(bodies);
    expect(pageErrors(errors)).toEqual([]);
    await context.close();
  });

  it('keeps to the space a theme reserves for it while loading (no layout shift)', async () => {
    const reserved = (tag: string, height: number, attrs = '') => `<${tag} ${attrs} style="display:block;min-height:${height}px"></${tag}>`;
    const { context, page, errors } = await storefront(`${reserved('rv-review-carousel', 320)}${reserved('rv-media-gallery', 40 + 160)}
      ${reserved('rv-store-reviews', 360)}${reserved('rv-referral', 160)}${reserved('rv-checkout-review', 120, `products="${product}"`)}<footer style="height:400px">Footer</footer>`, { height: 2000 });
    for (const tag of ['rv-review-carousel', 'rv-store-reviews']) await page.locator(`${tag} .rv-card[data-review]`).first().waitFor();
    await page.locator('rv-media-gallery button.rv-cell').first().waitFor();
    await page.locator('rv-checkout-review legend').getByText(/^Rate (?!#)/).waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    expect(pageErrors(errors)).toEqual([]);
    await context.close();
  });

  it('moves the carousel by its buttons and by autoplay, and never autoplays with reduced motion', async () => {
    const scroll = (page: Page) => page.locator('rv-review-carousel .rv-track').evaluate((e) => e.scrollLeft);
    const calm = await storefront('<rv-review-carousel></rv-review-carousel>', { reducedMotion: 'reduce' });
    await calm.page.locator('rv-review-carousel .rv-card[data-review]').nth(3).waitFor();
    await calm.page.waitForTimeout(2500);
    expect(await scroll(calm.page)).toBe(0);
    await calm.page.getByRole('button', { name: 'Next' }).click();
    await calm.page.waitForFunction(() => document.querySelector('rv-review-carousel .rv-track')!.scrollLeft > 0);
    await calm.page.getByRole('button', { name: 'Previous' }).click();
    await calm.page.waitForFunction(() => document.querySelector('rv-review-carousel .rv-track')!.scrollLeft === 0);
    await calm.context.close();

    const moving = await storefront('<rv-review-carousel></rv-review-carousel>');
    await moving.page.mouse.move(5, 5);
    await moving.page.locator('rv-review-carousel .rv-card[data-review]').nth(3).waitFor();
    await moving.page.waitForFunction(() => document.querySelector('rv-review-carousel .rv-track')!.scrollLeft > 0, undefined, { timeout: 5000 });
    expect(pageErrors(moving.errors)).toEqual([]);
    await moving.context.close();
  });
});
