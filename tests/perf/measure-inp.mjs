// INP per action (Event Timing entries with an interactionId, durationThreshold 16 ms; the longest one per action):
// open the product picker with 300 products, select a product with variants, type in the picker's search,
// type into a custom word field of the language settings (the save bar appears), switch the dashboard's analytics range,
// type the review widget's title and change its star colour (the live preview redraws on each change).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { READY_MARK } from './measure-load.mjs';
import { REPO_ROOT } from './paths.mjs';
import { installProbes } from './probes.mjs';
import { freshContext, throttledPage } from './serve.mjs';

const PICKER_PATH = '/collect/review_request_product';
const LANGUAGE_PATH = '/settings/language';
const WIDGET_PATH = '/display/widget';

/** Runs an action and returns the longest interaction it caused (0 when none reached 16 ms). */
async function interaction(page, action) {
  await page.evaluate(() => (window.__bench.events.length = 0));
  const extra = await action();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));
  const events = await page.evaluate(() => window.__bench.events.filter((e) => e.interactionId > 0));
  const worst = events.reduce((max, e) => (e.duration > max.duration ? e : max), { duration: 0, name: '' });
  return { inp: worst.duration, event: worst.name, interactions: new Set(events.map((e) => e.interactionId)).size, ...extra };
}

/**
 * The store answer of a first picker page holding `count` products (and no next page), read from the server's
 * own store API, to be injected with a one-shot fault.
 */
export async function bigProductPage(client, base, token, count) {
  const headers = { Authorization: `Bearer ${token}` };
  const page = (cursor, limit) =>
    client.get(`${base}/store/v1/products`, { headers, params: { app_id: 'reviews-admin-demo', status: 'ARCHIVED,DRAFT', limit, ...(cursor ? { cursor } : {}) } }).then((r) => r.json());
  const first = await page(null, Math.min(250, count));
  const products = [...first.data.products];
  let cursor = first.data.pageInfo.endCursor;
  while (products.length < count && cursor) {
    const next = await page(cursor, Math.min(250, count - products.length));
    products.push(...next.data.products);
    cursor = next.data.pageInfo.hasNextPage ? next.data.pageInfo.endCursor : null;
  }
  const body = { ...first, data: { ...first.data, products: products.slice(0, count), pageInfo: { hasNextPage: false, endCursor: null }, total: Math.min(count, products.length) } };
  return JSON.stringify(body);
}

/** In the page: notes (window.__rowsAt) when `count` picker rows are first in the DOM; returns now. */
function watchRows(count) {
  window.__rowsAt = 0;
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('[data-testid="picker-row"]').length < count) return;
    window.__rowsAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return performance.now();
}

async function pickerActions(page, client, base, pickerBody, count) {
  await page.goto(`${base}${PICKER_PATH}`);
  await page.getByText('Only the products below').click();
  await client.post(`${base}/__test/faults`, { data: { path: '/store/v1/products', body: pickerBody, times: 1 } });
  const dialog = page.getByRole('dialog');
  const open = await interaction(page, async () => {
    const t0 = await page.evaluate(watchRows, count);
    await page.getByRole('button', { name: 'Choose products' }).click();
    const rows = await page.waitForFunction(() => window.__rowsAt, null, { timeout: 90_000 });
    // Let the thumbnails load and paint before the next action, so it is measured on a settled list.
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="picker-row"] img')].every((i) => i.complete), null, { timeout: 90_000, polling: 250 });
    const settled = await page.evaluate(() => performance.now());
    return { rowsMs: (await rows.jsonValue()) - t0, thumbnailsMs: settled - t0 };
  });
  const row = dialog.getByTestId('picker-row').filter({ has: page.locator('.ra-picker-variants') }).first();
  const select = await interaction(page, async () => {
    await row.getByRole('checkbox').first().check();
    return { variants: await row.locator('.ra-picker-variants').getByRole('checkbox').count() };
  });
  const search = dialog.getByPlaceholder('Search products');
  await search.focus();
  const type = await interaction(page, async () => {
    await page.keyboard.type('oak', { delay: 150 });
    await page.waitForTimeout(1200);
    return {};
  });
  return { open, select, type };
}

async function wordFieldAction(page, base) {
  await page.goto(`${base}${LANGUAGE_PATH}`);
  const field = page.getByLabel('Write a review');
  await field.waitFor({ timeout: 60_000 });
  await field.focus();
  return interaction(page, async () => {
    await page.keyboard.type('Great', { delay: 150 });
    await page.getByText('Unsaved Changes').first().waitFor();
    return {};
  });
}

/**
 * On the review widget's page, once the preview is drawn: types in the widget title, then types a new star colour
 * over the old one; each keystroke redraws the live preview.
 */
export async function widgetEditorActions(page, base) {
  await page.goto(`${base}${WIDGET_PATH}`);
  const title = page.getByLabel('Widget title');
  await title.waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="widget-preview"]')?.hasChildNodes(), null, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  await title.focus();
  await page.keyboard.press('End');
  const typeTitle = await interaction(page, async () => {
    await page.keyboard.type(' we love', { delay: 150 });
    await page.getByText('Unsaved Changes').first().waitFor();
    return {};
  });
  const star = page.getByLabel('Star colour', { exact: true });
  await star.focus();
  await star.selectText();
  const starColour = await interaction(page, async () => {
    await page.keyboard.type('#E11D48', { delay: 150 });
    return {};
  });
  return { typeTitle, starColour };
}

/** The range labels of the dashboard's analytics (src/locales/en/dashboard.json analytics.ranges), if any. */
function rangeLabels() {
  try {
    return Object.values(JSON.parse(readFileSync(join(REPO_ROOT, 'src/locales/en/dashboard.json'), 'utf8')).analytics?.ranges ?? {});
  } catch {
    return [];
  }
}

/** On the dashboard: switches the analytics range (a button of its range group that is not pressed), when there is one. */
export async function measureRangeSwitch(page) {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, READY_MARK, { timeout: 60_000 });
  const labels = rangeLabels();
  const none = { na: 'n/a — no range switch yet' };
  if (labels.length === 0) return none;
  try {
    await page.getByRole('button', { name: labels[0], exact: true }).waitFor({ timeout: 15_000 });
  } catch {
    return none;
  }
  let target = null;
  for (const label of labels) {
    const button = page.getByRole('button', { name: label, exact: true });
    if ((await button.count()) === 1 && (await button.getAttribute('aria-pressed')) === 'false') {
      target = button;
      break;
    }
  }
  if (!target) return none;
  return interaction(page, async () => {
    await target.click();
    await page.waitForFunction((el) => el.getAttribute('aria-pressed') === 'true', await target.elementHandle(), { timeout: 30_000 });
    await page.waitForTimeout(1000);
    return {};
  });
}

/** A 1×1 PNG: the picker's thumbnails as a store CDN serves them (raster, decoded off the main thread). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8tWpVPQAHzQLiO6/+CAAAAABJRU5ErkJggg==', 'base64');

/**
 * Every INP action in one fresh context with the stored session. The demo server draws thumbnails as SVG with
 * text, which Chromium renders on the main thread (about 0.1 s each at 4× CPU: half a minute for 300 rows);
 * they are answered with a PNG after the same latency, so the figures measure the app, not the placeholders.
 */
export async function measureInp(browser, { base, session, client, pickerBody, pickerCount, latencyMs }) {
  const context = await freshContext(browser, { probes: installProbes, origin: base, session });
  await context.route('**/store/images/**', (route) => setTimeout(() => void route.fulfill({ contentType: 'image/png', body: PNG }).catch(() => {}), latencyMs));
  try {
    const { page } = await throttledPage(context);
    page.on('dialog', (dialog) => void dialog.accept()); // leaving a page with unsaved edits asks first
    const picker = await pickerActions(page, client, base, pickerBody, pickerCount);
    const word = await wordFieldAction(page, base);
    const widget = await widgetEditorActions(page, base);
    return { pickerOpen: picker.open, pickerSelect: picker.select, pickerSearch: picker.type, wordField: word, widgetTitle: widget.typeTitle, starColour: widget.starColour };
  } finally {
    await context.close();
  }
}
