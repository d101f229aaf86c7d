// The scale figure: a shop with 100,000 reviews. Server timings of the review list (first page, filters with facet
// counts, keyword search), a bulk hide over every matching review and its undo, and, in Chromium, how long
// /reviewList takes to show its first rows and to switch view.
import { join } from 'node:path';
import { REPO_ROOT, SETTINGS } from './paths.mjs';
import { PNG } from './measure-inp.mjs';
import { freshContext, throttledPage } from './serve.mjs';
import { summary } from './stats.mjs';

/** Reviews in the scale shop. */
export const SCALE_REVIEWS = Number(process.env.BENCH_SCALE_REVIEWS || 100_000);
/** Budget of one list call on the server, in ms. */
export const LIST_BUDGET_MS = 300;
/** Budget of a bulk action over every matching review, in ms. */
export const BULK_BUDGET_MS = 5_000;

const timed = async (fn) => {
  const t = performance.now();
  const out = await fn();
  return { ms: performance.now() - t, out };
};

async function api(base, token, path, body) {
  const res = await fetch(`${base}/api/v1/admin/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await res.json();
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

/** Medians over `n` runs of one list call. */
async function listTimes(base, token, query, n) {
  const times = [];
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    const { ms, out } = await timed(() => api(base, token, `list_reviews?${query}`));
    times.push(ms);
    total = out.total;
  }
  return { stats: summary(times), total };
}

/** Starts a server with SCALE_REVIEWS reviews in the demo shop and measures it; answers the figure rows. */
export async function scaleFigures({ browser, appRoot, session, runs }) {
  // Same as the other figures: a fixed delay on every API request is left out here; these are server and screen times.
  const { startServer } = await import(join(REPO_ROOT, 'demo/server/server.ts'));
  const { seedScale } = await import(join(REPO_ROOT, 'demo/server/seed/review-scale.ts'));
  const { apiSecretFromEnv } = await import(join(REPO_ROOT, 'demo/server/http/tokens.ts'));
  const server = await startServer({ port: 0, memory: true, testControls: true, staticRoot: appRoot, secret: apiSecretFromEnv() });
  try {
    const seeded = await timed(() => seedScale(server.db, session.shopId, SCALE_REVIEWS));
    const base = server.url;
    const token = session.token;
    const rows = [];
    const n = Math.max(3, runs);
    const first = await listTimes(base, token, 'per_page=20', n);
    const label = `${(first.total / 1000).toFixed(0)}k reviews`;
    const listRow = (what, r) => ({
      figure: `scale ${label}: ${what} (server, ${r.total.toLocaleString('en-US')} match)`,
      ours: fmt(r.stats),
      ref: `budget ${LIST_BUDGET_MS} ms`,
      ratio: `${(r.stats.median / LIST_BUDGET_MS).toFixed(2)}×`,
      verdict: r.stats.median <= LIST_BUDGET_MS ? 'within' : 'over',
      value: r.stats,
    });
    rows.push(listRow('first page with facet counts', first));
    rows.push(listRow('filters rating 1–2 + photos + verified', await listTimes(base, token, 'rating=1&rating=2&media=1&verified=1&per_page=20', n)));
    rows.push(listRow('keyword search', await listTimes(base, token, 'keyword=colour&per_page=20', n)));
    rows.push(listRow('page 200, oldest first', await listTimes(base, token, 'page=200&sort=oldest&per_page=20', n)));

    const hide = await timed(() => api(base, token, 'bulk_review_action', { action: 'hide', filter: { status: ['published'], rating: [4, 5] } }));
    const undo = await timed(() => api(base, token, 'undo_review_action', { undo_token: hide.out.undo_token }));
    const bulkRow = (what, t, count) => ({
      figure: `scale ${label}: ${what} (${count.toLocaleString('en-US')} reviews)`,
      ours: `${Math.round(t.ms)} ms`,
      ref: `budget ${BULK_BUDGET_MS} ms`,
      ratio: `${(t.ms / BULK_BUDGET_MS).toFixed(2)}×`,
      verdict: t.ms <= BULK_BUDGET_MS ? 'within' : 'over',
      value: summary([t.ms]),
    });
    rows.push(bulkRow('bulk hide of every matching review', hide, hide.out.affected));
    rows.push(bulkRow('undo of that bulk hide', undo, undo.out.restored));

    const screen = [];
    const viewSwitch = [];
    const keyInp = [];
    for (let i = 0; i < Math.min(n, 3); i += 1) {
      const context = await freshContext(browser, { origin: base, session });
      // Product and review-photo placeholders are SVG with text, drawn on the main thread; a store CDN serves raster images.
      await context.route('**/store/images/**', (route) => void route.fulfill({ contentType: 'image/png', body: PNG }).catch(() => {}));
      try {
        const { page } = await throttledPage(context);
        const start = Date.now();
        await page.goto(`${base}/reviewList`);
        await page.locator('.ra-review-table tbody tr [data-review-id]').first().waitFor({ timeout: 60_000 });
        screen.push(Date.now() - start);
        if (i === 0) keyInp.push(await keyInteractions(page));
        const before = await page.locator('[data-review-id]').first().getAttribute('data-review-id');
        const t = Date.now();
        await page.getByRole('tab', { name: /^Pending/ }).click();
        await page.waitForFunction((id) => {
          const cell = document.querySelector('.ra-review-table tbody [data-review-id]');
          return cell && cell.getAttribute('data-review-id') !== id && document.querySelector('.ra-review-table')?.getAttribute('aria-busy') === 'false';
        }, before, { timeout: 60_000 });
        viewSwitch.push(Date.now() - t);
      } finally {
        await context.close();
      }
    }
    const screenStats = summary(screen);
    const switchStats = summary(viewSwitch);
    rows.push({ figure: `scale ${label}: /reviewList first rows (cold, CPU ${SETTINGS.cpuRate}×)`, ours: fmt(screenStats), ref: '—', ratio: '—', verdict: '—', value: screenStats });
    rows.push({ figure: `scale ${label}: switch to the Pending view`, ours: fmt(switchStats), ref: '—', ratio: '—', verdict: '—', value: switchStats });
    for (const [key, what] of [['next', 'INP: next review (j)'], ['select', 'INP: select the review (x)'], ['checkbox', 'INP: tick a row']]) {
      const stats = summary(keyInp.map((k) => k[key]));
      rows.push(stats
        ? { figure: `scale ${label}: ${what}`, ours: fmt(stats), ref: '≤ 100 ms', ratio: '—', verdict: stats.median <= 100 ? 'within' : 'over', value: stats }
        : { figure: `scale ${label}: ${what}`, ours: 'n/a', ref: '≤ 100 ms', ratio: '—', verdict: 'n/a', value: null });
    }
    return { rows, seedMs: seeded.ms };
  } finally {
    await server.close();
  }
}

/** The longest Event Timing interaction of each list action on the page (keyboard focus, select, a row checkbox). */
async function keyInteractions(page) {
  const longest = async (act) => {
    await page.evaluate(() => {
      window.__scaleInp = 0;
      window.__scaleObserver?.disconnect();
      window.__scaleObserver = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) window.__scaleInp = Math.max(window.__scaleInp, e.duration);
      });
      window.__scaleObserver.observe({ type: 'event', durationThreshold: 16 });
    });
    await act();
    await page.waitForTimeout(800);
    return page.evaluate(() => window.__scaleInp || 16);
  };
  await page.mouse.move(5, 5);
  const next = await longest(() => page.keyboard.press('j'));
  const select = await longest(() => page.keyboard.press('x'));
  await page.keyboard.press('x');
  await page.waitForTimeout(500);
  const checkbox = await longest(() => page.locator('.ra-review-table tbody tr').nth(2).getByRole('checkbox').first().click());
  await page.locator('.ra-review-table tbody tr').nth(2).getByRole('checkbox').first().click();
  await page.waitForTimeout(500);
  return { next, select, checkbox };
}

function fmt(s) {
  return s.n > 1 ? `${Math.round(s.median)} ms (${Math.round(s.min)}–${Math.round(s.max)})` : `${Math.round(s.median)} ms`;
}
