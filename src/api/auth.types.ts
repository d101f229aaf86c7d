/** Shop part of an auth response. */
export interface ShopInfo {
  token: string;
  shopify_plan: string;
  myshopify_domain?: string;
  name?: string;
}

/** Settings part of an auth response. */
export interface ShopSettingsInfo {
  /** 1 when the first-run guide was done or skipped. */
  skip_install: number;
  /** 1 when the merchant has not selected a plan yet. */
  is_selected_plan: number;
}

/** Answer of `auth` and `exchange_customer_token_by_sign`. */
export interface AuthResponse {
  shop_info: ShopInfo;
  shop_settings_info: ShopSettingsInfo;
  is_authorization_required?: number;
  redirect_url?: string;
  is_super_admin?: number;
}

/** Answer of `login`. */
export interface LoginResponse {
  /** 1 when the merchant must authorise the app first (then go to redirect_url). */
  is_authorization_required: number;
  redirect_url?: string;
  shop_info?: ShopInfo;
  shop_settings_info?: ShopSettingsInfo;
}

/** Payload of `login`. */
export interface LoginPayload {
  shop: string;
  redirect_url: string;
  url?: string;
}
