import type { ImportBatch } from '../../contract/imports';
import { inSlices } from './slices';

/** Rows serialised at a time by batchBody. */
const ROWS_PER_SLICE = 25;
/** Rows from which making the Blob (copying all the bytes) gets a task of its own. */
const OWN_TASK_ROWS = 200;

/**
 * The JSON of an import batch as a Blob, written a slice of rows at a time: a batch of 2,000 rows is
 * about 1 MB of JSON, which one JSON.stringify (or one Blob of its text, which encodes it all)
 * writes in a single long task on a slow phone. Each slice is serialised and encoded to UTF-8 on
 * its own (a Blob of many small Blobs costs far more to make); with `pause`, it waits for it whenever
 * a run of writing has taken SLICE_BUDGET_MS. The bytes are exactly those of JSON.stringify(batch)
 * (rows written last).
 */
export async function batchBody(batch: ImportBatch, pause?: () => Promise<void>): Promise<Blob> {
  const { rows, ...rest } = batch;
  const head = JSON.stringify(rest);
  const encoder = new TextEncoder();
  const parts: BlobPart[] = [encoder.encode(`${head.slice(0, -1)}${head === '{}' ? '"rows":[' : ',"rows":['}`)];
  const write = (start: number, end: number) => {
    let text = '';
    for (let i = start; i < end; i += 1) text += `${i === 0 ? '' : ','}${JSON.stringify(rows[i])}`;
    parts.push(encoder.encode(text));
  };
  await inSlices(rows.length, ROWS_PER_SLICE, write, pause);
  parts.push(encoder.encode(']}'));
  if (pause && rows.length > OWN_TASK_ROWS) await pause();
  return new Blob(parts, { type: 'application/json' });
}
