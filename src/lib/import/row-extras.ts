import { unguardFormula } from '../../contract/csv-guard';
import { formatById } from './formats';
import { headerIndex, normHeader } from './headers';
import type { ColumnMapping, CsvRecord, FormatId, ImportField, ImportRow } from './types';
import { cleanText, oneLine, splitMediaUrls } from './values';

/*
 * What a file's rows take beyond the column mapping: the source's review id, fallback columns and
 * further media columns, worked out from the header row and the recognised format.
 */

/** What a file's rows take beyond the column mapping (headers as written in the file). */
export interface RowExtras {
  /** The column of the source's own review id. */
  sourceId?: string;
  /** A second column per field, read when the mapped cell is empty. */
  fallbacks: Partial<Record<FallbackField, string>>;
  /** Further media columns. */
  moreMedia: string[];
}

/** Headers (comparable form) that hold the source's own review id in a file of no known format. */
const REVIEW_ID_HEADERS = ['reviewid', 'id', 'externalreviewid', 'sourcereviewid', 'sourceid'];

/**
 * The extras of a file: the format's own review id, fallback and media columns; for a file of no
 * known format, a review id column found by its name. They come from the header row alone, so
 * they do not change with the merchant's mapping (the duplicate key depends on the review id).
 */
export function rowExtrasFor(format: FormatId | 'unknown', headers: readonly string[]): RowExtras {
  const present = headerIndex(headers);
  const definition = format === 'unknown' ? undefined : formatById(format);
  const find = (header: string | undefined) => (header === undefined ? undefined : present.get(normHeader(header)));
  const sourceId = definition ? find(definition.sourceId) : REVIEW_ID_HEADERS.map((h) => present.get(h)).find((h) => h !== undefined);
  const fallbacks: RowExtras['fallbacks'] = {};
  for (const [field, header] of Object.entries(definition?.fallbacks ?? {}) as [ImportField, string][]) {
    const found = find(header);
    if (found !== undefined && field in TEXT_FIELDS) fallbacks[field as FallbackField] = found;
  }
  const moreMedia = (definition?.moreMedia ?? []).map(find).filter((h): h is string => h !== undefined);
  return { ...(sourceId !== undefined ? { sourceId } : {}), fallbacks, moreMedia };
}

/** Text fields a fallback column can fill, each read as normalizeRow reads it. */
const TEXT_FIELDS = {
  title: oneLine,
  body: cleanText,
  author: oneLine,
  email: (raw: string) => raw.trim().toLowerCase(),
  reply: cleanText,
  location: oneLine,
} as const;

/** A field a fallback column can fill. */
export type FallbackField = keyof typeof TEXT_FIELDS;

const cellOf = (record: CsvRecord, header: string | undefined): string => {
  const value = header === undefined ? undefined : record[header];
  return typeof value === 'string' ? unguardFormula(value) : '';
};

/** Adds a row's extras: the source review id, fallback values for empty fields, further media links. */
export function completeRow(row: ImportRow, record: CsvRecord, extras: RowExtras): ImportRow {
  const done: ImportRow = { ...row };
  const sourceId = oneLine(cellOf(record, extras.sourceId));
  if (sourceId !== '') done.sourceId = sourceId;
  for (const [field, header] of Object.entries(extras.fallbacks) as [FallbackField, string][]) {
    if (done[field] === '') done[field] = TEXT_FIELDS[field](cellOf(record, header));
  }
  for (const header of extras.moreMedia) done.mediaUrls = [...done.mediaUrls, ...splitMediaUrls(cellOf(record, header))];
  return done;
}

/**
 * The file's columns that nothing imports: not mapped to a field, not the review id, fallback or
 * further media column of the format. Header text as written, in file order.
 */
export function unmappedColumns(headers: readonly string[], mapping: ColumnMapping, extras: RowExtras): string[] {
  const used = new Set<string>([...Object.values(mapping), ...Object.values(extras.fallbacks), ...extras.moreMedia]);
  if (extras.sourceId !== undefined) used.add(extras.sourceId);
  return headers.filter((header) => header.trim() !== '' && !used.has(header));
}
