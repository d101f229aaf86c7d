import { Hono } from 'hono';
import { z } from 'zod';
import type { CatalogProduct } from '../../../../src/contract/products';
import type { AppContext, AppEnv } from '../context';
import { likeContains } from '../../store/review-fts';
import { ok } from '../envelope';
import { keywordSchema, wholeNumber } from '../../domain/review-filter';
import { gid, imageUrl } from '../../domain/store-ids';
import { validate } from '../validate';

/** Most products one `get_products` answer lists. */
export const MAX_CATALOG_PRODUCTS = 10_000;

const querySchema = z.object({
  keyword: keywordSchema.optional(),
  limit: wholeNumber(1, MAX_CATALOG_PRODUCTS, `must be a whole number from 1 to ${MAX_CATALOG_PRODUCTS}`).default(MAX_CATALOG_PRODUCTS),
});

interface Row {
  id: number;
  title: string;
  handle: string;
  image_name: string | null;
  skus: string | null;
}

/**
 * `GET get_products?keyword&limit`: the shop's products by title (every status) with handle and
 * variant SKUs — what an import needs to find a row's product by id, handle or SKU, and what the
 * review list's product filter offers. Answers `{items, total}`.
 */
export function productRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/get_products', (c) => {
    const q = validate(querySchema, { keyword: c.req.query('keyword') || undefined, limit: c.req.query('limit') });
    const shopId = c.var.session.shop.id;
    const where = q.keyword ? `p.shop_id = ? AND (p.title LIKE ? ESCAPE '\\' OR p.handle LIKE ? ESCAPE '\\')` : 'p.shop_id = ?';
    const params = q.keyword ? [shopId, likeContains(q.keyword), likeContains(q.keyword)] : [shopId];
    const rows = ctx.db
      .prepare(`SELECT p.id, p.title, p.handle, p.image_name,
          (SELECT json_group_array(v.sku) FROM product_variants v WHERE v.shop_id = p.shop_id AND v.product_id = p.id AND v.sku <> '') AS skus
        FROM products p WHERE ${where} ORDER BY p.title, p.id LIMIT ?`)
      .all(...params, q.limit) as Row[];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${where}`).get(...params) as { n: number }).n;
    const origin = new URL(c.req.url).origin;
    const items: CatalogProduct[] = rows.map((r) => ({
      id: gid('Product', r.id),
      title: r.title,
      handle: r.handle,
      skus: r.skus ? (JSON.parse(r.skus) as string[]) : [],
      image: r.image_name ? imageUrl(origin, r.image_name) : null,
    }));
    return ok(c, { items, total });
  });
  return app;
}
