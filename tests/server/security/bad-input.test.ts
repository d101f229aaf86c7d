import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, useTestServer } from '../helpers';

const PARAMS = ['status', 'rating', 'source', 'media', 'verified', 'product_id', 'keyword', 'date_from', 'date_to', 'deleted', 'sort', 'page', 'per_page'];

/** Issue 13, item 15: bad input gets a 4xx with a message, never a 500. */
describe('bad query input on the review list, export and bulk by filter', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  const server = useTestServer();
  const get = async (call: string, query: string) => {
    const res = await fetch(`${server().url}/api/v1/admin/${call}?${query}`, { headers: { Authorization: `Bearer ${await demoToken()}` } });
    const text = await res.text();
    return { status: res.status, text };
  };

  it('refuses a NUL or other control character in the keyword with 400 and a message', async () => {
    const token = await demoToken();
    for (const keyword of ['a\u0000b', '\u0000', 'x\u0007', 'tab\u001b[2J']) {
      const query = new URLSearchParams({ keyword }).toString();
      for (const call of ['list_reviews', 'export_reviews']) {
        const res = await get(call, query);
        expect(res.status, `${call} ${JSON.stringify(keyword)}`).toBe(400);
        expect(JSON.parse(res.text).message).toMatch(/keyword/);
      }
      const bulk = await callApi(server(), 'bulk_review_action', { token, body: { action: 'hide', filter: { keyword } } });
      expect(bulk.status).toBe(400);
      expect(bulk.body.message).toMatch(/keyword/);
    }
  });

  it('never answers 5xx to fuzzed list, export and bulk-by-filter parameters', async () => {
    const token = await demoToken();
    const nasty = fc.string({ unit: fc.constantFrom('a', 'é', ' ', '"', "'", '*', '%', '_', '\\', '\u0000', '\u0007', '\u001f', '\u007f', '\ud83d\ude00'), maxLength: 12 });
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      nasty,
      fc.integer().map(String),
      fc.constantFrom('', '0', '-1', '1e309', 'NaN', '2024-02-30', '%00', 'a\u0000b', '[]'),
    );
    const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS, 'status[]', 'rating[]', 'junk'), fc.constant('keyword')), value), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom('list_reviews', 'export_reviews', 'bulk'), async (pairs, call) => {
        if (call === 'bulk') {
          const filter = Object.fromEntries(pairs.map(([k, v]) => [k.replace('[]', ''), v]));
          const res = await callApi(server(), 'bulk_review_action', { token, body: { action: 'pin', filter } });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(res.body.message).toBeTruthy();
          return;
        }
        const search = new URLSearchParams();
        for (const [k, v] of pairs) search.append(k, v);
        const res = await get(call, search.toString());
        expect(res.status, `${call}?${search}`).toBeLessThan(500);
        if (res.status >= 400) expect(JSON.parse(res.text).message).toBeTruthy();
      }),
      { numRuns: 120, seed: 13 },
    );
  });
});
