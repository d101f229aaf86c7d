import type { CollectionRow, ProductRow, VariantRow } from '../store/repositories/catalog';
import { DEFAULT_VARIANT_TITLE } from '../domain/catalog';
import { gid, imageUrl } from '../domain/store-ids';
import { storeFail } from './store-envelope';

/** Page size when `limit` is not given, and the largest one allowed. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 250;

/** Pagination info of a page, as the picker reads it. */
export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Encodes a list offset as an opaque cursor. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`, 'utf8').toString('base64url');
}

/** Decodes a cursor made by {@link encodeCursor}; a missing cursor is offset 0. Fails on anything else. */
export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) storeFail('cursor is not valid: pass the endCursor of the previous page');
  return Number(match[1]);
}

/** Page info after reading `count` rows from `offset` out of `total`. */
export function pageInfo(offset: number, count: number, total: number): PageInfo {
  return { hasNextPage: offset + count < total, endCursor: count > 0 ? encodeCursor(offset + count) : null };
}

/** Formats a price in cents as the platform does ("19.99"). */
export function formatPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A product as the picker receives it. */
export function productView(row: ProductRow, variants: readonly VariantRow[], origin: string) {
  return {
    id: gid('Product', row.id),
    title: row.title,
    handle: row.handle,
    status: row.status,
    featured_media:
      row.image_name && row.media_id !== null
        ? { id: gid('MediaImage', row.media_id), src: imageUrl(origin, row.image_name), altText: row.image_alt ?? row.title }
        : null,
    variants: variants.map((v) => ({
      id: gid('ProductVariant', v.id),
      title: v.title,
      price: formatPrice(v.price_cents),
      inventory_quantity: v.inventory_quantity,
      sku: v.sku,
    })),
    total_variants: variants.length,
    has_only_default_variant: variants.length === 1 && variants[0]?.title === DEFAULT_VARIANT_TITLE,
  };
}

/** A collection as the picker receives it. */
export function collectionView(row: CollectionRow, origin: string) {
  return {
    id: gid('Collection', row.id),
    title: row.title,
    handle: row.handle,
    image: row.image_name ? { url: imageUrl(origin, row.image_name), altText: row.image_alt ?? row.title } : null,
    products_count: row.products_count,
  };
}
