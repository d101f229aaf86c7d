import type { Database } from 'better-sqlite3';
import {
  SHOP_CONFIG_DEFAULTS,
  SHOP_CONFIG_KEYS,
  isShopConfigKey,
  type ShopConfig,
  type ShopConfigKey,
  type ShopConfigType,
} from '../../domain/shop-config';

interface ConfigRow {
  key: string;
  value: string;
  type: ShopConfigType;
}

function decode(row: ConfigRow): number | string {
  return row.type === 'integer' ? Number.parseInt(row.value, 10) : row.value;
}

/** Reads the whole config object of a shop: stored values over the defaults. */
export function getShopConfig(db: Database, shopId: number): ShopConfig {
  const config: ShopConfig = { ...SHOP_CONFIG_DEFAULTS };
  const rows = db.prepare('SELECT key, value, type FROM shop_configs WHERE shop_id = ?').all(shopId) as ConfigRow[];
  for (const row of rows) {
    if (isShopConfigKey(row.key)) config[row.key] = decode(row);
  }
  return config;
}

/** Stores one config value with its type (integer values are stored in decimal form). */
export function setShopConfigValue(db: Database, shopId: number, key: ShopConfigKey, value: number | string, type: ShopConfigType): void {
  db.prepare(`
    INSERT INTO shop_configs (shop_id, key, value, type) VALUES (?, ?, ?, ?)
    ON CONFLICT(shop_id, key) DO UPDATE SET value = excluded.value, type = excluded.type`).run(shopId, key, String(value), type);
}

/** Writes every config key for a new shop: defaults, then the given overrides. */
export function seedShopConfig(db: Database, shopId: number, overrides: Partial<ShopConfig> = {}): void {
  for (const key of SHOP_CONFIG_KEYS) {
    const value = overrides[key] ?? SHOP_CONFIG_DEFAULTS[key];
    setShopConfigValue(db, shopId, key, value, typeof value === 'number' ? 'integer' : 'string');
  }
}
