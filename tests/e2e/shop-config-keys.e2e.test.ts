import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, freshShop, importReviews, openAs } from './shop-support';
import { openPage, useDemo } from './support';

const demo = useDemo();

type Shop = { domain: string; token: string };
const save = (shop: Shop, key: string, value: string | number) =>
  call(demo.server, shop.token, 'save_shop_config', { key, value, type: typeof value === 'number' ? 'integer' : 'string' });

/** The labels of the top bar's menu. */
async function menuLabels(page: Page): Promise<string[]> {
  await page.getByTestId('top-bar').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem').first().waitFor();
  const items = await page.getByRole('menuitem').allInnerTexts();
  await page.getByRole('button', { name: 'Menu' }).first().click({ force: true });
  await page.getByRole('menuitem').first().waitFor({ state: 'detached' });
  return items.map((s) => s.trim());
}

describe('the shop config keys', () => {
  it('is_show_ad, page_state and is_show_instagram change the dashboard and the navigation', async () => {
    const shop = await freshShop(demo.server, 'keys-dashboard');
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    const ads = await call<{ list: { title: string }[] }>(demo.server, shop.token, 'get_ads');
    expect(ads.list.length).toBeGreaterThan(0);
    const anyAd = () => Promise.all(ads.list.map((ad) => page.getByText(ad.title, { exact: true }).count())).then((n) => n.some((c) => c > 0));
    await openAs(page, demo.server, shop, '/');
    // A new shop is offered the sale once: answer it first.
    await page.getByRole('button', { name: 'Maybe later' }).click();
    await page.waitForFunction((titles) => titles.some((title) => document.body.innerText.includes(title)), ads.list.map((ad) => ad.title));
    expect(await anyAd()).toBe(true);
    expect(await menuLabels(page)).not.toContain('Instagram');

    await page.getByRole('button', { name: 'Hide the setup guide' }).click();
    await page.getByRole('button', { name: 'Show the setup guide' }).waitFor();
    await page.waitForTimeout(300);
    await save(shop, 'is_show_ad', '0');
    await save(shop, 'is_show_instagram', 1);
    await page.reload();
    await page.getByRole('heading', { name: 'Analytics' }).waitFor();
    await page.getByRole('button', { name: 'Show the setup guide' }).waitFor();
    expect(await page.getByText('Ask customers for reviews').count()).toBe(0);
    await page.waitForTimeout(1500);
    expect(await anyAd()).toBe(false);
    const labels = await menuLabels(page);
    expect(labels.slice(labels.indexOf('Integrations'), labels.indexOf('Integrations') + 2)).toEqual(['Integrations', 'Instagram']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('show_batch_del_btn gates the bulk Delete; import_tip_move_to_bottom moves the import tip', async () => {
    const shop = await freshShop(demo.server, 'keys-lists');
    await importReviews(demo.server, shop.token, 3, 'published');
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    const bulkDelete = async () => {
      await page.getByRole('checkbox', { name: /Select all/ }).first().check();
      await page.getByRole('button', { name: 'Publish', exact: true }).or(page.getByRole('button', { name: 'Hide', exact: true })).first().waitFor();
      return page.getByRole('button', { name: 'Delete', exact: true }).count();
    };
    await openAs(page, demo.server, shop, '/reviewList');
    expect(await bulkDelete()).toBe(1);
    await save(shop, 'show_batch_del_btn', 0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Manage Reviews' }).waitFor();
    expect(await bulkDelete()).toBe(0);

    const tipBelowSources = async () => {
      await page.goto(`${demo.server.url}/import`);
      const tip = page.getByTestId('import-tip');
      await tip.waitFor();
      const source = page.getByRole('heading', { name: 'Import from a CSV file' });
      return (await tip.boundingBox())!.y > (await source.boundingBox())!.y;
    };
    expect(await tipBelowSources()).toBe(false);
    await save(shop, 'import_tip_move_to_bottom', 1);
    await page.reload();
    expect(await tipBelowSources()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
