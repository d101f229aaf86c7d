import { ALTERNATE_NEW_USER_PRICES, FREE_PLAN_REQUEST_QUOTA, MONTHLY_PRICES, PLAN_IDS, UNLIMITED_REQUESTS } from '../../../src/contract/constants';
import type { PlanInterval } from '../../../src/contract/plans';

export { ALTERNATE_NEW_USER_PRICES };
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

const NONE: PlanPermissions = {
  remove_branding: false,
  import_reviews: false,
  photo_video_reviews: false,
  custom_css: false,
  qa: false,
  multi_language: false,
  google_shopping: false,
  klaviyo: false,
  referral: false,
  api_access: false,
  priority_support: false,
};
const IMPORT: PlanPermissions = { ...NONE, import_reviews: true };
const STARTER: PlanPermissions = {
  ...IMPORT,
  photo_video_reviews: true,
  custom_css: true,
  qa: true,
  multi_language: true,
};
const GROWTH: PlanPermissions = {
  ...STARTER,
  remove_branding: true,
  google_shopping: true,
  klaviyo: true,
  referral: true,
};
const ENTERPRISE: PlanPermissions = { ...GROWTH, api_access: true, priority_support: true };

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

function monthly(id: number, name: string, actual: number, original: number, requests: number, tier: number, permissions: PlanPermissions): PlanRecord {
  const discount = discountFraction(actual, original);
  return {
    id,
    name,
    interval: 'EVERY_30_DAYS',
    amount: original,
    actual_amount: actual,
    discount_value: discount,
    duration_limit_in_intervals: discount > 0 ? 3 : 0,
    order_requests: requests,
    tier_level: tier,
    permissions,
  };
}

function yearly(id: number, month: PlanRecord): PlanRecord {
  const amount = yearlyPrice(month.amount);
  const actual = yearlyPrice(month.actual_amount);
  return {
    ...month,
    id,
    interval: 'ANNUAL',
    amount,
    actual_amount: actual,
    discount_value: discountFraction(actual, amount),
    duration_limit_in_intervals: actual < amount ? 1 : 0,
  };
}

const { Starter, Growth, Enterprise } = MONTHLY_PRICES;
const starter = monthly(PLAN_IDS.starterMonthly, 'Starter', Starter.newUser, Starter.original, 200, 2, STARTER);
const importPlan = monthly(PLAN_IDS.importMonthly, 'Import', 4.99, 6.99, FREE_PLAN_REQUEST_QUOTA, 1, IMPORT);
const growth = monthly(PLAN_IDS.growthMonthly, 'Growth', Growth.newUser, Growth.original, 500, 3, GROWTH);
const enterprise = monthly(PLAN_IDS.enterpriseMonthly, 'Enterprise', Enterprise.newUser, Enterprise.original, UNLIMITED, 4, ENTERPRISE);

/** The ten plans of the catalogue, by id (1 legacy, 2 Free, 3–6 monthly, 7–10 yearly). */
export const PLAN_CATALOG: readonly PlanRecord[] = [
  monthly(PLAN_IDS.legacy, 'Legacy', 9.99, 9.99, 200, 2, STARTER),
  monthly(FREE_PLAN_ID, 'Free', 0, 0, FREE_PLAN_REQUEST_QUOTA, 1, NONE),
  starter,
  importPlan,
  growth,
  enterprise,
  yearly(PLAN_IDS.starterYearly, starter),
  yearly(PLAN_IDS.importYearly, importPlan),
  yearly(PLAN_IDS.growthYearly, growth),
  yearly(PLAN_IDS.enterpriseYearly, enterprise),
];


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

/** Free trial of every paid plan, in days. */
export const PAID_TRIAL_DAYS = 7;

/** The plan the plan table recommends (Growth monthly). */
export const RECOMMENDED_PLAN_ID = PLAN_IDS.growthMonthly;

/** Plan ids the plan table lists, in order (the legacy plan 1 is not offered). */
export const LISTED_PLAN_IDS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Plan ids that can be bought with `add_pricing_plan`. */
export const PAID_PLAN_IDS: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10];
