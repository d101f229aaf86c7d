import {
  ALTERNATE_NEW_USER_PRICES,
  GROWTH_TIERS,
  TIERED_PLAN_NAME,
  toCents,
  yearlyPrice,
  type PlanTier,
} from '../db/plan-catalog';
import type { ActivePlanDiscount } from '../db/plan-discount-codes';
import type { StoredPlan } from '../db/plans';
import type { ShopRow } from '../db/shops';
import { daysSinceInstall } from './shop-view';
import type { PriceSet } from '../../../src/contract/plans';

/** Which monthly new-user prices a shop is offered (SPEC §9). */
export type { PriceSet };

/** Shops installed more than this many whole days ago get the alternate price set. */
export const ALTERNATE_PRICE_SET_AFTER_DAYS = 180;

/**
 * The price set of a shop: `alternate` (Starter 6.99, Growth 14.99, Enterprise 49.99 a month) once
 * more than 180 whole days have passed since install, a win-back price for long-time shops;
 * `standard` (8.99, 19.99, 69.99) before. Original prices are the same in both sets.
 */
export function priceSetFor(shop: ShopRow, now: number): PriceSet {
  return daysSinceInstall(shop, now) > ALTERNATE_PRICE_SET_AFTER_DAYS ? 'alternate' : 'standard';
}

/** What a plan (at one tier) costs a shop. */
export interface PlanQuote {
  plan_id: number;
  tier_level: number;
  /** Review requests a month; -1 is unlimited. */
  requests: number;
  /** Price per interval in the first intervals, from the shop's price set. */
  new_user_price: number;
  /** Regular price per interval. */
  original_price: number;
  /** New-user price after the shop's active discount code, when the code applies to this plan. */
  actual_price: number;
  /** Intervals the lower price lasts before the original price applies; 0 when there is none. */
  discount_intervals: number;
  /** The discount code the actual price includes, or null. */
  discount_code: string | null;
}

/** The request tiers of a plan (only the Growth plans have them). */
export function tiersOf(plan: StoredPlan): readonly PlanTier[] {
  return plan.name === TIERED_PLAN_NAME ? GROWTH_TIERS : [];
}

/** True when `level` is a tier the plan can be bought at (level 1 for plans without tiers). */
export function isTierOf(plan: StoredPlan, level: number): boolean {
  const tiers = tiersOf(plan);
  return tiers.length === 0 ? level === 1 : tiers.some((tier) => tier.level === level);
}

function discountApplies(plan: StoredPlan, discount: ActivePlanDiscount | null): discount is ActivePlanDiscount {
  return discount !== null && plan.amount > 0 && (!discount.monthly_only || plan.interval === 'EVERY_30_DAYS');
}

/**
 * Prices a plan for a shop. Monthly prices come from the monthly plan of the same name in the plans
 * table (or the alternate set), plus the tier's surcharge; yearly prices are 12 × monthly × 0.8.
 * An active discount code then takes its share off the new-user price.
 * @param monthly the monthly plan of the same name (the plan itself for monthly plans)
 */
export function quotePlan(
  plan: StoredPlan,
  monthly: StoredPlan,
  tierLevel: number,
  priceSet: PriceSet,
  discount: ActivePlanDiscount | null,
): PlanQuote {
  const tier = tiersOf(plan).find((item) => item.level === tierLevel);
  const surcharge = tier?.monthly_surcharge ?? 0;
  const alternate = priceSet === 'alternate' ? ALTERNATE_NEW_USER_PRICES[plan.name] : undefined;
  const monthlyNewUser = (alternate ?? monthly.actual_amount) + surcharge;
  const monthlyOriginal = monthly.amount + surcharge;
  const yearly = plan.interval === 'ANNUAL';
  const newUser = yearly ? yearlyPrice(monthlyNewUser) : toCents(monthlyNewUser);
  const original = yearly ? yearlyPrice(monthlyOriginal) : toCents(monthlyOriginal);
  const applies = discountApplies(plan, discount);
  const actual = applies ? toCents(newUser * (1 - discount.discount_value)) : newUser;
  let intervals = 0;
  if (actual < original) {
    intervals = applies && discount.discount_intervals !== null ? discount.discount_intervals : Math.max(1, plan.duration_limit_in_intervals);
  }
  return {
    plan_id: plan.id,
    tier_level: tier?.level ?? 1,
    requests: tier?.requests ?? plan.order_requests,
    new_user_price: newUser,
    original_price: original,
    actual_price: actual,
    discount_intervals: intervals,
    discount_code: applies ? discount.code : null,
  };
}

/** The monthly plan with the same name as `plan`, from a list of every plan. */
export function monthlyPlanOf(plans: readonly StoredPlan[], plan: StoredPlan): StoredPlan {
  return plans.find((item) => item.name === plan.name && item.interval === 'EVERY_30_DAYS') ?? plan;
}
