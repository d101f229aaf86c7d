import type { Database } from 'better-sqlite3';
import { LISTED_PLAN_IDS, PAID_TRIAL_DAYS, RECOMMENDED_PLAN_ID, parsePermissions, type PlanInterval, type PlanPermissions, type StoredPlan } from '../domain/plans';
import { getActiveDiscount } from '../store/repositories/plan-discount-redemptions';
import { listPlans } from '../store/repositories/plans';
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

/** A plan as the plan table shows it. */
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
}

/** The `get_pricing_plans` payload. */
export interface PlanList {
  price_set: PriceSet;
  list: PlanView[];
}

/** The plan table of a shop: plans 2–10 priced with the shop's price set and active discount code. */
export function pricingPlanList(db: Database, shop: ShopRow, now: number): PlanList {
  const plans = listPlans(db);
  const priceSet = priceSetFor(shop, now);
  const discount = getActiveDiscount(db, shop.id, now);
  const current = currentPlanTerms(db, shop);
  const view = (plan: StoredPlan): PlanView => {
    const monthly = monthlyPlanOf(plans, plan);
    const base = quotePlan(plan, monthly, 1, priceSet, discount);
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
    };
    if (tiers.length > 0) {
      item.tier_levels = tiers.map((tier) => ({
        level: tier.level,
        requests: tier.requests,
        price: quotePlan(plan, monthly, tier.level, priceSet, discount).actual_price,
      }));
    }
    return item;
  };
  return {
    price_set: priceSet,
    list: LISTED_PLAN_IDS.map((id) => plans.find((plan) => plan.id === id)).filter((plan) => plan !== undefined).map(view),
  };
}
