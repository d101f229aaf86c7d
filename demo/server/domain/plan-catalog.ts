import { FREE_PLAN_ID, UNLIMITED, type PlanPermissions, type PlanRecord } from './plans';
import { discountFraction, yearlyPrice } from './pricing';
import { FREE_PLAN_REQUEST_QUOTA, MONTHLY_PRICES, PLAN_IDS } from '../../../src/contract/constants';

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
/** Free includes importing: migrating is how a merchant starts (only its display quota of reviews shows). */
const FREE: PlanPermissions = { ...NONE, import_reviews: true };
const IMPORT: PlanPermissions = FREE;
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
  monthly(FREE_PLAN_ID, 'Free', 0, 0, FREE_PLAN_REQUEST_QUOTA, 1, FREE),
  starter,
  importPlan,
  growth,
  enterprise,
  yearly(PLAN_IDS.starterYearly, starter),
  yearly(PLAN_IDS.importYearly, importPlan),
  yearly(PLAN_IDS.growthYearly, growth),
  yearly(PLAN_IDS.enterpriseYearly, enterprise),
];
