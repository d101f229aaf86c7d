/** Answer of `get_user_info`. */
export interface UserInfoResponse {
  id: number;
  name: string;
  owner: string;
  email: string;
  myshopify_domain: string;
  domain: string;
  shopify_plan: string;
  currency_symbol: string;
  reviews_api_key: string;
  plan_name: string;
  pricing_plan_id: number;
  amount: number;
  discount_amount: number;
  discount_remaining: number;
  upgrade_method: number | string;
  order_requests: number;
  days: number;
  install_time: string;
  tier_level?: number;
  permissions?: string;
}

/** Server-side shop configuration (SPEC §3 shopConfig keys). */
export interface ShopConfig {
  store_front_left_review_limit: number;
  /** 1 shown, 2 hidden. */
  is_recommended_app_show: number;
  is_remove_powered_by_show: number;
  hide_setup_guide: number;
  backend_lang: number;
  show_batch_del_btn: number;
  import_tip_move_to_bottom: number;
  is_show_instagram: number;
  is_hide_refresh_tip: number;
  is_show_nps: number;
  page_state: string;
  is_show_ad: string;
}

export type ShopConfigKey = keyof ShopConfig;

/** Answer of `get_core_app_embeds_status`. */
export interface EmbedsStatus {
  app_embeds_enabled: boolean;
  url: string;
}

/** Answer of `check_review_display_limit`. */
export interface DisplayLimit {
  is_review_display_limited: number;
  review_display_quantity: number;
}
