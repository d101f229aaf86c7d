import type { Database } from 'better-sqlite3';
import { demoCatalog } from './catalog';

/** True when the shop already has products in the catalogue tables. */
export function hasCatalog(db: Database, shopId: number): boolean {
  return db.prepare('SELECT 1 FROM products WHERE shop_id = ? LIMIT 1').get(shopId) !== undefined;
}

/**
 * Writes the demo catalogue (products, variants, collections, memberships) for a shop.
 * Call inside a transaction; does nothing when the shop already has products.
 */
export function seedCatalog(db: Database, shopId: number): void {
  if (hasCatalog(db, shopId)) return;
  const { products, collections } = demoCatalog();
  const addProduct = db.prepare(`
    INSERT INTO products (shop_id, id, title, handle, status, media_id, image_name, image_alt)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const addVariant = db.prepare(`
    INSERT INTO product_variants (shop_id, id, product_id, position, title, price_cents, inventory_quantity, sku)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const addCollection = db.prepare(`
    INSERT INTO collections (shop_id, id, title, handle, image_name, image_alt) VALUES (?, ?, ?, ?, ?, ?)`);
  const addMember = db.prepare('INSERT INTO collection_products (shop_id, collection_id, product_id) VALUES (?, ?, ?)');
  for (const p of products) {
    addProduct.run(shopId, p.id, p.title, p.handle, p.status, p.image?.mediaId ?? null, p.image?.name ?? null, p.image?.alt ?? null);
    for (const v of p.variants) addVariant.run(shopId, v.id, p.id, v.position, v.title, v.priceCents, v.inventory, v.sku);
  }
  for (const c of collections) {
    addCollection.run(shopId, c.id, c.title, c.handle, c.image?.name ?? null, c.image?.alt ?? null);
    for (const productId of c.productIds) addMember.run(shopId, c.id, productId);
  }
}
