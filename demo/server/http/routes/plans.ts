import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../context';
import { applyCharge, cancelSubscription, createCharge, getCharge } from '../../store/repositories/billing';
import { PAID_PLAN_IDS } from '../../domain/plans';
import { getActiveDiscount } from '../../store/repositories/plan-discount-redemptions';
import { listPlans } from '../../store/repositories/plans';
import { getShopById, type ShopRow } from '../../store/repositories/shops';
import { ok } from '../envelope';
import { ResultCode, businessError } from '../../domain/errors';
import { pricingPlanList, shopUpgradeDiscount } from '../plan-list';
import { isTierOf, monthlyPlanOf, priceSetFor, quotePlan, tiersOf } from '../../domain/pricing';
import { currentPlanTerms, pricingPlan } from '../shop-view';
import { isAllowedRedirect } from '../../domain/shop-domain';
import { readBody, validationError } from '../validate';

/** Path of the billing page that asks the merchant to approve a charge. */
export const BILLING_CONFIRM_PATH = '/billing/confirm';

const addSchema = z.strictObject({
  plan_id: z
    .int({ error: 'must be a whole number' })
    .refine((id) => PAID_PLAN_IDS.includes(id), { error: `must be a paid plan id (${PAID_PLAN_IDS.join(', ')})` }),
  tier_level: z.int({ error: 'must be a whole number from 1 to 5' }).min(1, { error: 'must be at least 1' }).max(5, { error: 'must be at most 5' }).optional(),
});

const checkSchema = z.strictObject({
  charge_id: z
    .union([z.string().regex(/^\d{1,20}$/), z.int().positive()], { error: 'must be a charge id (digits)' })
    .transform((id) => String(id)),
});

/**
 * The origin the merchant returns to after the billing page: the request's Origin (else Referer)
 * when it is the server's own origin or an allowed redirect origin, else the server's origin.
 */
function returnOrigin(c: Context<AppEnv>, ctx: AppContext): string {
  const own = new URL(c.req.url).origin;
  const candidate = c.req.header('Origin') ?? c.req.header('Referer');
  if (!candidate) return own;
  try {
    const origin = new URL(candidate).origin;
    return isAllowedRedirect(origin, own, ctx.allowedRedirectOrigins) ? origin : own;
  } catch {
    return own;
  }
}

function freshShop(ctx: AppContext, shop: ShopRow): ShopRow {
  return getShopById(ctx.db, shop.id) ?? shop;
}

/** Plan calls: the current plan, the plan table, and plan changes (add, check, delete). */
export function planRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/get_shop_pricing_plan', (c) => ok(c, pricingPlan(ctx.db, c.var.session.shop, ctx.now())));

  app.get('/get_pricing_plans', (c) => ok(c, pricingPlanList(ctx.db, c.var.session.shop, ctx.now())));

  /** The shop's first-upgrade offer, or null (see `upgradeDiscountFor`). */
  app.get('/get_upgrade_discount', (c) => ok(c, shopUpgradeDiscount(ctx.db, c.var.session.shop, ctx.now())));

  app.post('/add_pricing_plan', async (c) => {
    const body = await readBody(c, addSchema);
    const shop = c.var.session.shop;
    const now = ctx.now();
    const plans = listPlans(ctx.db);
    const plan = plans.find((item) => item.id === body.plan_id);
    if (!plan) throw new Error(`Plan ${body.plan_id} is missing from the plans table`);
    const tierLevel = body.tier_level ?? 1;
    if (!isTierOf(plan, tierLevel)) {
      const levels = tiersOf(plan).map((tier) => tier.level);
      const message = levels.length > 0 ? `must be one of ${levels.join(', ')}` : `must be 1: the ${plan.name} plan has no request tiers`;
      throw validationError([{ path: 'tier_level', code: 'invalid_tier', message }]);
    }
    const current = currentPlanTerms(ctx.db, shop);
    if (current.plan.id === plan.id && current.tier_level === tierLevel) {
      businessError(ResultCode.alreadyOnPlan, 'The shop is already on this plan');
    }
    const priceSet = priceSetFor(shop, now);
    const quote = quotePlan(plan, monthlyPlanOf(plans, plan), tierLevel, priceSet, getActiveDiscount(ctx.db, shop.id, now), shopUpgradeDiscount(ctx.db, shop, now));
    const charge = createCharge(ctx.db, shop.id, quote, priceSet, returnOrigin(c, ctx), now);
    const confirm = new URL(BILLING_CONFIRM_PATH, new URL(c.req.url).origin);
    confirm.searchParams.set('charge_id', charge.id);
    confirm.searchParams.set('plan_id', String(plan.id));
    return ok(c, { confirmation_url: confirm.toString(), charge_id: charge.id });
  });

  app.post('/check_pricing_plan', async (c) => {
    const body = await readBody(c, checkSchema);
    const shop = c.var.session.shop;
    const charge = getCharge(ctx.db, body.charge_id);
    if (!charge || charge.shop_id !== shop.id) businessError(ResultCode.unknownCharge, 'Unknown charge');
    if (charge.status !== 'accepted') return ok(c, { status: charge.status });
    const now = ctx.now();
    applyCharge(ctx.db, charge, now);
    return ok(c, { status: 'active', plan: pricingPlan(ctx.db, freshShop(ctx, shop), now) });
  });

  app.post('/delete_pricing_plan', (c) => {
    const shop = c.var.session.shop;
    cancelSubscription(ctx.db, shop.id);
    return ok(c, pricingPlan(ctx.db, freshShop(ctx, shop), ctx.now()));
  });

  return app;
}
