import type { PricingPlan } from '../../contract/plans';
import { discountedPrice } from '../../lib/validation';

/** The discount a plan card describes: share off, amount saved per interval, how long, and the price after. */
export interface CardDiscount {
  /** Whole percent off ("Save 25%"). */
  percent: number;
  /** Amount saved per interval ("Save $3.00 a month"). */
  saving: number;
  /** Intervals the lower price lasts ("for the first 3 months"). */
  intervals: number;
  /** The price after those intervals. */
  then: number;
}

/**
 * The card's discount from the plan's `discount_value` through the discounted-price helper
 * (SPEC §5): null when the plan has no discount or its rate is not between 0 and 1.
 */
export function cardDiscount(plan: Pick<PricingPlan, 'original_price' | 'discount_value' | 'duration_limit_in_intervals'>): CardDiscount | null {
  if (plan.original_price <= 0 || plan.discount_value <= 0 || plan.duration_limit_in_intervals <= 0) return null;
  const after = discountedPrice(plan.original_price, 1 - plan.discount_value);
  if (after === 'Invalid input') return null;
  const saving = Math.round((plan.original_price - after) * 100) / 100;
  if (saving <= 0) return null;
  return { percent: Math.round(plan.discount_value * 100), saving, intervals: plan.duration_limit_in_intervals, then: plan.original_price };
}
