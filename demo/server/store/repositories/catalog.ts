import type { Database } from 'better-sqlite3';
import type { ProductStatus } from '../../domain/catalog';

/** A product row as stored. */
export interface ProductRow {
  id: number;
  title: string;
  handle: string;
  status: ProductStatus;
  media_id: number | null;
  image_name: string | null;
  image_alt: string | null;
}

/** A variant row as stored. */
export interface VariantRow {
  id: number;
  product_id: number;
  title: string;
  price_cents: number;
  inventory_quantity: number;
  sku: string;
}

/** A collection row with its computed product count. */
export interface CollectionRow {
  id: number;
  title: string;
  handle: string;
  image_name: string | null;
  image_alt: string | null;
  products_count: number;
}

/** One page of a search: the rows, their variants where relevant, and the total of matches. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Paging and filter arguments of a catalogue search. */
export interface SearchArgs {
  /** Matched case-insensitively as a substring; empty or undefined matches everything. */
  keyword?: string;
  offset: number;
  limit: number;
}

/** Escapes a keyword for a `LIKE ... ESCAPE '\'` pattern and wraps it in `%`. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Products of a shop with one of the given statuses whose title, handle or any variant SKU
 * contains the keyword, ordered by title (then id).
 */
export function searchProducts(db: Database, shopId: number, statuses: readonly ProductStatus[], args: SearchArgs): Page<ProductRow> {
  const keyword = args.keyword?.trim() ?? '';
  const params: unknown[] = [shopId, ...statuses];
  let where = `p.shop_id = ? AND p.status IN (${statuses.map(() => '?').join(', ')})`;
  if (keyword) {
    const pattern = likePattern(keyword);
    where += ` AND (p.title LIKE ? ESCAPE '\\' OR p.handle LIKE ? ESCAPE '\\' OR EXISTS (
      SELECT 1 FROM product_variants v WHERE v.shop_id = p.shop_id AND v.product_id = p.id AND v.sku LIKE ? ESCAPE '\\'))`;
    params.push(pattern, pattern, pattern);
  }
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${where}`).get(...params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT p.id, p.title, p.handle, p.status, p.media_id, p.image_name, p.image_alt
      FROM products p WHERE ${where} ORDER BY p.title, p.id LIMIT ? OFFSET ?`)
    .all(...params, args.limit, args.offset) as ProductRow[];
  return { rows, total };
}

/** The variants of the given products, grouped by product id, each group in position order. */
export function variantsOf(db: Database, shopId: number, productIds: readonly number[]): Map<number, VariantRow[]> {
  const grouped = new Map<number, VariantRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return grouped;
  const rows = db
    .prepare(`SELECT id, product_id, title, price_cents, inventory_quantity, sku FROM product_variants
      WHERE shop_id = ? AND product_id IN (${productIds.map(() => '?').join(', ')}) ORDER BY product_id, position`)
    .all(shopId, ...productIds) as VariantRow[];
  for (const row of rows) grouped.get(row.product_id)?.push(row);
  return grouped;
}

/** Collections of a shop whose title or handle contains the keyword, ordered by title, with product counts. */
export function searchCollections(db: Database, shopId: number, args: SearchArgs): Page<CollectionRow> {
  const keyword = args.keyword?.trim() ?? '';
  const params: unknown[] = [shopId];
  let where = 'c.shop_id = ?';
  if (keyword) {
    const pattern = likePattern(keyword);
    where += ` AND (c.title LIKE ? ESCAPE '\\' OR c.handle LIKE ? ESCAPE '\\')`;
    params.push(pattern, pattern);
  }
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM collections c WHERE ${where}`).get(...params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT c.id, c.title, c.handle, c.image_name, c.image_alt,
        (SELECT COUNT(*) FROM collection_products m WHERE m.shop_id = c.shop_id AND m.collection_id = c.id) AS products_count
      FROM collections c WHERE ${where} ORDER BY c.title, c.id LIMIT ? OFFSET ?`)
    .all(...params, args.limit, args.offset) as CollectionRow[];
  return { rows, total };
}
