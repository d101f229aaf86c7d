import { describe, expect, it } from 'vitest';
import { heading, openPage, useDemo } from './support';

const demo = useDemo();

describe('the first-run guide', () => {
  it('takes a fresh shop from install through the six steps to the dashboard, and not again', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    const login = async () => {
      await page.goto(`${demo.server.url}/login`);
      await page.getByLabel('Shop domain').fill('fresh-guide-shop');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('button', { name: /Install/ }).click();
    };
    await login();
    await page.waitForURL(`${demo.server.url}/guide`);
    expect(await heading(page)).toBe('Setup guide');
    expect(await page.getByTestId('top-bar').count()).toBe(0);
    await page.getByText('Step 1 of 6').waitFor();
    for (let step = 1; step < 6; step += 1) {
      if (step >= 4) {
        await page.getByRole('button', { name: 'Turn it on' }).click();
        await page.getByText('Done', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Next' }).click();
      } else {
        await page.getByRole('button', { name: 'Skip for now' }).click();
      }
      await page.getByText(`Step ${step + 1} of 6`).waitFor();
    }
    await page.getByRole('button', { name: 'Turn it on' }).click();
    await page.getByText('Done', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`${demo.server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('3 of 6 tasks completed').waitFor();

    await page.evaluate(() => localStorage.clear());
    await login();
    await page.waitForURL(`${demo.server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
