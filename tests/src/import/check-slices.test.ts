import { describe, expect, it } from 'vitest';
import { checkRows } from '../../../machines/import/file-import.rows';
import type { CsvRecord } from '../../../src/lib/import/types';

const PRODUCTS = [{ id: 'gid://shopify/Product/1001', title: 'Linen shirt', handle: 'linen-shirt', skus: ['LS-1'], image: null }];
const MAPPING = { productHandle: 'handle', rating: 'rating', author: 'author', body: 'body', date: 'date' };

/** `n` records with ambiguous dates (03/04/2024); only the last one proves day first (25/12/2023). */
function records(n: number): CsvRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    handle: 'linen-shirt',
    rating: String((i % 5) + 1),
    author: `Author ${i}`,
    body: `Review ${i}`,
    date: i === n - 1 ? '25/12/2023' : '03/04/2024',
  }));
}

describe('checkRows in slices', () => {
  it('gives the same rows, lines and date order with pauses as at once, weighing every date of the file', async () => {
    const input = { records: records(3000), mapping: MAPPING, source: 'custom' as const, products: PRODUCTS, lines: Array.from({ length: 3000 }, (_, i) => 2 * i + 2) };
    const clock = Date.UTC(2025, 0, 1);
    let pauses = 0;
    const sliced = await checkRows({ ...input, records: input.records.map((r) => ({ ...r })) }, async () => { pauses += 1; }, clock);
    const atOnce = await checkRows(input, undefined, clock);
    expect(pauses).toBeGreaterThan(0);
    expect(sliced.dates).toEqual({ order: 'dmy', conflict: false, examples: ['03/04/2024'] });
    expect(sliced.dateOrder).toBe('dmy');
    expect(sliced.results).toEqual(atOnce.results);
    expect(sliced.results.map((r) => r.row.rowNumber).slice(0, 3)).toEqual([2, 4, 6]);
    expect(sliced.results[0]!.row.date?.startsWith('2024-04-03')).toBe(true);
  });
});
