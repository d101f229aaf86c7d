import { describe, expect, it } from 'vitest';
import { loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('the setup guide on the dashboard', () => {
  it('opens the first incomplete step, completes a step from its button, collapses, and stays dismissed', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    // The demo shop's embed is off: the banner says so and the embed step is not done, whatever flag is stored.
    await page.getByText('Turn on the app embed to show reviews').waitFor();
    await page.getByText('1 of 6 tasks completed').waitFor();
    expect(await page.getByRole('progressbar', { name: '1 of 6 tasks completed' }).getAttribute('value')).toBe('20');
    const embed = page.getByRole('button', { name: 'Turn on the app embed' });
    expect(await embed.getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('button', { name: 'Bring in your existing reviews' }).click();
    await page.getByRole('button', { name: 'Import reviews' }).click();
    await page.waitForURL(`${demo.server.url}/import`);
    await page.goBack();
    await page.getByText('2 of 6 tasks completed').waitFor();
    expect(await page.getByRole('button', { name: 'Turn on the app embed' }).getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('button', { name: 'Hide the setup guide' }).click();
    expect(await page.getByText('Ask customers for reviews').count()).toBe(0);
    await page.getByRole('button', { name: 'Show the setup guide' }).click();
    await page.getByText('Ask customers for reviews').waitFor();

    await page.getByRole('button', { name: 'Dismiss the setup guide' }).click();
    await page.getByRole('heading', { name: 'Setup guide' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('heading', { name: 'Setup guide' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
