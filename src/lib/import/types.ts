/** Shared types of the review import (file import screen, SPEC §2 /import/file_import). */

/** A CSV layout recognised from its header row. */
export type FormatId = 'ours' | 'judgeme' | 'judgeme_export' | 'shopify' | 'okendo' | 'loox';

/** Where a normalized row came from: a recognised format, or a merchant-made column mapping. */
export type RowSource = FormatId | 'custom';

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
  /** The original text of the fields that are parsed, for the preview and for error reasons. */
  raw: { rating: string; date: string; replyDate: string; verified: string; status: string; country: string };
}

/** The store lookup handed to validation: the store's product id for a reference, else null. */
export type ProductLookup = (ref: ProductRef) => string | null | undefined;

/** A CSV record keyed by header text. */
export type CsvRecord = Record<string, string>;
