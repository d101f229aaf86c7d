import { PLAN_IDS } from '../../../src/contract/constants';
import type { UpgradeDiscount } from '../../../src/contract/plans';
import type { StoredPlan } from './plans';
import type { Installed } from './shop-age';

const DAY_MS = 86_400_000;

/**
 * The first-upgrade offer: a shop still on Free or Import that never paid for a plan gets 30 % off
 * the first three months of a monthly Starter or Growth plan when it upgrades within 14 days of
 * installing the app.
 */
export const UPGRADE_OFFER = {
  discount_value: 0.3,
  duration_limit_in_intervals: 3,
  window_days: 14,
  plan_ids: [PLAN_IDS.starterMonthly, PLAN_IDS.growthMonthly] as readonly number[],
  from_plan_ids: [PLAN_IDS.free, PLAN_IDS.importMonthly, PLAN_IDS.importYearly] as readonly number[],
} as const;

/** What the offer reads of the shop: install time, current plan, and whether it ever paid for a plan. */
export interface UpgradeCandidate extends Installed {
  pricing_plan_id: number;
  has_paid_before: boolean;
}

/** The `get_upgrade_discount` payload for a shop at `now`: the offer, or null when none applies. */
export function upgradeDiscountFor(shop: UpgradeCandidate, now: number): UpgradeDiscount | null {
  const endsAt = shop.installed_at + UPGRADE_OFFER.window_days * DAY_MS;
  if (now >= endsAt || shop.has_paid_before || !UPGRADE_OFFER.from_plan_ids.includes(shop.pricing_plan_id)) return null;
  return {
    discount_value: UPGRADE_OFFER.discount_value,
    duration_limit_in_intervals: UPGRADE_OFFER.duration_limit_in_intervals,
    plan_ids: [...UPGRADE_OFFER.plan_ids],
    ends_at: new Date(endsAt).toISOString(),
  };
}

/** True when the offer lowers this plan's price. */
export function upgradeDiscountApplies(plan: StoredPlan, offer: UpgradeDiscount | null): offer is UpgradeDiscount {
  return offer !== null && plan.amount > 0 && offer.plan_ids.includes(plan.id);
}
