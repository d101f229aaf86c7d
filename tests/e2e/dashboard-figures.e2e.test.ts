import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSecretFromEnv, issueSessionToken } from '../../demo/server/http/tokens';
import { freshShop, importReviews, openAs as openAsOn } from './shop-support';
import { openPage, useDemo } from './support';

const demo = useDemo();
const openAs = (page: Page, shop: { domain: string; token: string }, path: string) => openAsOn(page, demo.server, shop, path);

const number = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** The dashboard's review figures: the counter's numbers, reviews left, all-time reviews received, the overage banner's count. */
async function dashboardFigures(page: Page) {
  await page.goto(`${demo.server.url}/?range=0`);
  const counter = await page.getByTestId('reviews-counter').innerText();
  const left = number(await page.getByTestId('reviews-left').innerText());
  await page.getByTestId('stat-reviews_collected').waitFor();
  const received = number(await page.getByTestId('stat-reviews_collected').innerText());
  const overage = page.getByText(/^You have [\d,]+ reviews: only/);
  const overageCount = (await overage.count()) > 0 ? number((await overage.innerText()).split(':')[0] ?? '') : null;
  return { counter, left, received, overageCount };
}

/** Manage Reviews' total for a view ("… of N"), or 0 when the list is empty. */
async function listTotal(page: Page, view: 'all' | 'published'): Promise<number> {
  await page.goto(`${demo.server.url}/reviewList?view=${view}`);
  await page.getByRole('heading', { level: 1, name: 'Manage Reviews' }).waitFor();
  const of = page.getByText(/^[\d,]+–[\d,]+ of [\d,]+$/);
  const empty = page.getByText('No reviews yet', { exact: true });
  await Promise.race([of.first().waitFor(), empty.first().waitFor()]);
  return (await of.count()) > 0 ? number((await of.first().innerText()).split(' of ')[1] ?? '') : 0;
}

describe('the dashboard review figures', () => {
  it('a fresh shop is told it has no published review; its figures then follow the reviews it imports', async () => {
    const shop = await freshShop(demo.server, 'figures-e2e');
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await openAs(page, shop, '/');
    const empty = await dashboardFigures(page);
    expect(empty).toEqual({ counter: 'You have no published reviews yet. The Free plan shows up to 50 on your store.', left: 50, received: 0, overageCount: null });
    expect(await listTotal(page, 'all')).toBe(0);

    await importReviews(demo.server, shop.token, 3, 'published');
    await importReviews(demo.server, shop.token, 1, 'hidden', 10);
    const some = await dashboardFigures(page);
    expect(some).toEqual({ counter: 'Reviews showing on your store: 3 of 3 published. The Free plan shows up to 50.', left: 47, received: 4, overageCount: null });
    expect(await listTotal(page, 'published')).toBe(3);
    expect(await listTotal(page, 'all')).toBe(4);

    await importReviews(demo.server, shop.token, 50, 'published', 100);
    const over = await dashboardFigures(page);
    expect(over).toEqual({ counter: 'Reviews showing on your store: 50 of 53 published. The Free plan shows up to 50.', left: 0, received: 54, overageCount: 53 });
    expect(await listTotal(page, 'published')).toBe(53);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo shop: the counter, the overage banner and Manage Reviews count the same reviews', async () => {
    const shop = { domain: 'demo-reviews.myshopify.com', token: await issueSessionToken({ id: 1001, domain: 'demo-reviews.myshopify.com' }, { secret: apiSecretFromEnv() }) };
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await openAs(page, shop, '/');
    const figures = await dashboardFigures(page);
    const published = await listTotal(page, 'published');
    const all = await listTotal(page, 'all');
    expect(published).toBeGreaterThan(50);
    expect(figures.counter).toBe(`Reviews showing on your store: 50 of ${published.toLocaleString('en-US')} published. The Free plan shows up to 50.`);
    expect(figures.overageCount).toBe(published);
    expect(figures.left).toBe(0);
    expect(figures.received).toBe(all);
    expect(errors).toEqual([]);
    await context.close();
  });
});
