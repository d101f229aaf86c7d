import { Hono } from 'hono';
import { activateDiscountRequestSchema as activateSchema } from '../../../../src/contract/requests';
import type { AppContext, AppEnv } from '../context';
import { activateOffer, offerView, resetOffer } from '../../store/repositories/discount-offers';
import { FREE_PLAN_ID } from '../../domain/plans';
import type { ShopRow } from '../../store/repositories/shops';
import { ok } from '../envelope';
import { ResultCode, businessError } from '../../domain/errors';
import { readBody } from '../validate';

/** Fails with 42210 (data `{is_triggerable: 0}`) unless the shop is on the Free plan. */
function requireDiscountPlan(shop: ShopRow): void {
  if (shop.pricing_plan_id !== FREE_PLAN_ID) {
    businessError(ResultCode.noDiscount, 'No discount available for this plan', { is_triggerable: 0 });
  }
}

/** The upgrade discount offer: activation (starts a 2-hour offer once) and a reset for tests and demos. */
export function discountRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/activate_discount', async (c) => {
    const body = await readBody(c, activateSchema);
    const shop = c.var.session.shop;
    requireDiscountPlan(shop);
    const now = ctx.now();
    return ok(c, offerView(activateOffer(ctx.db, shop.id, now, body.trigger_mode), now));
  });

  app.post('/reset_discount', (c) => {
    const shop = c.var.session.shop;
    requireDiscountPlan(shop);
    return ok(c, offerView(resetOffer(ctx.db, shop.id), ctx.now()));
  });

  return app;
}
