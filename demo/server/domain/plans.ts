import { PLAN_IDS, UNLIMITED_REQUESTS } from '../../../src/contract/constants';
import type { PlanInterval } from '../../../src/contract/plans';

/** Billing interval of a plan, as the platform names it. */
export type { PlanInterval };

/** Feature switches a plan grants; sent to the client as a JSON string. */
export interface PlanPermissions {
  remove_branding: boolean;
  import_reviews: boolean;
  photo_video_reviews: boolean;
  custom_css: boolean;
  qa: boolean;
  multi_language: boolean;
  google_shopping: boolean;
  klaviyo: boolean;
  referral: boolean;
  api_access: boolean;
  priority_support: boolean;
}

/** One row of the plans table. */
export interface PlanRecord {
  id: number;
  name: string;
  interval: PlanInterval;
  /** Original price per interval. */
  amount: number;
  /** Price a new user pays during the discounted intervals. */
  actual_amount: number;
  /** Fraction taken off the original price (0.25 = 25 % off), 0 without a discount. */
  discount_value: number;
  /** Number of intervals the discounted price lasts. */
  duration_limit_in_intervals: number;
  /** Review requests per month; -1 is unlimited. */
  order_requests: number;
  tier_level: number;
  permissions: PlanPermissions;
}

/** Plan id of the free plan new installs start on. */
export const FREE_PLAN_ID = PLAN_IDS.free;

/** Review requests value meaning "unlimited". */
export const UNLIMITED = UNLIMITED_REQUESTS;

/** A plan as read from the database; `permissions` stays the stored JSON string. */
export interface StoredPlan extends Omit<PlanRecord, 'permissions'> {
  interval: PlanInterval;
  permissions: string;
}

/** Free trial of every paid plan, in days. */
export const PAID_TRIAL_DAYS = 7;

/** The plan the plan table recommends (Growth monthly). */
export const RECOMMENDED_PLAN_ID = PLAN_IDS.growthMonthly;

/** Plan ids the plan table lists, in order (the legacy plan 1 is not offered). */
export const LISTED_PLAN_IDS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Plan ids that can be bought with `add_pricing_plan`. */
export const PAID_PLAN_IDS: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10];

/** Parses a stored permissions JSON string. */
export function parsePermissions(plan: StoredPlan): PlanPermissions {
  return JSON.parse(plan.permissions) as PlanPermissions;
}
