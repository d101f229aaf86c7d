import type { TFunction } from 'i18next';
import type { FailedRow, RowReason } from '../../api/reviews.types';
import { toCsv } from '../../lib/import/template';

/** Failed rows per page of the table. */
export const FAILED_ROWS_PAGE_SIZE = 50;

/** The merchant's words for why a row failed (never the raw code; an unknown code gets a general sentence). */
export function reasonText(t: TFunction, reason: RowReason): string {
  const fallback = t('public:fileUploadDetail.reasons.unknown');
  if (!/^[a-z_]{1,60}$/.test(reason.code)) return fallback;
  return t(`public:fileUploadDetail.reasons.${reason.code}`, { defaultValue: fallback });
}

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

/** Offers a text as a file download. */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
