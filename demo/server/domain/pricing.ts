import type { ActivePlanDiscount } from './plan-discount-codes';
import { upgradeDiscountApplies } from './plan-upgrade-discount';
import type { StoredPlan } from './plans';
import { daysSinceInstall, type Installed } from './shop-age';
import { ALTERNATE_NEW_USER_PRICES } from '../../../src/contract/constants';
import type { PriceSet, UpgradeDiscount } from '../../../src/contract/plans';

export { ALTERNATE_NEW_USER_PRICES };

/** Share of twelve monthly prices a yearly plan costs (20 % off). */
export const YEARLY_FACTOR = 0.8;

/** Rounds an amount to cents, half up (4.495 → 4.5) despite binary floating point. */
export function toCents(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100;
}

/** The yearly price of a monthly price: 12 × monthly × 0.8, rounded to cents. */
export function yearlyPrice(monthly: number): number {
  return toCents(monthly * 12 * YEARLY_FACTOR);
}

/** Fraction of the original price a lower price takes off, to two decimals (0.25 = 25 % off); 0 for a free plan. */
export function discountFraction(actual: number, original: number): number {
  return original > 0 ? Math.round((1 - actual / original) * 100) / 100 : 0;
}

/** One request tier of the tiered plan: its level, review requests per month and monthly surcharge. */
export interface PlanTier {
  level: number;
  requests: number;
  /** Added to the plan's monthly new-user and original prices. */
  monthly_surcharge: number;
}

/** Name of the plan sold in request tiers. */
export const TIERED_PLAN_NAME = 'Growth';

/** The Growth request tiers: 500, 1,000, 2,000, 5,000 and 10,000 requests a month. */
export const GROWTH_TIERS: readonly PlanTier[] = [
  { level: 1, requests: 500, monthly_surcharge: 0 },
  { level: 2, requests: 1000, monthly_surcharge: 10 },
  { level: 3, requests: 2000, monthly_surcharge: 20 },
  { level: 4, requests: 5000, monthly_surcharge: 40 },
  { level: 5, requests: 10000, monthly_surcharge: 70 },
];

/** Which monthly new-user prices a shop is offered (SPEC §9). */
export type { PriceSet };

/** Shops installed more than this many whole days ago get the alternate price set. */
export const ALTERNATE_PRICE_SET_AFTER_DAYS = 180;

/**
 * The price set of a shop: `alternate` (Starter 6.99, Growth 14.99, Enterprise 49.99 a month) once
 * more than 180 whole days have passed since install, a win-back price for long-time shops;
 * `standard` (8.99, 19.99, 69.99) before. Original prices are the same in both sets.
 */
export function priceSetFor(shop: Installed, now: number): PriceSet {
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
  /** True when the actual price includes the first-upgrade offer (a discount code wins over it). */
  upgrade_discount: boolean;
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
 * An active discount code then takes its share off the new-user price; without one, the shop's
 * first-upgrade offer does, for the plans it names. The two never add up.
 * @param monthly the monthly plan of the same name (the plan itself for monthly plans)
 */
export function quotePlan(
  plan: StoredPlan,
  monthly: StoredPlan,
  tierLevel: number,
  priceSet: PriceSet,
  discount: ActivePlanDiscount | null,
  upgrade: UpgradeDiscount | null = null,
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
  const offered = !applies && upgradeDiscountApplies(plan, upgrade);
  let actual = newUser;
  if (applies) actual = toCents(newUser * (1 - discount.discount_value));
  else if (offered) actual = toCents(newUser * (1 - upgrade.discount_value));
  let intervals = 0;
  if (actual < original) {
    if (applies && discount.discount_intervals !== null) intervals = discount.discount_intervals;
    else if (offered) intervals = upgrade.duration_limit_in_intervals;
    else intervals = Math.max(1, plan.duration_limit_in_intervals);
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
    upgrade_discount: offered,
  };
}

/** The monthly plan with the same name as `plan`, from a list of every plan. */
export function monthlyPlanOf(plans: readonly StoredPlan[], plan: StoredPlan): StoredPlan {
  return plans.find((item) => item.name === plan.name && item.interval === 'EVERY_30_DAYS') ?? plan;
}
