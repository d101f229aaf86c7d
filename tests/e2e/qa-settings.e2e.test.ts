import { describe, expect, it } from 'vitest';
import type { QaSettings } from '../../src/contract/qa-settings';
import { adminApi, axeViolations, clearFaults, fault, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();
const AUTO_PUBLISH = 'Publish new questions automatically';
const ASKER_NAME = "Show the customer's name with the question";

describe('Q&A settings from the Questions tab', () => {
  it('are read once per page life, keep the edits on a failed save, save with Try again and show after a reload', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    let reads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/get_qa_settings')) reads += 1;
    });
    await page.goto(`${demo.server.url}/reviewList?tab=questions`);
    const open = page.getByRole('button', { name: 'Q&A settings' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Q&A settings' });
    await dialog.getByLabel(AUTO_PUBLISH).waitFor();
    expect(await dialog.getByLabel(AUTO_PUBLISH).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await dialog.getByLabel(AUTO_PUBLISH).check();
    await dialog.getByLabel(ASKER_NAME).uncheck();
    await fault(demo.server, { path: '/api/v1/admin/set_qa_settings', status: 500, code: 50001, message: 'Settings store unavailable', times: 1 });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The Q&A settings were not saved').waitFor();
    await dialog.getByText(/Settings store unavailable/).waitFor();
    expect(await dialog.getByLabel(AUTO_PUBLISH).isChecked()).toBe(true);
    expect(await dialog.getByLabel(ASKER_NAME).isChecked()).toBe(false);
    expect((await adminApi<QaSettings>(page, 'get_qa_settings')).auto_publish).toBe(false);

    await clearFaults(demo.server);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Q&A settings saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await adminApi<QaSettings>(page, 'get_qa_settings')).toMatchObject({ auto_publish: true, show_asker_name: false, version: 1 });

    // Another tab and back: the settings come from the page's cache, with the saved values.
    expect(reads).toBe(3); // the tab's one read, and this test's two checks above
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await page.getByRole('tab', { name: /^Questions/ }).click();
    await open.click();
    expect(await dialog.getByLabel(AUTO_PUBLISH).isChecked()).toBe(true);
    expect(reads).toBe(3);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    await open.click();
    await dialog.getByLabel(AUTO_PUBLISH).waitFor();
    expect(await dialog.getByLabel(AUTO_PUBLISH).isChecked()).toBe(true);
    expect(await dialog.getByLabel(ASKER_NAME).isChecked()).toBe(false);
    expect(reads).toBe(4);
    expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    await context.close();
  }, 90_000);

  it('a stale save shows the values saved elsewhere, and Keep mine saves the edits over them', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/reviewList?tab=questions`);
    await page.getByRole('button', { name: 'Q&A settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Q&A settings' });
    await dialog.getByLabel(AUTO_PUBLISH).waitFor();
    const current = await adminApi<QaSettings>(page, 'get_qa_settings');
    // Saved elsewhere meanwhile: the merchant's email notices turned off.
    await page.evaluate(async (body) => {
      const token = JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('REVIEWS_ADMIN_TOKEN_')) ?? '') ?? '{}').v as string;
      await fetch('/api/v1/admin/set_qa_settings', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    }, { ...current, notify_merchant: false });

    await dialog.getByLabel('Require an email address to ask a question').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('These settings were changed in another tab').waitFor();
    await dialog.getByText('Email me when a customer asks a question: saved as Off').waitFor();
    expect(await dialog.getByLabel('Require an email address to ask a question').isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await page.getByText('Q&A settings saved').first().waitFor();
    expect(await adminApi<QaSettings>(page, 'get_qa_settings')).toMatchObject({ require_email: false, notify_merchant: true, version: current.version! + 2 });
    await context.close();
  }, 90_000);
});
