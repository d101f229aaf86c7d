import Papa from 'papaparse';
import {
  deliver,
  papaBaseConfig,
  RowBatcher,
  streamCsv,
  type BatchSink,
  type CsvBatch,
  type CsvSummary,
  type ParseHandle,
  type ParseMode,
  type StreamOptions,
} from './csv-stream';
import type { FromCsvWorker, ToCsvWorker } from './csv-worker-host';
import { decodeFile } from './decode';
import { recordLinesOffThread } from './lines-worker';
import { nextTask } from './slices';
import type { CsvRecord } from './types';

/** The part of a Worker that parseCsv uses. */
export interface CsvWorkerLike {
  postMessage(message: ToCsvWorker): void;
  onmessage: ((event: MessageEvent<FromCsvWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/** Choices of parseCsv. */
export interface ParseCsvOptions extends StreamOptions {
  /**
   * Makes our module worker (csv.worker.ts) for a Blob: it decodes the bytes and parses, in
   * batches of `batchSize` rows, each acknowledged, and reading pauses while two wait. Without it a
   * Blob is decoded here (a chunk of bytes at a time) and the text goes to papaparse's own worker
   * (`worker: true`, a Blob-URL worker that works from any bundle), which posts one message per
   * `chunkBytes` of text and cannot pause.
   */
  createWorker?: () => CsvWorkerLike;
  /** Set to false to keep papaparse's own worker out (the Blob is then parsed on this thread). */
  papaWorker?: boolean;
}

const failed = (mode: ParseMode, error: string): CsvSummary => ({
  mode,
  headers: [],
  delimiter: ',',
  rowCount: 0,
  batchCount: 0,
  issues: [],
  issueCount: 0,
  aborted: false,
  error,
  encoding: null,
});

function viaModuleWorker(input: Blob, options: ParseCsvOptions, onChunk: BatchSink, onDone: (s: CsvSummary) => void): ParseHandle {
  const worker = options.createWorker!();
  let queue: Promise<void> = Promise.resolve();
  let ended = false;
  const end = (summary: CsvSummary) => {
    if (ended) return;
    ended = true;
    worker.terminate();
    onDone(summary);
  };
  worker.onmessage = ({ data }) => {
    queue = queue.then(async () => {
      if (ended) return;
      if (data.type === 'done') return end(data.summary);
      await onChunk(data.batch);
      worker.postMessage({ type: 'ack' });
    });
    queue.catch((error: unknown) => end(failed('worker', error instanceof Error ? error.message : String(error))));
  };
  worker.onerror = (event) => end(failed('worker', event.message || 'The CSV worker failed.'));
  const { batchSize, chunkBytes, encoding } = options;
  worker.postMessage({ type: 'start', input, options: { batchSize, chunkBytes, encoding } });
  return { abort: () => worker.postMessage({ type: 'abort' }) };
}

/**
 * Text papaparse's worker parses and posts back at a time: each answer is taken in (its records,
 * numbered from the lines worker's answer) in one task of the page, so a smaller one keeps the page
 * answering input.
 */
const PAPA_WORKER_CHUNK_CHARS = 128 * 1024;

/**
 * Numbers the records by spreadsheet line in the lines worker once papaparse has found the
 * delimiter and line break (its first answer); the rows wait for the numbers. Where no worker
 * starts, or it fails, the batcher scans the text itself.
 */
function numberLines(text: string, meta: Papa.ParseMeta, batcher: RowBatcher): Promise<void> {
  const lines = recordLinesOffThread({ text, delimiter: meta.delimiter || ',', newline: meta.linebreak || '\n' }, nextTask);
  return lines ? lines.then((found) => batcher.useLines(found), () => undefined) : Promise.resolve();
}

function viaPapaWorker(input: string, options: ParseCsvOptions, onChunk: BatchSink, onDone: (s: CsvSummary) => void): ParseHandle {
  const batcher = new RowBatcher('papa-worker', options.batchSize);
  batcher.track(input);
  let queue: Promise<void> = Promise.resolve();
  let numbered: Promise<void> | null = null;
  let stop: (() => void) | null = null;
  let stopped = false;
  let settled = false;
  const settle = (error: string | null) => {
    if (settled) return;
    settled = true;
    const report = (message: string | null) => onDone({ ...batcher.summary, aborted: stopped, error: error ?? message });
    queue
      .then(() => deliver(batcher.flush(), onChunk))
      .then(() => report(null), (e: unknown) => report(e instanceof Error ? e.message : String(e)));
  };
  Papa.parse<unknown>(input, {
    ...papaBaseConfig(options),
    chunkSize: Math.min(options.chunkBytes ?? PAPA_WORKER_CHUNK_CHARS, PAPA_WORKER_CHUNK_CHARS),
    worker: true,
    chunk: (results: Papa.ParseResult<unknown>, handle: Papa.Parser) => {
      stop = () => handle.abort();
      if (stopped) return handle.abort();
      if (!numbered) numbered = numberLines(input, results.meta, batcher);
      // Answers that queued while the lines were counted are taken in one task each.
      queue = queue.then(() => numbered).then(() => nextTask()).then(() => deliver(batcher.push(results), onChunk));
    },
    complete: () => settle(null),
    error: (error: Error) => settle(error.message),
  });
  return {
    abort() {
      // After the end papaparse's worker handle is gone (its abort would throw): nothing to stop.
      if (stopped || settled) return;
      stopped = true;
      (stop as (() => void) | null)?.();
    },
  };
}

/** Decodes a Blob here (decode.ts), then parses the text in papaparse's worker; the summary names the encoding. */
function decodedViaPapaWorker(input: Blob, options: ParseCsvOptions, onChunk: BatchSink, onDone: (s: CsvSummary) => void): ParseHandle {
  const signal = { aborted: false };
  let inner: ParseHandle | null = null;
  decodeFile(input, { encoding: options.encoding, chunkBytes: options.chunkBytes, signal }).then(
    (decoded) => {
      if (!decoded) return onDone({ ...failed('papa-worker', ''), error: null, aborted: true });
      inner = viaPapaWorker(decoded.text, options, onChunk, (summary) => onDone({ ...summary, encoding: decoded.encoding }));
    },
    (error: unknown) => onDone(failed('papa-worker', error instanceof Error ? error.message : String(error))),
  );
  return {
    abort() {
      signal.aborted = true;
      inner?.abort();
    },
  };
}

/**
 * Parses an import CSV (header row, blank lines skipped, delimiter detected: `,` `;` tab `|`)
 * in batches of `batchSize` rows (default 2 000), each row with its spreadsheet line, and
 * reports the end with a summary. A File/Blob is decoded a chunk of bytes at a time with one
 * streaming decoder (encoding detected, or `encoding`) and parsed off the page's thread: in our
 * module worker when `createWorker` is given, else in papaparse's own worker (`worker: true`)
 * when Workers exist; text, or a Blob where no Worker exists (tests), is streamed on this thread
 * in chunks. A promise returned by `onChunk` is awaited before the next batch is delivered.
 * Returns a handle to abort.
 */
export function parseCsv(
  file: Blob | string,
  onChunk: (batch: CsvBatch) => void | Promise<void>,
  onDone: (summary: CsvSummary) => void,
  options: ParseCsvOptions = {},
): ParseHandle {
  if (typeof file !== 'string') {
    try {
      if (options.createWorker) return viaModuleWorker(file, options, onChunk, onDone);
      if (options.papaWorker !== false && typeof Worker !== 'undefined' && Papa.WORKERS_SUPPORTED) {
        return decodedViaPapaWorker(file, options, onChunk, onDone);
      }
    } catch {
      /* a worker could not be started (e.g. blocked by the page's policy): parse on this thread */
    }
  }
  return streamCsv(file, options, onChunk, onDone);
}

/** Promise form of parseCsv for callers that want every batch's records (and their lines) at once (small files, tests). */
export function parseCsvAll(file: Blob | string, options: ParseCsvOptions = {}): Promise<{ records: CsvRecord[]; lines: number[]; summary: CsvSummary }> {
  const records: CsvRecord[] = [];
  const lines: number[] = [];
  return new Promise((resolve) => {
    parseCsv(
      file,
      (batch) => {
        records.push(...batch.rows);
        lines.push(...batch.lines);
      },
      (summary) => resolve({ records, lines, summary }),
      options,
    );
  });
}
