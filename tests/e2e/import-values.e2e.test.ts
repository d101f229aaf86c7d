import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

interface ApiReview {
  rating: number; title: string; body: string; author: string; email: string | null; country: string | null; location?: string | null;
  created_at: string; date_only?: boolean; status: string; verified: boolean; media: { url: string }[]; product: { id: string; handle: string };
  reply: { body: string; created_at: string } | null;
}
const reviewsWith = async (page: Page, marker: string) =>
  (await adminApi<{ items: ApiReview[] }>(page, `list_reviews?source=imported&per_page=100&sort=oldest&keyword=${encodeURIComponent(marker)}`)).items;

/** A CSV cell, quoted when it must be. */
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvOf = (header: string[], rows: ReadonlyArray<Record<string, string | undefined>>) => [header.join(','), ...rows.map((r) => header.map((h) => cell(r[h] ?? '')).join(','))].join('\n');

const OURS = ['product_id', 'product_handle', 'sku', 'rating', 'title', 'body', 'reviewer_name', 'reviewer_email', 'review_date', 'verified_purchase', 'reply', 'reply_date', 'media_urls', 'country_code', 'status'];

async function start(timezoneId?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await demo.browser.newContext(timezoneId ? { timezoneId } : {});
  const { page, errors } = await openPage(context);
  await loginAsDemoShop(page, demo.server);
  await page.goto(`${demo.server.url}/import/file_import`);
  await page.getByRole('button', { name: 'Download template' }).waitFor();
  return { context, page, errors };
}

async function choose(page: Page, name: string, text: string) {
  const again = page.getByRole('button', { name: 'Import another file' });
  if (await again.isVisible()) await again.click();
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('heading', { name: 'Check before importing' }).waitFor();
}

async function importAll(page: Page, reviews: number) {
  await page.getByRole('button', { name: `Import ${reviews} review${reviews === 1 ? '' : 's'}` }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor();
  return {
    imported: await page.getByTestId('summary-imported').innerText(),
    duplicates: await page.getByTestId('summary-duplicates').innerText(),
    failed: await page.getByTestId('summary-failed').innerText(),
  };
}

/** The preview table's row of a file row (row 0 is the heading). */
const previewRow = (page: Page, n: number) => page.getByTestId('import-preview').getByRole('row').nth(n).innerText();

describe('file import: dates, optional values, limits and location', () => {
  it('reads a UK file day first, asks for an all-ambiguous file, and shows date-only dates on their day west of UTC', async () => {
    const { context, page, errors } = await start('America/Los_Angeles');
    const uk = [
      { product_id: '1001', rating: '5', title: 'UK one', body: 'DATESUK first review', reviewer_name: 'Olivia Hughes', reviewer_email: 'olivia.uk@example.co.uk', review_date: '03/04/2024', verified_purchase: 'yes', country_code: 'GB', status: 'published' },
      { product_id: '1002', rating: '4', title: 'UK two', body: 'DATESUK second review', reviewer_name: 'Harry Evans', reviewer_email: 'harry.uk@example.co.uk', review_date: '25/12/2023', verified_purchase: 'no', country_code: 'GB', status: 'hidden' },
      { product_id: '1003', rating: '3', title: 'UK three', body: 'DATESUK third review', reviewer_name: 'Amelia Wood', reviewer_email: '', review_date: '2022-02-22', verified_purchase: 'yes', country_code: 'IE', status: 'published' },
    ];
    const ukFile = csvOf(OURS, uk);
    await choose(page, 'uk-reviews.csv', ukFile);
    expect(await page.getByTestId('date-order-question').count()).toBe(0);
    expect(await previewRow(page, 1)).toContain('Apr 3, 2024');
    expect(await previewRow(page, 2)).toContain('Dec 25, 2023');
    expect(await previewRow(page, 3)).toContain('Feb 22, 2022');
    expect(await importAll(page, 3)).toEqual({ imported: '3 reviews imported', duplicates: '0 skipped, already imported', failed: '0 rows failed' });

    const expectedDays = ['2024-04-03', '2023-12-25', '2022-02-22'];
    const stored = await reviewsWith(page, 'DATESUK');
    expect(stored).toHaveLength(3);
    const byBody = new Map(stored.map((r) => [r.body, r]));
    for (const [i, row] of uk.entries()) {
      expect(byBody.get(row.body)).toMatchObject({
        product: { id: `gid://shopify/Product/${row.product_id}` }, rating: Number(row.rating), title: row.title, body: row.body, author: row.reviewer_name,
        email: row.reviewer_email || null, created_at: `${expectedDays[i]}T00:00:00.000Z`, date_only: true, verified: row.verified_purchase === 'yes',
        country: row.country_code, status: row.status, media: [], reply: null, location: null,
      });
    }
    const imports = await adminApi<{ items: Array<{ file_name: string; date_order?: string }> }>(page, 'list_imports');
    expect(imports.items[0]).toMatchObject({ file_name: 'uk-reviews.csv', date_order: 'dmy' });

    await choose(page, 'uk-reviews.csv', ukFile);
    expect(await importAll(page, 3)).toEqual({ imported: '0 reviews imported', duplicates: '3 skipped, already imported', failed: '0 rows failed' });
    expect(await reviewsWith(page, 'DATESUK')).toHaveLength(3);

    // Manage Reviews, in a browser west of UTC: the date-only review stays on 22 February.
    await page.goto(`${demo.server.url}/reviewList?q=DATESUK%20third`);
    const third = page.locator('[data-review-id]').filter({ hasText: 'DATESUK third review' });
    await third.first().waitFor();
    expect(await third.first().innerText()).toContain('Feb 22, 2022');
    expect(await third.first().innerText()).not.toContain('Feb 21, 2022');

    // Every date reads both ways: the preview asks, with examples, before the import can start.
    await page.goto(`${demo.server.url}/import/file_import`);
    await page.getByRole('button', { name: 'Download template' }).waitFor();
    const ambiguous = [
      { product_id: '1004', rating: '5', title: 'Amb one', body: 'DATESAMB first review', reviewer_name: 'Jack Reid', reviewer_email: 'jack.amb@example.com', review_date: '03/04/2024', verified_purchase: 'yes', country_code: 'GB', status: 'published' },
      { product_id: '1005', rating: '2', title: 'Amb two', body: 'DATESAMB second review', reviewer_name: 'Isla Scott', reviewer_email: 'isla.amb@example.com', review_date: '01/02/2024', verified_purchase: 'no', country_code: 'GB', status: 'published' },
    ];
    const ambFile = csvOf(OURS, ambiguous);
    await choose(page, 'ambiguous.csv', ambFile);
    const question = page.getByTestId('date-order-question');
    await question.waitFor();
    expect(await question.innerText()).toContain('03/04/2024 → April 3, 2024 or March 4, 2024');
    const startButton = page.getByRole('button', { name: 'Import 2 reviews' });
    expect(await startButton.isDisabled()).toBe(true);
    expect(await previewRow(page, 1)).toContain('03/04/2024');
    await page.getByRole('button', { name: 'Day first (April 3, 2024)' }).click();
    await page.getByRole('button', { name: 'Day first (April 3, 2024)', pressed: true }).waitFor();
    expect(await previewRow(page, 1)).toContain('Apr 3, 2024');
    expect(await previewRow(page, 2)).toContain('Feb 1, 2024');
    expect(await importAll(page, 2)).toEqual({ imported: '2 reviews imported', duplicates: '0 skipped, already imported', failed: '0 rows failed' });
    const amb = new Map((await reviewsWith(page, 'DATESAMB')).map((r) => [r.body, r]));
    for (const [i, row] of ambiguous.entries()) {
      expect(amb.get(row.body)).toMatchObject({
        product: { id: `gid://shopify/Product/${row.product_id}` }, rating: Number(row.rating), title: row.title, author: row.reviewer_name, email: row.reviewer_email,
        created_at: `${['2024-04-03', '2024-02-01'][i]}T00:00:00.000Z`, date_only: true, verified: row.verified_purchase === 'yes', country: 'GB', status: 'published',
      });
    }
    expect((await adminApi<{ items: Array<{ date_order?: string }> }>(page, 'list_imports')).items[0]).toMatchObject({ date_order: 'dmy' });

    await choose(page, 'ambiguous.csv', ambFile);
    await page.getByRole('button', { name: 'Day first (April 3, 2024)' }).click();
    await page.getByRole('button', { name: 'Day first (April 3, 2024)', pressed: true }).waitFor();
    expect(await importAll(page, 2)).toEqual({ imported: '0 reviews imported', duplicates: '2 skipped, already imported', failed: '0 rows failed' });

    await page.getByRole('link', { name: 'Import reviews' }).first().click();
    const history = page.getByTestId('import-history');
    await history.waitFor();
    expect(await history.getByRole('row').nth(1).innerText()).toContain('dates day first');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports rows with bad optional values without them, says so per row, and keeps the first 20 of 21 photos', async () => {
    const { context, page, errors } = await start();
    const photos = Array.from({ length: 21 }, (_, i) => `https://cdn.example.com/values/p${i + 1}.jpg`);
    const rows = [
      { product_id: '1006', rating: '5', title: 'No mail', body: 'VALUESROW email not given', reviewer_name: 'Noah Price', reviewer_email: 'N/A', review_date: '2024-05-01', verified_purchase: 'yes', country_code: 'US', status: 'published' },
      { product_id: '1007', rating: '4', title: 'Written out', body: 'VALUESROW country written out', reviewer_name: 'Ella Ward', reviewer_email: 'ella.values@example.com', review_date: '2024-05-02', verified_purchase: 'yes', country_code: 'United Kingdom', status: 'published' },
      { product_id: '1008', rating: '5', title: 'Spaced link', body: 'VALUESROW link with a space', reviewer_name: 'Liam Hall', reviewer_email: 'liam.values@example.com', review_date: '2024-05-03', verified_purchase: 'no', media_urls: 'https://cdn.example.com/values/my photo.jpg', country_code: 'CA', status: 'published' },
      { product_id: '1009', rating: '5', title: 'Many photos', body: 'VALUESROW twenty one photos', reviewer_name: 'Mia King', reviewer_email: 'mia.values@example.com', review_date: '2024-05-04', verified_purchase: 'yes', media_urls: photos.join('|'), country_code: 'AU', status: 'published' },
    ];
    const file = csvOf(OURS, rows);
    await choose(page, 'values.csv', file);
    expect(await page.getByTestId('preview-valid').innerText()).toBe('4 rows ready to import');
    expect(await page.getByTestId('preview-invalid').count()).toBe(0);
    expect(await previewRow(page, 1)).toContain('The e-mail “N/A” is not valid and is left out.');
    expect(await previewRow(page, 2)).toContain('The country “United Kingdom” is imported as GB.');
    expect(await previewRow(page, 3)).toContain('The spaces in the link “https://cdn.example.com/values/my photo.jpg” are written as %20.');
    expect(await previewRow(page, 4)).toContain('21 photos and videos: the first 20 are imported.');
    expect(await importAll(page, 4)).toEqual({ imported: '4 reviews imported', duplicates: '0 skipped, already imported', failed: '0 rows failed' });
    const notes = await page.getByTestId('row-notes').innerText();
    expect(notes).toMatch(/Row \d+: The e-mail “N\/A” is not valid and is left out\./);
    expect(notes).toMatch(/Row \d+: 21 photos and videos: the first 20 are imported\./);

    const stored = new Map((await reviewsWith(page, 'VALUESROW')).map((r) => [r.body, r]));
    expect(stored.size).toBe(4);
    const expected = [
      { email: null, country: 'US', media: [] },
      { email: 'ella.values@example.com', country: 'GB', media: [] },
      { email: 'liam.values@example.com', country: 'CA', media: ['https://cdn.example.com/values/my%20photo.jpg'] },
      { email: 'mia.values@example.com', country: 'AU', media: photos.slice(0, 20) },
    ];
    for (const [i, row] of rows.entries()) {
      const review = stored.get(row.body)!;
      expect(review).toMatchObject({
        product: { id: `gid://shopify/Product/${row.product_id}` }, rating: Number(row.rating), title: row.title, author: row.reviewer_name,
        email: expected[i]!.email, country: expected[i]!.country, created_at: `${row.review_date}T00:00:00.000Z`, date_only: true,
        verified: row.verified_purchase === 'yes', status: 'published',
      });
      expect(review.media.map((m) => m.url)).toEqual(expected[i]!.media);
    }

    await choose(page, 'values.csv', file);
    expect(await importAll(page, 4)).toEqual({ imported: '0 reviews imported', duplicates: '4 skipped, already imported', failed: '0 rows failed' });
    expect(await reviewsWith(page, 'VALUESROW')).toHaveLength(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the location of Judge.me and Shopify files and shows it in Manage Reviews', async () => {
    const { context, page, errors } = await start();
    const judgeme = [
      { title: 'Cosy', body: 'LOCATIONJM cosy blanket', rating: '5', review_date: '2024-01-15 10:20:00 UTC', reviewer_name: 'Sofia Rossi', reviewer_email: 'sofia.loc@example.it', product_id: '1010', product_handle: '', reply: '', picture_urls: '', source: 'web', curated: 'ok', location: 'Milan, Italy', reply_date: '' },
      { title: 'Nice', body: 'LOCATIONJM nice colour', rating: '4', review_date: '2024-01-16 11:00:00 UTC', reviewer_name: 'Lukas Weber', reviewer_email: 'lukas.loc@example.de', product_id: '1011', product_handle: '', reply: '', picture_urls: '', source: 'web', curated: 'ok', location: 'Berlin, Germany', reply_date: '' },
    ];
    const jmFile = csvOf(['title', 'body', 'rating', 'review_date', 'reviewer_name', 'reviewer_email', 'product_id', 'product_handle', 'reply', 'picture_urls', 'source', 'curated', 'location', 'reply_date'], judgeme);
    await choose(page, 'judgeme-export.csv', jmFile);
    await page.getByText('Judge.me export file recognised').waitFor();
    expect(await importAll(page, 2)).toEqual({ imported: '2 reviews imported', duplicates: '0 skipped, already imported', failed: '0 rows failed' });
    const shopify = [
      { product_handle: 'merino-wool-throw-blanket', state: 'published', rating: '5', title: 'Lovely', author: 'Chloe Martin', email: 'chloe.loc@example.ca', location: 'Toronto, Canada', body: 'LOCATIONSH lovely throw', reply: '', created_at: '2023-08-01 09:00:00 UTC', replied_at: '' },
    ];
    const shFile = csvOf(['product_handle', 'state', 'rating', 'title', 'author', 'email', 'location', 'body', 'reply', 'created_at', 'replied_at'], shopify);
    await choose(page, 'shopify-reviews.csv', shFile);
    await page.getByText('Shopify Product Reviews file recognised').waitFor();
    expect(await importAll(page, 1)).toEqual({ imported: '1 review imported', duplicates: '0 skipped, already imported', failed: '0 rows failed' });

    const jm = new Map((await reviewsWith(page, 'LOCATIONJM')).map((r) => [r.body, r]));
    for (const row of judgeme) {
      expect(jm.get(row.body)).toMatchObject({
        product: { id: `gid://shopify/Product/${row.product_id}` }, rating: Number(row.rating), title: row.title, author: row.reviewer_name,
        email: row.reviewer_email, location: row.location, created_at: new Date(row.review_date.replace(' UTC', 'Z').replace(' ', 'T')).toISOString(),
        date_only: false, status: 'published', media: [], reply: null,
      });
    }
    const [sh] = await reviewsWith(page, 'LOCATIONSH');
    expect(sh).toMatchObject({
      product: { handle: 'merino-wool-throw-blanket' }, rating: 5, title: 'Lovely', author: 'Chloe Martin', email: 'chloe.loc@example.ca',
      location: 'Toronto, Canada', created_at: '2023-08-01T09:00:00.000Z', date_only: false, status: 'published', reply: null,
    });

    await choose(page, 'judgeme-export.csv', jmFile);
    expect(await importAll(page, 2)).toEqual({ imported: '0 reviews imported', duplicates: '2 skipped, already imported', failed: '0 rows failed' });
    await choose(page, 'shopify-reviews.csv', shFile);
    expect(await importAll(page, 1)).toEqual({ imported: '0 reviews imported', duplicates: '1 skipped, already imported', failed: '0 rows failed' });

    await page.goto(`${demo.server.url}/reviewList?q=LOCATIONJM`);
    const milan = page.locator('[data-review-id]').filter({ hasText: 'LOCATIONJM cosy blanket' }).first();
    await milan.waitFor();
    expect(await milan.getByTestId('review-location').innerText()).toBe('Milan, Italy');
    await page.goto(`${demo.server.url}/reviewList?q=LOCATIONSH`);
    const toronto = page.locator('[data-review-id]').filter({ hasText: 'LOCATIONSH lovely throw' }).first();
    await toronto.waitFor();
    expect(await toronto.getByTestId('review-location').innerText()).toBe('Toronto, Canada');
    expect(errors).toEqual([]);
    await context.close();
  });
});
