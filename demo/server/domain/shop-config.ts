import { BACKEND_LANG_CODES } from './languages';

/** Default value of every shop config key (SPEC §3 shopConfig); numbers are stored as integers. */
export const SHOP_CONFIG_DEFAULTS = {
  store_front_left_review_limit: 50,
  is_recommended_app_show: 1,
  is_remove_powered_by_show: 1,
  hide_setup_guide: 0,
  backend_lang: BACKEND_LANG_CODES.en,
  show_batch_del_btn: 0,
  import_tip_move_to_bottom: 0,
  is_show_instagram: 0,
  is_hide_refresh_tip: 0,
  is_show_nps: 0,
  page_state: '2',
  is_show_ad: '1',
} as const satisfies Record<string, number | string>;

/** A shop config key. */
export type ShopConfigKey = keyof typeof SHOP_CONFIG_DEFAULTS;

/** The config object sent to the client: every key with its stored value. */
export type ShopConfig = Record<ShopConfigKey, number | string>;

/** How a config value is stored and returned. */
export type ShopConfigType = 'integer' | 'string';

/** Every shop config key. */
export const SHOP_CONFIG_KEYS = Object.keys(SHOP_CONFIG_DEFAULTS) as ShopConfigKey[];

/** True when the string names a shop config key. */
export function isShopConfigKey(key: string): key is ShopConfigKey {
  return Object.prototype.hasOwnProperty.call(SHOP_CONFIG_DEFAULTS, key);
}
