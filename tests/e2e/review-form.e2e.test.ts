import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../demo/server/server';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { REVIEW_FORM_LIMITS } from '../../src/contract/review-form';
import { axeViolations, openPage, useDemo } from './support';
import { catalogProducts, openRequestLink, pngOf, sentRequest } from './review-form-support';

const demo = useDemo();

/** A phone-sized page; `bypassCSP` only where axe must be added to the page. */
async function phone(width = 390, bypassCSP = false): Promise<{ context: BrowserContext; page: Page; errors: string[]; requests: string[] }> {
  const context = await demo.browser.newContext({ viewport: { width, height: 844 }, bypassCSP });
  const { page, errors } = await openPage(context);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  return { context, page, errors, requests };
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the public review form (/email_review)', () => {
  it('rates two products with a photo, thanks, and opens the same link again to edit', async () => {
    const products = catalogProducts(demo.server, 2);
    const token = sentRequest(demo.server, products);
    const { context, page, errors, requests } = await phone();
    const address = await openRequestLink(page, demo.server, token);
    const response = await page.request.get(address);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expect(response.headers()['cache-control']).toBe('no-store');

    await page.getByRole('heading', { level: 1, name: 'How do you like your products?' }).waitFor();
    const [first, second] = products as [typeof products[number], typeof products[number]];
    const card = (title: string) => page.getByRole('region', { name: title });
    // Stars are a radio group: a click, then the arrow keys.
    await card(first.title).locator('label').filter({ hasText: '5 stars' }).click();
    await card(first.title).getByLabel('Your review').fill('Soft, warm and well made.');
    await card(first.title).getByLabel('Title (optional)').fill('Lovely');
    await card(first.title).locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngOf(64, 48) });
    await card(first.title).getByRole('img', { name: 'Your photo 1' }).waitFor();
    await card(second.title).locator('label').filter({ hasText: '3 stars' }).click();
    await page.keyboard.press('ArrowRight');
    expect(await card(second.title).getByLabel('4 stars').isChecked()).toBe(true);
    await card(second.title).getByLabel('Your review').fill('Good, runs a little small.');
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your review!' }).waitFor();
    const results = page.locator('.rf-results li');
    expect(await results.count()).toBe(2);
    expect(await results.first().innerText()).toMatch(/Published|Will appear once the shop has checked it/);
    const saved = demo.server.db
      .prepare("SELECT rating, body, media FROM reviews WHERE request_id = (SELECT id FROM review_requests WHERE token = ?) ORDER BY rating DESC")
      .all(token) as { rating: number; body: string; media: string }[];
    expect(saved.map((r) => [r.rating, r.body])).toEqual([[5, 'Soft, warm and well made.'], [4, 'Good, runs a little small.']]);
    expect(saved[0]?.media).toContain('.png');

    // The same link again: the reviews to edit, never a blank second form.
    await page.goto(address);
    await page.getByRole('heading', { level: 1, name: 'Edit your reviews' }).waitFor();
    expect(await card(first.title).getByLabel('Your review').inputValue()).toBe('Soft, warm and well made.');
    expect(await card(first.title).getByLabel('5 stars').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Update reviews' }).waitFor();
    expect(requests.some((p) => p.startsWith('/dist/reviews-admin'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the typed text on a refused field, shows the error there and focuses it; a reload keeps the draft', async () => {
    const products = catalogProducts(demo.server, 2, 3);
    const token = sentRequest(demo.server, products);
    const { context, page, errors } = await phone();
    await openRequestLink(page, demo.server, token);
    const card = page.getByRole('region', { name: products[0]!.title });
    await card.locator('label').filter({ hasText: '4 stars' }).click();
    await card.getByLabel('Title (optional)').fill('Nice colour');
    // An upload that fails shows Retry, and Retry sends it again.
    let uploads = 0;
    await page.route('**/uploads', (route) => (uploads++ === 0 ? route.abort() : route.continue()));
    await card.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngOf(30, 30) });
    await card.getByText('Upload failed.').waitFor();
    await card.getByRole('button', { name: 'Retry upload' }).click();
    await card.getByRole('img', { name: 'Your photo 1' }).waitFor();
    await page.unroute('**/uploads');
    // Nothing in the review's text: the page refuses before sending and points at the field.
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await card.getByText('Please fill this in.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(await card.getByLabel('Title (optional)').inputValue()).toBe('Nice colour');
    // The server's refusal (422) shows at its field too: a name longer than the server takes.
    await card.getByLabel('Your review').fill('Fits well.');
    await page.route('**/api/v1/public/review_form', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ code: 42202, message: 'fields', data: { errors: [{ path: 'items.0.body', key: 'errors.tooShort' }] } }) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await card.getByText('This is too short. Please write a little more.').waitFor();
    expect(await card.getByLabel('Your review').inputValue()).toBe('Fits well.');
    await page.unroute('**/api/v1/public/review_form');
    // A failed network keeps everything and offers Retry.
    await page.route('**/api/v1/public/review_form', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await page.getByText(/Your review could not be sent/).waitFor();
    await page.unroute('**/api/v1/public/review_form');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const again = page.getByRole('region', { name: products[0]!.title });
    expect(await again.getByLabel('Your review').inputValue()).toBe('Fits well.');
    expect(await again.getByLabel('4 stars').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your review!' }).waitFor();
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('has no serious axe violation on the form, the thank-you and the expired page, and nothing overflows at 360 px', async () => {
    const products = catalogProducts(demo.server, 2, 5);
    const token = sentRequest(demo.server, products);
    const { context, page } = await phone(360, true);
    await openRequestLink(page, demo.server, token);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('region', { name: products[0]!.title }).locator('label').filter({ hasText: '2 stars' }).click();
    await page.getByRole('region', { name: products[0]!.title }).getByLabel('Your review').fill('Not for me.');
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your review!' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    const old = sentRequest(demo.server, products, 91);
    await openRequestLink(page, demo.server, old);
    await page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    // An expired link names its shop (a forged one cannot).
    const shopName = demo.server.db.prepare('SELECT name FROM shops WHERE id = ?').pluck().get(DEMO_SHOP_ID) as string;
    await page.getByText(`To review your order, contact ${shopName}.`).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('says a tampered link does not work, in the language asked for', async () => {
    const token = sentRequest(demo.server, catalogProducts(demo.server, 1, 7));
    const { context, page, errors } = await phone();
    await page.goto(`${demo.server.url}/email_review?token=${token}&sig=${'0'.repeat(64)}&lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Dieser Link funktioniert nicht' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('adds a photo to a review already written (/media_submit)', async () => {
    const products = catalogProducts(demo.server, 1, 9);
    const token = sentRequest(demo.server, products);
    const { context, page, errors } = await phone();
    const address = new URL(await openRequestLink(page, demo.server, token));
    const card = page.getByRole('region', { name: products[0]!.title });
    await card.locator('label').filter({ hasText: '5 stars' }).click();
    await card.getByLabel('Your review').fill('Lovely colour.');
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your review!' }).waitFor();

    await page.goto(`${demo.server.url}/media_submit${address.search}`);
    await page.getByRole('heading', { level: 1, name: 'Add photos or videos to your review' }).waitFor();
    const review = page.getByRole('region', { name: products[0]!.title });
    await review.getByText('Lovely colour.').waitFor();
    // Refused before sending: not a photo or video.
    await review.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await review.getByText(/notes\.txt is not a photo or video/).waitFor();
    // A photo larger than the longest side allowed is redrawn smaller in the browser before it is sent.
    await review.locator('input[type=file]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: pngOf(REVIEW_FORM_LIMITS.photoMaxEdge + 600, 1200, [20, 120, 60]) });
    await review.getByRole('button', { name: 'Remove' }).waitFor();
    await review.getByRole('button', { name: 'Add to my review' }).click();
    await review.getByText('Added to your review. Thank you!').waitFor();
    await review.getByRole('img', { name: 'Your photo 1' }).waitFor();
    const media = demo.server.db.prepare('SELECT media FROM reviews WHERE request_id = (SELECT id FROM review_requests WHERE token = ?)').pluck().get(token) as string;
    const [photo] = JSON.parse(media) as { url: string }[];
    expect(photo?.url).toMatch(/\.(webp|jpg)$/);
    const size = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return [bitmap.width, bitmap.height];
    }, photo!.url);
    expect(size).toEqual([REVIEW_FORM_LIMITS.photoMaxEdge, Math.round((1200 * REVIEW_FORM_LIMITS.photoMaxEdge) / (REVIEW_FORM_LIMITS.photoMaxEdge + 600))]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the review form with questions, a reward and a shop link (answers stubbed in the page)', () => {
  const form = {
    mode: 'new', shop: { name: 'Maple & Moss', url: 'https://maplemoss.example', logoUrl: null }, language: 'en',
    customer: { name: '', askEmail: true },
    products: [{ id: 'gid://shopify/Product/1', title: 'Wool scarf', image: null, review: null, questionIds: ['fit', 'use', 'note'] }],
    questions: [
      { id: 'fit', kind: 'rating', label: 'Warmth', options: [], translations: { de: { label: 'Wärme', options: [] } }, required: true, enabled: true, scope: { type: 'all', ids: [] } },
      { id: 'use', kind: 'choice', label: 'Worn for', options: ['Work', 'Weekend'], translations: {}, required: false, enabled: true, scope: { type: 'all', ids: [] } },
      { id: 'note', kind: 'text', label: 'Anything else?', options: [], translations: {}, required: false, enabled: false, scope: { type: 'all', ids: [] } },
    ],
    rewards: [{ kind: 'photo', valueType: 1, value: 10, currency: 'EUR' }],
    expiresAt: null,
  };
  const envelope = (data: unknown, code = 0) => JSON.stringify({ code, message: code ? 'refused' : 'ok', data });

  it('asks the questions and the email, refuses a flood politely, and shows the reward code with its terms', async () => {
    const { context, page, errors } = await phone();
    const posts: unknown[] = [];
    await page.route('**/api/v1/public/review_form?**', (route) => route.fulfill({ contentType: 'application/json', body: envelope(form) }));
    await page.route('**/api/v1/public/review_form', (route) => {
      posts.push(route.request().postDataJSON());
      return posts.length === 1
        ? route.fulfill({ status: 429, contentType: 'application/json', body: envelope({ retryAfterSeconds: 1500 }, 42901) })
        : route.fulfill({
          contentType: 'application/json',
          body: envelope({
            reviews: [{ id: 7, productId: 'gid://shopify/Product/1', status: 'pending' }],
            reward: { code: 'THANKS-7Q2X', valueType: 1, value: 10, currency: 'EUR', minOrder: 30, expiresAt: '2027-01-31T00:00:00.000Z' },
          }),
        });
    });
    await page.goto(`${demo.server.url}/email_review?shop=maplemoss.myshopify.com&sig=${'a'.repeat(64)}`);
    await page.getByRole('heading', { level: 1, name: 'How do you like your product?' }).waitFor();
    await page.getByText('Get 10% off your next order for a review with a photo.').waitFor();
    expect(await page.getByText('Anything else?').count()).toBe(0);
    const card = page.getByRole('region', { name: 'Wool scarf' });
    await card.getByRole('group', { name: /Your rating for Wool scarf/ }).locator('label').filter({ hasText: '4 stars' }).click();
    await card.getByLabel('Your review').fill('Warm and soft.');
    await page.getByLabel(/^Name shown with your review/).fill('Pat');
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    // The required question and the email are checked before sending.
    await page.getByText('Please answer this question.').waitFor();
    await page.getByText('Please enter your email address.').waitFor();
    expect(posts).toHaveLength(0);
    await card.getByRole('group', { name: /Warmth/ }).locator('label').filter({ hasText: '5 stars' }).click();
    await card.getByLabel('Weekend').check();
    await page.getByLabel(/^Email/).fill('pat@example.com');
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await page.getByText('You sent many reviews in a short time. Please try again in 25 minutes.').waitFor();
    expect(await card.getByLabel('Your review').inputValue()).toBe('Warm and soft.');
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your review!' }).waitFor();
    expect(posts[1]).toMatchObject({
      link: { shop: 'maplemoss.myshopify.com' }, name: 'Pat', email: 'pat@example.com',
      items: [{ productId: 'gid://shopify/Product/1', rating: 4, body: 'Warm and soft.', answers: { fit: 5, use: 'Weekend' } }],
    });
    await page.getByText('Will appear once the shop has checked it').waitFor();
    await page.getByText('THANKS-7Q2X').waitFor();
    await page.getByText('10% off your next order').waitFor();
    await page.getByText('On orders of €30.00 or more').waitFor();
    await page.getByText('Valid until January 31, 2027').waitFor();
    await page.getByRole('button', { name: 'Copy code' }).waitFor();
    expect(errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
    await context.close();
  });

  it('switches language in the picker and keeps what was typed', async () => {
    const { context, page } = await phone();
    await page.route('**/api/v1/public/review_form?**', (route) => route.fulfill({ contentType: 'application/json', body: envelope(form) }));
    await page.goto(`${demo.server.url}/email_review?shop=maplemoss.myshopify.com&sig=${'a'.repeat(64)}`);
    await page.getByRole('region', { name: 'Wool scarf' }).getByLabel('Your review').fill('Sehr warm.');
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Wie gefällt dir dein Produkt?' }).waitFor();
    expect(await page.getByRole('region', { name: 'Wool scarf' }).getByLabel('Deine Bewertung').inputValue()).toBe('Sehr warm.');
    await page.getByText('Wärme').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });
});

describe('the review form build', () => {
  // The bench reports the same figure (tests/perf/measure-bytes.mjs) beside the admin's.
  it('is one small module without the admin bundle or React, within the page budget (60 KB gzip)', () => {
    const dist = join(REPO_ROOT, 'dist');
    let gzip = 0;
    for (const name of ['review-form.js', 'review-form.css']) {
      const code = readFileSync(join(dist, name));
      gzip += gzipSync(code, { level: 9 }).length;
      // One file: nothing imported from the admin build (or anything else).
      expect(code.toString('utf8')).not.toMatch(/from\s*["']\.\/|import\(|__SECRET_INTERNALS|react-dom|Polaris-/);
    }
    expect(gzip).toBeLessThanOrEqual(60 * 1024);
    // The page's own checks use the contract's limits.
    expect(readFileSync(join(dist, 'review-form.js'), 'utf8')).toContain(String(REVIEW_FORM_LIMITS.photoMaxEdge));
  });
});
