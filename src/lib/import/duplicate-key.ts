import { sha256Hex } from './sha256';
import type { ImportRow } from './types';

/** Version prefix of duplicate keys; a change of the definition gets a new version. */
export const DUPLICATE_KEY_VERSION = 'v2';

/**
 * The canonical parts behind duplicateKey: version; store product id; reviewer name (NFKC, lower
 * case, whitespace runs as one space, trimmed); review day (UTC, YYYY-MM-DD, empty without a date);
 * body (NFC, whitespace runs as one space, trimmed, case kept); the source's own review id (trimmed,
 * empty when the file has none). The e-mail is left out: whether the merchant maps it must not make
 * the same review a different one. The review id keeps apart different reviews by the same name
 * with the same text on the same day.
 */
export function duplicateKeyParts(row: ImportRow, productId: string): string[] {
  const name = row.author.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const body = row.body.normalize('NFC').replace(/\s+/g, ' ').trim();
  return [DUPLICATE_KEY_VERSION, productId.trim(), name, row.date ? row.date.slice(0, 10) : '', body, (row.sourceId ?? '').trim()];
}

/**
 * Stable duplicate key of a review, for the server to recognise a second import of the same
 * review: `v2:` + SHA-256 hex of the duplicateKeyParts joined by U+001F. Rating, title, e-mail,
 * reply, media and location are left out, so a re-export with an edited rating, or the same file
 * with a better mapping, is still the same review (demo/server/domain/review-duplicate-key.ts
 * computes it by the same rule).
 */
export function duplicateKey(row: ImportRow, productId: string): string {
  return `${DUPLICATE_KEY_VERSION}:${sha256Hex(duplicateKeyParts(row, productId).join('\u001f'))}`;
}
