import { describe, expect, it } from 'vitest';
import { axeViolations, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('the /settings hub', () => {
  it('is reached from the menu, shows the account, and links to pages that all render (none "Coming soon")', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(`${demo.server.url}/settings`);
    expect(await heading(page)).toBe('Settings');
    const account = page.getByTestId('settings-account');
    for (const text of ['Maple & Moss Goods', 'maplemoss.example', 'demo-reviews.myshopify.com', 'avery@maplemoss.example', 'Avery Chen', 'Free', 'English']) {
      await account.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await account.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plan?source=navigation');
    expect(await page.getByText('Coming soon').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const links = page.getByTestId('settings-sections').getByRole('link');
    const sections = await links.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.textContent?.trim() ?? '' })));
    expect(sections.map((s) => s.href)).toEqual([
      '/settings/language', '/display', '/collect/auto_leave_reviews', '/collect/managing_reviews', '/collect/attributes', '/collect/discount',
      '/settings/reply_review', '/settings/review_discount/discount_for_review', '/settings/review_discount/discount_for_photo_review',
      '/settings/review_discount/discount_reminder', '/settings/review_discount/discount_reminder_for_photo_review',
    ]);
    for (const section of sections) {
      await page.getByTestId('settings-sections').getByRole('link', { name: section.title, exact: true }).click();
      await page.waitForURL(`${demo.server.url}${section.href}`);
      const title = await heading(page);
      expect(title.length, section.href).toBeGreaterThan(0);
      await page.waitForTimeout(150);
      expect(await page.getByText('Coming soon').count(), section.href).toBe(0);
      await page.goBack();
      await page.getByTestId('settings-sections').waitFor();
    }
    // A link's preload (on hover) that its own click replaces is canceled on purpose; nothing else may fail.
    expect(errors.filter((e) => !e.startsWith('ApiError: canceled'))).toEqual([]);
    await context.close();
  });

  it('fits a narrow window (768 px and less) without sideways scrolling', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 375, height: 800 } });
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/settings`);
    await page.getByTestId('settings-account').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
