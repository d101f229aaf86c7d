import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { axeViolations, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

describe('request import screens: no serious or critical axe violation, keyboard reachable', () => {
  it('manual requests (typed and CSV with problems), the customer list, and the link with its QR code', async () => {
    const db = demo.server.db;
    db.prepare('UPDATE shops SET customers_authorized = 1 WHERE id = ?').run(DEMO_SHOP_ID);
    db.prepare('INSERT INTO customers (shop_id, store_id, first_name, last_name, email, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(DEMO_SHOP_ID, 'a11y-1', 'Ada', 'Axe', 'ada.axe@example.com', null, Date.now());
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);

    await page.goto(`${demo.server.url}/collect/manual_import`);
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByText('The email address is not valid.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard: from the name field, Tab reaches the product button.
    await page.getByLabel('Customer name').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose product');

    await page.getByRole('tab', { name: 'CSV file' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'r.csv', mimeType: 'text/csv', buffer: Buffer.from('email,name\nx@example.com,\n') });
    await page.getByText('The name is missing.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // An unsent list is not left without asking.
    await page.getByRole('link', { name: 'Collect reviews' }).first().click();
    await page.getByText('Are you sure you want to leave?').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    await page.getByRole('tab', { name: 'Type in' }).click();
    expect(await page.getByLabel('Email address').inputValue()).toBe('not-an-address');
    await page.getByRole('link', { name: 'Collect reviews' }).first().click();
    await page.getByRole('button', { name: 'Leave page' }).click();
    await page.waitForURL(`${demo.server.url}/collect`);

    await page.goto(`${demo.server.url}/collect/auth_import`);
    await page.getByText('Ada Axe').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${demo.server.url}/collect/review_request_link`);
    await page.getByTestId('qr-code').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The back link preloads the /collect index (another screen): its own calls, and their aborts, are not this test's.
    expect(errors.filter((e) => !/get_review_request_setting|get_request_funnel|ApiError: canceled/.test(e))).toEqual([]);
    await context.close();
  });
});
