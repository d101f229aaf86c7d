import { FUTURE_TOLERANCE_MS, IMPORT_TEXT_LIMITS, LIMIT_MESSAGES, MAX_MEDIA_PER_REVIEW } from '../../contract/import-limits';
import type { ImportRow, NoteCode, RowNote } from './types';

export type { NoteCode, RowNote } from './types';

/** Longest accepted texts, in characters (the shared import limits). */
export const IMPORT_LIMITS = IMPORT_TEXT_LIMITS;

export { FUTURE_TOLERANCE_MS };

/** Why a row cannot be imported. The UI translates the code; `message` is the English default. */
export type ReasonCode =
  | 'product_missing'
  | 'product_not_found'
  | 'rating_missing'
  | 'rating_invalid'
  | 'body_missing'
  | 'body_too_long'
  | 'title_too_long'
  | 'author_missing'
  | 'author_too_long'
  | 'email_invalid'
  | 'date_invalid'
  | 'date_in_future'
  | 'reply_too_long'
  | 'reply_date_invalid'
  | 'media_url_invalid'
  | 'verified_invalid'
  | 'status_invalid'
  | 'country_invalid';

/** The row field a reason is about. */
export type ReasonField = Exclude<keyof ImportRow, 'rowNumber' | 'source' | 'raw' | 'notes' | 'dateOnly'>;

/** One problem of one row; `value` is the offending text when there is one. */
export interface Reason {
  code: ReasonCode;
  field: ReasonField;
  message: string;
  value?: string;
}

/** English default message and field of every reason code. */
export const REASONS: Readonly<Record<ReasonCode, { field: ReasonField; message: string }>> = {
  product_missing: { field: 'productRef', message: 'No product id, handle or SKU is given.' },
  product_not_found: { field: 'productRef', message: 'No product in the store matches this product id, handle or SKU.' },
  rating_missing: { field: 'rating', message: 'The rating is empty.' },
  rating_invalid: { field: 'rating', message: LIMIT_MESSAGES.rating_invalid },
  body_missing: { field: 'body', message: 'The review text is empty.' },
  body_too_long: { field: 'body', message: LIMIT_MESSAGES.body_too_long },
  title_too_long: { field: 'title', message: LIMIT_MESSAGES.title_too_long },
  author_missing: { field: 'author', message: 'The reviewer name is empty.' },
  author_too_long: { field: 'author', message: LIMIT_MESSAGES.author_too_long },
  email_invalid: { field: 'email', message: 'The e-mail address is not valid.' },
  date_invalid: { field: 'date', message: 'The review date cannot be read. Use a date such as 2024-03-05 or 2024-03-05 14:22:01 UTC.' },
  date_in_future: { field: 'date', message: 'The review date is in the future.' },
  reply_too_long: { field: 'reply', message: LIMIT_MESSAGES.reply_too_long },
  reply_date_invalid: { field: 'replyDate', message: 'The reply date cannot be read. Use a date such as 2024-03-05.' },
  media_url_invalid: { field: 'mediaUrls', message: 'Media links must be http:// or https:// web addresses.' },
  verified_invalid: { field: 'verified', message: 'The verified-purchase value must be yes or no (true/false, 1/0).' },
  status_invalid: { field: 'status', message: 'The status must be published, hidden or pending.' },
  country_invalid: { field: 'country', message: 'The country must be a two-letter code such as US or DE.' },
};

/** Every reason code. */
export const REASON_CODES = Object.keys(REASONS) as ReasonCode[];

/** Builds a reason with its field and default message. */
export function reason(code: ReasonCode, value?: string): Reason {
  const { field, message } = REASONS[code];
  return value === undefined ? { code, field, message } : { code, field, message, value };
}

/** English default message and field of every note code. */
export const NOTES: Readonly<Record<NoteCode, { field: ReasonField; message: string }>> = {
  email_dropped: { field: 'email', message: 'The e-mail address is not valid; the review is imported without it.' },
  country_repaired: { field: 'country', message: 'The country is written out; it is imported as its two-letter code.' },
  country_dropped: { field: 'country', message: 'The country is not known; the review is imported without it.' },
  media_url_repaired: { field: 'mediaUrls', message: 'A media link contains spaces; they are written as %20.' },
  media_url_dropped: { field: 'mediaUrls', message: 'A media link is not an http:// or https:// web address; it is left out.' },
  media_truncated: { field: 'mediaUrls', message: `${LIMIT_MESSAGES.media_too_many} The first ${MAX_MEDIA_PER_REVIEW} are imported.` },
  verified_dropped: { field: 'verified', message: 'The verified-purchase value is not yes or no; the review is imported as not verified.' },
  status_dropped: { field: 'status', message: 'The status is not published, hidden or pending; the review is imported as published.' },
  reply_date_dropped: { field: 'replyDate', message: 'The reply date cannot be read; the reply gets the review date.' },
  location_dropped: { field: 'location', message: LIMIT_MESSAGES.location_too_long },
};

/** Builds a note with its field and default message. */
export function note(code: NoteCode, value?: string, repaired?: string): RowNote {
  const { field, message } = NOTES[code];
  return { code, field, message, ...(value === undefined ? {} : { value }), ...(repaired === undefined ? {} : { repaired }) };
}
