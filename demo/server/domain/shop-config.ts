import { SHOP_CONFIG_DEFAULTS, type ShopConfigKey } from '../../../src/contract/shop';

export { SHOP_CONFIG_DEFAULTS, type ShopConfigKey };

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
