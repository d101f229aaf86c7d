import * as z from 'zod/mini';
import { IMPORT_BATCH_MAX_ROWS } from './constants';

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
  imported: z.number(),
  duplicates: z.number(),
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

const lineSchema = z.int({ error: 'must be the whole line number of the row in the file' }).check(z.minimum(0), z.maximum(100_000_000));

/** The id of an import, as an earlier batch answered it. */
export const importIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be the import_id of an earlier call' }));

/** One batch sent to `import_reviews` (at most {@link IMPORT_BATCH_MAX_ROWS} rows). */
export const importBatchSchema = z.strictObject({
  /** Absent on the first batch; the answer's id on the following ones. */
  import_id: z.optional(importIdSchema),
  file_name: z.string().check(z.trim(), z.minLength(1, { error: 'must not be empty' }), z.maxLength(255, { error: 'at most 255 characters' })),
  format: z.string().check(z.trim(), z.minLength(1, { error: 'must not be empty' }), z.maxLength(40, { error: 'at most 40 characters' })),
  rows: z
    .array(z.looseObject({ line: lineSchema }))
    .check(z.maxLength(IMPORT_BATCH_MAX_ROWS, { error: `at most ${IMPORT_BATCH_MAX_ROWS} rows per call; send the rest in further calls with the import_id` })),
  /** Rows the client's own check refused, kept with the import so its details list every skipped row. */
  refused: z.optional(
    z
      .array(
        z.strictObject({
          line: z.int().check(z.minimum(0), z.maximum(100_000_000)),
          reasons: z
            .array(
              z.strictObject({
                code: z.string().check(z.regex(/^[a-z_]{1,60}$/, { error: 'must be a reason code' })),
                message: z.optional(z.string().check(z.maxLength(500))),
              }),
            )
            .check(z.minLength(1), z.maxLength(30)),
        }),
      )
      .check(z.maxLength(IMPORT_BATCH_MAX_ROWS, { error: `at most ${IMPORT_BATCH_MAX_ROWS} refused rows per call` })),
  ),
});

/** One batch sent to `import_reviews`, as the client builds it. */
export interface ImportBatch {
  import_id?: string;
  file_name: string;
  format: string;
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
});
export type ImportBatchResult = z.infer<typeof importBatchResultSchema>;
