import { streamCsv, type CsvBatch, type CsvSummary, type ParseHandle, type StreamOptions } from './csv-stream';

/** Messages from the page to the CSV worker. */
export type ToCsvWorker = { type: 'start'; input: Blob | string; options: StreamOptions } | { type: 'ack' } | { type: 'abort' };

/** Messages from the CSV worker to the page. */
export type FromCsvWorker = { type: 'batch'; batch: CsvBatch } | { type: 'done'; summary: CsvSummary };

/** The part of a worker's global scope (or a test double) the host uses. */
export interface CsvWorkerScope {
  postMessage(message: FromCsvWorker): void;
  onmessage: ((event: { data: ToCsvWorker }) => void) | null;
}

/** Batches posted and not yet acknowledged before the worker stops reading. */
export const MAX_BATCHES_IN_FLIGHT = 2;

/**
 * Serves the CSV worker protocol on a scope: `start` decodes a Blob (decode.ts: a chunk of bytes
 * at a time through one streaming decoder, the encoding detected or as chosen), parses it with papaparse and
 * posts `batch` messages of at most `batchSize` rows, pausing while MAX_BATCHES_IN_FLIGHT batches
 * wait for an `ack`, so neither side ever holds more than a few batches; then one `done`.
 * `abort` stops reading and still ends with `done` (aborted: true).
 */
export function serveCsvWorker(scope: CsvWorkerScope, maxInFlight = MAX_BATCHES_IN_FLIGHT): void {
  let inFlight = 0;
  let wake: (() => void) | null = null;
  let handle: ParseHandle | null = null;
  const release = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  scope.onmessage = ({ data }) => {
    if (data.type === 'start' && !handle) {
      handle = streamCsv(
        data.input,
        data.options,
        (batch) => {
          scope.postMessage({ type: 'batch', batch });
          inFlight += 1;
          return inFlight >= maxInFlight ? new Promise<void>((resolve) => (wake = resolve)) : undefined;
        },
        (summary) => scope.postMessage({ type: 'done', summary: { ...summary, mode: 'worker' } }),
        'worker',
      );
    } else if (data.type === 'ack') {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight < maxInFlight) release();
    } else if (data.type === 'abort') {
      handle?.abort();
      release();
    }
  };
}
