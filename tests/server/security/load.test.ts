import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from '../helpers';

/** Requests per hot call and how many run at once. */
const LIST_CALLS = 300;
const BULK_CALLS = 60;
const IMPORT_BATCHES = 8;
const ROWS_PER_BATCH = 250;
const CONCURRENCY = 6;
/** The whole load takes a few seconds; a busy 2-core machine gets this much before the test fails. */
const LOAD_TIMEOUT_MS = 45_000;

/** Runs `count` calls with at most `limit` in flight; returns each call's duration in ms. */
async function bounded(count: number, limit: number, call: (index: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next;
      next += 1;
      const started = performance.now();
      await call(index);
      durations.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return durations;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const report = (name: string, d: number[]): string => `${name}: n=${d.length} p50=${percentile(d, 50).toFixed(1)} ms p99=${percentile(d, 99).toFixed(1)} ms`;

/** A bounded load of the hot calls (list, bulk, import) against 127.0.0.1, then a consistency check. */
describe('load of the hot calls', () => {
  const server = useTestServer();

  it('answers every call and leaves the database consistent', { timeout: LOAD_TIMEOUT_MS }, async () => {
    expect(new URL(server().url).hostname).toBe('127.0.0.1');
    const token = await demoToken();
    const db = server().db;
    const reviewsBefore = db.prepare('SELECT COUNT(*) FROM reviews WHERE shop_id = ?').pluck().get(DEMO_SHOP_ID) as number;
    const ids = db.prepare('SELECT id FROM reviews WHERE shop_id = ? AND deleted_at IS NULL AND verified = 0 ORDER BY id LIMIT ?').pluck().all(DEMO_SHOP_ID, BULK_CALLS * 5) as number[];
    expect(ids.length).toBe(BULK_CALLS * 5);

    const failures: string[] = [];
    const check = (what: string, res: { status: number; body: { code: number; message: string } }): void => {
      if (res.status !== 200 || res.body.code !== 0) failures.push(`${what}: ${res.status} ${res.body.message}`);
    };
    const row = (batch: number, i: number) => ({
      line: i + 2,
      product_id: 'gid://shopify/Product/1002',
      rating: 1 + (i % 5),
      title: `Load ${batch}-${i}`,
      body: `LOADMARK review ${batch}-${i}`,
      author: `Load author ${i}`,
      email: `load${batch}x${i}@example.com`,
      date: '2024-03-02T08:30:00.000Z',
      media_urls: [],
      verified: false,
      country: 'us',
      status: 'published',
      duplicate_key: `load-${batch}-${i}`,
    });

    const started = performance.now();
    const [list, bulk, imports] = await Promise.all([
      bounded(LIST_CALLS, CONCURRENCY, async (i) => {
        const query = new URLSearchParams({ page: String(1 + (i % 5)), per_page: '20', sort: i % 2 ? 'newest' : 'rating_high' });
        if (i % 3 === 0) query.set('keyword', 'great');
        check(`list ${i}`, await callApi(server(), 'list_reviews', { token, query: query.toString() }));
      }),
      bounded(BULK_CALLS, CONCURRENCY, async (i) => {
        check(`bulk ${i}`, await callApi(server(), 'bulk_review_action', { token, body: { action: 'verify', ids: ids.slice(i * 5, i * 5 + 5) } }));
      }),
      bounded(IMPORT_BATCHES, 2, async (batch) => {
        // Every other batch repeats the previous batch's first 10 rows: they must count as duplicates, not new rows.
        const rows = Array.from({ length: ROWS_PER_BATCH }, (_, i) => row(batch, i));
        if (batch % 2 === 1) rows.push(...Array.from({ length: 10 }, (_, i) => ({ ...row(batch - 1, i), line: ROWS_PER_BATCH + i + 2 })));
        check(`import ${batch}`, await callApi(server(), 'import_reviews', { token, body: { file_name: `load-${batch}.csv`, format: 'generic', rows } }));
      }),
    ]);
    const totalMs = performance.now() - started;
    console.log(['load of the hot calls', report('list_reviews', list), report('bulk_review_action', bulk), report('import_reviews', imports), `total ${totalMs.toFixed(0)} ms`].join('\n  '));
    expect(failures).toEqual([]);

    const imported = IMPORT_BATCHES * ROWS_PER_BATCH;
    const count = (sql: string, ...args: unknown[]) => db.prepare(sql).pluck().get(...args) as number;
    expect(count('SELECT COUNT(*) FROM reviews WHERE shop_id = ?', DEMO_SHOP_ID)).toBe(reviewsBefore + imported);
    expect(count("SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND body LIKE 'LOADMARK%'", DEMO_SHOP_ID)).toBe(imported);
    expect(count('SELECT COUNT(*) FROM (SELECT duplicate_key FROM reviews WHERE shop_id = ? GROUP BY duplicate_key HAVING COUNT(*) > 1)', DEMO_SHOP_ID)).toBe(0);
    expect(count("SELECT COUNT(*) FROM (SELECT body FROM reviews WHERE shop_id = ? AND body LIKE 'LOADMARK%' GROUP BY body HAVING COUNT(*) > 1)", DEMO_SHOP_ID)).toBe(0);
    const summary = db.prepare("SELECT SUM(imported) AS imported, SUM(duplicates) AS duplicates FROM review_imports WHERE shop_id = ? AND file_name LIKE 'load-%'").get(DEMO_SHOP_ID) as { imported: number; duplicates: number };
    expect(summary).toEqual({ imported, duplicates: (IMPORT_BATCHES / 2) * 10 });
    expect(count(`SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND verified = 1 AND id IN (${ids.join(',')})`, DEMO_SHOP_ID)).toBe(ids.length);
    const listed = await callApi(server(), 'list_reviews', { token, query: 'keyword=LOADMARK&per_page=20' });
    expect(listed.body.data.total).toBe(imported);
  });
});
