import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkRows, rowPayload } from '../../../machines/import/file-import.rows';
import type { ValidRow } from '../../../machines/import/file-import.types';
import { reviewDuplicateKey } from '../../../demo/server/domain/review-duplicate-key';
import { csvField } from '../../../demo/server/http/csv';
import { detectFormat } from '../../../src/lib/import/formats';
import { csvCell } from '../../../src/lib/import/template';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, useTestServer } from '../helpers';
import { REVIEW_CLOCK_START, qs } from '../review-helpers';

const server = useTestServer({ now: () => REVIEW_CLOCK_START });
const token = await demoToken();

/** Texts a spreadsheet would run as a formula (ASCII and fullwidth), and one that only looks guarded. */
const BODIES = ['=1+2 RTMARK', '+49 RTMARK', '-1 RTMARK', '@SUM RTMARK', '＝1 RTMARK', '＋1 RTMARK', '－1 RTMARK', '＠x RTMARK', "'=already RTMARK", 'plain RTMARK'];

const row = (line: number, body: string) => {
  const base = { productId: 'gid://shopify/Product/1001', email: `rt${line}@example.com`, author: 'Round Trip', date: '2024-03-05T14:22:01.000Z', body };
  return {
    line, product_id: base.productId, rating: 5, title: 'Round trip', body, author: base.author, email: base.email, date: base.date,
    reply: null, reply_date: null, media_urls: [], verified: false, country: 'DE', status: 'published', duplicate_key: reviewDuplicateKey(base),
  };
};

describe('export then import of our own file', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('guards formula cells, tab- and CR-led cells and fullwidth signs', () => {
    for (const guard of [csvField, csvCell]) {
      for (const text of ['=1', '+1', '-1', '@1', '＝1', '＋1', '－1', '＠1']) expect(guard(text)).toBe(`'${text}`);
      expect(guard('\tx')).toBe("'\tx");
      expect(guard('\rx')).toBe(`"'\rx"`);
      expect(guard("'=x")).toBe("''=x");
      expect(guard('plain')).toBe('plain');
    }
  });

  it('imports nothing new: every exported review comes back as a duplicate', async () => {
    const first = await callApi(server(), 'import_reviews', { token, body: { file_name: 'rt.csv', format: 'ours', rows: BODIES.map((b, i) => row(i + 1, b)) } });
    expect(first.body.data.imported).toBe(BODIES.length);

    const res = await fetch(`${server().url}/api/v1/admin/export_reviews?${qs({ keyword: 'RTMARK', sort: 'oldest' })}`, { headers: { Authorization: `Bearer ${token}` } });
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.data).toHaveLength(BODIES.length);
    expect(parsed.data.map((r) => r.body)).toContain("'＝1 RTMARK");

    const detection = detectFormat(parsed.meta.fields ?? []);
    expect(detection.format).toBe('ours');
    const products = (await callApi(server(), 'get_products', { token, query: 'limit=500' })).body.data.items;
    const checked = await checkRows({ records: parsed.data, mapping: detection.mapping, source: 'ours', products }, undefined, REVIEW_CLOCK_START);
    const valid = checked.results.filter((r): r is ValidRow => r.ok);
    expect(valid.map((r) => r.row.body).sort()).toEqual([...BODIES].sort());

    const again = await callApi(server(), 'import_reviews', { token, body: { file_name: 'rt-again.csv', format: 'ours', rows: valid.map(rowPayload) } });
    expect(again.body.data).toMatchObject({ imported: 0, duplicates: BODIES.length, failed: [] });
  });
});
