import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { ok } from '../lib/envelope';
import { pricingPlan } from '../lib/shop-view';

/** Plan calls: the shop's current pricing plan with its quotas. */
export function planRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/get_shop_pricing_plan', (c) => ok(c, pricingPlan(ctx.db, c.var.session.shop, ctx.now())));
  return app;
}
