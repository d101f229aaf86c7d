import { describe, expect, it } from 'vitest';
import type { AutoLeaveSettings } from '../../src/contract/review-rules';
import { adminApi, axeViolations, clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('/collect/auto_leave_reviews and its thank-you and checkout pages', () => {
  it('edits the thank-you form with a live preview, keeps edits on a failed save, and a save on one page keeps the other placement', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/auto_leave_reviews/thankyou`);
    expect(await heading(page)).toBe('Thank-you page');
    const preview = page.getByTestId('placement-preview');
    expect(await preview.getByTestId('preview-heading').innerText()).toBe('How do you like your order?');

    await page.getByLabel('Show the review form on the thank-you page').check();
    await page.getByLabel('Heading').fill('Rate your new things');
    expect(await preview.getByTestId('preview-heading').innerText()).toBe('Rate your new things');
    await page.getByLabel('Star colour').fill('red');
    await page.getByText('Enter a colour as # and six hex digits, e.g. #ffb400.').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Star colour').fill('#e03131');
    expect(await preview.getByTestId('preview-stars').getAttribute('data-color')).toBe('#e03131');
    await page.getByRole('button', { name: 'Phone' }).click();
    expect(Math.round((await preview.boundingBox())?.width ?? 0)).toBe(360);
    await page.getByLabel('Texts for customers reading').selectOption('de');
    await preview.getByText('Wie gefällt Ihnen Ihre Bestellung?').waitFor({ timeout: 5000 });
    await page.getByLabel('Button').fill('Jetzt bewerten');
    expect(await axeViolations(page)).toEqual([]);

    await fault(demo.server, { path: '/api/v1/admin/save_auto_leave_review_setting', status: 500, code: 50001, message: 'Form store unavailable', times: 1 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/Form store unavailable/).waitFor();
    expect(await page.getByLabel('Button').inputValue()).toBe('Jetzt bewerten');
    await clearFaults(demo.server);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Review form settings saved').first().waitFor();
    const saved = await adminApi<AutoLeaveSettings>(page, 'get_auto_leave_review_setting');
    expect(saved.thankyou).toMatchObject({ enabled: true, starColor: '#e03131' });
    expect(saved.thankyou.texts).toEqual({
      en: { heading: 'Rate your new things', description: '', button: '' },
      de: { heading: '', description: '', button: 'Jetzt bewerten' },
    });
    expect(saved.checkout.enabled).toBe(false);

    await page.reload();
    expect(await heading(page)).toBe('Thank-you page');
    expect(await page.getByLabel('Heading').inputValue()).toBe('Rate your new things');
    expect(await page.getByLabel('Show the review form on the thank-you page').isChecked()).toBe(true);

    await page.goto(`${demo.server.url}/collect/auto_leave_reviews/checkout`);
    expect(await heading(page)).toBe('Checkout page');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Show the review form after checkout').check();
    await page.getByText('Chosen products', { exact: true }).click();
    await page.getByText('Choose at least one, or pick All products.').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Choose products' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByTestId('picker-row').first().waitFor();
    await modal.getByTestId('picker-row').first().getByRole('checkbox').first().check();
    await modal.getByRole('button', { name: 'Select' }).click();
    await page.getByText('1 product chosen').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Review form settings saved').first().waitFor();
    const both = await adminApi<AutoLeaveSettings>(page, 'get_auto_leave_review_setting');
    expect(both.checkout.enabled).toBe(true);
    expect(both.checkout.scope.type).toBe('products');
    expect(both.checkout.scope.ids).toHaveLength(1);
    expect(both.thankyou).toEqual(saved.thankyou);

    await page.goto(`${demo.server.url}/collect/auto_leave_reviews`);
    expect(await heading(page)).toBe('Automatic review requests');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByLabel('Show the review form on the thank-you page').isChecked()).toBe(true);
    expect(await page.getByLabel('Show the review form after checkout').isChecked()).toBe(true);
    await page.getByLabel('Show the review form after checkout').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Review form settings saved').first().waitFor();
    const last = await adminApi<AutoLeaveSettings>(page, 'get_auto_leave_review_setting');
    expect(last.checkout.enabled).toBe(false);
    expect(last.thankyou).toEqual(saved.thankyou);
    await page.getByRole('link', { name: 'Edit the thank-you page form' }).click();
    expect(await heading(page)).toBe('Thank-you page');
    expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    await context.close();
  }, 120_000);
});
