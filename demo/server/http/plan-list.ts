import type { Database } from 'better-sqlite3';
import type { UpgradeDiscount } from '../../../src/contract/plans';
import { LISTED_PLAN_IDS, PAID_TRIAL_DAYS, RECOMMENDED_PLAN_ID, parsePermissions, type PlanInterval, type PlanPermissions, type StoredPlan } from '../domain/plans';
import { additionalOrderFee, additionalPayment, displayQuota, includesPlanOf, isCustomQuote, yearlySaving, type PaidTerms } from '../domain/plan-card';
import { upgradeDiscountFor } from '../domain/plan-upgrade-discount';
import { getSubscription } from '../store/repositories/billing';
import { getActiveDiscount } from '../store/repositories/plan-discount-redemptions';
import { hasPaidBefore, listPlans } from '../store/repositories/plans';
import type { ShopRow } from '../store/repositories/shops';
import { monthlyPlanOf, priceSetFor, quotePlan, tiersOf, type PriceSet } from '../domain/pricing';
import { currentPlanTerms } from './shop-view';

/** Name of a plan in the plan table. */
export type ListedPlanName = 'Free' | 'Starter' | 'Import' | 'Growth' | 'Enterprise';

/** One request tier of a plan in the plan table; `price` is what the shop pays per interval at that tier. */
export interface PlanTierView {
  level: number;
  requests: number;
  price: number;
}

/** A plan as the plan table shows it (the card fields of SPEC §3; see `pricingPlanSchema`). */
export interface PlanView {
  id: number;
  name: ListedPlanName;
  interval: PlanInterval;
  new_user_price: number;
  original_price: number;
  actual_price: number;
  /** Review requests a month; -1 is unlimited. */
  request_quota: number;
  tier_levels?: PlanTierView[];
  trial_days: number;
  permissions: PlanPermissions;
  is_current: boolean;
  recommend: boolean;
  discount_value: number;
  duration_limit_in_intervals: number;
  discount_code: string | null;
  upgrade_discount: boolean;
  includes_plan: string | null;
  yearly_saving: number | null;
  additional_order_fee: number | null;
  additional_payment_amount: number;
  display_quota: number;
  is_custom_quote: boolean;
  is_active: boolean;
}

/** The `get_pricing_plans` payload. */
export interface PlanList {
  price_set: PriceSet;
  list: PlanView[];
}

/** The shop's first-upgrade offer at `now` (the `get_upgrade_discount` payload), or null. */
export function shopUpgradeDiscount(db: Database, shop: ShopRow, now: number): UpgradeDiscount | null {
  return upgradeDiscountFor({ ...shop, has_paid_before: hasPaidBefore(db, shop.id) }, now);
}

/** Share a price takes off the original, to four decimals: precise enough that the discounted-price helper gives back the price. */
function shareOff(actual: number, original: number): number {
  return original > 0 ? Math.round((1 - actual / original) * 10_000) / 10_000 : 0;
}

function paidTerms(db: Database, shop: ShopRow, plans: readonly StoredPlan[]): PaidTerms | null {
  const sub = getSubscription(db, shop.id);
  const plan = sub && plans.find((item) => item.id === sub.plan_id);
  if (!sub || !plan || sub.plan_id !== shop.pricing_plan_id) return null;
  return { plan_id: plan.id, price: sub.price, interval: plan.interval, started_at: sub.started_at };
}

/** The plan table of a shop: plans 2–10 priced with the shop's price set, active discount code or first-upgrade offer. */
export function pricingPlanList(db: Database, shop: ShopRow, now: number): PlanList {
  const plans = listPlans(db);
  const priceSet = priceSetFor(shop, now);
  const discount = getActiveDiscount(db, shop.id, now);
  const upgrade = shopUpgradeDiscount(db, shop, now);
  const current = currentPlanTerms(db, shop);
  const paid = paidTerms(db, shop, plans);
  const view = (plan: StoredPlan): PlanView => {
    const monthly = monthlyPlanOf(plans, plan);
    const base = quotePlan(plan, monthly, 1, priceSet, discount, upgrade);
    const tiers = tiersOf(plan);
    const item: PlanView = {
      id: plan.id,
      name: plan.name as ListedPlanName,
      interval: plan.interval,
      new_user_price: base.new_user_price,
      original_price: base.original_price,
      actual_price: base.actual_price,
      request_quota: base.requests,
      trial_days: plan.amount > 0 ? PAID_TRIAL_DAYS : 0,
      permissions: parsePermissions(plan),
      is_current: plan.id === current.plan.id,
      recommend: plan.id === RECOMMENDED_PLAN_ID,
      discount_value: shareOff(base.actual_price, base.original_price),
      duration_limit_in_intervals: base.discount_intervals,
      discount_code: base.discount_code,
      upgrade_discount: base.upgrade_discount,
      includes_plan: includesPlanOf(plan),
      yearly_saving: yearlySaving(plan, base.original_price, quotePlan(monthly, monthly, 1, priceSet, null).original_price),
      additional_order_fee: additionalOrderFee(plan, base.requests),
      additional_payment_amount: additionalPayment(paid, plan, base.actual_price, now),
      display_quota: displayQuota(plan, shop.free_display_quota),
      is_custom_quote: isCustomQuote(plan),
      is_active: true,
    };
    if (tiers.length > 0) {
      item.tier_levels = tiers.map((tier) => ({
        level: tier.level,
        requests: tier.requests,
        price: quotePlan(plan, monthly, tier.level, priceSet, discount, upgrade).actual_price,
      }));
    }
    return item;
  };
  return {
    price_set: priceSet,
    list: LISTED_PLAN_IDS.map((id) => plans.find((plan) => plan.id === id)).filter((plan) => plan !== undefined).map(view),
  };
}
