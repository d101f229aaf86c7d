import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../context';
import { likeContains } from '../../store/review-fts';
import { importMarketplaceReviews } from '../../store/repositories/marketplace-imports';
import { ok } from '../envelope';
import { ApiError } from '../../domain/errors';
import { importFields, productNumberOf } from '../../domain/marketplace-link';
import { keywordSchema } from '../../domain/review-filter';
import { fetchItem } from '../marketplace-item';
import { publicProduct } from '../../simulators/supplier-links';
import { readBody, validate } from '../validate';
import type { Database } from 'better-sqlite3';

/** Base path of the calls the public import pages make with the shop's reviews API key. */
export const PUBLIC_API = '/api/v1/public';

/** Business code of an unknown reviews API key. */
export const INVALID_KEY = 40300;

const keySchema = z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be the reviews API key of a shop' });
const marketplaceSchema = z.enum(['aliexpress', 'amazon'], { error: 'must be aliexpress or amazon' }).optional();

/** The shop id of a reviews API key. @throws ApiError (HTTP 403) for an unknown key. */
function shopOfKey(db: Database, key: string): number {
  const row = db.prepare('SELECT id FROM shops WHERE reviews_api_key = ?').get(key) as { id: number } | undefined;
  if (!row) {
    throw new ApiError(INVALID_KEY, 'The reviews API key is not valid. Drag the bookmarklet from the import page of your reviews admin again.', 403);
  }
  return row.id;
}

/**
 * Calls of the public bookmarklet pages (/bookmark_import, /amazon_bookmark_import), keyed by the
 * shop's `reviews_api_key` instead of a session:
 * `GET marketplace_reviews?key&url&marketplace?` — the item's reviews;
 * `GET products?key&keyword?&limit?` — the shop's products to choose from;
 * `POST import_marketplace_reviews {key, url, product_id, min_rating?, with_photos_only?, review_ids?}`.
 */
export function publicMarketplaceRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const origin = (url: string) => new URL(url).origin;

  app.get('/marketplace_reviews', (c) => {
    const q = validate(z.object({ key: keySchema, url: importFields.url.default(''), marketplace: marketplaceSchema }), {
      key: c.req.query('key'), url: c.req.query('url'), marketplace: c.req.query('marketplace') || undefined,
    });
    shopOfKey(ctx.db, q.key);
    return ok(c, fetchItem(q.url, origin(c.req.url), q.marketplace));
  });

  app.get('/products', (c) => {
    const q = validate(z.object({
      key: keySchema,
      keyword: keywordSchema.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50),
    }), { key: c.req.query('key'), keyword: c.req.query('keyword') || undefined, limit: c.req.query('limit') || undefined });
    const shopId = shopOfKey(ctx.db, q.key);
    const where = `shop_id = ? AND status <> 'DRAFT'${q.keyword ? ` AND (title LIKE ? ESCAPE '\\' OR handle LIKE ? ESCAPE '\\')` : ''}`;
    const params = q.keyword ? [shopId, likeContains(q.keyword), likeContains(q.keyword)] : [shopId];
    const rows = ctx.db.prepare(`SELECT id, title, handle, image_name FROM products WHERE ${where} ORDER BY title, id LIMIT ?`).all(...params, q.limit);
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM products WHERE ${where}`).get(...params) as { n: number }).n;
    return ok(c, { items: (rows as Parameters<typeof publicProduct>[0][]).map((r) => publicProduct(r, origin(c.req.url))), total });
  });

  app.post('/import_marketplace_reviews', async (c) => {
    const body = await readBody(c, z.strictObject({ key: keySchema, marketplace: marketplaceSchema, ...importFields }));
    const shopId = shopOfKey(ctx.db, body.key);
    const item = fetchItem(body.url, origin(c.req.url), body.marketplace);
    return ok(c, importMarketplaceReviews(ctx.db, shopId, {
      items: [{ productNumber: productNumberOf(body.product_id), reviews: item.reviews }],
      filter: { minRating: body.min_rating, withPhotosOnly: body.with_photos_only, reviewIds: body.review_ids, countries: body.countries },
      format: item.marketplace,
      fileName: item.url,
      now: ctx.now(),
    }));
  });

  return app;
}
