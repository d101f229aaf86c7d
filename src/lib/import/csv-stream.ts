import Papa from 'papaparse';
import { decodeFile, type DetectedEncoding, type EncodingLabel } from './decode';
import { RecordLines } from './lines';
import type { CsvRecord } from './types';

/** Rows per batch handed to the caller (and per worker message). */
export const DEFAULT_BATCH_SIZE = 2_000;
/** Bytes (characters for text) read and parsed at a time. */
export const DEFAULT_CHUNK_BYTES = 512 * 1024;
/** Parser problems kept for the summary; later ones are only counted. */
export const MAX_CSV_ISSUES = 500;

/** Where the parsing ran. */
export type ParseMode = 'worker' | 'papa-worker' | 'main';

/** A batch of records, in file order. */
export interface CsvBatch {
  /** 0-based batch number. */
  index: number;
  /** 1-based number (after the header row) of the first record of the batch. */
  firstRow: number;
  headers: string[];
  rows: CsvRecord[];
  /** The spreadsheet line of each row (the header is line 1; blank lines and multi-line values count). */
  lines: number[];
}

/** A structural problem the CSV parser met (unbalanced quotes, wrong number of fields). */
export interface CsvIssue {
  /** The spreadsheet line of the record (the header is line 1), or 0 when unknown. */
  row: number;
  code: string;
  message: string;
}

/** End-of-parse report. */
export interface CsvSummary {
  mode: ParseMode;
  headers: string[];
  delimiter: string;
  rowCount: number;
  batchCount: number;
  issues: CsvIssue[];
  issueCount: number;
  aborted: boolean;
  /** Set when reading failed (unreadable file, worker failure). */
  error: string | null;
  /** The encoding a file was read with (null for text). */
  encoding: DetectedEncoding | null;
}

/** Tuning of a parse. */
export interface StreamOptions {
  batchSize?: number;
  chunkBytes?: number;
  /** Text encoding of a file, as the merchant chose it; detected from the bytes when absent. */
  encoding?: EncodingLabel | null;
}

/** Receives batches; a returned promise pauses reading until it settles. */
export type BatchSink = (batch: CsvBatch) => void | Promise<void>;

/** The papaparse settings shared by every mode: header row, greedy blank-line skipping, auto delimiter. */
export const papaBaseConfig = (options: StreamOptions) => ({
  header: true,
  skipEmptyLines: 'greedy' as const,
  chunkSize: options.chunkBytes ?? DEFAULT_CHUNK_BYTES,
});

/** Cuts papaparse chunks into batches of a fixed number of rows and keeps the running summary. */
export class RowBatcher {
  private pending: CsvRecord[] = [];
  private pendingLines: number[] = [];
  private text: string | null = null;
  private lines: RecordLines | null = null;
  private known: ArrayLike<number> | null = null;
  readonly summary: CsvSummary;

  constructor(
    mode: ParseMode,
    private readonly batchSize = DEFAULT_BATCH_SIZE,
  ) {
    this.summary = { mode, headers: [], delimiter: ',', rowCount: 0, batchCount: 0, issues: [], issueCount: 0, aborted: false, error: null, encoding: null };
  }

  /** The text being parsed, to number its records by spreadsheet line. */
  track(text: string): void {
    this.text = text;
  }

  /** The spreadsheet line of every record, worked out elsewhere (lines-worker.ts); the text is then no longer scanned here. */
  useLines(lines: ArrayLike<number>): void {
    this.known = lines;
  }

  /** The spreadsheet line of the next record (counted from the record number when the text is unknown). */
  private nextLine(newline: string | undefined): number {
    const index = this.summary.rowCount + this.pending.length;
    if (this.known) return this.known[index] ?? index + 2;
    if (!this.lines && this.text !== null) this.lines = new RecordLines(this.text, this.summary.delimiter, newline || '\n');
    return (this.lines ? this.lines.next() : null) ?? index + 2;
  }

  /** Takes a papaparse chunk result; returns the batches that are full. */
  push(results: Papa.ParseResult<unknown>): CsvBatch[] {
    const { summary } = this;
    if (results.meta.fields && summary.headers.length === 0) summary.headers = [...results.meta.fields];
    if (results.meta.delimiter) summary.delimiter = results.meta.delimiter;
    const chunkLines: number[] = [];
    for (const data of results.data) {
      // papaparse's own record is kept (no copy): only a value that is not text (its extra fields) is taken out.
      const record = data as Record<string, unknown>;
      for (const key in record) if (typeof record[key] !== 'string') delete record[key];
      const line = this.nextLine(results.meta.linebreak);
      this.pending.push(record as CsvRecord);
      this.pendingLines.push(line);
      chunkLines.push(line);
    }
    for (const error of results.errors) {
      summary.issueCount += 1;
      // An unterminated quote swallows the rest of the chunk: it opened in the chunk's last record.
      const row = (typeof error.row === 'number' ? chunkLines[error.row] : undefined) ?? (error.code === 'MissingQuotes' ? chunkLines.at(-1) : undefined) ?? 0;
      if (summary.issues.length < MAX_CSV_ISSUES) summary.issues.push({ row, code: error.code, message: error.message });
    }
    const batches: CsvBatch[] = [];
    while (this.pending.length >= this.batchSize) batches.push(this.cut(this.batchSize));
    return batches;
  }

  /** The last, partial batch (none when nothing is left). */
  flush(): CsvBatch[] {
    return this.pending.length > 0 ? [this.cut(this.pending.length)] : [];
  }

  private cut(size: number): CsvBatch {
    const rows = this.pending.splice(0, size);
    const lines = this.pendingLines.splice(0, size);
    const batch = { index: this.summary.batchCount, firstRow: this.summary.rowCount + 1, headers: this.summary.headers, rows, lines };
    this.summary.batchCount += 1;
    this.summary.rowCount += rows.length;
    return batch;
  }
}

/** Hands batches to a sink one after another; returns a promise only if the sink made one. */
export function deliver(batches: CsvBatch[], sink: BatchSink): Promise<void> | undefined {
  for (let i = 0; i < batches.length; i += 1) {
    const result = sink(batches[i]!);
    if (result && typeof result.then === 'function') {
      const rest = batches.slice(i + 1);
      return result.then(() => deliver(rest, sink));
    }
  }
  return undefined;
}

/** Stops a running parse. */
export interface ParseHandle {
  abort(): void;
}

/**
 * Parses CSV text or a Blob on the current thread, streaming: papaparse reads `chunkBytes` at a
 * time, rows are re-cut into batches of `batchSize`, and reading pauses while the sink's promise is
 * pending. A Blob is first decoded to text a chunk of bytes at a time (decode.ts: one streaming
 * decoder, so characters cut by a chunk end stay whole; the encoding detected or as chosen).
 */
export function streamCsv(input: Blob | string, options: StreamOptions, sink: BatchSink, onDone: (summary: CsvSummary) => void, mode: ParseMode = 'main'): ParseHandle {
  const batcher = new RowBatcher(mode, options.batchSize);
  let parser: Papa.Parser | null = null;
  let stopped = false;
  let finished = false;
  const finish = (error: string | null) => {
    if (finished) return;
    finished = true;
    batcher.summary.error = error;
    batcher.summary.aborted = stopped;
    onDone(batcher.summary);
  };
  const fail = (error: unknown) => {
    stopped = true;
    parser?.abort();
    finish(error instanceof Error ? error.message : String(error));
  };
  const run = (source: string) => {
    if (stopped) return finish(null);
    batcher.track(source);
    Papa.parse<unknown>(source, {
      ...papaBaseConfig(options),
      chunk: (results: Papa.ParseResult<unknown>, handle: Papa.Parser) => {
        parser = handle;
        if (stopped) return handle.abort();
        const pending = deliver(batcher.push(results), sink);
        if (!pending) return;
        handle.pause();
        pending.then(() => (stopped ? handle.abort() : handle.resume()), fail);
      },
      complete: () => {
        if (stopped) return finish(null);
        const pending = deliver(batcher.flush(), sink);
        if (pending) pending.then(() => finish(null), fail);
        else finish(null);
      },
      error: (error: Error) => fail(error),
    });
  };
  const signal = { get aborted() { return stopped; } };
  if (typeof input !== 'string') {
    decodeFile(input, { encoding: options.encoding, chunkBytes: options.chunkBytes, signal }).then((decoded) => {
      if (!decoded) return finish(null);
      batcher.summary.encoding = decoded.encoding;
      run(decoded.text);
    }, fail);
  } else run(input);
  return {
    abort() {
      stopped = true;
      if (parser) parser.abort();
      else finish(null);
    },
  };
}
