import { createHash } from 'node:crypto';

/** Version prefix of duplicate keys; a change of the definition gets a new version. */
export const DUPLICATE_KEY_VERSION = 'v2';

/** What the duplicate key of a review is computed from. */
export interface DuplicateKeyInput {
  /** The product id as sent in `product_id` of an import row: the store gid, e.g. `gid://shopify/Product/1001`. */
  productId: string;
  author: string;
  /** The review date (ms since the epoch or an ISO 8601 string in UTC), or null when unknown (unreadable counts as unknown). */
  date: number | string | null;
  body: string;
  /** The source's own review id, when the imported file had one. */
  sourceId?: string | null;
}

/**
 * The stable duplicate key of a review, by the same rule as the import client
 * (src/lib/import/duplicate-key.ts `duplicateKey`); the server enforces that keys are unique
 * per shop, and uses this function for the reviews it creates itself (the demo seed, marketplace
 * imports) and to bring older keys to this version, so an exported review imported again is
 * recognised:
 *
 *   'v2:' + hex(SHA-256(UTF-8(join(U+001F, ['v2', product id, name, day, body, source id]))))
 *
 * name = NFKC, lower case, white space runs as one space, trimmed; day = the UTC date YYYY-MM-DD
 * of the review date ('' without one); body = NFC, white space runs as one space, trimmed, case
 * kept; source id = trimmed ('' without one). E-mail, rating, title, reply and media do not count.
 */
export function reviewDuplicateKey(input: DuplicateKeyInput): string {
  const name = input.author.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const ms = input.date === null ? NaN : new Date(input.date).getTime();
  const day = Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 10);
  const body = input.body.normalize('NFC').replace(/\s+/g, ' ').trim();
  const message = [DUPLICATE_KEY_VERSION, input.productId.trim(), name, day, body, (input.sourceId ?? '').trim()].join('\u001f');
  return `${DUPLICATE_KEY_VERSION}:${createHash('sha256').update(message, 'utf8').digest('hex')}`;
}
