import type { ImportBatch } from '../../contract/imports';

/** Rows serialised at a time by batchBody. */
const ROWS_PER_SLICE = 200;
/** Longest run of serialising (ms) before batchBody pauses for the page to paint and answer input. */
const SLICE_BUDGET_MS = 8;

/**
 * The JSON of an import batch as a Blob, written a slice of rows at a time: a batch of 2,000 rows is
 * about 1 MB of JSON, which one JSON.stringify writes in a single long task on a slow phone. With
 * `pause`, it waits for it whenever a run of writing has taken SLICE_BUDGET_MS. The text is exactly
 * what JSON.stringify(batch) gives, in pieces the Blob joins without copying them into one string.
 */
export async function batchBody(batch: ImportBatch, pause?: () => Promise<void>): Promise<Blob> {
  const { rows, ...rest } = batch;
  const head = JSON.stringify(rest);
  const parts: string[] = [head.slice(0, -1), head === '{}' ? '"rows":[' : ',"rows":['];
  let ranSince = performance.now();
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    const slice = rows.slice(start, start + ROWS_PER_SLICE).map((row) => JSON.stringify(row)).join(',');
    parts.push(start === 0 ? slice : `,${slice}`);
    if (pause && start + ROWS_PER_SLICE < rows.length && performance.now() - ranSince >= SLICE_BUDGET_MS) {
      await pause();
      ranSince = performance.now();
    }
  }
  parts.push(']}');
  // Joining the pieces into the Blob's bytes is a task of its own.
  if (pause && rows.length > ROWS_PER_SLICE) await pause();
  return new Blob(parts, { type: 'application/json' });
}
