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

