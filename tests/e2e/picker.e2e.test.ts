import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

/** An active product with three or more variants, by title. */
function productWithVariants(): { title: string; variants: number } {
  return demo.server.db
    .prepare(
      `SELECT p.title AS title, COUNT(v.id) AS variants FROM products p JOIN product_variants v ON v.product_id = p.id AND v.shop_id = p.shop_id
       WHERE p.shop_id = ? AND p.status = 'ACTIVE' GROUP BY p.id HAVING COUNT(v.id) >= 3 ORDER BY p.title LIMIT 1`,
    )
    .get(DEMO_SHOP_ID) as { title: string; variants: number };
}

describe('the resource picker on the review-request products page', () => {
  it('opens, searches, selects variants, returns the selection, and the choice is saved', async () => {
    const target = productWithVariants();
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/review_request_product`);
    expect(await heading(page)).toBe('Products to request reviews for');
    await page.getByText('Only the products below').click();
    await page.getByRole('button', { name: 'Choose products' }).click();

    const modal = page.getByRole('dialog');
    await modal.getByText('Add Product').first().waitFor();
    await modal.getByPlaceholder('Search products').waitFor();
    expect(await modal.getByTestId('picker-footer').innerText()).toBe('0 / 50 products selected');
    expect(await modal.getByRole('button', { name: 'Select' }).isDisabled()).toBe(true);

    await modal.getByPlaceholder('Search products').fill(target.title);
    await modal.getByTestId('picker-row').filter({ hasText: target.title }).first().waitFor();
    await page.waitForFunction((title) => [...document.querySelectorAll('[data-testid="picker-row"]')].every((r) => r.textContent?.includes(title)), target.title);

    const row = modal.getByTestId('picker-row').filter({ hasText: target.title }).first();
    await row.getByRole('checkbox', { name: target.title, exact: true }).check();
    expect(await modal.getByTestId('picker-footer').innerText()).toBe('1 / 50 products selected');
    const variantBoxes = row.locator('.ra-picker-variants').getByRole('checkbox');
    expect(await variantBoxes.count()).toBe(target.variants);
    await variantBoxes.first().uncheck();
    expect(await row.getByRole('checkbox', { name: target.title, exact: true }).getAttribute('aria-checked')).toBe('mixed');
    await modal.getByRole('button', { name: 'Select' }).click();
    await modal.waitFor({ state: 'detached' });

    const chosen = page.getByTestId('chosen-products');
    await chosen.getByText(target.title).waitFor();
    await chosen.getByText(`${target.variants - 1} of ${target.variants} variants`).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Review request products saved').first().waitFor();
    await page.reload();
    await page.getByTestId('chosen-products').getByText(target.title).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the store errors as toasts and keeps the modal usable', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/review_request_product`);
    await page.getByText('Only the products below').click();
    await fault(demo.server, { path: '/store/v1/products', status: 200, body: '{"code":0,"msg":"ok"}', times: 1 });
    await page.getByRole('button', { name: 'Choose products' }).click();
    await page.getByText('Invalid response format: missing data').first().waitFor();
    await fault(demo.server, { path: '/store/v1/products', code: 1, reasonCode: 1100001, message: 'broken', times: 1 });
    await page.getByRole('dialog').getByPlaceholder('Search products').fill('a');
    await page.getByText('Fetch data error').first().waitFor();
    await clearFaults(demo.server);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the picker loaded when first opened', () => {
  it('says so when its code cannot load, and opens on the next try', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const pickerChunks: string[] = [];
    page.on('request', (r) => r.url().includes('/dist/ResourcePickerModal-') && pickerChunks.push(r.url()));
    await page.goto(`${demo.server.url}/collect/review_request_product`);
    expect(await heading(page)).toBe('Products to request reviews for');
    expect(pickerChunks).toEqual([]);

    await page.route('**/dist/ResourcePickerModal-*.js', (route) => route.abort());
    await page.getByText('Only the products below').click();
    await page.getByRole('button', { name: 'Choose products' }).click();
    await page.getByText('Network error. Please try again later.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.unroute('**/dist/ResourcePickerModal-*.js');
    await page.getByRole('button', { name: 'Choose products' }).click();
    await page.getByRole('dialog').getByPlaceholder('Search products').waitFor();
    expect(pickerChunks.length).toBeGreaterThanOrEqual(2);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });
});
