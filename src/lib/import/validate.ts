import { IMPORT_COUNTRY, IMPORT_EMAIL, MAX_MEDIA_PER_REVIEW, isSafeMediaUrl } from '../../contract/import-limits';
import { FUTURE_TOLERANCE_MS, IMPORT_LIMITS, note, reason, type Reason, type RowNote } from './reasons';
import type { ImportRow, ProductLookup, ProductRef } from './types';
import { countryCodeOf } from './values';

export { REASONS, REASON_CODES,  type Reason,   } from './reasons';
export { isSafeMediaUrl } from '../../contract/import-limits';

/** Outcome of validating one row: importable with the store's product id, or the reasons it is not. */
export type ValidationResult =
  | { ok: true; row: ImportRow; productId: string; /** Worked out by the row check ahead of sending (see duplicateKey). */ duplicateKey?: string }
  | { ok: false; row: ImportRow; reasons: Reason[] };

/** Options of validateRow. */
export interface ValidateOptions {
  /** Current time in ms since the epoch (for the future-date check); defaults to Date.now(). */
  now?: number;
}

const length = (text: string): number => [...text].length;

/** An e-mail address the import keeps (the server's rule too). */
const isImportEmail = (text: string): boolean => text.length <= IMPORT_LIMITS.email && IMPORT_EMAIL.test(text);

/** The refusals: required values missing or unreadable, texts over the limits, an unreadable or future review date. */
function contentReasons(row: ImportRow, now: number): Reason[] {
  const reasons: Reason[] = [];
  if (row.rating === null) reasons.push(row.raw.rating === '' ? reason('rating_missing') : reason('rating_invalid', row.raw.rating));
  if (row.body === '') reasons.push(reason('body_missing'));
  else if (length(row.body) > IMPORT_LIMITS.body) reasons.push(reason('body_too_long'));
  if (length(row.title) > IMPORT_LIMITS.title) reasons.push(reason('title_too_long'));
  if (row.author === '') reasons.push(reason('author_missing'));
  else if (length(row.author) > IMPORT_LIMITS.author) reasons.push(reason('author_too_long'));
  if (row.date === null && row.raw.date !== '') reasons.push(reason('date_invalid', row.raw.date));
  if (row.date !== null && Date.parse(row.date) > now + FUTURE_TOLERANCE_MS) reasons.push(reason('date_in_future', row.raw.date));
  if (length(row.reply) > IMPORT_LIMITS.reply) reasons.push(reason('reply_too_long'));
  return reasons;
}

/** A media entry with its white space written as %20, when that makes it a safe address; else null. */
function repairedMediaUrl(url: string): string | null {
  if (!/\s/.test(url)) return null;
  const repaired = url.trim().replace(/\s/g, '%20');
  return isSafeMediaUrl(repaired) ? repaired : null;
}

/**
 * The optional values (e-mail, country, media links, verified flag, status, reply date, location)
 * that cannot be kept as written are repaired when that loses nothing (a space in a link becomes
 * %20, a country name its ISO code) or left out; each gets a note. Media beyond the shared limit
 * are left out too (the first MAX_MEDIA_PER_REVIEW are kept). The row itself is never refused here.
 */
export function repairOptionalValues(row: ImportRow): ImportRow {
  const notes: RowNote[] = [];
  const { verified, status, replyDate } = row;
  let { email, country, location } = row;
  if (email !== '' && !isImportEmail(email)) {
    // The note names the value as the file wrote it (the check reads e-mails in lower case).
    const written = row.raw.email !== undefined && row.raw.email.toLowerCase() === email ? row.raw.email : email;
    notes.push(note('email_dropped', written));
    email = '';
  }
  if (country !== '' && !IMPORT_COUNTRY.test(country)) {
    const code = countryCodeOf(row.raw.country);
    notes.push(code ? note('country_repaired', row.raw.country, code) : note('country_dropped', row.raw.country));
    country = code ?? '';
  }
  const media: string[] = [];
  for (const url of row.mediaUrls) {
    if (isSafeMediaUrl(url)) media.push(url);
    else {
      const repaired = repairedMediaUrl(url);
      notes.push(repaired ? note('media_url_repaired', url, repaired) : note('media_url_dropped', url));
      if (repaired) media.push(repaired);
    }
  }
  if (media.length > MAX_MEDIA_PER_REVIEW) notes.push(note('media_truncated', String(media.length), String(MAX_MEDIA_PER_REVIEW)));
  if (verified === null && row.raw.verified !== '') notes.push(note('verified_dropped', row.raw.verified));
  if (status === null && row.raw.status !== '') notes.push(note('status_dropped', row.raw.status));
  if (replyDate === null && row.raw.replyDate !== '' && row.reply !== '') notes.push(note('reply_date_dropped', row.raw.replyDate));
  if (length(location) > IMPORT_LIMITS.location) {
    notes.push(note('location_dropped', location));
    location = '';
  }
  return { ...row, email, country, mediaUrls: media.slice(0, MAX_MEDIA_PER_REVIEW), verified, status, replyDate, location, notes: [...(row.notes ?? []), ...notes] };
}

/**
 * Checks one normalized row against the import rules and finds its product with `lookup`
 * (called once with the row's id / handle / SKU). Every problem is reported, product first.
 * A missing date is allowed (the server then uses the import time); an unreadable one is not.
 * Only required values refuse a row; optional ones are repaired or left out (repairOptionalValues)
 * and the returned row carries the notes.
 */
export function validateRow(input: ImportRow, lookup: ProductLookup, options: ValidateOptions = {}): ValidationResult {
  const row = repairOptionalValues(input);
  const reasons: Reason[] = [];
  const ref = row.productRef;
  let productId: string | null = null;
  if (!ref.id && !ref.handle && !ref.sku) reasons.push(reason('product_missing'));
  else {
    productId = lookup(ref) ?? null;
    if (!productId) reasons.push(reason('product_not_found', ref.id ?? ref.handle ?? ref.sku));
  }
  reasons.push(...contentReasons(row, options.now ?? Date.now()));
  return reasons.length === 0 && productId ? { ok: true, row, productId } : { ok: false, row, reasons };
}

/** A store product as the lookup needs it. */
export interface LookupProduct {
  id: string | number;
  handle?: string | null;
  skus?: readonly (string | null | undefined)[];
}

/**
 * A lookup over a list of store products: by id first, then handle, then SKU (handle and SKU
 * ignore case). A reference whose id is unknown can still match by handle or SKU.
 */
export function createProductLookup(products: readonly LookupProduct[]): ProductLookup {
  const byId = new Map<string, string>();
  const byHandle = new Map<string, string>();
  const bySku = new Map<string, string>();
  for (const product of products) {
    const id = String(product.id);
    byId.set(id, id);
    if (product.handle) byHandle.set(product.handle.toLowerCase(), id);
    for (const sku of product.skus ?? []) if (sku) bySku.set(sku.trim().toLowerCase(), id);
  }
  return (ref: ProductRef) =>
    (ref.id && byId.get(ref.id)) || (ref.handle && byHandle.get(ref.handle.toLowerCase())) || (ref.sku && bySku.get(ref.sku.toLowerCase())) || null;
}
