import type { SnapshotFrom } from 'xstate';
import type { FailedRow } from '../../src/contract/imports';
import { rowExtrasFor, unmappedColumns } from '../../src/lib/import/row-extras';
import { missingFields, type RequiredSlot } from '../../src/lib/import/headers';
import { REASONS, type Reason, type ReasonCode, type RowNote } from '../../src/lib/import/reasons';
import type { SummaryEntry } from '../../src/lib/import/template';
import type { ImportField } from '../../src/lib/import/types';
import type { fileImportMachine } from './file-import.machine';
import { rowsSent } from './file-import.rows';
import type { FileImportContext, InvalidRow } from './file-import.types';

type Snapshot = SnapshotFrom<typeof fileImportMachine>;

/** The step the screen shows. */
export type FileImportStep = 'choose' | 'reading' | 'mapping' | 'checking' | 'preview' | 'importing' | 'failed' | 'done';

/** The step of a snapshot (transient states count as the step they lead to). */
export function stepOf(s: Snapshot): FileImportStep {
  if (s.matches('idle')) return 'choose';
  if (s.matches('mapping')) return 'mapping';
  if (s.matches('checking') || s.matches('catalog') || s.matches('routing') || s.matches('detected')) return 'checking';
  if (s.matches('preview')) return 'preview';
  if (s.matches('importing') || s.matches('afterBatch') || s.matches('importFailed')) return 'importing';
  if (s.matches('loadFailed')) return 'failed';
  if (s.matches('done')) return 'done';
  return 'reading';
}

/** True while a batch failed and waits for a retry. */
export const batchFailed = (s: Snapshot): boolean => s.matches('importFailed');
/** True once a cancel was asked for during the import. */
export const cancelRequested = (s: Snapshot): boolean => s.context.cancelRequested;
/** The chosen file's name. */
export const fileName = (s: Snapshot): string => s.context.file?.name ?? '';
/** Records read so far. */
export const rowsRead = (s: Snapshot): number => s.context.rowsRead;
/** The recognised format, or unknown. */
export const formatOf = (s: Snapshot): string => s.context.format;
/** Rows of the file. */
export const totalRows = (s: Snapshot): number => s.context.results.length;
/** Rows that pass the checks. */
export const validCount = (s: Snapshot): number => s.context.valid.length;
/** Rows the checks refused. */
export const invalidCount = (s: Snapshot): number => s.context.invalidCount;
/** Rows sent to the server so far. */
export const sentCount = (s: Snapshot): number => rowsSent(s.context);
/** Import progress in percent (0..100). */
export const progressPercent = (s: Snapshot): number =>
  s.context.valid.length === 0 ? 0 : Math.round((rowsSent(s.context) / s.context.valid.length) * 100);
/** Rows imported as new reviews. */
export const importedCount = (s: Snapshot): number => s.context.imported;
/** Rows skipped because they were imported before. */
export const duplicateCount = (s: Snapshot): number => s.context.duplicates;
/** Rows that filled in a review imported before. */
export const updatedCount = (s: Snapshot): number => s.context.updated;
/** Rows that failed: refused by the checks or by the server. */
export const failedCount = (s: Snapshot): number => s.context.invalidCount + s.context.serverFailed.length;
/** Valid rows never sent because the import was stopped. */
export const notSentCount = (s: Snapshot): number => (s.context.cancelled ? s.context.valid.length - rowsSent(s.context) : 0);
/** The stage of the current failure, or ''. */
export const errorStage = (s: Snapshot): string => s.context.error?.stage ?? '';
/** The message of the current failure, or ''. */
export const errorMessage = (s: Snapshot): string => s.context.error?.message ?? '';
/** The file column mapped to a field, or ''. */
export const mappedHeader = (s: Snapshot, field: ImportField): string => s.context.mapping[field] ?? '';
/** Required slots the mapping leaves open, comma-joined ('' when complete). */
export const missingSlots = (s: Snapshot): string => missingFields(s.context.mapping).join(',');
/** Splits missingSlots back into slots. */
export const slotsOf = (joined: string): RequiredSlot[] => (joined ? (joined.split(',') as RequiredSlot[]) : []);

/** A server reason in the shape of a client reason (its field when the code is known). */
export function serverReason(r: { code: string; message: string }): Reason {
  const known = REASONS[r.code as ReasonCode];
  return { code: r.code as ReasonCode, field: known?.field ?? 'body', message: r.message };
}

/** Every failed row in file order: refused by the checks (client reasons) or by the server. */
export function failedRows(ctx: Pick<FileImportContext, 'results' | 'serverFailed'>): Array<{ line: number; reasons: Reason[] }> {
  const client = ctx.results.filter((r): r is InvalidRow => !r.ok).map((r) => ({ line: r.row.rowNumber, reasons: r.reasons }));
  const server = ctx.serverFailed.map((f: FailedRow) => ({ line: f.line, reasons: f.reasons.map(serverReason) }));
  return [...client, ...server].sort((a, b) => a.line - b.line);
}

/**
 * The result summary, one entry per row that got an outcome: failed (client or server reasons),
 * duplicate (lines the server named, or every sent row of an import that added nothing), else
 * imported. Rows never sent (a stopped import) are left out.
 */
export function summaryEntries(ctx: FileImportContext): SummaryEntry[] {
  const serverFailed = new Map(ctx.serverFailed.map((f) => [f.line, f.reasons.map(serverReason)]));
  const duplicates = new Set(ctx.duplicateLines);
  const updated = new Set(ctx.updatedLines);
  const allDuplicates = ctx.imported === 0 && ctx.duplicates > 0;
  const sent = rowsSent(ctx);
  const entries: SummaryEntry[] = [];
  let validIndex = 0;
  for (const result of ctx.results) {
    const line = result.row.rowNumber;
    if (!result.ok) {
      entries.push({ row: result.row, outcome: 'failed', reasons: result.reasons });
      continue;
    }
    if (validIndex++ >= sent) continue;
    const refused = serverFailed.get(line);
    if (refused) entries.push({ row: result.row, outcome: 'failed', productId: result.productId, reasons: refused });
    else if (updated.has(line)) entries.push({ row: result.row, outcome: 'updated', productId: result.productId });
    else if (duplicates.has(line) || allDuplicates) entries.push({ row: result.row, outcome: 'duplicate', productId: result.productId });
    else entries.push({ row: result.row, outcome: 'imported', productId: result.productId });
  }
  return entries;
}

/** The file's columns that nothing imports with the current mapping, joined by U+001F (a stable value; see splitColumns). */
export const leftBehindColumns = (s: Snapshot): string =>
  unmappedColumns(s.context.headers, s.context.mapping, rowExtrasFor(s.context.format, s.context.headers)).join('\u001f');
/** Splits leftBehindColumns back into column names. */
export const splitColumns = (joined: string): string[] => (joined ? joined.split('\u001f') : []);
/** The encoding the file was read with and how it was decided (a stable reference), or null for text. */
export const selectReadEncoding = (s: Snapshot) => s.context.readEncoding;

/** The file's header row (a stable reference). */
export const selectHeaders = (s: Snapshot): string[] => s.context.headers;

/** The rows as checked (a stable reference until a check or import changes them). */
export const selectResults = (s: Snapshot) => s.context.results;

/** The shop's products the rows are matched to (a stable reference). */
export const selectProducts = (s: Snapshot) => s.context.products;

/** Rows the server refused (a stable reference). */
export const selectServerFailed = (s: Snapshot) => s.context.serverFailed;

/** True while the rows are checked. */
export const selectChecking = (s: Snapshot): boolean => stepOf(s) === 'checking';

/** What the file's dates say about their order (null before the check). */
export const selectDates = (s: Snapshot) => s.context.dates;

/** The merchant's answer to the date-order question, or null. */
export const chosenDateOrder = (s: Snapshot) => s.context.dateOrder;

/** True while the preview waits for the merchant to say how the file's dates are written. */
export const dateOrderOpen = (s: Snapshot): boolean =>
  s.context.dates !== null && s.context.dates.order === null && s.context.dates.examples.length > 0 && s.context.dateOrder === null;

/** The rows imported or ready with notes on optional values, in file order (line and notes). */
export function notedRows(results: FileImportContext['results']): Array<{ line: number; notes: RowNote[] }> {
  return results.flatMap((r) => (r.row.notes && r.row.notes.length > 0 ? [{ line: r.row.rowNumber, notes: r.row.notes }] : []));
}
