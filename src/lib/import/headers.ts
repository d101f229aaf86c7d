import type { ColumnMapping } from './types';

/** A header's comparable form: no BOM, accents or separators, lower case (`Date Created` → `datecreated`). */
export function normHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A header's words: split at separators and camelCase humps, lower case (`dateCreated` → date, created). */
export function headerTokens(header: string): string[] {
  return header
    .replace(/^\uFEFF/, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

/** Index of a header row: comparable form → the header text as written (first occurrence wins). */
export function headerIndex(headers: readonly string[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const header of headers) {
    const key = normHeader(header);
    if (key !== '' && !index.has(key)) index.set(key, header);
  }
  return index;
}

/** Product fields: a review needs at least one of them. */
export const PRODUCT_FIELDS = ['productId', 'productHandle', 'sku'] as const;

/** What a mapping must cover before rows can be imported (`product` = id, handle or SKU). */
export type RequiredSlot = 'product' | 'rating' | 'body' | 'author';

/** The required slots a mapping leaves uncovered, in display order. */
export function missingFields(mapping: ColumnMapping): RequiredSlot[] {
  const missing: RequiredSlot[] = [];
  if (!PRODUCT_FIELDS.some((field) => mapping[field])) missing.push('product');
  if (!mapping.rating) missing.push('rating');
  if (!mapping.body) missing.push('body');
  if (!mapping.author) missing.push('author');
  return missing;
}
