import { describe, expect, it } from 'vitest';
import { loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('a lazy screen that fails to load', () => {
  it('loads the page again for the same path (a new build replaced the chunk) and the merchant lands on it', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    let aborted = 0;
    await page.route(/\/dist\/Plan\.screen-[^/]+\.js$/, async (route) => {
      if (aborted === 0) {
        aborted += 1;
        await route.abort('failed');
      } else await route.continue();
    });
    await page.getByTestId('top-bar').getByRole('button', { name: 'Menu' }).click();
    await page.getByTestId('main-nav').getByRole('menuitem', { name: 'Plan', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Plan' }).waitFor();
    expect(aborted).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/plan');
    await context.close();
  });
});
