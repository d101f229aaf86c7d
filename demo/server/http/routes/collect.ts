import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { readBody } from '../validate';

/** Most products a shop may choose for review requests. */
export const MAX_REQUEST_PRODUCTS = 50;

const productSchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(500),
  image: z.string().max(2000).nullable(),
  variantIds: z.array(z.string().max(200)).max(100),
  totalVariants: z.number().int().min(0),
});
const requestProductsSchema = z.object({
  mode: z.enum(['all', 'only', 'except']),
  products: z.array(productSchema).max(MAX_REQUEST_PRODUCTS, { error: `at most ${MAX_REQUEST_PRODUCTS} products` }),
});

/** Review-collection settings: which products get review-request emails. */
export function collectRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get_review_request_products', (c) => {
    const row = ctx.db
      .prepare('SELECT mode, products FROM review_request_products WHERE shop_id = ?')
      .get(c.var.session.shop.id) as { mode: string; products: string } | undefined;
    return ok(c, row ? { mode: row.mode, products: JSON.parse(row.products) as unknown } : { mode: 'all', products: [] });
  });

  app.post('/save_review_request_products', async (c) => {
    const body = await readBody(c, requestProductsSchema);
    ctx.db
      .prepare(`INSERT INTO review_request_products (shop_id, mode, products) VALUES (?, ?, ?)
        ON CONFLICT(shop_id) DO UPDATE SET mode = excluded.mode, products = excluded.products`)
      .run(c.var.session.shop.id, body.mode, JSON.stringify(body.products));
    return ok(c, body);
  });

  return app;
}
