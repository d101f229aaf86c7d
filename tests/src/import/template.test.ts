import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/lib/import/formats';
import { normalizeRows } from '../../../src/lib/import/normalize';
import { parseCsvAll } from '../../../src/lib/import/parse';
import { summaryCounts, summaryCsv, SUMMARY_HEADERS, templateCsv, TEMPLATE_HEADERS, type SummaryEntry } from '../../../src/lib/import/template';
import { validateRow } from '../../../src/lib/import/validate';
import { loadFixture, NOW, storeLookup } from './helpers';

describe('template', () => {
  it('round-trips through parsing and detection as our format', async () => {
    const text = templateCsv();
    expect(text.startsWith('\uFEFFproduct_id,product_handle,sku,rating,')).toBe(true);
    const { records, summary } = await parseCsvAll(text);
    expect(summary.headers).toEqual([...TEMPLATE_HEADERS]);
    const detection = detectFormat(summary.headers);
    expect(detection).toMatchObject({ format: 'ours', confidence: 1, missing: [] });
    const rows = normalizeRows(records, detection.mapping, 1, { source: 'ours' });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ rating: 5, verified: true, date: '2024-03-05T14:22:01.000Z', mediaUrls: [expect.any(String), expect.any(String)] });
    expect(rows[0]!.body).toContain('\n');
    expect(rows[1]).toMatchObject({ title: 'Schöner Filter, "fast" perfekt', country: 'DE', verified: false });
    for (const row of rows) expect(validateRow(row, storeLookup, { now: NOW }).ok).toBe(true);
  });
});

describe('summaryCsv', () => {
  it('lists every outcome with its reasons and escapes quotes, commas and line breaks', async () => {
    const { rows } = await loadFixture('bad-rows.csv');
    const entries: SummaryEntry[] = rows.slice(0, 6).map((row, i) => {
      const result = validateRow(row, storeLookup, { now: NOW });
      if (result.ok) return { row, outcome: i === 0 ? 'imported' : 'duplicate', productId: result.productId };
      return { row, outcome: 'failed', reasons: result.reasons };
    });
    entries[0] = { ...entries[0]!, row: { ...entries[0]!.row, title: 'He said "wow", then\nleft', author: '=HYPERLINK("x")' } };
    const text = summaryCsv(entries);
    expect(text).toContain('"He said ""wow"", then\nleft"');
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...SUMMARY_HEADERS]);
    expect(parsed.data[0]).toMatchObject({ row: '1', outcome: 'imported', product: '7982301462583', title: 'He said "wow", then\nleft', reviewer_name: `'=HYPERLINK("x")` });
    expect(parsed.data[1]).toMatchObject({ outcome: 'failed', rating: '4.5', reason_codes: 'rating_invalid' });
    expect(parsed.data[1]!.reasons).toBe('The rating must be a whole number of stars from 1 to 5. (4.5)');
    expect(parsed.data[3]).toMatchObject({ product: 'does-not-exist', reason_codes: 'product_not_found' });
    expect(parsed.data[2]!.reasons).toContain('(31/02/2024)');
  });

  it('joins several reasons of one row', async () => {
    const { rows } = await loadFixture('bad-rows.csv');
    const result = validateRow({ ...rows[9]!, rating: null, body: '', author: '' }, storeLookup, { now: NOW });
    if (result.ok) throw new Error('expected a failure');
    const text = summaryCsv([{ row: result.row, outcome: 'failed', reasons: result.reasons }]);
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(parsed.data[0]!.reason_codes).toBe('rating_invalid | body_missing | author_missing');
  });

  it('says per row what the check repaired or left out, with the value the file held', async () => {
    const { rows } = await loadFixture('bad-rows.csv');
    const odd = rows.find((row) => row.title === 'Odd flags')!;
    const result = validateRow(odd, storeLookup, { now: NOW });
    if (!result.ok) throw new Error('expected the row to be imported with notes');
    const text = summaryCsv([{ row: result.row, outcome: 'imported', productId: result.productId }]);
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    const notes = parsed.data[0]!.notes!.split(' | ');
    expect(notes).toContain('The country is written out; it is imported as its two-letter code. (Germany → DE)');
    expect(notes).toContain('The verified-purchase value is not yes or no; the review is imported as not verified. (maybe)');
    expect(notes).toHaveLength(3);
  });

  it('counts outcomes', async () => {
    const { rows } = await loadFixture('ours.csv');
    const outcomes = ['imported', 'imported', 'duplicate', 'failed'] as const;
    expect(summaryCounts(outcomes.map((outcome, i) => ({ row: rows[i]!, outcome })))).toEqual({ imported: 2, updated: 0, duplicate: 1, failed: 1 });
    expect(summaryCsv([])).toBe(`\uFEFF${SUMMARY_HEADERS.join(',')}\r\n`);
  });
});
