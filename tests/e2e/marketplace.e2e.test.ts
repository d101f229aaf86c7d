import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_PROFILE } from '../../demo/server/seed/demo-shop';
import { heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();
const ITEM = 'https://www.aliexpress.com/item/1005002468013579.html';

/** Calls the admin API from the page with the merchant's stored session. */
function adminCall<T>(page: Page, call: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([c, b, shop]) => {
      const stored = JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop!.toUpperCase()}`) ?? '{}') as { v?: string };
      const res = await fetch(`/api/v1/admin/${c}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stored.v}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(b),
      });
      return ((await res.json()) as { data: T }).data;
    },
    [call, body, DEMO_SHOP_DOMAIN] as [string, unknown, string],
  );
}

describe('marketplace imports', () => {
  it('imports a pasted AliExpress link onto a picked product; importing again adds none; a bad link is refused', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/import/bookmark_import`);
    expect(await heading(page)).toBe('Import from a marketplace');
    const href = await page.getByTestId('bookmarklet').first().getAttribute('href');
    expect(href).toMatch(/^javascript:/);
    expect(href).toContain(`/bookmark_import?key=${DEMO_SHOP_PROFILE.reviewsApiKey}&url=`);

    const field = page.getByLabel('Product page link');
    await field.fill('https://aliexpress.com.evil.io/item/1005002468013579.html');
    await page.getByRole('button', { name: 'Load reviews' }).click();
    await page.getByText('Only AliExpress item pages').waitFor();
    await field.fill('https://www.aliexpress.com/store/912345');
    await field.press('Enter');
    await page.getByText('This is not a product page.').waitFor();

    await field.fill(ITEM);
    await page.getByRole('button', { name: 'Load reviews' }).click();
    await page.getByTestId('marketplace-reviews').waitFor();
    const total = await page.getByTestId('marketplace-review').count();
    expect(total).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Choose product' }).click();
    const modal = page.getByRole('dialog');
    const row = modal.getByTestId('picker-row').first();
    await row.waitFor();
    const title = (await row.locator('.Polaris-Text--medium, [class*="Polaris-Text"]').first().innerText()).trim();
    await row.getByRole('checkbox').first().check();
    await modal.getByRole('button', { name: 'Select' }).click();
    await modal.waitFor({ state: 'detached' });
    expect((await page.getByTestId('chosen-product').innerText()).trim()).toBe(title);

    const importButton = page.getByRole('button', { name: new RegExp(`^Import ${total} reviews?$`) });
    await importButton.click();
    const result = page.getByTestId('import-result');
    await result.getByText(`${total} review${total === 1 ? '' : 's'} imported.`).waitFor();
    await importButton.click();
    await result.getByText('0 reviews imported.').waitFor();
    await result.getByText(new RegExp(`^${total} reviews? (was|were) already in your store`)).waitFor();
    await result.getByRole('link', { name: 'View import details' }).click();
    await page.waitForURL(/\/file_upload_detail\?id=imp_/);
    await page.getByTestId('import-counts').getByText(String(total), { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports from the public bookmarklet page with the shop key, and explains a missing key', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    const url = encodeURIComponent('https://www.amazon.com/Storage-Basket/dp/B0TESTE2E1/ref=sr_1_1');
    await page.goto(`${demo.server.url}/amazon_bookmark_import?url=${url}`);
    await page.getByText("This page was opened without your shop's key.").waitFor();
    await page.goto(`${demo.server.url}/amazon_bookmark_import?key=${DEMO_SHOP_PROFILE.reviewsApiKey}&url=${url}`);
    await page.getByTestId('marketplace-reviews').waitFor();
    expect(await heading(page)).toBe('Amazon import');

    await page.getByLabel('Minimum rating').selectOption('4');
    const shown = await page.getByTestId('marketplace-review').count();
    expect(shown).toBeGreaterThan(0);
    const search = page.getByLabel('Store product');
    await search.fill('a');
    const option = page.getByRole('listbox').getByRole('option').first();
    await option.waitFor();
    const productTitle = (await option.innerText()).trim();
    await option.click();
    expect(await search.inputValue()).toBe(productTitle);
    await page.getByRole('button', { name: new RegExp(`^Import ${shown} reviews?$`) }).click();
    await page.getByTestId('import-result').getByText(`${shown} review${shown === 1 ? '' : 's'} imported.`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the rows of an import that were not imported, in plain words', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const products = await page.evaluate(async (shop) => {
      const stored = JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop.toUpperCase()}`) ?? '{}') as { v?: string };
      const res = await fetch('/api/v1/admin/get_products?limit=1', { headers: { Authorization: `Bearer ${stored.v}` } });
      return ((await res.json()) as { data: { items: { id: string }[] } }).data.items;
    }, DEMO_SHOP_DOMAIN);
    const product = products[0]!.id;
    const answer = await adminCall<{ import_id: string }>(page, 'import_reviews', {
      file_name: 'spring-reviews.csv',
      format: 'csv',
      rows: [
        { line: 2, product_id: product, rating: 5, body: 'Lovely.', author: 'Ann', duplicate_key: 'e2e-good-row-1' },
        { line: 3, product_id: product, rating: 9, body: 'Too many stars.', author: 'Bo', duplicate_key: 'e2e-bad-row-1' },
        { line: 4, product_id: 'gid://shopify/Product/999999', rating: 4, body: '', author: 'Cy', duplicate_key: 'e2e-bad-row-2' },
      ],
    });
    await page.goto(`${demo.server.url}/file_upload_detail?id=${answer.import_id}`);
    expect(await heading(page)).toBe('Import details');
    await page.getByText('spring-reviews.csv').waitFor();
    const table = page.getByTestId('failed-rows');
    await table.getByText('The rating must be a whole number of stars from 1 to 5.').waitFor();
    await table.getByText('No product in your store matches this product id, handle or SKU.').waitFor();
    await table.getByText('The review text is empty.').waitFor();
    expect(await table.innerText()).not.toMatch(/rating_invalid|product_not_found|body_missing/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download rows that were not imported (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe(`not-imported-rows-${answer.import_id}.csv`);

    await page.goto(`${demo.server.url}/file_upload_detail?id=imp_missing`);
    await page.getByText('Import not found').waitFor();
    await page.getByRole('link', { name: 'Import reviews' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
