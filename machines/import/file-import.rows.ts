import type { FailedRow, ImportBatch } from '../../src/contract/imports';
import type { CatalogProduct } from '../../src/contract/products';
import { DEFAULT_DATE_ORDER, DateOrderTally } from '../../src/lib/import/dates';
import { normalizeRows, weighDates } from '../../src/lib/import/normalize';
import { inSlices } from '../../src/lib/import/slices';
import type { ProductLookup, ProductRef } from '../../src/lib/import/types';
import { duplicateKey } from '../../src/lib/import/duplicate-key';
import { completeRow } from '../../src/lib/import/row-extras';
import { createProductLookup, validateRow, type ValidationResult } from '../../src/lib/import/validate';
import type { CheckInput, CheckedRows, FileImportContext, ValidRow } from './file-import.types';

/** Rows normalized and checked at a time by checkRows. */
const CHECK_SLICE = 50;
/** Records whose dates are weighed at a time by checkRows. */
const DATE_SLICE = 500;

/** A store gid for a bare product number or an Okendo-style `shopify-<number>`, else null. */
export function productGid(id: string): string | null {
  const match = /^(?:shopify-)?(\d{1,15})$/.exec(id.trim());
  return match ? `gid://shopify/Product/${match[1]}` : null;
}

/**
 * The product lookup over the store's catalogue (id, handle, SKU); a product id written as a
 * bare number (as other review apps export it) also finds the product by its gid.
 */
export function catalogLookup(products: readonly CatalogProduct[]): ProductLookup {
  const base = createProductLookup(products);
  return (ref: ProductRef) => {
    const found = base(ref);
    if (found || !ref.id) return found;
    const gid = productGid(ref.id);
    return gid ? base({ ...ref, id: gid }) : null;
  };
}

/**
 * Normalizes and validates every record with the mapping, in file order. Ambiguous numeric dates
 * are read in the order the whole file proves, else in the merchant's answer, else (until the
 * merchant answers) in the format's default order; each row is numbered by its spreadsheet line
 * (`lines`, else its record number + 1 for the header). Each valid row gets its duplicate key here,
 * so sending a batch only serialises it. With `pause`, the dates are weighed and the rows checked in
 * slices (inSlices) with a pause whenever a run of work has taken SLICE_BUDGET_MS, so a large file
 * does not hold the page.
 */
export async function checkRows(input: CheckInput, pause?: () => Promise<void>, now: number = Date.now()): Promise<CheckedRows> {
  const lookup = catalogLookup(input.products);
  const tally = new DateOrderTally();
  await inSlices(input.records.length, DATE_SLICE, (start, end) => weighDates(tally, input.records.slice(start, end), input.mapping), pause);
  const dates = tally.evidence();
  const dateOrder = dates.order ?? input.dateOrder ?? DEFAULT_DATE_ORDER[input.source];
  const results: ValidationResult[] = [];
  const check = (start: number, end: number) => {
    const slice = input.records.slice(start, end);
    const rows = normalizeRows(slice, input.mapping, start + 1, { source: input.source, dateOrder });
    rows.forEach((row, i) => {
      // Rows are named by the spreadsheet line the merchant sees (header = line 1).
      row.rowNumber = input.lines?.[row.rowNumber - 1] ?? row.rowNumber + 1;
      const complete = input.extras ? completeRow(row, slice[i]!, input.extras) : row;
      const result = validateRow(complete, lookup, { now });
      results.push(result.ok ? { ...result, duplicateKey: duplicateKey(result.row, result.productId) } : result);
    });
  };
  if (pause) await pause();
  await inSlices(input.records.length, CHECK_SLICE, check, pause);
  return { results, dates, dateOrder };
}

/** One valid row as the server's import call takes it. */
export function rowPayload({ row, productId, duplicateKey: key }: ValidRow): ImportBatch['rows'][number] {
  return {
    line: row.rowNumber,
    product_id: productId,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: row.author,
    email: row.email || null,
    date: row.date,
    date_only: row.dateOnly === true,
    reply: row.reply || null,
    reply_date: row.reply ? row.replyDate : null,
    media_urls: row.mediaUrls,
    verified: row.verified,
    status: row.status,
    country: row.country || null,
    source_id: row.sourceId ?? null,
    location: row.location || null,
    duplicate_key: key ?? duplicateKey(row, productId),
  };
}

const refusedByResults = new WeakMap<readonly ValidationResult[], FailedRow[]>();

/** The rows the check refused, with their reasons, in file order (worked out once per check). */
export function refusedRows(results: readonly ValidationResult[]): FailedRow[] {
  const known = refusedByResults.get(results);
  if (known) return known;
  const refused = results.flatMap((r) => (r.ok ? [] : [{ line: r.row.rowNumber, reasons: r.reasons.map((reason) => ({ code: reason.code, message: reason.message })) }]));
  refusedByResults.set(results, refused);
  return refused;
}

/** The number of batches the valid rows make (refused rows ride along, as many per batch as valid ones). */
export const batchCount = (ctx: Pick<FileImportContext, 'valid' | 'batchSize' | 'invalidCount'>): number =>
  ctx.valid.length === 0 ? 0 : Math.max(Math.ceil(ctx.valid.length / ctx.batchSize), Math.ceil(ctx.invalidCount / ctx.batchSize));

/** A new import key: 24 random URL-safe characters. */
export function newImportKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The import call for the next batch: its rows, and the import id once the first batch made one. */
export function nextBatchRequest(ctx: FileImportContext): ImportBatch {
  const start = ctx.nextBatch * ctx.batchSize;
  return {
    ...(ctx.importId ? { import_id: ctx.importId } : {}),
    ...(ctx.importKey ? { import_key: ctx.importKey, batch: ctx.nextBatch } : {}),
    file_name: ctx.file?.name ?? 'import.csv',
    format: ctx.format === 'unknown' ? 'custom' : ctx.format,
    ...(ctx.usedDateOrder && ctx.dates && (ctx.dates.order !== null || ctx.dates.examples.length > 0) ? { date_order: ctx.usedDateOrder } : {}),
    rows: ctx.valid.slice(start, start + ctx.batchSize).map(rowPayload),
    refused: refusedRows(ctx.results).slice(start, start + ctx.batchSize),
  };
}

/** Rows sent so far (every batch before the next one). */
export const rowsSent = (ctx: Pick<FileImportContext, 'valid' | 'batchSize' | 'nextBatch'>): number =>
  Math.min(ctx.valid.length, ctx.nextBatch * ctx.batchSize);
