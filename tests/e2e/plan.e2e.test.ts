import { describe, expect, it } from 'vitest';
import { heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('plans', () => {
  it('upgrades through the billing confirmation, persists, and downgrades', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/plan?source=navigation`);
    expect(await heading(page)).toBe('Plan');
    const growth = page.locator('.Polaris-ShadowBevel').filter({ has: page.getByRole('heading', { name: 'Growth' }) }).first();
    await growth.getByRole('button', { name: 'Choose this plan' }).click();
    await page.waitForURL(/\/billing\/confirm/);
    await page.getByRole('button', { name: /Approve/ }).click();
    await page.waitForURL(/\/plan\?/);
    await page.getByText('You are now on the Growth plan.').waitFor();
    await page.getByTestId('top-bar').filter({ hasText: 'Growth plan' }).waitFor();
    await page.reload();
    await page.getByTestId('top-bar').filter({ hasText: 'Growth plan' }).waitFor();

    await page.getByRole('button', { name: 'Downgrade to Free' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Downgrade' }).click();
    await page.getByTestId('top-bar').filter({ hasText: 'Free plan' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buys a request tier of the tiered plan: the card shows its requests and price, the change carries tier_level, and the current tier is marked', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/plan?source=navigation`);
    const growth = page.locator('.Polaris-ShadowBevel').filter({ has: page.getByRole('heading', { name: 'Growth' }) }).first();
    const tier = growth.getByLabel('Review requests a month');
    const first = await growth.innerText();
    await tier.selectOption({ label: (await tier.locator('option').nth(2).innerText()).trim() });
    await growth.getByText(/2,000 review requests a month/).waitFor();
    expect(await growth.innerText()).not.toBe(first);
    const sent = page.waitForRequest((r) => r.url().includes('/add_pricing_plan'));
    await growth.getByRole('button', { name: 'Choose this plan' }).click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ tier_level: 3 });
    await page.waitForURL(/\/billing\/confirm/);
    await page.getByRole('button', { name: /Approve/ }).click();
    await page.getByText('You are now on the Growth plan.').waitFor();
    await page.reload();
    const again = page.locator('.Polaris-ShadowBevel').filter({ has: page.getByRole('heading', { name: 'Growth' }) }).first();
    expect(await again.getByLabel('Review requests a month').inputValue()).toBe('3');
    await again.getByRole('button', { name: 'Current plan' }).waitFor();
    await again.getByLabel('Review requests a month').selectOption('1');
    await again.getByRole('button', { name: 'Change to this tier' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates the spending limit and keeps what was typed', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/plan?source=navigation`);
    const field = page.getByLabel('Most you allow in usage charges a month');
    await field.fill('12.345');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Use at most two decimals.').waitFor();
    expect(await field.inputValue()).toBe('12.345');
    await field.fill('150');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Spending limit saved').first().waitFor();
    await page.reload();
    expect(await page.getByLabel('Most you allow in usage charges a month').inputValue()).toBe('150');
    await context.close();
  });
});
