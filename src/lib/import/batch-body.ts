import type { ImportBatch } from '../../contract/imports';
import { inSlices } from './slices';

/** Rows serialised at a time by batchBody. */
const ROWS_PER_SLICE = 25;

/**
 * The JSON of an import batch as a Blob, written a slice of rows at a time: a batch of 2,000 rows is
 * about 1 MB of JSON, which one JSON.stringify (or one Blob of all its pieces, which encodes them
 * all) writes in a single long task on a slow phone. Each slice is serialised into a small Blob of
 * its own, and the batch's Blob joins them; with `pause`, it waits for it whenever a run of writing
 * has taken SLICE_BUDGET_MS. The bytes are exactly those of JSON.stringify(batch) (rows written last).
 */
export async function batchBody(batch: ImportBatch, pause?: () => Promise<void>): Promise<Blob> {
  const { rows, ...rest } = batch;
  const head = JSON.stringify(rest);
  const parts: Blob[] = [new Blob([`${head.slice(0, -1)}${head === '{}' ? '"rows":[' : ',"rows":['}`])];
  const write = (start: number, end: number) => {
    let text = '';
    for (let i = start; i < end; i += 1) text += `${i === 0 ? '' : ','}${JSON.stringify(rows[i])}`;
    parts.push(new Blob([text]));
  };
  await inSlices(rows.length, ROWS_PER_SLICE, write, pause);
  parts.push(new Blob([']}']));
  return new Blob(parts, { type: 'application/json' });
}
