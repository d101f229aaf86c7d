import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, loginAsDemoShop, openPage, useDemo } from './support';
import display from '../../src/locales/en/display.json';
import { loginAsNewShop } from './plan-support';

const demo = useDemo();
const card = (page: Page, name: string) =>
  page.locator('.Polaris-ShadowBevel').filter({ has: page.getByRole('heading', { name, exact: true }) }).first();

describe('plan cards', () => {
  it('a shop installed today sees the first-upgrade offer on the plans it lowers, with until when, and the card notes', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsNewShop(page, demo.server, 'newcomer-plans.myshopify.com');
    const offer = page.waitForResponse((r) => r.url().includes('/get_upgrade_discount'));
    await page.goto(`${demo.server.url}/plan?source=navigation`);
    expect((await (await offer).json()).data).toMatchObject({ discount_value: 0.3, plan_ids: [3, 5] });
    await page.getByText('30% off your first upgrade').waitFor();
    await page.getByText(/Upgrade to Starter or Growth by .+ and pay 30% less for the first 3 months\./).waitFor();

    const starter = card(page, 'Starter');
    await starter.getByText('$6.29').waitFor();
    const text = await starter.innerText();
    expect(text).toContain('Save 48% · Save $5.70 a month');
    expect(text).toContain('for the first 3 months, then $11.99');
    expect(text).toMatch(/First-upgrade offer, until /);
    expect(text).toContain('Requests beyond the quota: $0.05 each');
    expect(text).toContain('Everything in Import, plus');
    expect(text).toContain('All reviews shown on your store');
    expect(await card(page, 'Import').innerText()).not.toContain('First-upgrade offer');

    const free = await card(page, 'Free').innerText();
    expect(free).toContain('50 reviews shown on your store');
    expect(free).toContain('Import reviews from other apps');
    expect(free).not.toMatch(/Import reviews from other apps\s*\(not included\)/);

    const enterprise = card(page, 'Enterprise');
    expect(await enterprise.innerText()).toContain('Custom price');
    await enterprise.getByRole('link', { name: 'Contact us for a custom quote' }).or(enterprise.getByRole('button', { name: 'Contact us for a custom quote' })).waitFor();

    await page.getByRole('button', { name: 'Yearly (save 20%)' }).click();
    await card(page, 'Starter').getByText('$28.78 less than a year of monthly payments').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo shop (installed 200 days ago) has no first-upgrade offer; its discount lines follow the price set', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/plan?source=navigation`);
    const growth = card(page, 'Growth');
    await growth.getByText('for the first 3 months, then $29.99').waitFor();
    expect(await growth.innerText()).toContain('Save 50% · Save $15.00 a month');
    expect(await page.getByText('off your first upgrade').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on Free, a save the server refuses for the plan (words in French) shows the upgrade card and keeps the edit', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/display/widget`);
    await page.getByRole('combobox', { name: display.words.language, exact: true }).selectOption('fr');
    await page.getByRole('button', { name: display.words.groups.reviews, exact: true }).click();
    const field = page.getByLabel(display.words.labels.reviews.load_more, { exact: true });
    await field.fill('Voir plus');
    const refused = page.waitForResponse((r) => r.url().includes('/set_shop_selfdefine_lang'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await refused).status()).toBe(403);
    const gate = page.locator('[data-plan-gate="multi_language"]');
    await gate.getByText('Available on Starter and above').waitFor();
    expect(await gate.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plan?source=multi_language');
    expect(await field.inputValue()).toBe('Voir plus');
    expect(page.url()).toBe(`${demo.server.url}/display/widget`);
    await context.close();
  });
});
