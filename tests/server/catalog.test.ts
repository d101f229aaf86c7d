import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { getShopByDomain } from '../../demo/server/store/repositories/shops';
import type { RunningServer } from '../../demo/server/server';
import { loginAndApprove, startTestServer, useTestServer } from './helpers';

const server = useTestServer();

const scalar = (sql: string, ...params: unknown[]): number =>
  (server().db.prepare(sql).get(...params) as { n: number }).n;

/** A digest of a shop's catalogue rows, without the shop id. */
function catalogueOf(shopId: number): string {
  const products = server().db.prepare('SELECT id, title, handle, status, media_id, image_name FROM products WHERE shop_id = ? ORDER BY id').all(shopId);
  const variants = server().db.prepare('SELECT id, product_id, position, title, price_cents, inventory_quantity, sku FROM product_variants WHERE shop_id = ? ORDER BY id').all(shopId);
  const members = server().db.prepare('SELECT collection_id, product_id FROM collection_products WHERE shop_id = ? ORDER BY 1, 2').all(shopId);
  return JSON.stringify({ products, variants, members });
}

describe('demo catalogue', () => {
  it('has over 300 products with 15 archived and 15 drafts', () => {
    expect(scalar('SELECT COUNT(*) AS n FROM products WHERE shop_id = ?', DEMO_SHOP_ID)).toBe(315);
    const statuses = server().db.prepare('SELECT status, COUNT(*) AS n FROM products WHERE shop_id = ? GROUP BY status ORDER BY status').all(DEMO_SHOP_ID);
    expect(statuses).toEqual([{ status: 'ACTIVE', n: 285 }, { status: 'ARCHIVED', n: 15 }, { status: 'DRAFT', n: 15 }]);
  });

  it('leaves about a tenth of the products without an image', () => {
    expect(scalar('SELECT COUNT(*) AS n FROM products WHERE shop_id = ? AND image_name IS NULL', DEMO_SHOP_ID)).toBe(32);
  });

  it('gives about a third a single default variant and the rest 2 to 12 variants', () => {
    const perProduct = server().db
      .prepare(`SELECT p.id, COUNT(v.id) AS n, SUM(v.title = 'Default Title') AS defaults FROM products p
        JOIN product_variants v ON v.shop_id = p.shop_id AND v.product_id = p.id WHERE p.shop_id = ? GROUP BY p.id`)
      .all(DEMO_SHOP_ID) as { id: number; n: number; defaults: number }[];
    expect(perProduct).toHaveLength(315);
    const defaultOnly = perProduct.filter((p) => p.n === 1 && p.defaults === 1).length;
    expect(defaultOnly).toBe(100);
    expect(perProduct.every((p) => p.n >= 1 && p.n <= 12)).toBe(true);
    expect(perProduct.filter((p) => p.n === 12).length).toBeGreaterThan(5);
    expect(perProduct.filter((p) => p.n > 1).every((p) => p.defaults === 0)).toBe(true);
  });

  it('uses realistic titles, unique handles and SKUs, and shop-like prices', () => {
    const titles = (server().db.prepare('SELECT title FROM products WHERE shop_id = ?').all(DEMO_SHOP_ID) as { title: string }[]).map((r) => r.title);
    expect(titles).toContain('Merino Wool Throw Blanket');
    expect(titles).toContain('Cedar Plant Stand');
    expect(new Set(titles).size).toBe(titles.length);
    expect(scalar('SELECT COUNT(DISTINCT sku) - COUNT(*) AS n FROM product_variants WHERE shop_id = ?', DEMO_SHOP_ID)).toBe(0);
    expect(scalar(`SELECT COUNT(*) AS n FROM product_variants WHERE shop_id = ? AND price_cents % 100 NOT IN (0, 99)`, DEMO_SHOP_ID)).toBe(0);
    expect(scalar('SELECT MIN(price_cents) AS n FROM product_variants WHERE shop_id = ?', DEMO_SHOP_ID)).toBeGreaterThan(1000);
  });

  it('has 30 collections, one of them empty', () => {
    expect(scalar('SELECT COUNT(*) AS n FROM collections WHERE shop_id = ?', DEMO_SHOP_ID)).toBe(30);
    const empty = server().db
      .prepare(`SELECT title FROM collections c WHERE shop_id = ? AND NOT EXISTS
        (SELECT 1 FROM collection_products m WHERE m.shop_id = c.shop_id AND m.collection_id = c.id)`)
      .all(DEMO_SHOP_ID);
    expect(empty).toEqual([{ title: 'Coming Soon' }]);
  });

  it('indexes what the store queries filter on', () => {
    const indexes = (server().db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[]).map((r) => r.name);
    expect(indexes).toEqual(expect.arrayContaining(['products_by_status_title', 'products_by_handle', 'product_variants_by_product', 'product_variants_by_sku', 'collections_by_title']));
    const plan = server().db
      .prepare(`EXPLAIN QUERY PLAN SELECT id FROM products WHERE shop_id = ? AND status IN ('ACTIVE') ORDER BY title`)
      .all(DEMO_SHOP_ID) as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' ')).toContain('products_by_status_title');
  });

  it('gives a fresh install the same catalogue', async () => {
    await loginAndApprove(server(), 'brand-new-store.myshopify.com');
    const shop = getShopByDomain(server().db, 'brand-new-store.myshopify.com');
    expect(shop).toBeDefined();
    expect(catalogueOf(shop?.id ?? 0)).toBe(catalogueOf(DEMO_SHOP_ID));
  });

  it('is the same on every start', async () => {
    const other = await startTestServer();
    try {
      const digest = (db: RunningServer['db']) => JSON.stringify(db.prepare('SELECT * FROM product_variants ORDER BY shop_id, id').all());
      expect(digest(other.db)).toBe(JSON.stringify(server().db.prepare('SELECT * FROM product_variants WHERE shop_id = ? ORDER BY shop_id, id').all(DEMO_SHOP_ID)));
    } finally {
      await other.close();
    }
  });
});
