import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MarketplaceItem } from '../../src/contract/marketplace';
import { DEMO_SHOP_DOMAIN } from '../../demo/server/seed/demo-shop';
import { axeViolations, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();
const ITEM = 'https://www.aliexpress.com/item/1005003579246801.html';

/** Calls the admin API from the page with the merchant's stored session. */
function adminCall<T>(page: Page, call: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([c, b, shop]) => {
      const stored = JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop!.toUpperCase()}`) ?? '{}') as { v?: string };
      const res = await fetch(`/api/v1/admin/${c}`, {
        method: b === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${stored.v}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return ((await res.json()) as { data: T }).data;
    },
    [call, body, DEMO_SHOP_DOMAIN] as [string, unknown, string],
  );
}

describe('the country filter of the marketplace import', () => {
  it('reads the country file once after the page is up; two chosen countries leave only their reviews in the preview and the import', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    const countryReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/countries.json')) countryReads.push(request.url());
    });
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/import/bookmark_import`);
    await page.getByLabel('Product page link').waitFor();
    expect(countryReads).toEqual([]);

    const item = await adminCall<MarketplaceItem>(page, 'fetch_marketplace_reviews', { url: ITEM });
    const byCountry = new Map<string, number>();
    for (const r of item.reviews) if (r.country) byCountry.set(r.country, (byCountry.get(r.country) ?? 0) + 1);
    const [a, b] = [...byCountry.keys()];
    expect(b).toBeDefined();
    const expected = item.reviews.filter((r) => r.country === a || r.country === b).length;
    expect(expected).toBeLessThan(item.reviews.length);
    const names = await page.evaluate((codes) => codes.map((code) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code), [a!, b!]);

    await page.getByLabel('Product page link').fill(ITEM);
    await page.getByRole('button', { name: 'Load reviews' }).click();
    await page.getByTestId('marketplace-reviews').waitFor();
    expect(await page.getByTestId('marketplace-review').count()).toBe(item.reviews.length);

    const field = page.getByRole('combobox', { name: 'Reviews from these countries' });
    await field.waitFor();
    expect(countryReads).toHaveLength(1);
    expect(countryReads[0]).toMatch(/\/dist\/data\/countries\.json\?v=\d+$/);
    for (const name of names) {
      await field.fill(name!.slice(0, 5));
      await page.getByRole('option', { name: name!, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    for (const name of names) await page.getByTestId('country-tags').getByText(name!, { exact: true }).waitFor();
    const rows = page.getByTestId('marketplace-review');
    await expect.poll(() => rows.count()).toBe(expected);
    for (const text of await rows.allInnerTexts()) expect(names.some((name) => text.includes(name!))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Choose product' }).click();
    const modal = page.getByRole('dialog');
    const row = modal.getByTestId('picker-row').nth(2);
    await row.waitFor();
    await row.getByRole('checkbox').first().check();
    await modal.getByRole('button', { name: 'Select' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: new RegExp(`^Import ${expected} reviews?$`) }).click();
    await page.getByTestId('import-result').getByText(`${expected} review${expected === 1 ? '' : 's'} imported.`).waitFor();
    const imports = await adminCall<{ items: { id: string }[] }>(page, 'list_imports');
    const detail = await adminCall<{ imported: number }>(page, `get_import?id=${imports.items[0]!.id}`);
    expect(detail.imported).toBe(expected);

    // Back and again within the page life: the country file is not read again.
    await page.getByLabel('Product page link').fill(ITEM.replace('1005003579246801', '1005003579246802'));
    await page.getByRole('button', { name: 'Load reviews' }).click();
    await page.getByRole('combobox', { name: 'Reviews from these countries' }).waitFor();
    expect(countryReads).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
