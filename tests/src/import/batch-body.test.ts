import { describe, expect, it } from 'vitest';
import type { ImportBatch } from '../../../src/contract/imports';
import { batchBody } from '../../../src/lib/import/batch-body';

const row = (line: number) => ({ line, product_id: 'gid://shopify/Product/1001', body: `Zeile ${line} "quoted"\n😀 שלום`, media_urls: line % 3 ? [] : ['https://cdn.example.com/a b.jpg'] });

describe('batchBody', () => {
  it('writes exactly the JSON of the batch, whatever the number of rows and pauses', async () => {
    for (const count of [0, 1, 199, 200, 201, 2000]) {
      const batch: ImportBatch = { import_key: 'k', batch: 3, file_name: 'a.csv', format: 'ours', date_order: 'dmy', rows: Array.from({ length: count }, (_, i) => row(i + 2)), refused: [{ line: 1, reasons: [{ code: 'x', message: 'y' }] }] };
      let pauses = 0;
      const blob = await batchBody(batch, async () => { pauses += 1; });
      expect(blob.type).toBe('application/json');
      expect(await blob.text()).toBe(JSON.stringify(reordered(batch)));
      expect(JSON.parse(await blob.text())).toEqual(batch);
      if (count <= 200) expect(pauses).toBe(0);
    }
  });
});

/** The batch with `rows` last, the order batchBody writes the keys in. */
function reordered(batch: ImportBatch) {
  const { rows, ...rest } = batch;
  return { ...rest, rows };
}
