import { IMPORT_BATCH_MAX_ROWS } from '../../src/contract/constants';
import type { FailedRow, ImportBatch, ImportBatchResult } from '../../src/contract/imports';
import type { CatalogProduct } from '../../src/contract/products';
import type { DateOrderEvidence } from '../../src/lib/import/dates';
import type { ColumnMapping, CsvRecord, DateOrder, FormatId, RowSource } from '../../src/lib/import/types';
import type { DetectedEncoding, EncodingLabel } from '../../src/lib/import/decode';
import type { NotCsvKind } from '../../src/lib/import/sniff';
import type { ValidationResult } from '../../src/lib/import/validate';
import type { RowExtras } from '../../src/lib/import/row-extras';

/** Most rows one import call carries (the server's limit). */
export const IMPORT_BATCH_SIZE = IMPORT_BATCH_MAX_ROWS;

/** Rows the preview lists at most (a large file is never rendered whole). */
export const PREVIEW_LIMIT = 50;

/** The format of the chosen file: a recognised one, or unknown (then the merchant maps the columns). */
export type FileFormat = FormatId | 'unknown';

/** The file the merchant chose; `content` is a File/Blob in the browser, text in tests. */
export interface ChosenFile {
  name: string;
  size: number;
  content: Blob | string;
}

/** What reading a file gives: its header row and every record. */
export interface ParsedFile {
  headers: string[];
  records: CsvRecord[];
  /** The spreadsheet line of each record (header = line 1); record numbers + 1 when absent. */
  lines?: number[];
  /** The encoding the file was read with (absent for text). */
  encoding?: DetectedEncoding | null;
}

/** A row that passed every client check, with the store product it belongs to. */
export type ValidRow = Extract<ValidationResult, { ok: true }>;
/** A row the client refused, with its reasons. */
export type InvalidRow = Extract<ValidationResult, { ok: false }>;

/** What the row check needs. */
export interface CheckInput {
  records: CsvRecord[];
  mapping: ColumnMapping;
  source: RowSource;
  /** The file's review id, fallback and further media columns (see rowExtrasFor); none when absent. */
  extras?: RowExtras;
  products: CatalogProduct[];
  /** The merchant's answer to the date-order question; absent or null while the file decides. */
  dateOrder?: DateOrder | null;
  /** The spreadsheet line of each record; rows are numbered by it. */
  lines?: number[];
}

/** What the row check gives: every row's result in file order. */
export interface CheckedRows {
  results: ValidationResult[];
  /** What the file's own dates say about day and month order. */
  dates: DateOrderEvidence;
  /** The order the rows were read in. */
  dateOrder: DateOrder;
}

/** Where a failure happened: reading, the store's products, the row check, or an import batch. */
export type FailureStage = 'read' | 'empty' | 'catalog' | 'check' | 'import' | 'notCsv';

/** The file import's state data. */
export interface FileImportContext {
  batchSize: number;
  file: ChosenFile | null;
  /** Records read so far (progress while reading). */
  rowsRead: number;
  headers: string[];
  records: CsvRecord[];
  /** The spreadsheet line of each record. */
  lines: number[];
  /** The encoding the merchant picked (null: detected from the file). */
  encoding: EncodingLabel | null;
  /** The encoding the file was read with, and how it was decided. */
  readEncoding: DetectedEncoding | null;
  /** The merchant confirmed a mapping (kept when the file is read again in another encoding). */
  mappingConfirmed: boolean;
  format: FileFormat;
  /** Column mapping in use: the format's own, or the merchant's (prefilled with the suggestion). */
  mapping: ColumnMapping;
  products: CatalogProduct[] | null;
  results: ValidationResult[];
  /** What the file's dates say about their order (from the check); null before the check. */
  dates: DateOrderEvidence | null;
  /** The merchant's answer when the file leaves the order open, else null. */
  dateOrder: DateOrder | null;
  /** The order the rows were read in (the file's, the merchant's, or the format's default). */
  usedDateOrder: DateOrder | null;
  valid: ValidRow[];
  invalidCount: number;
  /** Index of the next batch of valid rows to send. */
  nextBatch: number;
  importId: string | null;
  /** The import's own key, made at start: a retried batch goes again under it and its index. */
  importKey: string | null;
  imported: number;
  duplicates: number;
  /** Rows matching a review imported before that filled in what it lacked (photos, location…). */
  updated: number;
  /** Rows the server refused, with its reasons. */
  serverFailed: FailedRow[];
  /** Rows the server skipped as already imported (when it says which). */
  duplicateLines: number[];
  /** Rows that filled in a review imported before (when the server says which). */
  updatedLines: number[];
  cancelRequested: boolean;
  cancelled: boolean;
  error: { stage: FailureStage; message: string } | null;
}

/** Options of a new file import. */
export interface FileImportInput {
  /** Rows per import call (default and most: 2000). */
  batchSize?: number;
}

/** Events of the file import; `fileImport.progress`, `parsed` and `readFailed` come from the readFile actor. */
export type FileImportEvent =
  | { type: 'fileImport.choose'; file: ChosenFile }
  | { type: 'fileImport.progress'; rows: number }
  | { type: 'fileImport.parsed'; file: ParsedFile }
  | { type: 'fileImport.readFailed'; message: string }
  | { type: 'fileImport.notCsv'; kind: NotCsvKind }
  | { type: 'fileImport.changeEncoding'; encoding: EncodingLabel }
  | { type: 'fileImport.map'; field: keyof ColumnMapping; header: string | null }
  | { type: 'fileImport.confirmMapping' }
  | { type: 'fileImport.editMapping' }
  | { type: 'fileImport.chooseDateOrder'; order: DateOrder }
  | { type: 'fileImport.start' }
  | { type: 'fileImport.cancel' }
  | { type: 'fileImport.retry' }
  | { type: 'fileImport.reset' };

/** One import call and its answer, as the sendBatch actor sees them. */
export type SendBatchInput = ImportBatch;
export type SendBatchOutput = ImportBatchResult;
