/** Email quota of the current plan. */
export interface EmailQuotaInfo {
  email_send_quota_count: number;
  email_send_quota_used_count: number;
  next_email_quota_reset_time: string;
  is_enabled_usage_charge: number | boolean;
}

/** Review quota of the current plan. */
export interface ReviewQuotaInfo {
  max_product_review_count: number;
  free_display_quota: number;
}

/** Answer of `get_shop_pricing_plan`. */
export interface ShopPricingPlan {
  pricing_plan_id: number;
  plan_name: string;
  amount: number;
  actual_amount: number;
  discount_value: number;
  duration_limit_in_intervals: number | null;
  interval: string;
  order_requests: number;
  /** JSON text of the plan's permissions. */
  permissions: string;
  email_quota_info: EmailQuotaInfo;
  review_quota_info: ReviewQuotaInfo;
}

/** Feature flags of a plan. */
export type PlanPermissions = Record<string, boolean>;

/** A plan in the plan table. */
export interface PricingPlan {
  id: number;
  name: string;
  interval: 'EVERY_30_DAYS' | 'ANNUAL';
  new_user_price: number;
  original_price: number;
  actual_price: number;
  /** -1: unlimited. */
  request_quota: number;
  tier_levels?: { level: number; requests: number; price: number }[];
  trial_days: number;
  permissions: PlanPermissions;
  is_current: boolean;
  recommend: boolean;
}

/** Answer of `get_pricing_plans`. */
export interface PricingPlans {
  list: PricingPlan[];
  price_set?: 'standard' | 'alternate';
}

/** Answer of `add_pricing_plan`. */
export interface PlanChange {
  confirmation_url: string;
  charge_id: string;
}

/** Answer of `check_pricing_plan`. */
export interface PlanCheck {
  status: 'active' | 'declined' | 'pending';
  plan?: ShopPricingPlan;
}

/** Spending limit of usage charges. */
export interface SpendingLimit {
  max_spending_limit: number;
  currency: string;
  used: number;
}

/** The shop's plan discount code. */
export interface PlanDiscountCode {
  code: string | null;
  discount_value: number | null;
  expires_at: string | null;
}
