import { guardFormula } from '../../contract/csv-guard';
import { REVIEW_CSV_COLUMNS } from '../../contract/imports';
import type { Reason, RowNote } from './reasons';
import type { ImportRow } from './types';

/** Columns of our import template, in order (the same as the review export's). */
export const TEMPLATE_HEADERS = REVIEW_CSV_COLUMNS;

const TEMPLATE_EXAMPLES: readonly (readonly string[])[] = [
  [
    '7982301462583',
    'organic-cotton-tee',
    'TEE-ORG-M-BLK',
    '5',
    'Soft and true to size',
    'Lovely fabric, washed it twice and it still looks new.\nOrdering a second one in white.',
    'Jane Miller',
    'jane.miller@example.com',
    '2024-03-05 14:22:01 UTC',
    'yes',
    'Thank you, Jane! Enjoy the white one too.',
    '2024-03-06',
    'https://cdn.example.com/reviews/tee-1.jpg|https://cdn.example.com/reviews/tee-2.jpg',
    'US',
    'published',
    'Portland, OR',
    '',
  ],
  ['', 'ceramic-pour-over', '', '4', 'Schöner Filter, "fast" perfekt', 'Guter Kaffee, aber der Griff wird warm.', 'Lukas Weber', '', '2024-02-18', 'no', '', '', '', 'DE', 'published', '', ''],
];

/** One CSV cell: formula-safe, quoted when it holds a quote, separator, line break or edge spaces. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string') text = guardFormula(text);
  return /[",;\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (CRLF line ends, UTF-8 BOM so spreadsheet apps open it as UTF-8) from rows of cells. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * Our import template for download: the header row and two example reviews. Dates may be ISO
 * (`2024-03-05`, `2024-03-05 14:22:01 UTC`); numeric dates are read day first unless the file
 * proves otherwise. media_urls are separated by `|`; verified_purchase is yes/no; status is
 * published, hidden or pending.
 */
export function templateCsv(): string {
  return toCsv([TEMPLATE_HEADERS, ...TEMPLATE_EXAMPLES]);
}

/** What happened to one row of an import. */
export type ImportOutcome = 'imported' | 'updated' | 'duplicate' | 'failed';

/** One line of the result summary. */
export interface SummaryEntry {
  row: ImportRow;
  outcome: ImportOutcome;
  /** Store product id, when known. */
  productId?: string;
  reasons?: readonly Reason[];
}

/** Columns of the result summary, in order. */
export const SUMMARY_HEADERS = [
  'row',
  'outcome',
  'product',
  'reviewer_name',
  'reviewer_email',
  'review_date',
  'rating',
  'title',
  'reason_codes',
  'reasons',
  'notes',
] as const;

/** One note in English with the value as the file held it and, when repaired, what was imported. */
const noteText = (n: RowNote): string =>
  `${n.message}${n.value === undefined ? '' : ` (${n.value}${n.repaired === undefined ? '' : ` → ${n.repaired}`})`}`;

/** How the summary words each reason and note (the merchant's language; English by default). */
export interface SummaryWords {
  reason(reason: Reason): string;
  note(note: RowNote): string;
}

const ENGLISH_WORDS: SummaryWords = {
  reason: (r) => (r.value === undefined ? r.message : `${r.message} (${r.value})`),
  note: noteText,
};

const productLabel = (entry: SummaryEntry): string =>
  entry.productId ?? entry.row.productRef.id ?? entry.row.productRef.handle ?? entry.row.productRef.sku ?? '';

/**
 * The result summary for download: one line per row with its outcome (imported, updated = filled in
 * a review imported before, duplicate = skipped as already imported, failed) and, for failed rows, the reason codes and messages (in `words`' language)
 * (each joined by ` | `), and for every row what the check repaired or left out (`notes`). Unreadable
 * values are shown as written in the file.
 */
export function summaryCsv(results: readonly SummaryEntry[], words: SummaryWords = ENGLISH_WORDS): string {
  const lines = results.map((entry) => {
    const { row } = entry;
    const reasons = entry.reasons ?? [];
    return [
      row.rowNumber,
      entry.outcome,
      productLabel(entry),
      row.author,
      row.email,
      row.date ?? row.raw.date,
      row.rating ?? row.raw.rating,
      row.title,
      reasons.map((r) => r.code).join(' | '),
      reasons.map(words.reason).join(' | '),
      (row.notes ?? []).map(words.note).join(' | '),
    ];
  });
  return toCsv([SUMMARY_HEADERS, ...lines]);
}

/** Counts of a summary by outcome. */
export function summaryCounts(results: readonly SummaryEntry[]): Record<ImportOutcome, number> {
  const counts: Record<ImportOutcome, number> = { imported: 0, updated: 0, duplicate: 0, failed: 0 };
  for (const entry of results) counts[entry.outcome] += 1;
  return counts;
}
