import { isEmail, isUrl } from '../validation';
import { FUTURE_TOLERANCE_MS, IMPORT_LIMITS, reason, type Reason } from './reasons';
import type { ImportRow, ProductLookup, ProductRef } from './types';

export { REASONS, REASON_CODES,  type Reason,   } from './reasons';

/** Outcome of validating one row: importable with the store's product id, or the reasons it is not. */
export type ValidationResult =
  | { ok: true; row: ImportRow; productId: string }
  | { ok: false; row: ImportRow; reasons: Reason[] };

/** Options of validateRow. */
export interface ValidateOptions {
  /** Current time in ms since the epoch (for the future-date check); defaults to Date.now(). */
  now?: number;
}

const length = (text: string): number => [...text].length;

/** A media entry we accept: an absolute http(s) URL without spaces (no javascript:, data:, file:…). */
export const isSafeMediaUrl = (url: string): boolean => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url) && isUrl(url);

function contentReasons(row: ImportRow, now: number): Reason[] {
  const reasons: Reason[] = [];
  if (row.rating === null) reasons.push(row.raw.rating === '' ? reason('rating_missing') : reason('rating_invalid', row.raw.rating));
  if (row.body === '') reasons.push(reason('body_missing'));
  else if (length(row.body) > IMPORT_LIMITS.body) reasons.push(reason('body_too_long'));
  if (length(row.title) > IMPORT_LIMITS.title) reasons.push(reason('title_too_long'));
  if (row.author === '') reasons.push(reason('author_missing'));
  else if (length(row.author) > IMPORT_LIMITS.author) reasons.push(reason('author_too_long'));
  if (row.email !== '' && !isEmail(row.email)) reasons.push(reason('email_invalid', row.email));
  if (row.date === null && row.raw.date !== '') reasons.push(reason('date_invalid', row.raw.date));
  if (row.date !== null && Date.parse(row.date) > now + FUTURE_TOLERANCE_MS) reasons.push(reason('date_in_future', row.raw.date));
  if (length(row.reply) > IMPORT_LIMITS.reply) reasons.push(reason('reply_too_long'));
  if (row.replyDate === null && row.raw.replyDate !== '') reasons.push(reason('reply_date_invalid', row.raw.replyDate));
  for (const url of row.mediaUrls) if (!isSafeMediaUrl(url)) reasons.push(reason('media_url_invalid', url));
  if (row.verified === null && row.raw.verified !== '') reasons.push(reason('verified_invalid', row.raw.verified));
  if (row.status === null && row.raw.status !== '') reasons.push(reason('status_invalid', row.raw.status));
  if (row.country !== '' && !/^[A-Z]{2}$/.test(row.country)) reasons.push(reason('country_invalid', row.raw.country));
  return reasons;
}

/**
 * Checks one normalized row against the import rules and finds its product with `lookup`
 * (called once with the row's id / handle / SKU). Every problem is reported, product first.
 * A missing date is allowed (the server then uses the import time); an unreadable one is not.
 */
export function validateRow(row: ImportRow, lookup: ProductLookup, options: ValidateOptions = {}): ValidationResult {
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
