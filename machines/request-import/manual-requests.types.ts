import type { LanguageCode } from '../../src/contract/constants';
import type { ManualRequestsPayload, ManualRequestsResult } from '../../src/contract/review-requests';

/** Where a list of recipients comes from: typed in, a CSV file, or the store's customers. */
export type RecipientSource = ManualRequestsPayload['source'];

/** One recipient as the merchant edits it (typed, read from a CSV line, or a chosen customer). */
export interface RecipientRow {
  /** Stable key of the row in the list. */
  key: string;
  email: string;
  name: string;
  /** The product to review (global id), or null for a review of the shop. */
  productId: string | null;
  /** The product's title when known (picked), for display. */
  productTitle: string | null;
  /** A language code as typed or read (checked against the 20 languages); '' for the shop's. */
  language: string;
  /** The CSV line of the row (header = line 1); absent for typed rows. */
  line?: number;
}

/** Why a row is not sent. */
export type RowIssue =
  | 'missing_email' | 'invalid_email' | 'missing_name' | 'name_too_long' | 'unknown_language' | 'unknown_product' | 'duplicate' | 'over_limit';

/** A product of the store's catalogue, as a CSV row may name it (global id, numeric id or handle). */
export interface CatalogEntry {
  id: string;
  title: string;
  handle: string;
}

/** A row's check: its issues (none when it will be sent), its language as a known code, and its product as found. */
export interface CheckedRow {
  issues: RowIssue[];
  language: LanguageCode | null;
  /** The product the row names (from the catalogue when it is known), or null for the shop. */
  product: { id: string; title: string } | null;
}

/** Why a CSV file could not be read into rows. */
export type FileProblem = 'missing_columns' | 'empty' | 'unreadable' | 'too_large';

/** What reading a CSV file gives: its header row and records (column name → text). */
export interface CsvTable {
  headers: string[];
  records: Record<string, string>[];
}

/** A refused recipient as the result shows it. */
export interface RefusedRecipient {
  row: RecipientRow;
  reason: ManualRequestsResult['refused'][number]['reason'];
}

/** The outcome of a send. */
export interface SendOutcome {
  scheduled: number;
  refused: RefusedRecipient[];
  /** Rows left out before sending because their checks failed. */
  skipped: number;
}

/** Context of the manual requests machine. */
export interface ManualRequestsContext {
  source: RecipientSource;
  rows: RecipientRow[];
  /** Each row's check, in row order (recomputed on every change). */
  checks: CheckedRow[];
  /** The store's products once a CSV named some (null until then, or when they could not be read). */
  catalog: CatalogEntry[] | null;
  /** Next key number for a new row. */
  nextKey: number;
  /** The chosen file's name (CSV). */
  fileName: string | null;
  fileProblem: FileProblem | null;
  /** ISO time to send, or null for now. */
  sendAt: string | null;
  /** Emails left in this month's quota (from the page's loader); null until known. */
  quotaLeft: number | null;
  outcome: SendOutcome | null;
  /** Message of the failed call; the list stays for a retry. */
  error: string | null;
  /** The list of each other source, kept while the merchant looks at another one. */
  stash: Partial<Record<RecipientSource, { rows: RecipientRow[]; fileName: string | null }>>;
}

/** Input of the machine. */
export interface ManualRequestsInput {
  source: RecipientSource;
  quotaLeft: number | null;
  /** Rows to start with (an empty typed row is added when absent for typed lists). */
  rows?: RecipientRow[];
}

/** A file to read: a File in the browser, text in tests. */
export type CsvInput = Blob | string;

/** Events of the manual requests machine. */
export type ManualRequestsEvent =
  | { type: 'manualRequests.useSource'; source: RecipientSource }
  | { type: 'manualRequests.addRow' }
  | { type: 'manualRequests.removeRow'; key: string }
  | { type: 'manualRequests.editRow'; key: string; changes: Partial<Omit<RecipientRow, 'key' | 'line'>> }
  | { type: 'manualRequests.setRows'; rows: RecipientRow[] }
  | { type: 'manualRequests.chooseFile'; name: string; file: CsvInput }
  | { type: 'manualRequests.clearFile' }
  | { type: 'manualRequests.setSendAt'; sendAt: string | null }
  | { type: 'manualRequests.setQuota'; quotaLeft: number | null }
  | { type: 'manualRequests.send' }
  | { type: 'manualRequests.retry' }
  | { type: 'manualRequests.edit' }
  | { type: 'manualRequests.startOver' };
