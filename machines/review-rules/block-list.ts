import { MAX_BLOCK_ENTRY, MAX_BLOCK_LIST } from '../../src/contract/review-rules';

/** Which block list an entry goes to: words and phrases, or email addresses and `@domain`s. */
export type BlockListKind = 'words' | 'emails';

/** Why an entry was refused (a key under `review-rules:blockList.errors`). */
export type BlockEntryError = 'empty' | 'duplicate' | 'tooLong' | 'full' | 'email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DOMAIN = /^@[^\s@]+\.[^\s@]{2,}$/;
const MAX_EMAIL = 254;

/** The entry as stored: trimmed, and lower case for addresses (they match without case). */
export const normalizeEntry = (kind: BlockListKind, raw: string): string => (kind === 'emails' ? raw.trim().toLowerCase() : raw.trim());

/** Why `raw` cannot join `list` (empty, already there ignoring case, too long, list full, not an address or `@domain`), or null. */
export function blockEntryError(kind: BlockListKind, list: readonly string[], raw: string): BlockEntryError | null {
  const entry = normalizeEntry(kind, raw);
  if (entry === '') return 'empty';
  if (list.some((x) => x.toLowerCase() === entry.toLowerCase())) return 'duplicate';
  if (entry.length > (kind === 'emails' ? MAX_EMAIL : MAX_BLOCK_ENTRY)) return 'tooLong';
  if (list.length >= MAX_BLOCK_LIST) return 'full';
  if (kind === 'emails' && !EMAIL.test(entry) && !DOMAIN.test(entry)) return 'email';
  return null;
}

/** The list with `raw` added, or the reason it is refused. */
export function addBlockEntry(kind: BlockListKind, list: readonly string[], raw: string): { list: string[] } | { error: BlockEntryError } {
  const error = blockEntryError(kind, list, raw);
  return error ? { error } : { list: [...list, normalizeEntry(kind, raw)] };
}
