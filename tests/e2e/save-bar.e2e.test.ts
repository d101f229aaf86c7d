import { describe, expect, it } from 'vitest';
import { clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('the save bar on a settings page', () => {
  it('shows on an edit, discards, keeps edits on a failed save, saves, and asks before leaving', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/settings/language`);
    expect(await heading(page)).toBe('Language');
    const field = page.getByLabel('Write a review button', { exact: true });

    await field.fill('Tell us more');
    await page.getByText('Unsaved Changes').waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.getByText('Unsaved Changes').waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('');

    await field.fill('Tell us more');
    await fault(demo.server, { path: '/api/v1/admin/set_shop_selfdefine_lang', code: 50001, message: 'Words store unavailable', times: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your changes were not saved').waitFor();
    await page.getByText(/Words store unavailable/).waitFor();
    expect(await field.inputValue()).toBe('Tell us more');
    await page.getByText('Unsaved Changes').waitFor();

    // The save bar covers the top bar while changes are unsaved; leaving by the page's back link asks first.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByText('Are you sure you want to leave?').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(`${demo.server.url}/settings/language`);
    expect(await field.inputValue()).toBe('Tell us more');

    await clearFaults(demo.server);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Language settings saved').first().waitFor();
    await page.getByText('Unsaved Changes').waitFor({ state: 'detached' });
    await page.reload();
    expect(await page.getByLabel('Write a review button', { exact: true }).inputValue()).toBe('Tell us more');

    await page.getByLabel('Write a review button', { exact: true }).fill('Changed again');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Leave page' }).click();
    await page.waitForURL(`${demo.server.url}/settings`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
