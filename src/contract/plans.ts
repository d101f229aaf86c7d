import * as z from 'zod/mini';
import { PLAN_INTERVALS } from './constants';

/** Email quota of the current plan. */
export const emailQuotaInfoSchema = z.object({
  email_send_quota_count: z.number(),
  email_send_quota_used_count: z.number(),
  next_email_quota_reset_time: z.string(),
  is_enabled_usage_charge: z.union([z.number(), z.boolean()]),
});

/** Review quota of the current plan. */
export const reviewQuotaInfoSchema = z.object({
  max_product_review_count: z.number(),
  free_display_quota: z.number(),
});

/** Billing interval of a plan. */
export const planIntervalSchema = z.enum(PLAN_INTERVALS);
export type PlanInterval = z.infer<typeof planIntervalSchema>;

/** Answer of `get_shop_pricing_plan`. */
export const shopPricingPlanSchema = z.object({
  pricing_plan_id: z.number(),
  plan_name: z.string(),
  amount: z.number(),
  actual_amount: z.number(),
  discount_value: z.number(),
  duration_limit_in_intervals: z.nullable(z.number()),
  interval: z.string(),
  order_requests: z.number(),
  tier_level: z.optional(z.number()),
  /** JSON text of the plan's permissions. */
  permissions: z.string(),
  email_quota_info: emailQuotaInfoSchema,
  review_quota_info: reviewQuotaInfoSchema,
});
export type ShopPricingPlan = z.infer<typeof shopPricingPlanSchema>;

/** Feature flags of a plan. */
export const planPermissionsSchema = z.record(z.string(), z.boolean());

/** One request tier of a plan in the plan table; `price` is what the shop pays per interval at that tier. */
export const planTierSchema = z.object({ level: z.number(), requests: z.number(), price: z.number() });

/** A plan in the plan table. */
export const pricingPlanSchema = z.object({
  id: z.number(),
  name: z.string(),
  interval: planIntervalSchema,
  new_user_price: z.number(),
  original_price: z.number(),
  actual_price: z.number(),
  /** -1: unlimited. */
  request_quota: z.number(),
  tier_levels: z.optional(z.array(planTierSchema)),
  trial_days: z.number(),
  permissions: planPermissionsSchema,
  is_current: z.boolean(),
  recommend: z.boolean(),
  /** Fraction the first intervals' price takes off the original, to four decimals (0.25 = 25 % off); 0 without a discount. */
  discount_value: z.number(),
  /** Intervals the lower price lasts (SPEC price.paidMonthsNumber); 0 without a discount. */
  duration_limit_in_intervals: z.number(),
  /** The shop's discount code in this price, or null (SPEC discountRemaining). */
  discount_code: z.nullable(z.string()),
  /** True when the shop's first-upgrade offer (`get_upgrade_discount`) is in this price. */
  upgrade_discount: z.boolean(),
  /** The plan whose features this one includes (the feature list's heading), or null. */
  includes_plan: z.nullable(z.string()),
  /** Yearly plans: what a year costs less than twelve months of the monthly plan; else null (SPEC tip). */
  yearly_saving: z.nullable(z.number()),
  /** Price per review request beyond the monthly quota, charged as usage; null when requests stop at the quota. */
  additional_order_fee: z.nullable(z.number()),
  /** One-off payment for the rest of the current paid period when changing to this plan now; 0 when none. */
  additional_payment_amount: z.number(),
  /** Reviews shown on the store; -1: all of them. */
  display_quota: z.number(),
  /** True when the plan is sold by custom quote (contact support instead of a price). */
  is_custom_quote: z.boolean(),
  /** False when the plan can no longer be chosen. */
  is_active: z.boolean(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** Price sets of the plan table (SPEC §9). */
export const PRICE_SETS = ['standard', 'alternate'] as const;
export type PriceSet = (typeof PRICE_SETS)[number];

/** Answer of `get_pricing_plans`. */
export const pricingPlansSchema = z.object({
  list: z.array(pricingPlanSchema),
  price_set: z.optional(z.enum(PRICE_SETS)),
});
export type PricingPlans = z.infer<typeof pricingPlansSchema>;

/** Answer of `add_pricing_plan`: the merchant approves the change at confirmation_url. */
export const planChangeSchema = z.object({
  confirmation_url: z.string(),
  charge_id: z.string(),
});

/** Answer of `check_pricing_plan`. */
export const planCheckSchema = z.object({
  status: z.enum(['active', 'declined', 'pending']),
  plan: z.optional(shopPricingPlanSchema),
});
export type PlanCheck = z.infer<typeof planCheckSchema>;

/** Spending limit of usage charges. */
export const spendingLimitSchema = z.object({
  max_spending_limit: z.number(),
  currency: z.string(),
  used: z.number(),
});
export type SpendingLimit = z.infer<typeof spendingLimitSchema>;

/** The shop's plan discount code. */
export const planDiscountCodeSchema = z.object({
  code: z.nullable(z.string()),
  discount_value: z.nullable(z.number()),
  expires_at: z.nullable(z.string()),
});
export type PlanDiscountCode = z.infer<typeof planDiscountCodeSchema>;


/** The first-upgrade offer (`get_upgrade_discount`): a share off the first intervals of some plans, until `ends_at`. */
export const upgradeDiscountSchema = z.object({
  /** Fraction taken off (0.3 = 30 % off). */
  discount_value: z.number(),
  /** Intervals the lower price lasts. */
  duration_limit_in_intervals: z.number(),
  /** Plans the offer lowers. */
  plan_ids: z.array(z.number()),
  /** Last moment to upgrade with the offer (ISO). */
  ends_at: z.string(),
});
export type UpgradeDiscount = z.infer<typeof upgradeDiscountSchema>;

/** Answer of `get_upgrade_discount`: the offer, or null when none applies. */
export const upgradeDiscountAnswerSchema = z.nullable(upgradeDiscountSchema);

/** The features a plan grants (keys of its permissions), in the order the plan table lists them. */
export const PLAN_FEATURES = [
  'remove_branding', 'import_reviews', 'photo_video_reviews', 'qa', 'multi_language', 'referral',
  'google_shopping', 'klaviyo', 'custom_css', 'api_access', 'priority_support',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Envelope code (HTTP 403) of a write that turns on a feature the shop's plan lacks. */
export const PLAN_FEATURE_REQUIRED_CODE = 40310;
/** Start of the message of such an answer: `plan_feature_required: <feature>`. */
export const PLAN_FEATURE_REQUIRED_MESSAGE = 'plan_feature_required';

/** Data of a `PLAN_FEATURE_REQUIRED_CODE` answer: the feature and the first plan that has it. */
export interface PlanFeatureRequired {
  reason: 'plan_feature_required';
  feature: PlanFeature;
  plan: string;
}

/** Plans of the plan table from the smallest up (the yearly plans grant what their monthly plan does). */
export const PLAN_LADDER = ['Free', 'Import', 'Starter', 'Growth', 'Enterprise'] as const;
export type PlanLadderName = (typeof PLAN_LADDER)[number];

/** The first plan of the ladder that grants each feature ("Available on Growth and above"). */
export const PLAN_FEATURE_FIRST_PLAN: Readonly<Record<PlanFeature, PlanLadderName>> = {
  remove_branding: 'Growth',
  import_reviews: 'Free',
  photo_video_reviews: 'Starter',
  qa: 'Starter',
  multi_language: 'Starter',
  referral: 'Growth',
  google_shopping: 'Growth',
  klaviyo: 'Growth',
  custom_css: 'Starter',
  api_access: 'Enterprise',
  priority_support: 'Enterprise',
};

/** The storefront widgets whose switch a plan feature gates (turning them on needs it). */
export const WIDGET_PLAN_FEATURES: Readonly<Partial<Record<string, PlanFeature>>> = { qa: 'qa', referral: 'referral' };

/** Widget options a plan feature gates (turning them on needs it): the review form's photo and video field. */
export const OPTION_PLAN_FEATURES: Readonly<Partial<Record<string, PlanFeature>>> = { ask_media: 'photo_video_reviews' };
