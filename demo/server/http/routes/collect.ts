import { Hono } from 'hono';

import { reviewRequestProductsSchema as requestProductsSchema } from '../../../../src/contract/collect';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../envelope';
import { readBody } from '../validate';
import { saveVersioned, settingsVersion } from '../../store/repositories/settings-versions';

/** A shop's saved choice of products for review requests (every product until one is saved). */
function storedChoice(ctx: AppContext, shopId: number): { mode: string; products: unknown } {
  const row = ctx.db
    .prepare('SELECT mode, products FROM review_request_products WHERE shop_id = ?')
    .get(shopId) as { mode: string; products: string } | undefined;
  return row ? { mode: row.mode, products: JSON.parse(row.products) as unknown } : { mode: 'all', products: [] };
}

/** Review-collection settings: which products get review-request emails. */
export function collectRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get_review_request_products', (c) => {
    const version = settingsVersion(ctx.db, c.var.session.shop.id, 'review_request_products');
    return ok(c, { ...storedChoice(ctx, c.var.session.shop.id), version });
  });

  app.post('/save_review_request_products', async (c) => {
    const body = await readBody(c, requestProductsSchema);
    const shopId = c.var.session.shop.id;
    const write = () => {
      ctx.db
        .prepare(`INSERT INTO review_request_products (shop_id, mode, products) VALUES (?, ?, ?)
          ON CONFLICT(shop_id) DO UPDATE SET mode = excluded.mode, products = excluded.products`)
        .run(shopId, body.mode, JSON.stringify(body.products));
      return { mode: body.mode, products: body.products };
    };
    return ok(c, saveVersioned(ctx.db, shopId, 'review_request_products', body.version, () => storedChoice(ctx, shopId), write));
  });

  return app;
}
