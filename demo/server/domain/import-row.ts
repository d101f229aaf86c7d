import type { ReviewStatus } from './review-filter';
import type { RowReason } from '../../../src/contract/imports';
import {
  FUTURE_TOLERANCE_MS,
  IMPORT_COUNTRY,
  IMPORT_EMAIL,
  IMPORT_RATING,
  IMPORT_TEXT_LIMITS as IMPORT_LIMITS,
  LIMIT_MESSAGES,
  MAX_MEDIA_PER_REVIEW,
  isSafeMediaUrl,
} from '../../../src/contract/import-limits';
import type { ReviewMedia } from '../../../src/contract/reviews';

export { isSafeMediaUrl };

/** An import row that passed the checks, ready to store. */
export interface CheckedRow {
  productId: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  email: string | null;
  createdAt: number;
  reply: string | null;
  replyAt: number | null;
  media: ReviewMedia[];
  verified: boolean;
  country: string | null;
  location: string | null;
  /** The date was a calendar day without a time. */
  dateOnly: boolean;
  status: ReviewStatus;
  language: string;
  duplicateKey: string;
}

const MESSAGES: Record<string, string> = {
  ...LIMIT_MESSAGES,
  product_missing: 'No product id is given.',
  product_not_found: 'No product in the store has this id.',
  body_missing: 'The review text is empty.',
  author_missing: 'The reviewer name is empty.',
  email_invalid: 'The e-mail address is not valid.',
  date_invalid: 'The review date must be an ISO 8601 date.',
  date_in_future: 'The review date is in the future.',
  reply_date_invalid: 'The reply date must be an ISO 8601 date.',
  media_url_invalid: 'Media links must be http:// or https:// web addresses.',
  date_only_invalid: 'date_only must be true or false.',
  verified_invalid: 'The verified-purchase value must be true or false.',
  status_invalid: 'The status must be published, hidden or pending.',
  country_invalid: 'The country must be a two-letter code such as US or DE.',
  duplicate_key_invalid: 'The duplicate key must be 1 to 200 printable characters without spaces.',
};

const reason = (code: string): RowReason => ({ code, message: MESSAGES[code] ?? code });
const chars = (text: string): number => [...text].length;
const str = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);
const emptyToNull = (value: unknown): unknown => (value === '' ? null : value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const VIDEO = /\.(?:mp4|webm|mov|m4v|ogv)(?:[?#]|$)/i;

/** Ms since the epoch of an ISO 8601 date, or NaN. */
function isoMs(value: unknown): number {
  return typeof value === 'string' && ISO_DATE.test(value.trim()) ? Date.parse(value.trim()) : NaN;
}

/** Product number of a store gid (`gid://shopify/Product/1001`) or a bare number, else null. */
export function productNumber(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : str(value) ?? '';
  const match = /^(?:gid:\/\/shopify\/Product\/)?(\d{1,15})$/.exec(text);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Checks one import row again on the server (the client validated it, but the server stores
 * only what it can vouch for). Every problem is reported. A missing date means "now".
 */
export function checkImportRow(
  row: Record<string, unknown>,
  args: { now: number; hasProduct: (id: number) => boolean },
): { ok: true; row: CheckedRow } | { ok: false; reasons: RowReason[] } {
  const codes: string[] = [];
  const productId = productNumber(row.product_id);
  if (row.product_id === undefined || row.product_id === null || row.product_id === '') codes.push('product_missing');
  else if (productId === null || !args.hasProduct(productId)) codes.push('product_not_found');
  const rating = row.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < IMPORT_RATING.min || rating > IMPORT_RATING.max) codes.push('rating_invalid');
  const title = str(row.title ?? '') ?? '';
  const body = str(row.body) ?? '';
  const author = str(row.author) ?? '';
  if (body === '') codes.push('body_missing');
  else if (chars(body) > IMPORT_LIMITS.body) codes.push('body_too_long');
  if (chars(title) > IMPORT_LIMITS.title) codes.push('title_too_long');
  if (author === '') codes.push('author_missing');
  else if (chars(author) > IMPORT_LIMITS.author) codes.push('author_too_long');
  const email = emptyToNull(str(row.email ?? null));
  if (email !== null && (typeof email !== 'string' || email.length > IMPORT_LIMITS.email || !IMPORT_EMAIL.test(email))) codes.push('email_invalid');
  const rawDate = emptyToNull(row.date ?? null);
  const createdAt = rawDate === null ? args.now : isoMs(rawDate);
  if (Number.isNaN(createdAt)) codes.push('date_invalid');
  else if (createdAt > args.now + FUTURE_TOLERANCE_MS) codes.push('date_in_future');
  const reply = emptyToNull(str(row.reply ?? null));
  if (reply !== null && (typeof reply !== 'string' || chars(reply) > IMPORT_LIMITS.reply)) codes.push('reply_too_long');
  const rawReplyDate = emptyToNull(row.reply_date ?? null);
  const replyAt = rawReplyDate === null ? null : isoMs(rawReplyDate);
  if (replyAt !== null && Number.isNaN(replyAt)) codes.push('reply_date_invalid');
  const urls = row.media_urls ?? [];
  if (!Array.isArray(urls) || !urls.every(isSafeMediaUrl)) codes.push('media_url_invalid');
  else if (urls.length > MAX_MEDIA_PER_REVIEW) codes.push('media_too_many');
  if (row.verified !== undefined && row.verified !== null && typeof row.verified !== 'boolean') codes.push('verified_invalid');
  const status = row.status ?? null;
  if (status !== null && status !== 'published' && status !== 'hidden' && status !== 'pending') codes.push('status_invalid');
  const country = emptyToNull(str(row.country ?? null));
  if (country !== null && (typeof country !== 'string' || !IMPORT_COUNTRY.test(country.toUpperCase()))) codes.push('country_invalid');
  const location = emptyToNull(str(row.location ?? null));
  if (location !== null && (typeof location !== 'string' || chars(location) > IMPORT_LIMITS.location)) codes.push('location_too_long');
  const dateOnly = row.date_only ?? false;
  if (typeof dateOnly !== 'boolean') codes.push('date_only_invalid');
  const key = row.duplicate_key;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(key)) codes.push('duplicate_key_invalid');
  if (codes.length > 0 || productId === null || typeof rating !== 'number' || typeof key !== 'string') {
    return { ok: false, reasons: codes.map(reason) };
  }
  const language = typeof row.language === 'string' && /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(row.language) ? row.language : 'und';
  return {
    ok: true,
    row: {
      productId,
      rating,
      title,
      body,
      author,
      email: (email as string | null)?.toLowerCase() ?? null,
      createdAt: dateOnly === true && rawDate !== null ? Date.parse(`${new Date(createdAt).toISOString().slice(0, 10)}T00:00:00.000Z`) : createdAt,
      dateOnly: dateOnly === true && rawDate !== null,
      reply: reply as string | null,
      replyAt: reply === null ? null : replyAt ?? createdAt,
      media: (urls as string[]).map((url) => ({ type: VIDEO.test(url) ? 'video' : 'image', url, thumb: url })),
      verified: row.verified === true,
      country: (country as string | null)?.toUpperCase() ?? null,
      location: location as string | null,
      status: (status as ReviewStatus | null) ?? 'published',
      language,
      duplicateKey: key,
    },
  };
}
