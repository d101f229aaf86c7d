import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_RATING_PRODUCTS, type CatalogProduct, type ProductRating } from '../../../../src/contract/products';
import { PUBLISHED_REVIEW } from '../../widgets/reviews';
import { productIdSchema } from '../../domain/review-filter';
import { queryObject } from '../list-query';
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

const ratingQuerySchema = z.object({
  product_ids: z.array(productIdSchema, { error: 'must name a product' })
    .min(1, { error: 'must name a product' })
    .max(MAX_RATING_PRODUCTS, { error: `at most ${MAX_RATING_PRODUCTS} products` }),
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
 *
 * `GET get_review_rating?product_ids=…` (repeated keys, gids or numbers, at most 250): each asked
 * product's average and count of published reviews, in the order asked (0 and 0 without any).
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

  app.get('/get_review_rating', (c) => {
    const q = validate(ratingQuerySchema, queryObject(c, ['product_ids'], []));
    const ids = [...new Set(q.product_ids)];
    const rows = ctx.db
      .prepare(`SELECT r.product_id, COUNT(*) AS count, AVG(r.rating) AS average FROM reviews r
        WHERE r.shop_id = ? AND ${PUBLISHED_REVIEW} AND r.product_id IN (${ids.map(() => '?').join(', ')}) GROUP BY r.product_id`)
      .all(c.var.session.shop.id, ...ids) as { product_id: number; count: number; average: number }[];
    const byId = new Map(rows.map((row) => [row.product_id, row]));
    const items: ProductRating[] = ids.map((id) => {
      const row = byId.get(id);
      return { product_id: gid('Product', id), count: row?.count ?? 0, average: row ? Math.round(row.average * 10) / 10 : 0 };
    });
    return ok(c, { items });
  });
  return app;
}
