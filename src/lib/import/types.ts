/** Shared types of the review import (file import screen, SPEC §2 /import/file_import). */

/** How a file's rows are read (the source's habits, such as its date order): a format, or a merchant-made column mapping. */
export type RowSource = 'ours' | 'judgeme' | 'judgeme_export' | 'shopify' | 'okendo' | 'loox' | 'custom';

/** A CSV layout recognised from its header row (a peer app's export reads its rows like one of the RowSources). */
export type FormatId = Exclude<RowSource, 'custom'> | 'loox_export' | 'yotpo' | 'stamped';

/** A field of the normalized review that a CSV column can feed. */
export type ImportField =
  | 'productId'
  | 'productHandle'
  | 'sku'
  | 'rating'
  | 'title'
  | 'body'
  | 'author'
  | 'email'
  | 'date'
  | 'reply'
  | 'replyDate'
  | 'mediaUrls'
  | 'verified'
  | 'country'
  | 'status'
  | 'location';

/** Every import field, in the order the mapping step shows them. */
export const IMPORT_FIELDS: readonly ImportField[] = [
  'productId',
  'productHandle',
  'sku',
  'rating',
  'title',
  'body',
  'author',
  'email',
  'date',
  'reply',
  'replyDate',
  'mediaUrls',
  'verified',
  'country',
  'status',
  'location',
];

/** Which CSV header (exact text as in the file) feeds each field; unmapped fields are absent. */
export type ColumnMapping = Partial<Record<ImportField, string>>;

/** How an ambiguous numeric date such as 03/05/2024 is read: month first or day first. */
export type DateOrder = 'mdy' | 'dmy';

/** Moderation state of an imported review; spam counts as hidden. */
export type ReviewStatus = 'published' | 'hidden' | 'pending';

/** The product a review belongs to, as the file names it. */
export interface ProductRef {
  id?: string;
  handle?: string;
  sku?: string;
}

/** One CSV record after normalization; values that could not be read are null and keep their raw text. */
export interface ImportRow {
  /** The record's spreadsheet line (the header is line 1; blank lines and multi-line values count). */
  rowNumber: number;
  source: RowSource;
  productRef: ProductRef;
  /** Whole stars 1..5, or null when missing or unreadable (see raw.rating). */
  rating: number | null;
  title: string;
  body: string;
  author: string;
  /** Trimmed and lower-cased; empty when not given. */
  email: string;
  /** ISO 8601 in UTC, or null when missing or unreadable (see raw.date). */
  date: string | null;
  /** The file gave the review date as a calendar day without a time (kept on that day in every time zone). */
  dateOnly?: boolean;
  reply: string;
  replyDate: string | null;
  /** Every media entry as written in the file, in order; validation rejects the unsafe ones. */
  mediaUrls: string[];
  /** Verified purchase; null when the file does not say. */
  verified: boolean | null;
  /** ISO 3166-1 alpha-2, upper case; empty when not given. */
  country: string;
  /** Free-text reviewer location when the source has one. */
  location: string;
  status: ReviewStatus | null;
  /** The source's own id of the review (its review id column), when the file has one; part of the duplicate key. */
  sourceId?: string;
  /** Optional values the check repaired or left out, each said for the row (see validateRow). */
  notes?: RowNote[];
  /** The original text of the fields that are parsed, for the preview and for error reasons. */
  raw: { rating: string; date: string; replyDate: string; verified: string; status: string; country: string; email?: string };
}

/** The store lookup handed to validation: the store's product id for a reference, else null. */
export type ProductLookup = (ref: ProductRef) => string | null | undefined;

/** A CSV record keyed by header text. */
export type CsvRecord = Record<string, string>;

/**
 * What the import did with an optional value it could not keep as written: the review is imported,
 * the value is repaired (when that loses nothing) or left out, and the row says so.
 */
export type NoteCode =
  | 'email_dropped'
  | 'country_repaired'
  | 'country_dropped'
  | 'media_url_repaired'
  | 'media_url_dropped'
  | 'media_truncated'
  | 'verified_dropped'
  | 'status_dropped'
  | 'reply_date_dropped'
  | 'location_dropped';

/** One note of one row: the code, the field, the value as the file wrote it and, for a repair, what it became. */
export interface RowNote {
  code: NoteCode;
  field: Exclude<keyof ImportRow, 'rowNumber' | 'source' | 'raw' | 'notes' | 'dateOnly'>;
  message: string;
  value?: string;
  repaired?: string;
}
