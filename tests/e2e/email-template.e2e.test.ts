import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_SHOP_PROFILE } from '../../demo/server/seed/demo-shop';
import { REPO_ROOT } from '../../demo/server/server';
import { sampleVariables, type EmailTemplateAnswer } from '../../src/contract/email-templates';
import { renderEmail } from '../../src/lib/email/render-email';
import deDefaultsFile from '../../src/locales/de/email-defaults.json';
import enDefaults from '../../src/locales/en/email-defaults.json';
import { adminApi, axeViolations, clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

const PAGE = '/collect/review-request/first';
const SAVE_PATH = '/api/v1/admin/save_email_template_setting';
const TEST_PATH = '/api/v1/admin/send_test_email';

/** The HTML the preview frame shows. */
const previewHtml = (page: Page) => page.getByTestId('email-preview-frame').getAttribute('srcdoc').then((v) => v ?? '');

/** Waits until the preview frame's HTML contains `text`. */
async function previewShows(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t) => (document.querySelector('[data-testid="email-preview-frame"]')?.getAttribute('srcdoc') ?? '').includes(t),
    text,
    { timeout: 10_000 },
  );
}

describe('the email template editor', () => {
  it('previews as the merchant types, shows Liquid errors at their line, keeps edits on a failed save, and saves', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}${PAGE}`);
    expect(await heading(page)).toBe('Review request email');
    await previewShows(page, 'Hi Alex, how did we do?');
    // The preview runs in a frame without scripts and without the page's origin.
    expect(await page.getByTestId('email-preview-frame').getAttribute('sandbox')).toBe('');

    const body = page.getByLabel('Body', { exact: true });
    await body.fill('Hello {{ customer.first_name }}, thanks for shopping at {{ shop.name }}.');
    await previewShows(page, 'Hello Alex, thanks for shopping at Maple &amp; Moss Goods.');
    await page.getByText('Unsaved Changes').waitFor();

    await body.fill('Hello\n{{ customer.nope }}');
    await page.getByText(/Line 2, column \d+: undefined variable: customer\.nope/).waitFor();
    await page.getByText('The template has errors, so the preview shows the last version without errors.').waitFor();
    expect(await previewHtml(page)).toContain('Hello Alex, thanks for shopping at');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send test email' }).isDisabled()).toBe(true);

    await body.fill('Dear {{ customer.first_name }},\n\nyour {{ product.title }} awaits your words.');
    await previewShows(page, 'your Linen Shirt awaits your words.');
    await fault(demo.server, { path: SAVE_PATH, code: 50001, message: 'Template store unavailable', times: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Template store unavailable/).waitFor();
    expect(await body.inputValue()).toBe('Dear {{ customer.first_name }},\n\nyour {{ product.title }} awaits your words.');
    await page.getByText('Unsaved Changes').waitFor();

    await clearFaults(demo.server);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Email template saved').first().waitFor();
    await page.getByText('Unsaved Changes').waitFor({ state: 'detached' });
    await page.reload();
    expect(await page.getByLabel('Body', { exact: true }).inputValue()).toBe('Dear {{ customer.first_name }},\n\nyour {{ product.title }} awaits your words.');
    expect(await page.getByLabel('Email language').locator('option:checked').innerText()).toBe('English (saved)');

    // The preview is the sender's own output: the saved template rendered by renderEmail with the sample values.
    const saved = await adminApi<EmailTemplateAnswer>(page, 'get_email_template_setting?type=first&language=en');
    const user = await adminApi<{ name: string; domain: string; myshopify_domain: string }>(page, 'get_user_info');
    const labels = { unsubscribe: enDefaults.labels.unsubscribe, footer: enDefaults.labels.footer.replace('{{shop}}', user.name) };
    const expected = renderEmail(saved.template, sampleVariables(user.name, `https://${user.domain || user.myshopify_domain}`), labels);
    if (!expected.ok) throw new Error('the saved template does not render');
    await previewShows(page, 'awaits your words.');
    expect(await previewHtml(page)).toBe(expected.email.html);
    expect(await page.getByTestId('email-preview-subject').innerText()).toBe(expected.email.subject);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('inserts a variable at the caret and asks before another language replaces unsaved edits', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/update_review`);
    expect(await heading(page)).toBe('Update review email');
    const subject = page.getByLabel('Subject', { exact: true });
    await subject.fill('Hello  there');
    await subject.evaluate((el: HTMLInputElement) => el.setSelectionRange(6, 6));
    await page.getByRole('button', { name: 'Insert {{ customer.first_name }}' }).click();
    expect(await subject.inputValue()).toBe('Hello {{ customer.first_name }} there');
    await page.getByTestId('email-preview-subject').getByText('Hello Alex there').waitFor();

    await page.getByLabel('Email language').selectOption('de');
    await page.getByText('Are you sure you want to leave?').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(await subject.inputValue()).toBe('Hello {{ customer.first_name }} there');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a test email of the unsaved values, and offers Retry after a refused send', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/photo_video_reminder`);
    await page.getByTestId('email-preview-frame').waitFor();
    await page.getByLabel('Subject', { exact: true }).fill('Unsaved {{ order.name }} subject');

    await page.getByRole('button', { name: 'Send test email' }).click();
    const address = page.getByLabel('Send to');
    expect(await address.inputValue()).toBe(DEMO_SHOP_PROFILE.email);

    // A mistyped address is refused at the field before anything is sent.
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(TEST_PATH)) posted.push(r.url());
    });
    await address.fill('avery@maplemoss');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    expect(posted).toEqual([]);
    await address.fill(DEMO_SHOP_PROFILE.email);

    const limit = 'You can send 20 test emails an hour. Try again in 12 minutes.';
    await fault(demo.server, { path: TEST_PATH, status: 429, code: 42900, message: limit, times: 1 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByTestId('test-email-error').getByText(limit).waitFor();

    const request = page.waitForRequest((r) => r.url().includes(TEST_PATH));
    await page.getByRole('button', { name: 'Retry' }).click();
    const payload = (await request).postDataJSON() as { email: string; template: { subject: string; type: string } };
    expect(payload.template.subject).toBe('Unsaved {{ order.name }} subject');
    expect(payload.template.type).toBe('photo_video_reminder');
    expect(payload.email).toBe(DEMO_SHOP_PROFILE.email);
    await page.getByText(`Test email sent to ${DEMO_SHOP_PROFILE.email}`).first().waitFor();
    await address.waitFor({ state: 'detached' });
    // The test went out without saving: the edits are still unsaved.
    await page.getByText('Unsaved Changes').waitFor();
    expect(errors.filter((e) => !e.includes('429'))).toEqual([]);
    await context.close();
  });

  it('shows a server refusal at its field, resets to the default texts as unsaved edits, and previews at phone width', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/review-request/second`);
    expect(await heading(page)).toBe('Review reminder email');
    const frame = page.getByTestId('email-preview-frame');
    await frame.waitFor();
    expect(await frame.evaluate((el) => el.getBoundingClientRect().width)).toBe(600);
    await page.getByRole('button', { name: 'Mobile' }).click();
    expect(await frame.evaluate((el) => el.getBoundingClientRect().width)).toBe(375);

    const headingField = page.getByLabel('Heading', { exact: true });
    await headingField.fill('Hi {{ customer.first_name }}, one more thing');
    const refusal = { errors: [{ field: 'heading', line: 1, column: 4, message: 'undefined variable: customer.first_name' }] };
    await fault(demo.server, {
      path: SAVE_PATH,
      status: 422,
      body: JSON.stringify({ code: 42201, message: 'The template has errors', data: refusal }),
      times: 1,
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Line 1, column 4: undefined variable: customer.first_name').waitFor();
    expect(await headingField.inputValue()).toBe('Hi {{ customer.first_name }}, one more thing');
    // The refusal stays at the field until the field changes.
    await headingField.fill('Hi {{ customer.first_name }}!');
    await page.getByText('Line 1, column 4: undefined variable: customer.first_name').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByText('Reset to the default texts?').waitFor();
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    expect(await headingField.inputValue()).toBe('Still there, {{ customer.first_name }}?');
    await previewShows(page, 'Still there, Alex?');
    // Nothing was saved: the default texts equal the saved ones, so nothing is left unsaved.
    await page.getByText('Unsaved Changes').waitFor({ state: 'detached' });
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
    await context.close();
  });

  it('after a save made elsewhere, shows the saved texts beside the kept edits and saves them over on Keep mine', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/update_review`);
    const body = page.getByLabel('Body', { exact: true });
    await page.getByTestId('email-preview-frame').waitFor();
    const loaded = await adminApi<EmailTemplateAnswer>(page, 'get_email_template_setting?type=update_review&language=en');

    // Another tab saves the same template from the same version.
    await page.evaluate(async ([template, shop]) => {
      const token = JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop!.toUpperCase()}`) ?? '{}').v as string;
      await fetch('/api/v1/admin/save_email_template_setting', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...template, body: 'Saved in another tab' }),
      });
    }, [loaded.template, DEMO_SHOP_PROFILE.domain] as const);

    await body.fill('Mine, typed here');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('These settings were changed in another tab').waitFor();
    await page.getByText('Body: Saved in another tab').waitFor();
    expect(await body.inputValue()).toBe('Mine, typed here');
    await page.getByRole('button', { name: 'Keep mine' }).click();
    await page.getByText('Email template saved').first().waitFor();
    const after = await adminApi<EmailTemplateAnswer>(page, 'get_email_template_setting?type=update_review&language=en');
    expect(after.template.body).toBe('Mine, typed here');
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await context.close();
  });

  it('shows a template in another language with the layout texts of that language, loading only that namespace for it', async () => {
    // German texts once the email defaults are translated; English (the fallback) until then.
    const de = deDefaultsFile as Partial<typeof enDefaults>;
    const unsubscribe = de.labels?.unsubscribe ?? enDefaults.labels.unsubscribe;
    const heading = (de.templates?.second.heading ?? enDefaults.templates.second.heading).replace('{{ customer.first_name }}', 'Alex');
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    const german: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/locales/de/')) german.push(new URL(r.url()).pathname);
    });
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/review-request/second?lang=de`);
    expect(await page.getByLabel('Email language').inputValue()).toBe('de');
    await previewShows(page, `>${unsubscribe}</a>`);
    await previewShows(page, heading.replace(/'/g, '&#39;'));
    expect(german.every((path) => path.endsWith('/locales/de/email-defaults.json'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the referral email pages, which share the screen but load no template, on their placeholder', async () => {
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    for (const path of ['/settings/referrals_email', '/settings/advocate_email']) {
      await page.goto(`${demo.server.url}${path}`);
      await page.getByText('Coming soon').first().waitFor();
      expect(await page.getByTestId('email-preview-frame').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe violation, the test email dialog open too', async () => {
    const context = await demo.browser.newContext();
    const { page } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}${PAGE}`);
    await previewShows(page, 'Alex');
    const serious = () => axeViolations(page);
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: 'Send test email' }).click();
    await page.getByLabel('Send to').waitFor();
    expect(await serious()).toEqual([]);
    await context.close();
  });

  it('keeps the Liquid engine in the template screen\'s own lazy chunk (the ESM build; the IIFE is one file)', () => {
    const files = readdirSync(`${REPO_ROOT}dist`).filter((f) => f.endsWith('.js') && !f.includes('.iife.'));
    const withLiquid = files.filter((f) => readFileSync(`${REPO_ROOT}dist/${f}`, 'utf8').includes('strictFilters'));
    expect(withLiquid.length).toBeGreaterThan(0);
    expect(withLiquid.every((f) => f.startsWith('EmailTemplate.screen-'))).toBe(true);
  });
});
