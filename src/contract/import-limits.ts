/**
 * Limits of an imported review, the same for the file import's own check (the preview) and the
 * server's check of every import row: one set of numbers, one wording of each refusal.
 */

/** Longest accepted texts, in characters (code points). */
export const IMPORT_TEXT_LIMITS = { title: 255, body: 10_000, author: 100, reply: 10_000, email: 254, location: 255 } as const;

/** Star ratings are whole numbers in this range. */
export const IMPORT_RATING = { min: 1, max: 5 } as const;

/**
 * Most photos and videos one review keeps. The file import keeps the first ones and says so for
 * the row; the server refuses a row that carries more (code `media_too_many`).
 */
export const MAX_MEDIA_PER_REVIEW = 20;

/** Longest media address, in characters. */
export const MAX_MEDIA_URL_LENGTH = 2048;

/** A review date may lie this far in the future (time zones), in milliseconds. */
export const FUTURE_TOLERANCE_MS = 86_400_000;

/** An e-mail address as the import accepts it. */
export const IMPORT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A country as stored: ISO 3166-1 alpha-2. */
export const IMPORT_COUNTRY = /^[A-Z]{2}$/;

/** True for an absolute http(s) address with a host, without white space, at most MAX_MEDIA_URL_LENGTH long. */
export function isSafeMediaUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_MEDIA_URL_LENGTH || /\s/.test(value)) return false;
  if (!/^https?:\/\/[^\s/?#]+/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The English wording of the limit refusals, the same in the preview and in the server's answer. */
export const LIMIT_MESSAGES = {
  rating_invalid: `The rating must be a whole number of stars from ${IMPORT_RATING.min} to ${IMPORT_RATING.max}.`,
  body_too_long: `The review text is longer than ${IMPORT_TEXT_LIMITS.body} characters.`,
  title_too_long: `The review title is longer than ${IMPORT_TEXT_LIMITS.title} characters.`,
  author_too_long: `The reviewer name is longer than ${IMPORT_TEXT_LIMITS.author} characters.`,
  reply_too_long: `The reply is longer than ${IMPORT_TEXT_LIMITS.reply} characters.`,
  media_too_many: `A review keeps at most ${MAX_MEDIA_PER_REVIEW} photos and videos.`,
  location_too_long: `The location is longer than ${IMPORT_TEXT_LIMITS.location} characters.`,
} as const;
