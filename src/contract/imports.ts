import * as z from 'zod/mini';

/** Why the server refused an import row. */
export const rowReasonSchema = z.object({ code: z.string(), message: z.string() });
export type RowReason = z.infer<typeof rowReasonSchema>;

/** A failed row of an import with the reasons it was refused. */
export const failedRowSchema = z.object({ line: z.number(), reasons: z.array(rowReasonSchema) });
export type FailedRow = z.infer<typeof failedRowSchema>;

const summaryShape = {
  id: z.string(),
  file_name: z.string(),
  format: z.string(),
  created_at: z.string(),
  /** How the file's numeric dates were read (day first or month first), when they needed deciding. */
  date_order: z.optional(z.nullable(z.enum(['dmy', 'mdy']))),
  imported: z.number(),
  duplicates: z.number(),
  /** Rows that matched a review imported before and filled in what it lacked (photos, location…). */
  updated: z.optional(z.number()),
  failed: z.number(),
};

/** An import record as listed. */
export const importSummarySchema = z.object(summaryShape);
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** Answer of `list_imports`. */
export const importListSchema = z.object({ items: z.array(importSummarySchema) });

/** One import with its failed rows (answer of `get_import`). */
export const importDetailSchema = z.object({ ...summaryShape, failed_rows: z.array(failedRowSchema) });
export type ImportDetail = z.infer<typeof importDetailSchema>;

/** One batch sent to `import_reviews`, as the client builds it. */
export interface ImportBatch {
  import_id?: string;
  /** The client's key of this import (the same for every batch and every retry). */
  import_key?: string;
  /** Index of this batch in the import, from 0. */
  batch?: number;
  file_name: string;
  format: string;
  /** How the file's ambiguous numeric dates were read, kept on the import record. */
  date_order?: 'dmy' | 'mdy';
  rows: Array<Record<string, unknown> & { line: number }>;
  refused?: FailedRow[];
}

/** Answer of one import batch. */
export const importBatchResultSchema = z.object({
  import_id: z.string(),
  imported: z.number(),
  duplicates: z.number(),
  failed: z.array(failedRowSchema),
  /** Lines of this batch skipped because the review was already imported. */
  duplicate_lines: z.optional(z.array(z.number())),
  /** Rows of this batch that filled in a review imported before (photos, location… it lacked). */
  updated: z.optional(z.number()),
  /** Their lines. */
  updated_lines: z.optional(z.array(z.number())),
});
export type ImportBatchResult = z.infer<typeof importBatchResultSchema>;

/**
 * Columns of our review CSV, in order: the import template, the `ours` import format and the
 * review export alike, so an exported file imports again with nothing lost (location, the source
 * app's review id) and nothing added twice.
 */
export const REVIEW_CSV_COLUMNS = [
  'product_id',
  'product_handle',
  'sku',
  'rating',
  'title',
  'body',
  'reviewer_name',
  'reviewer_email',
  'review_date',
  'verified_purchase',
  'reply',
  'reply_date',
  'media_urls',
  'country_code',
  'status',
  'location',
  'review_id',
] as const;
