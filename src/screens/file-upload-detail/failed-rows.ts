import type { TFunction } from 'i18next';
import type { FailedRow } from '../../contract/imports';
import { reasonText } from '../../ui/reason-text';
import { toCsv } from '../../lib/import/template';

/** Failed rows per page of the table. */
export const FAILED_ROWS_PAGE_SIZE = 50;

/** One page of the failed rows (pages count from 0). */
export function failedRowsPage(rows: readonly FailedRow[], page: number, size = FAILED_ROWS_PAGE_SIZE): FailedRow[] {
  return rows.slice(page * size, page * size + size);
}

/** The failed rows as CSV: row number and the translated reasons, joined by ` | `. */
export function failedRowsCsv(t: TFunction, rows: readonly FailedRow[]): string {
  return toCsv([
    [t('public:fileUploadDetail.line'), t('public:fileUploadDetail.reasonsColumn')],
    ...rows.map((row) => [row.line, row.reasons.map((r) => reasonText(t, r)).join(' | ')]),
  ]);
}

