import * as z from 'zod/mini';
import { LANGUAGES } from './constants';

/** Answer of `get_user_info` (SPEC §3 shop/user info). */
export const userInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  owner: z.string(),
  email: z.string(),
  myshopify_domain: z.string(),
  domain: z.string(),
  shopify_plan: z.string(),
  currency_symbol: z.string(),
  reviews_api_key: z.string(),
  plan_name: z.string(),
  pricing_plan_id: z.number(),
  amount: z.number(),
  discount_amount: z.number(),
  discount_remaining: z.number(),
  upgrade_method: z.union([z.number(), z.string()]),
  order_requests: z.number(),
  days: z.number(),
  install_time: z.string(),
  tier_level: z.optional(z.number()),
  permissions: z.optional(z.string()),
});
export type UserInfoResponse = z.infer<typeof userInfoSchema>;

/**
 * Default value of every shop config key (SPEC §3 shopConfig); backend_lang is English. What each
 * key does:
 * - `store_front_left_review_limit`: reviews the storefront still shows before the Free plan's
 *   display quota (counted by the server on every read; shown in the dashboard's counter on Free).
 * - `show_batch_del_btn`: 1 shows the bulk "Delete" action of Manage Reviews, else it is left out
 *   (shown by default: deleting in bulk, with undo, is part of the page).
 * - `import_tip_move_to_bottom`: 1 puts the /import page's tip below the import sources, else above.
 * - `is_show_instagram`: 1 adds /instagram to the navigation.
 * - `page_state`: the dashboard's setup guide card, '1' collapsed or '2' expanded, kept across reloads.
 * - `is_show_ad`: '1' shows the dashboard's partner ads (each still dismissible for 7 days).
 */
export const SHOP_CONFIG_DEFAULTS = {
  store_front_left_review_limit: 50,
  is_recommended_app_show: 1,
  is_remove_powered_by_show: 1,
  hide_setup_guide: 0,
  backend_lang: LANGUAGES[0].id,
  show_batch_del_btn: 1,
  import_tip_move_to_bottom: 0,
  is_show_instagram: 0,
  is_hide_refresh_tip: 0,
  is_show_nps: 0,
  page_state: '2',
  is_show_ad: '1',
} as const satisfies Record<string, number | string>;

/** `page_state` of a collapsed setup guide card (any other value: expanded). */
export const PAGE_STATE_COLLAPSED = '1';

/** Server-side shop configuration (SPEC §3 shopConfig keys). */
export const shopConfigSchema = z.object({
  store_front_left_review_limit: z.number(),
  /** 1 shown, 2 hidden. */
  is_recommended_app_show: z.number(),
  is_remove_powered_by_show: z.number(),
  hide_setup_guide: z.number(),
  backend_lang: z.number(),
  /** 1 shows Manage Reviews' bulk "Delete". */
  show_batch_del_btn: z.number(),
  /** 1: the /import tip below the sources; else above. */
  import_tip_move_to_bottom: z.number(),
  /** 1 adds /instagram to the navigation. */
  is_show_instagram: z.number(),
  is_hide_refresh_tip: z.number(),
  is_show_nps: z.number(),
  /** The dashboard's setup guide card: '1' collapsed, '2' (default) expanded. */
  page_state: z.string(),
  /** '1' (default) shows the dashboard's partner ads. */
  is_show_ad: z.string(),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;
export type ShopConfigKey = keyof ShopConfig;

/** Answer of `get_shop_configs`. */
export const shopConfigsSchema = z.object({ configs: z.record(z.string(), z.unknown()) });

/** Answer of `get_core_app_embeds_status`. */
export const embedsStatusSchema = z.object({
  app_embeds_enabled: z.boolean(),
  url: z.string(),
});
export type EmbedsStatus = z.infer<typeof embedsStatusSchema>;

/** Answer of `check_review_display_limit`. */
export const displayLimitSchema = z.object({
  is_review_display_limited: z.number(),
  review_display_quantity: z.number(),
});
export type DisplayLimit = z.infer<typeof displayLimitSchema>;
