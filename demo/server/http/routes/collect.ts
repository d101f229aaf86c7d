import { Hono } from 'hono';

import { reviewRequestProductsSchema as requestProductsSchema } from '../../../../src/contract/collect';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { readBody } from '../validate';

/** Most products a shop may choose for review requests. */
;

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
