import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/import/${name}`, import.meta.url));

/** Chooses a file on the file import page and waits for the preview. */
async function choose(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('input[type=file]').setInputFiles(typeof file === 'string' ? fixture(file) : file);
  await page.getByRole('heading', { name: 'Check before importing' }).waitFor();
}

async function importAll(page: Page, reviews: number) {
  await page.getByRole('button', { name: `Import ${reviews} review${reviews === 1 ? '' : 's'}` }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor();
}

const summary = async (page: Page) => ({
  imported: await page.getByTestId('summary-imported').innerText(),
  duplicates: await page.getByTestId('summary-duplicates').innerText(),
  failed: await page.getByTestId('summary-failed').innerText(),
});

describe('file import', () => {
  it('imports Judge.me and Shopify files with replies and media, skips a second import, and lists them in the history', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/import`);
    expect(await heading(page)).toBe('Import reviews');
    await page.getByRole('link', { name: 'Import a CSV file' }).click();
    await page.waitForURL(/\/import\/file_import$/);
    await page.getByRole('button', { name: 'Download template' }).waitFor();

    await choose(page, 'demo-judgeme.csv');
    await page.getByText('Judge.me file recognised').waitFor();
    expect(await page.getByTestId('preview-valid').innerText()).toBe('6 rows ready to import');
    await importAll(page, 6);
    expect(await summary(page)).toEqual({ imported: '6 reviews imported', duplicates: '0 skipped, already imported', failed: '0 rows failed' });

    await page.getByRole('button', { name: 'Import another file' }).click();
    await choose(page, 'demo-shopify.csv');
    await page.getByText('Shopify Product Reviews file recognised').waitFor();
    await importAll(page, 5);
    expect((await summary(page)).imported).toBe('5 reviews imported');

    await page.getByRole('button', { name: 'Import another file' }).click();
    await choose(page, 'demo-shopify.csv');
    await importAll(page, 5);
    expect(await summary(page)).toEqual({ imported: '0 reviews imported', duplicates: '5 skipped, already imported', failed: '0 rows failed' });

    type Listed = { items: Array<{ author: string; reply: { body: string } | null; media: { url: string }[]; created_at: string; product: { handle: string } }> };
    const emily = (await adminApi<Listed>(page, 'list_reviews?source=imported&keyword=emily.clark.import')).items[0];
    expect(emily).toMatchObject({ reply: { body: 'Thanks Emily!' }, product: { handle: 'merino-wool-throw-blanket' } });
    expect(emily?.media.map((m) => m.url)).toEqual(['https://judgeme.imgix.net/demo/throw-a.jpg', 'https://judgeme.imgix.net/demo/throw-b.jpg']);
    expect(emily?.created_at.slice(0, 10)).toBe('2023-10-04');
    const hannah = (await adminApi<Listed>(page, 'list_reviews?source=imported&keyword=Hannah')).items.find((r) => r.author === 'Hannah Moore');
    expect(hannah?.reply?.body).toBe('Thanks Hannah!');

    await page.getByRole('link', { name: 'Import reviews' }).first().click();
    const history = page.getByTestId('import-history');
    await history.waitFor();
    expect(await history.getByRole('row').count()).toBe(4);
    const link = history.getByRole('link', { name: 'demo-judgeme.csv' });
    expect(await link.getAttribute('href')).toMatch(/^\/file_upload_detail\?id=imp_/);
    expect(await history.getByRole('row').nth(1).innerText()).toContain('Shopify Product Reviews');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows each bad row's reason in plain words in the preview", async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/import/file_import`);
    await choose(page, 'demo-bad-rows.csv');
    await page.getByText('Our template file recognised').waitFor();
    expect(await page.getByTestId('preview-invalid').innerText()).toBe('6 rows with problems will be skipped');
    const preview = page.getByTestId('import-preview');
    // Rows 5 and 6 have bad optional values only: they are imported without them, with a note.
    const statuses = [
      '✓ Ready',
      'The rating must be a whole number of stars from 1 to 5. (“4.5”)',
      'The review date cannot be read. Use a date such as 2024-03-05. (“31/02/2024”)',
      'No product in your store matches this product id, handle or SKU. (“does-not-exist”)',
      'The e-mail “anna@@example” is not valid and is left out.',
      'The link “javascript:alert(1)” is not a web address and is left out.',
      'The review text is empty.',
      'The reviewer name is empty.',
      'The rating is empty.',
    ];
    for (const [i, status] of statuses.entries()) {
      expect(await preview.getByRole('row').nth(i + 1).innerText()).toContain(status);
    }
    expect(await preview.innerText()).not.toMatch(/_invalid|_missing|_not_found|_dropped/);
    await importAll(page, 3);
    expect(await summary(page)).toEqual({ imported: '3 reviews imported', duplicates: '0 skipped, already imported', failed: '6 rows failed' });
    expect(await page.getByTestId('summary-failures').innerText()).toContain('Row 10: The rating is empty.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resumes after a failed batch with Try again and imports every row once', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/import/file_import`);
    const lines = ['product_id,rating,title,body,reviewer_name,reviewer_email,review_date,media_urls,sku'];
    for (let i = 1; i <= 2500; i += 1) lines.push(`${1001 + (i % 40)},${(i % 5) + 1},Bulk ${i},Bulk review number ${i},Bulk Buyer ${i},bulk${i}@example.com,2022-01-01,,`);
    await choose(page, { name: 'bulk.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await fault(demo.server, { path: '/api/v1/admin/import_reviews', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Import 2,500 reviews' }).click();
    await page.getByText('The import stopped').waitFor();
    expect(await page.getByTestId('import-progress').innerText()).toBe('0 of 2,500 rows');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    expect(await summary(page)).toEqual({ imported: '2,500 reviews imported', duplicates: '0 skipped, already imported', failed: '0 rows failed' });
    const imports = await adminApi<{ items: Array<{ file_name: string; imported: number; duplicates: number }> }>(page, 'list_imports');
    expect(imports.items[0]).toMatchObject({ file_name: 'bulk.csv', imported: 2500, duplicates: 0 });
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });

  it('pauses when the connection drops after a batch was stored, and Try again counts every row once', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/import/file_import`);
    const lines = ['product_id,rating,title,body,reviewer_name,reviewer_email,review_date,media_urls,sku'];
    for (let i = 1; i <= 2500; i += 1) lines.push(`${1001 + (i % 40)},${(i % 5) + 1},Dropped ${i},Dropped connection review ${i},Drop Buyer ${i},drop${i}@example.com,2022-01-02,,`);
    await choose(page, { name: 'dropped.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    // The second batch reaches the server and is stored; its answer never arrives.
    let calls = 0;
    await page.route('**/api/v1/admin/import_reviews', async (route) => {
      calls += 1;
      if (calls !== 2) return route.continue();
      await route.fetch();
      return route.abort();
    });
    await page.getByRole('button', { name: 'Import 2,500 reviews' }).click();
    await page.getByText('The import stopped').waitFor();
    expect(page.url()).toBe(`${demo.server.url}/import/file_import`);
    expect(await page.getByTestId('import-progress').innerText()).toBe('2,000 of 2,500 rows');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    expect(calls).toBe(3);
    expect(await summary(page)).toEqual({ imported: '2,500 reviews imported', duplicates: '0 skipped, already imported', failed: '0 rows failed' });
    const imports = await adminApi<{ items: Array<{ file_name: string; imported: number; duplicates: number }> }>(page, 'list_imports');
    expect(imports.items.filter((i) => i.file_name === 'dropped.csv')).toEqual([expect.objectContaining({ imported: 2500, duplicates: 0 })]);
    expect(errors.filter((e) => !/ERR_FAILED|net::/.test(e))).toEqual([]);
    await context.close();
  });
});
