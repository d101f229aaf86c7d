import type { ImportRow } from './types';

/** Longest accepted texts, in characters. */
export const IMPORT_LIMITS = { title: 255, body: 10_000, author: 100, reply: 10_000 } as const;

/** A review date may lie this far in the future (time zones), in milliseconds. */
export const FUTURE_TOLERANCE_MS = 86_400_000;

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
export type ReasonField = Exclude<keyof ImportRow, 'rowNumber' | 'source' | 'raw'>;

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
  rating_invalid: { field: 'rating', message: 'The rating must be a whole number of stars from 1 to 5.' },
  body_missing: { field: 'body', message: 'The review text is empty.' },
  body_too_long: { field: 'body', message: `The review text is longer than ${IMPORT_LIMITS.body} characters.` },
  title_too_long: { field: 'title', message: `The review title is longer than ${IMPORT_LIMITS.title} characters.` },
  author_missing: { field: 'author', message: 'The reviewer name is empty.' },
  author_too_long: { field: 'author', message: `The reviewer name is longer than ${IMPORT_LIMITS.author} characters.` },
  email_invalid: { field: 'email', message: 'The e-mail address is not valid.' },
  date_invalid: { field: 'date', message: 'The review date cannot be read. Use a date such as 2024-03-05 or 2024-03-05 14:22:01 UTC.' },
  date_in_future: { field: 'date', message: 'The review date is in the future.' },
  reply_too_long: { field: 'reply', message: `The reply is longer than ${IMPORT_LIMITS.reply} characters.` },
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
