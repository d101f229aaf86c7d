import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN } from '../../demo/server/seed/demo-shop';
import type { RunningServer } from '../../demo/server/server';
import { clearFaults, fault, loginAsDemoShop, openPage, useDemo } from './support';

const env = useDemo();

/** The session token the standalone admin keeps after logging in. */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate((shop) => JSON.parse(localStorage.getItem(`REVIEWS_ADMIN_TOKEN_${shop.toUpperCase()}`) ?? '{}').v as string, DEMO_SHOP_DOMAIN);
}

async function api<T>(server: RunningServer, token: string, call: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/v1/admin/${call}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T; message: string };
  if (envelope.code !== 0) throw new Error(envelope.message);
  return envelope.data;
}

async function session() {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const { page, errors } = await openPage(context);
  await loginAsDemoShop(page, env.server);
  return { context, page, errors, token: await tokenOf(page) };
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8tWpVPQAHzQLiO6/+CAAAAABJRU5ErkJggg==', 'base64');

const rows = (page: Page) => page.locator('.ra-review-table tbody tr');

describe('manage reviews', () => {
  it('filters, hides every matching review in bulk, undoes it, and exports the filter', async () => {
    const { context, page, errors, token } = await session();
    const total = (f: string) => api<{ total: number }>(env.server, token, `list_reviews?${f}`).then((r) => r.total);
    const matching = await total('rating=2&status=published');
    expect(matching).toBeGreaterThan(20);

    await page.goto(`${env.server.url}/reviewList?rating=2&view=published`);
    await page.getByRole('heading', { level: 1, name: 'Manage Reviews' }).waitFor();
    await page.getByText(`of ${matching.toLocaleString('en-US')}`).waitFor();
    await expect(rows(page).count()).resolves.toBe(20);

    await page.getByRole('checkbox', { name: /Select all/ }).first().check();
    await page.getByRole('button', { name: `Select all ${matching} matching reviews` }).click();
    await page.getByText(`All ${matching} matching reviews are selected.`).waitFor();
    await page.getByRole('button', { name: 'Hide', exact: true }).first().click();
    await page.getByText(`${matching} reviews hidden`).waitFor();
    expect(await total('rating=2&status=published')).toBe(0);
    await page.getByText('No reviews match').waitFor();

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`Undone: ${matching} items are back as they were`).waitFor();
    expect(await total('rating=2&status=published')).toBe(matching);
    await expect(rows(page).count()).resolves.toBe(20);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^product_id,product_handle,sku,rating,title,body/);
    expect(lines.length - 1).toBe(matching);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds, edits and removes a reply with the notify choice, and shows it in the list', async () => {
    const { context, page, errors, token } = await session();
    const target = (await api<{ items: { id: number; author: string }[] }>(env.server, token, 'list_reviews?per_page=1&has_reply=0&keyword=colour')).items[0]!;
    await page.goto(`${env.server.url}/reviewList?id=${target.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Review from ${target.author}` }).waitFor();
    await dialog.getByRole('button', { name: /^(Reply|Edit reply)$/ }).click();
    const reply = page.getByRole('dialog');
    await reply.getByLabel('Public reply').fill('Thank you, we are glad it arrived safely.');
    await reply.getByLabel('Email the reviewer about this reply').check().catch(() => undefined);
    await reply.getByRole('button', { name: 'Publish reply' }).click();
    await page.getByText(/Reply published/).waitFor();
    const stored = await api<{ reply: { body: string } | null }>(env.server, token, `get_review?id=${target.id}`);
    expect(stored.reply?.body).toBe('Thank you, we are glad it arrived safely.');

    await page.goto(`${env.server.url}/reviewList?id=${target.id}`);
    await page.getByRole('dialog').getByText('Thank you, we are glad it arrived safely.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Edit reply' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove reply' }).click();
    await page.getByText('Reply removed').waitFor();
    expect((await api<{ reply: unknown }>(env.server, token, `get_review?id=${target.id}`)).reply).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a review with Undo and restores it from Recently deleted', async () => {
    const { context, page, errors, token } = await session();
    await page.goto(`${env.server.url}/reviewList?rating=3`);
    const first = rows(page).first();
    await first.waitFor();
    const id = Number(await first.locator('[data-review-id]').getAttribute('data-review-id'));
    await first.getByRole('button', { name: /More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByText('1 review deleted').waitFor();
    const deleted = await api<{ items: { id: number }[] }>(env.server, token, 'list_reviews?deleted=1&per_page=100');
    expect(deleted.items.map((r) => r.id)).toContain(id);

    await page.getByRole('tab', { name: 'Recently deleted' }).click();
    await page.waitForURL(/view=deleted/);
    const row = page.locator(`[data-review-id="${id}"]`).locator('xpath=ancestor::tr');
    await row.getByRole('button', { name: /Restore/ }).click();
    await page.getByText('1 review restored').waitFor();
    expect((await api<{ deleted_at: string | null }>(env.server, token, `get_review?id=${id}`)).deleted_at).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moderates with the keyboard and explains the keys', async () => {
    const { context, page, errors, token } = await session();
    await page.goto(`${env.server.url}/reviewList?view=pending`);
    await rows(page).first().waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const focused = page.locator('.ra-row-focused');
    const id = Number(await focused.getAttribute('data-review-id'));
    await page.keyboard.press('p');
    await page.getByText('1 review published').waitFor();
    expect((await api<{ status: string }>(env.server, token, `get_review?id=${id}`)).status).toBe('published');
    await page.keyboard.press('z');
    await page.getByText(/Undone: 1 item/).waitFor();
    expect((await api<{ status: string }>(env.server, token, `get_review?id=${id}`)).status).toBe('pending');
    await page.keyboard.press('?');
    await page.getByRole('dialog').getByRole('heading', { name: 'Keyboard shortcuts' }).waitFor();
    await page.getByRole('dialog').getByText('Next item').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders review text and names as text: markup and scripts stay inert', async () => {
    const { context, page, errors, token } = await session();
    const products = await api<{ items: { id: string }[] }>(env.server, token, 'get_products?limit=1');
    const hostile = {
      line: 2,
      product_id: products.items[0]!.id,
      rating: 1,
      title: '<b id="xss-title">bold</b>',
      body: 'zqxw <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>',
      author: '<svg onload="window.__xss=3">',
      email: null,
      date: '2026-01-02T00:00:00Z',
      reply: '<a href="javascript:window.__xss=4">click</a>',
      media_urls: ['javascript:alert(1)'],
      duplicate_key: 'v1:xss-test',
    };
    const refused = await api<{ failed: unknown[] }>(env.server, token, 'import_reviews', { file_name: 'x.csv', format: 'ours', rows: [hostile] });
    expect(refused.failed).toHaveLength(1);
    const stored = await api<{ imported: number }>(env.server, token, 'import_reviews', {
      file_name: 'x.csv', format: 'ours', rows: [{ ...hostile, media_urls: [] }],
    });
    expect(stored.imported).toBe(1);

    await page.goto(`${env.server.url}/reviewList?q=zqxw`);
    await page.getByText('<b id="xss-title">bold</b>').waitFor();
    await page.getByText('<svg onload="window.__xss=3">').first().waitFor();
    await page.getByText(/<img src=x onerror=/).waitFor();
    expect(await page.locator('#xss-title').count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.locator('.ra-review-table tbody tr').first().click();
    await page.getByRole('dialog').getByText('<a href="javascript:window.__xss=4">click</a>').waitFor();
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a customer question and hides questions in bulk with Undo', async () => {
    const { context, page, errors, token } = await session();
    await page.goto(`${env.server.url}/reviewList?tab=questions&answered=0`);
    await page.getByRole('tab', { name: 'Questions & answers', selected: true }).waitFor();
    const row = page.locator('tbody tr').first();
    await row.getByRole('button', { name: 'Answer' }).click();
    await page.getByRole('dialog').getByLabel('Answer').fill('Yes, it is machine washable.');
    await page.getByRole('dialog').getByRole('button', { name: 'Publish answer' }).click();
    await page.getByText('Answer published').waitFor();
    const answered = await api<{ items: { answer: { body: string } | null }[] }>(env.server, token, 'list_questions?keyword=machine%20washable&answered=1');
    expect(answered.items.some((q) => q.answer?.body === 'Yes, it is machine washable.')).toBe(true);

    await page.getByRole('checkbox', { name: /Select all/ }).first().check();
    await page.getByRole('button', { name: 'Hide', exact: true }).first().click();
    await page.getByText(/questions hidden/).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(/Undone:/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a photo to a review through the signed upload form, refuses a file over the limit, and removes it', async () => {
    const { context, page, errors, token } = await session();
    const target = (await api<{ items: { id: number; author: string }[] }>(env.server, token, 'list_reviews?per_page=1&media=0')).items[0]!;
    await page.goto(`${env.server.url}/reviewList?id=${target.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Photos and videos' }).waitFor();
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(21 * 1024 * 1024) });
    await dialog.getByText('This file is larger than 20MB. Choose a smaller one.').waitFor();
    await input.setInputFiles({ name: 'Shelf.PNG', mimeType: 'image/png', buffer: PNG });
    await page.getByText('1 file added to the review').first().waitFor();
    const stored = await api<{ media: { url: string }[] }>(env.server, token, `get_review?id=${target.id}`);
    expect(stored.media).toHaveLength(1);
    expect(stored.media[0]!.url).toMatch(new RegExp(`^${env.server.url}/uploads/reviews/\\d+/[A-Za-z0-9]{10}\\.png$`));
    const served = await fetch(stored.media[0]!.url);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    await dialog.getByRole('button', { name: 'Remove photo 1' }).click();
    await page.getByText('Removed from the review').first().waitFor();
    expect((await api<{ media: unknown[] }>(env.server, token, `get_review?id=${target.id}`)).media).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves a page past the end to the last page (and the address with it), and shows a skeleton, not the empty state, while loading', async () => {
    const { context, page, errors, token } = await session();
    const total = (await api<{ total: number }>(env.server, token, 'list_reviews?')).total;
    const last = Math.ceil(total / 20);
    await fault(env.server, { path: '/api/v1/admin/list_reviews', delayMs: 1500, times: 1 });
    await page.goto(`${env.server.url}/reviewList?page=999999`);
    await page.getByTestId('list-skeleton').waitFor();
    expect(await page.getByTestId('list-skeleton').locator('[data-skeleton-row]').count()).toBe(20);
    expect(await page.getByText('No reviews yet').count()).toBe(0);
    const n = (v: number) => v.toLocaleString('en-US');
    await page.getByText(`${n((last - 1) * 20 + 1)}–${n(total)} of ${n(total)}`).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(String(last));
    expect(await rows(page).count()).toBe(total - (last - 1) * 20);
    expect(await page.getByText('No reviews yet').count()).toBe(0);
    await page.goBack();
    expect(new URL(page.url()).searchParams.get('page')).not.toBe('999999');
    await clearFaults(env.server);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a list that failed to load with its reason and loads it on Try again', async () => {
    const { context, page, errors } = await session();
    await fault(env.server, { path: '/api/v1/admin/list_reviews', status: 500, code: 50000, message: 'Database busy', times: 1 });
    await page.goto(`${env.server.url}/reviewList`);
    await page.getByText('The list could not be loaded').waitFor();
    await page.getByText('Database busy').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await rows(page).first().locator('[data-review-id]').waitFor();
    await clearFaults(env.server);
    expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    await context.close();
  });
});
