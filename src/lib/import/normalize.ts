import { unguardFormula } from '../../contract/csv-guard';
import { DEFAULT_DATE_ORDER, inferDateOrder, parseImportDate, readImportDate, type DateOrderTally } from './dates';
import {
  cleanText,
  normalizeCountry,
  oneLine,
  parseRating,
  parseStatus,
  parseVerified,
  productRefOf,
  splitMediaUrls,
} from './values';
import type { ColumnMapping, CsvRecord, DateOrder, ImportField, ImportRow, RowSource } from './types';

/** How to read the records of one file. */
export interface NormalizeOptions {
  /** The detected format, or `custom` after the mapping step. */
  source: RowSource;
  /** Order of ambiguous numeric dates; defaults to DEFAULT_DATE_ORDER of the source. */
  dateOrder?: DateOrder;
}

/**
 * The mapped cell's text, or '' when the field is unmapped or the cell absent; the formula guard's
 * apostrophe (of our export or template) is taken off, so our own file imports back unchanged.
 */
const cell = (record: CsvRecord, mapping: ColumnMapping, field: ImportField): string => {
  const header = mapping[field];
  const value = header === undefined ? undefined : record[header];
  return typeof value === 'string' ? unguardFormula(value) : '';
};

/**
 * Turns one CSV record into an ImportRow with the column mapping. Original dates, replies, reply
 * dates, media entries, verified flags, locations and statuses are kept; values that cannot be read
 * become null with their raw text in `raw`, for validateRow to explain.
 */
export function normalizeRow(record: CsvRecord, mapping: ColumnMapping, rowNumber: number, options: NormalizeOptions): ImportRow {
  const get = (field: ImportField) => cell(record, mapping, field);
  const order = options.dateOrder ?? DEFAULT_DATE_ORDER[options.source];
  const raw = {
    rating: get('rating').trim(),
    date: get('date').trim(),
    replyDate: get('replyDate').trim(),
    verified: get('verified').trim(),
    status: get('status').trim(),
    country: get('country').trim(),
    email: get('email').trim(),
  };
  const date = readImportDate(raw.date, order);
  return {
    rowNumber,
    source: options.source,
    productRef: productRefOf(get('productId'), get('productHandle'), get('sku')),
    rating: parseRating(raw.rating),
    title: oneLine(get('title')),
    body: cleanText(get('body')),
    author: oneLine(get('author')),
    email: get('email').trim().toLowerCase(),
    date: date?.iso ?? null,
    dateOnly: date?.dateOnly ?? false,
    reply: cleanText(get('reply')),
    replyDate: parseImportDate(raw.replyDate, order),
    mediaUrls: splitMediaUrls(get('mediaUrls')),
    verified: parseVerified(raw.verified),
    country: normalizeCountry(raw.country),
    location: oneLine(get('location')),
    status: parseStatus(raw.status),
    notes: [],
    raw,
  };
}

/**
 * The date order for a file: evidence from its date and reply-date cells (see inferDateOrder),
 * else the source's default. Call it on the first batch and pass the result to every batch.
 */
export function dateOrderFor(records: readonly CsvRecord[], mapping: ColumnMapping, source: RowSource): DateOrder {
  const samples: string[] = [];
  for (const record of records) samples.push(cell(record, mapping, 'date'), cell(record, mapping, 'replyDate'));
  return inferDateOrder(samples, DEFAULT_DATE_ORDER[source]);
}

/** Adds the date and reply-date cells of `records` to a tally (what they say about the order of day and month: see dateOrderEvidence). */
export function weighDates(tally: DateOrderTally, records: readonly CsvRecord[], mapping: ColumnMapping): void {
  for (const record of records) {
    tally.add(cell(record, mapping, 'date'));
    tally.add(cell(record, mapping, 'replyDate'));
  }
}

/** Normalizes a batch; `firstRowNumber` is the 1-based number of its first record. */
export function normalizeRows(records: readonly CsvRecord[], mapping: ColumnMapping, firstRowNumber: number, options: NormalizeOptions): ImportRow[] {
  return records.map((record, i) => normalizeRow(record, mapping, firstRowNumber + i, options));
}
