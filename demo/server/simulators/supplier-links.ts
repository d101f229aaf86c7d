import type { Database } from 'better-sqlite3';
import type { PublicProduct, SupplierProduct } from '../../../src/contract/marketplace';
import { simulatedItem } from './marketplace';
import { gid, imageUrl } from '../domain/store-ids';

/**
 * The AliExpress item a store product was sourced from, or null. The demo links every third
 * product (by product number) to an item whose id is derived from the product number, so the
 * same products are linked on every run without a table.
 */
export function supplierItemId(productNumber: number): string | null {
  if (productNumber % 3 !== 0) return null;
  return `1005${String((productNumber * 7_919_993) % 1_000_000_000_000).padStart(12, '0')}`;
}

/** The canonical item-page address of a supplier item. */
export const supplierItemUrl = (itemId: string): string => `https://www.aliexpress.com/item/${itemId}.html`;

interface ProductRow {
  id: number;
  title: string;
  handle: string;
  image_name: string | null;
}

/** A product row as the import pages show it. */
export function publicProduct(row: ProductRow, origin: string): PublicProduct {
  return { id: gid('Product', row.id), title: row.title, handle: row.handle, image: row.image_name ? imageUrl(origin, row.image_name) : null };
}

/** The shop's products (not drafts) that are linked to a supplier item, by title, with the item's review counts. */
export function listSupplierProducts(db: Database, shopId: number, origin: string): SupplierProduct[] {
  const rows = db
    .prepare(`SELECT id, title, handle, image_name FROM products WHERE shop_id = ? AND status <> 'DRAFT' ORDER BY title, id`)
    .all(shopId) as ProductRow[];
  const linked: SupplierProduct[] = [];
  for (const row of rows) {
    const itemId = supplierItemId(row.id);
    if (!itemId) continue;
    const url = supplierItemUrl(itemId);
    const item = simulatedItem({ marketplace: 'aliexpress', itemId, url, origin });
    const total = item.reviews.reduce((sum, r) => sum + r.rating, 0);
    linked.push({
      product: publicProduct(row, origin),
      supplier: { marketplace: 'aliexpress', item_id: itemId, url, title: `AliExpress item ${itemId}` },
      review_count: item.reviews.length,
      photo_review_count: item.reviews.filter((r) => r.photos.length > 0).length,
      average_rating: item.reviews.length ? Math.round((total / item.reviews.length) * 10) / 10 : 0,
    });
  }
  return linked;
}
