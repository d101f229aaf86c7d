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
