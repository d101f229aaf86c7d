import { describe, expect, it } from 'vitest';
import { loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;

describe('dates the language way', () => {
  it('writes the date-filter pill and the chart summary in the interface language, Thai with Buddhist years throughout', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    const summary = page.locator('.ra-visually-hidden').filter({ hasText: /Chart of reviews collected/ });
    await summary.waitFor({ state: 'attached' });
    expect(await summary.innerText()).not.toMatch(ISO_DAY);

    await page.goto(`${demo.server.url}/reviewList?from=2026-01-05&to=2026-02-10`);
    await page.getByRole('heading', { level: 1, name: 'Manage Reviews' }).waitFor();
    await page.keyboard.press('/');
    await page.getByText('Date: Jan 5, 2026 – Feb 10, 2026').waitFor();

    await page.goto(`${demo.server.url}/`);
    await page.getByTestId('top-bar').getByRole('button', { name: 'Language' }).click();
    await page.getByTestId('language-list').getByRole('menuitemradio', { name: 'ไทย' }).click();
    await page.locator('html[lang="th"]').waitFor({ state: 'attached' });
    await page.goto(`${demo.server.url}/reviewList?from=2026-01-05&to=2026-02-10`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    await page.keyboard.press('/');
    const pill = page.getByText(/2569/).first();
    await pill.waitFor();
    const text = await pill.innerText();
    expect(text).not.toMatch(ISO_DAY);
    expect(text).not.toContain('2026');
    expect(errors).toEqual([]);
    await context.close();
  });
});
