import type { Database } from 'better-sqlite3';

/** Schema steps; step N brings `PRAGMA user_version` from N to N + 1. Append only. */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE plans (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    interval TEXT NOT NULL,
    amount REAL NOT NULL,
    actual_amount REAL NOT NULL,
    discount_value REAL NOT NULL,
    duration_limit_in_intervals INTEGER NOT NULL,
    order_requests INTEGER NOT NULL,
    tier_level INTEGER NOT NULL,
    permissions TEXT NOT NULL
  );
  CREATE TABLE shops (
    id INTEGER PRIMARY KEY,
    domain TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    owner TEXT NOT NULL,
    email TEXT NOT NULL,
    custom_domain TEXT NOT NULL,
    currency_symbol TEXT NOT NULL,
    shopify_plan TEXT NOT NULL,
    reviews_api_key TEXT NOT NULL,
    pricing_plan_id INTEGER NOT NULL REFERENCES plans(id),
    discount_amount REAL NOT NULL DEFAULT 0,
    discount_remaining INTEGER NOT NULL DEFAULT 0,
    upgrade_method INTEGER NOT NULL DEFAULT 0,
    installed_at INTEGER NOT NULL,
    skip_install INTEGER NOT NULL DEFAULT 0,
    is_selected_plan INTEGER NOT NULL DEFAULT 0,
    app_embeds_enabled INTEGER NOT NULL DEFAULT 0,
    email_quota INTEGER NOT NULL,
    email_quota_used INTEGER NOT NULL DEFAULT 0,
    is_enabled_usage_charge INTEGER NOT NULL DEFAULT 0,
    max_product_review_count INTEGER NOT NULL,
    free_display_quota INTEGER NOT NULL,
    shown_review_count INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE shop_configs (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('integer', 'string')),
    PRIMARY KEY (shop_id, key)
  );
  CREATE TABLE shop_settings (
    shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
    settings TEXT NOT NULL
  );
  CREATE TABLE oauth_states (
    state TEXT PRIMARY KEY,
    shop TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE oauth_codes (
    code TEXT PRIMARY KEY,
    shop TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  `
  CREATE TABLE shop_selfdefine_langs (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    lang TEXT NOT NULL,
    json_data TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (shop_id, lang)
  );
  CREATE TABLE shop_storefront_langs (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    lang TEXT NOT NULL,
    is_primary INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (shop_id, lang)
  );
  `,
];

/** Applies every migration step newer than the database's `user_version`, each in a transaction. */
export function migrate(db: Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version += 1) {
    const step = MIGRATIONS[version];
    if (step === undefined) break;
    db.transaction(() => {
      db.exec(step);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}
