import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { clearFaults, fault, heading, loginAsDemoShop, openPage, useDemo } from './support';

const demo = useDemo();

/** The demo shop's requests of a source, oldest first. */
const requestsOf = (source: string) =>
  demo.server.db
    .prepare('SELECT customer_email, customer_name, products, status, source FROM review_requests WHERE shop_id = ? AND source = ? ORDER BY id')
    .all(DEMO_SHOP_ID, source) as { customer_email: string; customer_name: string; products: string; status: string }[];

/** An active product of the demo shop. */
const aProduct = () =>
  demo.server.db.prepare("SELECT id, title, handle FROM products WHERE shop_id = ? AND status = 'ACTIVE' ORDER BY title LIMIT 1").get(DEMO_SHOP_ID) as { id: number; title: string; handle: string };

/** Chooses one product in the open resource picker by its title. */
async function pickProduct(page: Page, title: string) {
  const modal = page.getByRole('dialog');
  await modal.getByPlaceholder('Search products').fill(title);
  const row = modal.getByTestId('picker-row').filter({ hasText: title }).first();
  await page.waitForFunction((t) => [...document.querySelectorAll('[data-testid="picker-row"]')].every((r) => r.textContent?.includes(t)), title);
  await row.getByRole('checkbox', { name: title, exact: true }).check();
  await modal.getByRole('button', { name: 'Select' }).click();
  await modal.waitFor({ state: 'detached' });
}

describe('manual review requests', () => {
  it('sends two typed recipients (one for a product); a failed send keeps the list and Retry sends it', async () => {
    demo.server.db.prepare('UPDATE shops SET email_quota = 50, email_quota_used = 10 WHERE id = ?').run(DEMO_SHOP_ID);
    const product = aProduct();
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/manual_import`);
    expect(await heading(page)).toBe('Manual review requests');
    await page.getByText('Emails left this month: 40').waitFor();

    const first = page.locator('li').filter({ has: page.getByRole('heading', { name: 'Recipient 1' }) });
    await first.getByLabel('Email').fill('ann.typed@example.com');
    await first.getByLabel('Name').fill('Ann Typed');
    await page.getByRole('button', { name: 'Add recipient' }).click();
    const second = page.locator('li').filter({ has: page.getByRole('heading', { name: 'Recipient 2' }) });
    await second.getByLabel('Email').fill('bob.typed@example');
    await second.getByLabel('Name').fill('Bob Typed');
    await second.getByText('The email address is not valid.').waitFor();
    expect(await page.getByRole('button', { name: 'Send requests (1)' }).isEnabled()).toBe(true);
    await second.getByLabel('Email').fill('bob.typed@example.com');
    await second.getByRole('button', { name: 'Choose product' }).click();
    await pickProduct(page, product.title);
    await second.getByText(product.title).waitFor();
    await second.getByLabel('Language').selectOption('de');

    await fault(demo.server, { path: '/api/v1/admin/manual_review_requests', code: 50001, message: 'Request store unavailable', times: 1 });
    await page.getByRole('button', { name: 'Send requests (2)' }).click();
    await page.getByText('The requests were not sent').waitFor();
    await page.getByText(/Request store unavailable/).waitFor();
    expect(await first.getByLabel('Email').inputValue()).toBe('ann.typed@example.com');
    expect(await second.getByLabel('Name').inputValue()).toBe('Bob Typed');
    expect(requestsOf('typed')).toEqual([]);

    await clearFaults(demo.server);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('scheduled-count').filter({ hasText: 'Requests scheduled: 2' }).waitFor();
    const rows = requestsOf('typed');
    expect(rows.map((r) => [r.customer_email, r.customer_name, r.status])).toEqual([
      ['ann.typed@example.com', 'Ann Typed', 'scheduled'],
      ['bob.typed@example.com', 'Bob Typed', 'scheduled'],
    ]);
    expect(JSON.parse(rows[1]!.products)).toMatchObject([{ id: `gid://shopify/Product/${product.id}`, title: product.title }]);

    // The same list again: each recipient is refused with its reason, none dropped silently.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.getByRole('button', { name: 'Send requests (2)' }).click();
    await page.getByTestId('scheduled-count').filter({ hasText: 'Requests scheduled: 0' }).waitFor();
    expect(await page.getByText('Already has a request waiting for this product').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads a CSV, shows the reason at the bad row, and sends the good rows', async () => {
    const product = aProduct();
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/manual_import`);
    await page.getByRole('tab', { name: 'CSV file' }).click();
    const csv = ['email,name,product_id,language', 'cara.csv@example.com,Cara Csv,,fr', 'not-an-address,Dan Csv,,', 'eve.csv@example.com,Eve Csv,,xx', 'fay.csv@example.com,Fay Csv,,',
      `gil.csv@example.com,Gil Csv,${product.handle},`, 'hal.csv@example.com,Hal Csv,987654321,'].join('\n');
    await page.locator('input[type="file"]').setInputFiles({ name: 'recipients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('File: recipients.csv').waitFor();
    const bad = page.getByRole('row').filter({ hasText: 'not-an-address' });
    await bad.getByText('The email address is not valid.').waitFor();
    expect(await bad.getByRole('cell').first().innerText()).toBe('3');
    await page.getByRole('row').filter({ hasText: 'eve.csv@example.com' }).getByText('The language code is not one of the supported languages.').waitFor();
    await page.getByRole('row').filter({ hasText: 'hal.csv@example.com' }).getByText('No product in your store has this id or handle.').waitFor();
    await page.getByRole('row').filter({ hasText: 'gil.csv@example.com' }).getByText(product.title).waitFor();
    await page.getByText('Rows with problems, not sent: 3').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download sample CSV' }).click();
    expect((await download).suggestedFilename()).toBe('review-requests-sample.csv');

    await page.getByRole('button', { name: 'Send requests (3)' }).click();
    await page.getByTestId('scheduled-count').filter({ hasText: 'Requests scheduled: 3' }).waitFor();
    await page.getByText('Rows not sent because of their problems: 3').waitFor();
    const sent = requestsOf('csv');
    expect(sent.map((r) => r.customer_email)).toEqual(['cara.csv@example.com', 'fay.csv@example.com', 'gil.csv@example.com']);
    expect(JSON.parse(sent[2]!.products)).toMatchObject([{ id: `gid://shopify/Product/${product.id}`, title: product.title }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('requests to the store customers', () => {
  it('asks for access first, then lists, searches and requests reviews from the selection', async () => {
    const db = demo.server.db;
    db.prepare('UPDATE shops SET customers_authorized = 0 WHERE id = ?').run(DEMO_SHOP_ID);
    const insert = db.prepare('INSERT INTO customers (shop_id, store_id, first_name, last_name, email, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    insert.run(DEMO_SHOP_ID, 'e2e-1', 'Quinn', 'Zephyrine', 'quinn.zephyrine@example.com', 'nl', Date.now());
    insert.run(DEMO_SHOP_ID, 'e2e-2', 'Rory', 'Zephyrine', 'rory.zephyrine@example.com', null, Date.now());
    db.prepare('INSERT INTO email_unsubscribes (shop_id, email, created_at) VALUES (?, ?, ?)').run(DEMO_SHOP_ID, 'rory.zephyrine@example.com', Date.now());
    const context = await demo.browser.newContext();
    const { page, errors } = await openPage(context);
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/auth_import`);
    expect(await heading(page)).toBe('Authorized import');
    await page.getByRole('button', { name: 'Allow access to customers' }).click();
    await page.getByPlaceholder('Search by name or email').fill('zephyrine');
    await page.waitForURL(/q=zephyrine/);
    const rory = page.getByRole('row').filter({ hasText: 'Rory Zephyrine' });
    await rory.getByText('Unsubscribed').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Zephyrine' }).count()).toBe(2);
    expect(await rory.getByRole('checkbox').isDisabled()).toBe(true);
    await page.getByRole('row').filter({ hasText: 'Quinn Zephyrine' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Request reviews (1)' }).waitFor();

    // A choice on one page stays while another page is searched and chosen from.
    for (let i = 0; i < 26; i += 1) insert.run(DEMO_SHOP_ID, `e2e-p${i}`, 'Pat', `Zephyrine${String(i).padStart(2, '0')}`, `pat${i}.zephyrine@example.com`, null, Date.now());
    await page.getByPlaceholder('Search by name or email').fill('pat zephyrine');
    await page.waitForURL(/q=pat/);
    await page.getByRole('row').filter({ hasText: 'Zephyrine00' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('row').filter({ hasText: 'Zephyrine25' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Request reviews (2)' }).click();
    await page.getByTestId('scheduled-count').filter({ hasText: 'Requests scheduled: 2' }).waitFor();
    expect(requestsOf('customers').map((r) => r.customer_email)).toEqual(['quinn.zephyrine@example.com', 'pat25.zephyrine@example.com']);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    expect(await page.getByRole('button', { name: 'Request reviews (0)' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the review request link', () => {
  it('shows the signed link of the shop or a product, copies it, and downloads its QR code as PNG and SVG', async () => {
    const product = aProduct();
    const context = await demo.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page, errors } = await openPage(context);
    // The qrcode package is a chunk of its own (named after its browser entry), asked for by this screen only.
    const qrChunks: string[] = [];
    page.on('request', (r) => /\/dist\/browser-[\w-]+\.js$/.test(r.url()) && qrChunks.push(r.url()));
    await loginAsDemoShop(page, demo.server);
    await page.goto(`${demo.server.url}/collect/manual_import`);
    await page.getByText('Emails left this month', { exact: false }).waitFor();
    expect(qrChunks).toEqual([]);
    await page.goto(`${demo.server.url}/collect/review_request_link`);
    expect(await heading(page)).toBe('Review request link');
    const field = page.getByLabel('Review link');
    expect(await field.inputValue()).toMatch(new RegExp(`^${demo.server.url}/email_review\\?shop=demo-reviews\\.myshopify\\.com&sig=[0-9a-f]{64}$`));
    await page.getByTestId('qr-code').waitFor();
    expect(qrChunks.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Link copied').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const pngFile = await png;
    expect(pngFile.suggestedFilename()).toBe('review-link-shop-qr.png');
    const pngBytes = await readFile((await pngFile.path())!);
    expect(pngBytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const svg = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    const svgFile = await svg;
    expect(svgFile.suggestedFilename()).toBe('review-link-shop-qr.svg');
    expect((await readFile((await svgFile.path())!, 'utf8')).trimStart()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    await page.getByRole('button', { name: 'Choose product' }).click();
    await pickProduct(page, product.title);
    await page.waitForURL(/product=gid/);
    await page.getByTestId('chosen-product').filter({ hasText: product.title }).waitFor();
    await page.waitForFunction(() => /[?&]product=/.test((document.querySelector('input[readonly]') as HTMLInputElement | null)?.value ?? ''));
    expect(new URL(await field.inputValue()).searchParams.get('product')).toBe(`gid://shopify/Product/${product.id}`);
    await page.reload();
    await page.getByTestId('chosen-product').filter({ hasText: product.title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
