import { Hono } from 'hono';
import { z } from 'zod';
import { redeemCodeRequestSchema as redeemSchema } from '../../../../src/contract/requests';
import type { AppContext, AppEnv } from '../context';
import { discountCodeView, redeemableCode } from '../../domain/plan-discount-codes';
import { toCents } from '../../domain/pricing';
import { getActiveDiscount, hasRedeemed, redeemDiscount } from '../../store/repositories/plan-discount-redemptions';
import { MAX_SPENDING_LIMIT, getSpendingLimit, setSpendingLimit } from '../../store/repositories/spending-limits';
import { ok } from '../envelope';
import { ResultCode, businessError } from '../../domain/errors';
import { readBody } from '../validate';

/** True when a number has at most two decimals (cents), allowing for binary floating point. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const spendingSchema = z.strictObject({
  max_spending_limit: z
    .number({ error: `must be a number from 0 to ${MAX_SPENDING_LIMIT}` })
    .min(0, { error: 'must be at least 0' })
    .max(MAX_SPENDING_LIMIT, { error: `must be at most ${MAX_SPENDING_LIMIT}` })
    .refine(hasAtMostTwoDecimals, { error: 'must have at most 2 decimals' }),
});


/** Plan account calls: the usage-charge spending limit and the plan discount code. */
export function planAccountRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get_spending_limit', (c) => ok(c, getSpendingLimit(ctx.db, c.var.session.shop.id)));

  app.post('/set_spending_limit', async (c) => {
    const body = await readBody(c, spendingSchema);
    return ok(c, setSpendingLimit(ctx.db, c.var.session.shop.id, toCents(body.max_spending_limit)));
  });

  app.get('/get_pricing_plan_discount_code', (c) =>
    ok(c, discountCodeView(getActiveDiscount(ctx.db, c.var.session.shop.id, ctx.now()))));

  /** Unknown or ended codes and codes the shop used before fail with 42220; a second active code with 42221. */
  app.post('/redeem_pricing_plan_discount_code', async (c) => {
    const body = await readBody(c, redeemSchema);
    const shopId = c.var.session.shop.id;
    const now = ctx.now();
    const definition = redeemableCode(body.code, now);
    if (!definition) businessError(ResultCode.invalidDiscountCode, 'This discount code is not valid');
    if (getActiveDiscount(ctx.db, shopId, now)) businessError(ResultCode.discountCodeActive, 'A discount code is already active');
    if (hasRedeemed(ctx.db, shopId, definition.code)) businessError(ResultCode.invalidDiscountCode, 'This discount code is not valid');
    return ok(c, discountCodeView(redeemDiscount(ctx.db, shopId, definition, now)));
  });

  return app;
}
