import type { Database } from 'better-sqlite3';
import type { FailedRow, ImportBatchResult, RowReason, ImportDetail, ImportSummary } from '../../../../src/contract/imports';
import { randomBytes } from 'node:crypto';
import { ResultCode, businessError } from '../../domain/errors';
import { checkImportRow } from '../../domain/import-row';
import { reviewDuplicateKey } from '../../domain/review-duplicate-key';
import { iso } from '../../domain/review-view';
import { gid } from '../../domain/store-ids';
import { withSearchIndexBatch } from '../review-fts';
import { reviewStorer } from './review-insert';

/** Most rows one import call may carry. */
import { IMPORT_BATCH_MAX_ROWS as MAX_IMPORT_ROWS } from '../../../../src/contract/constants';

export { MAX_IMPORT_ROWS };

/** True when an import row gives no review date (the review then dates from the import). */
const undated = (row: Record<string, unknown>): boolean => row.date === undefined || row.date === null || row.date === '';

/** Longest source review id kept (longer ones are cut). */
const SOURCE_ID_MAX = 200;

/** The source app's own review id of an import row (`source_id`), trimmed; null when absent. */
function sourceIdOf(row: Record<string, unknown>): string | null {
  const value = row.source_id;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : [...text].slice(0, SOURCE_ID_MAX).join('');
}

interface ImportRecordRow extends Omit<ImportSummary, 'created_at'> {
  created_at: number;
}

/** The record as answered; `date_order` only when the import had numeric dates to read. */
const summary = ({ date_order: dateOrder, ...row }: ImportRecordRow): ImportSummary => ({
  ...row,
  created_at: iso(row.created_at),
  ...(dateOrder ? { date_order: dateOrder } : {}),
});

/**
 * Stores one batch of normalized import rows. The first call (no `importId`) creates the import
 * record, later calls with its id append to it. Each row is checked again; good rows become
 * reviews with source 'imported' (their own dates, replies, media, verified flags and source
 * review id) unless their duplicate key is taken in the shop: then the row fills in what that
 * review lacks (see reviewStorer) and counts as updated, or, with nothing to add, as a duplicate.
 * Answers this batch's counts, failed rows, duplicate and updated lines; the record keeps the running totals.
 * With the client's `importKey` and `batch` index, the answer is kept: the same batch sent again
 * (its answer lost on the way) gets the same answer without storing or counting anything twice.
 */
export function importReviewBatch(
  db: Database,
  shopId: number,
  args: {
    importId?: string;
    importKey?: string;
    batch?: number;
    fileName: string;
    format: string;
    /** How the file's ambiguous numeric dates were read. */
    dateOrder?: 'dmy' | 'mdy';
    rows: Array<Record<string, unknown> & { line: number }>;
    /** Rows the client refused itself: recorded as failed, not checked again. */
    refused?: FailedRow[];
    now: number;
  },
): ImportBatchResult {
  return db.transaction(() => {
    const keyed = args.importKey !== undefined && args.batch !== undefined;
    if (keyed) {
      const kept = db.prepare('SELECT answer FROM review_import_batches WHERE shop_id = ? AND import_key = ? AND batch = ?')
        .pluck().get(shopId, args.importKey, args.batch) as string | undefined;
      if (kept !== undefined) return JSON.parse(kept) as ImportBatchResult;
    }
    let importId = args.importId;
    if (importId === undefined) {
      importId = `imp_${randomBytes(12).toString('base64url')}`;
      db.prepare('INSERT INTO review_imports (id, shop_id, file_name, format, created_at, date_order) VALUES (?, ?, ?, ?, ?, ?)')
        .run(importId, shopId, args.fileName, args.format, args.now, args.dateOrder ?? null);
    } else if (!db.prepare('SELECT 1 FROM review_imports WHERE id = ? AND shop_id = ?').get(importId, shopId)) {
      businessError(ResultCode.notFound, `Import ${importId} not found`);
    }
    const products = new Set(db.prepare('SELECT id FROM products WHERE shop_id = ?').pluck().all(shopId) as number[]);
    const store = reviewStorer(db, shopId);
    const failed: FailedRow[] = [];
    let imported = 0;
    const duplicateLines: number[] = [];
    const updatedLines: number[] = [];
    withSearchIndexBatch(db, () => {
      for (const raw of args.rows) {
        const checked = checkImportRow(raw, { now: args.now, hasProduct: (id) => products.has(id) });
        if (!checked.ok) {
          failed.push({ line: raw.line, reasons: checked.reasons });
          continue;
        }
        const r = checked.row;
        const outcome = store({
          product_id: r.productId, rating: r.rating, title: r.title, body: r.body, author: r.author, email: r.email,
          country: r.country, location: r.location, date_only: r.dateOnly ? 1 : 0, language: r.language, created_at: r.createdAt, status: r.status, source: 'imported',
          verified: r.verified ? 1 : 0, pinned: 0, incentivized: 0, helpful_up: 0, helpful_down: 0, order_id: null,
          media: r.media, reply_body: r.reply, reply_at: r.replyAt, reply_notified: 0, deleted_at: null,
          duplicate_key: r.duplicateKey, import_id: importId ?? null, source_id: sourceIdOf(raw),
        }, reviewDuplicateKey({ productId: gid('Product', r.productId), author: r.author, date: undated(raw) ? null : r.createdAt, body: r.body }));
        if (outcome === 'inserted') imported += 1;
        else if (outcome === 'updated') updatedLines.push(raw.line);
        else duplicateLines.push(raw.line);
      }
    });
    const addFailure = db.prepare('INSERT INTO review_import_failures (import_id, line, reasons) VALUES (?, ?, ?)');
    const refused = args.refused ?? [];
    for (const row of [...failed, ...refused]) addFailure.run(importId, row.line, JSON.stringify(row.reasons));
    db.prepare('UPDATE review_imports SET imported = imported + ?, duplicates = duplicates + ?, updated = updated + ?, failed = failed + ? WHERE id = ?')
      .run(imported, duplicateLines.length, updatedLines.length, failed.length + refused.length, importId);
    const answer: ImportBatchResult = {
      import_id: importId, imported, duplicates: duplicateLines.length, failed, duplicate_lines: duplicateLines,
      updated: updatedLines.length, updated_lines: updatedLines,
    };
    if (keyed) {
      db.prepare('INSERT INTO review_import_batches (shop_id, import_key, batch, answer) VALUES (?, ?, ?, ?)')
        .run(shopId, args.importKey, args.batch, JSON.stringify(answer));
    }
    return answer;
  })();
}

/** A shop's imports, newest first (at most 500). */
export function listImports(db: Database, shopId: number): ImportSummary[] {
  const rows = db
    .prepare(`SELECT id, file_name, format, created_at, date_order, imported, duplicates, updated, failed FROM review_imports
      WHERE shop_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 500`)
    .all(shopId) as ImportRecordRow[];
  return rows.map(summary);
}

/** One import with every failed row and its reasons (by line), or a not-found business error. */
export function getImport(db: Database, shopId: number, id: string): ImportDetail {
  const row = db
    .prepare('SELECT id, file_name, format, created_at, date_order, imported, duplicates, updated, failed FROM review_imports WHERE id = ? AND shop_id = ?')
    .get(id, shopId) as ImportRecordRow | undefined;
  if (!row) businessError(ResultCode.notFound, `Import ${id} not found`);
  const failures = db
    .prepare('SELECT line, reasons FROM review_import_failures WHERE import_id = ? ORDER BY line, rowid')
    .all(id) as { line: number; reasons: string }[];
  return { ...summary(row), failed_rows: failures.map((f) => ({ line: f.line, reasons: JSON.parse(f.reasons) as RowReason[] })) };
}
