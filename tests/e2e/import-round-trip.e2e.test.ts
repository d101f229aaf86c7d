import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN } from '../../demo/server/seed/demo-shop';
import { loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

/** Rows of the generated Judge.me export: more than one batch of 2,000, so the dropped answer is mid-import. */
const ROWS = 2_050;
const MARKER = 'RTMARK';

const TEXTS = ['Soft and warm 🧶', 'שמיכה נהדרת, ממליצה', '非常舒适，质量很好', 'Très doux, “parfait”', 'Good, but\nthe second line says more'];

/** One review of the file, as the source app wrote it. */
interface SourceReview {
  title: string;
  body: string;
  rating: string;
  review_date: string;
  reviewer_name: string;
  reviewer_email: string;
  product_id: string;
  reply: string;
  reply_date: string;
  picture_urls: string[];
  location: string;
}

function sourceReviews(): SourceReview[] {
  return Array.from({ length: ROWS }, (_, n) => {
    const i = n + 1;
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      title: i % 3 === 0 ? '' : `Title ${i}`,
      body: `${TEXTS[i % TEXTS.length]} ${MARKER} ${i}`,
      rating: String((i % 5) + 1),
      review_date: `2023-${String((i % 12) + 1).padStart(2, '0')}-${day} ${String(i % 24).padStart(2, '0')}:15:00 UTC`,
      reviewer_name: i % 7 === 0 ? `Nadia ${i}` : `Buyer ${i}`,
      reviewer_email: i % 4 === 0 ? '' : `buyer${i}@example.com`,
      product_id: String(1001 + (i % 40)),
      reply: i % 10 === 0 ? `Thanks, buyer ${i}!` : '',
      reply_date: i % 10 === 0 ? `2024-01-${day} 09:00:00 UTC` : '',
      picture_urls: i % 5 === 0 ? [`https://judgeme.imgix.net/rt/${i}-a.jpg`, `https://judgeme.imgix.net/rt/${i}-b.jpg`] : [],
      location: i % 2 === 0 ? `Leeds, United Kingdom` : '',
    };
  });
}

const JUDGEME_EXPORT = ['title', 'body', 'rating', 'review_date', 'source', 'curated', 'reviewer_name', 'reviewer_email', 'product_id', 'product_handle', 'reply', 'reply_date', 'picture_urls', 'ip_address', 'location', 'metaobject_handle'];

function judgemeExport(reviews: readonly SourceReview[]) {
  const rows = reviews.map((r) => [
    r.title, r.body, r.rating, r.review_date, 'web', 'ok', r.reviewer_name, r.reviewer_email, r.product_id, '', r.reply, r.reply_date, r.picture_urls.join(','), '203.0.113.9', r.location, '',
  ]);
  return { name: 'judgeme-round-trip.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse([JUDGEME_EXPORT, ...rows], { newline: '\r\n' }), 'utf8') };
}

/** The stored session token of the demo shop. */
const tokenOf = (page: Page) =>
  page.evaluate((shop) => JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop.toUpperCase()}`) ?? '{}').v as string, DEMO_SHOP_DOMAIN);

async function choose(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const another = page.getByRole('button', { name: 'Import another file' });
  if (await another.isVisible()) await another.click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('heading', { name: 'Check before importing' }).waitFor();
}

const summary = async (page: Page) => ({
  imported: await page.getByTestId('summary-imported').innerText(),
  updated: await page.getByTestId('summary-updated').count(),
  duplicates: await page.getByTestId('summary-duplicates').innerText(),
  failed: await page.getByTestId('summary-failed').innerText(),
});

describe('a peer export through a dropped connection, then our own export round trip', { timeout: 180_000 }, () => {
  it('imports every review once after the answer is lost, exports them with every field, and the export imports again adding nothing', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/import/file_import`);
    const reviews = sourceReviews();
    await choose(page, judgemeExport(reviews));
    await page.getByText('Judge.me export file recognised').waitFor();

    // The first batch reaches the server and is stored; its answer never arrives.
    let calls = 0;
    await page.route('**/api/v1/admin/import_reviews', async (route) => {
      calls += 1;
      if (calls !== 1) return route.continue();
      await route.fetch();
      return route.abort();
    });
    await page.getByRole('button', { name: 'Import 2,050 reviews' }).click();
    await page.getByText('The import stopped').waitFor();
    expect(await page.getByTestId('import-progress').innerText()).toBe('0 of 2,050 rows');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    expect(calls).toBe(3);
    expect(await summary(page)).toEqual({ imported: '2,050 reviews imported', updated: 0, duplicates: '0 skipped, already imported', failed: '0 rows failed' });
    await page.unroute('**/api/v1/admin/import_reviews');

    // Our export of those reviews holds every field the file held.
    const token = await tokenOf(page);
    const exported = await page.evaluate(async ([marker, bearer]) => {
      const response = await fetch(`/api/v1/admin/export_reviews?source=imported&keyword=${marker}`, { headers: { Authorization: `Bearer ${bearer}` } });
      return response.text();
    }, [MARKER, token] as const);
    const parsed = Papa.parse<Record<string, string>>(exported.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(ROWS);
    const byBody = new Map(parsed.data.map((row) => [row.body, row]));
    for (const source of reviews) {
      const row = byBody.get(source.body);
      expect(row, source.body).toBeDefined();
      const cell = (name: string): string => row![name] ?? '';
      expect({
        product_id: cell('product_id'),
        rating: cell('rating'),
        title: cell('title'),
        reviewer_name: cell('reviewer_name'),
        reviewer_email: cell('reviewer_email'),
        review_date: new Date(cell('review_date')).getTime(),
        reply: cell('reply'),
        reply_date: cell('reply_date') === '' ? '' : new Date(cell('reply_date')).getTime(),
        media_urls: cell('media_urls') === '' ? [] : cell('media_urls').split('|'),
        location: cell('location'),
        status: cell('status'),
      }).toEqual({
        product_id: source.product_id,
        rating: source.rating,
        title: source.title,
        reviewer_name: source.reviewer_name,
        reviewer_email: source.reviewer_email,
        review_date: new Date(source.review_date.replace(' UTC', 'Z').replace(' ', 'T')).getTime(),
        reply: source.reply,
        reply_date: source.reply_date === '' ? '' : new Date(source.reply_date.replace(' UTC', 'Z').replace(' ', 'T')).getTime(),
        media_urls: source.picture_urls,
        location: source.location,
        status: 'published',
      });
    }

    // The exported file is our template: importing it again adds nothing and completes nothing.
    await choose(page, { name: 'reviews-export.csv', mimeType: 'text/csv', buffer: Buffer.from(exported, 'utf8') });
    await page.getByText('Our template file recognised').waitFor();
    await page.getByRole('button', { name: 'Import 2,050 reviews' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    expect(await summary(page)).toEqual({ imported: '0 reviews imported', updated: 0, duplicates: '2,050 skipped, already imported', failed: '0 rows failed' });
    expect(errors.filter((e) => !/ERR_FAILED|net::/.test(e))).toEqual([]);
    await context.close();
  });
});
