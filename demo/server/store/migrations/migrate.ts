import type { Database } from 'better-sqlite3';
import { BILLING_AND_STATISTICS_STEP } from './billing-and-statistics';
import { OPERATOR_SIGNS_STEP } from './operator-signs';
import { NO_LOSS_STEP } from './no-loss';
import { REVIEWS_STEP } from './reviews';
import type { MigrationStep } from './step';
import { IMPORT_VALUES_STEP } from './import-values';
import { IMPORT_KEYS_STEP } from './import-keys';
import { REVIEW_REQUESTS_STEP } from './review-requests';
import { REVIEW_FORM_STEP } from './review-form';
import { REVIEW_FOLLOW_UPS_STEP, UNDO_HOLD_STEP } from './review-follow-ups';
import { WIDGET_DISPLAYS_STEP } from './widget-displays';
import { QA_SETTINGS_STEP } from './qa-settings';


/** Schema steps; step N brings `PRAGMA user_version` from N to N + 1. Append only. */
const MIGRATIONS: readonly MigrationStep[] = [
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
  `
  CREATE TABLE products (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    id INTEGER NOT NULL,
    title TEXT NOT NULL COLLATE NOCASE,
    handle TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'ARCHIVED', 'DRAFT')),
    media_id INTEGER,
    image_name TEXT,
    image_alt TEXT,
    PRIMARY KEY (shop_id, id)
  );
  CREATE INDEX products_by_status_title ON products (shop_id, status, title);
  CREATE UNIQUE INDEX products_by_handle ON products (shop_id, handle);
  CREATE TABLE product_variants (
    shop_id INTEGER NOT NULL,
    id INTEGER NOT NULL,
    product_id INTEGER NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    inventory_quantity INTEGER NOT NULL,
    sku TEXT NOT NULL COLLATE NOCASE,
    PRIMARY KEY (shop_id, id),
    FOREIGN KEY (shop_id, product_id) REFERENCES products(shop_id, id) ON DELETE CASCADE
  );
  CREATE INDEX product_variants_by_product ON product_variants (shop_id, product_id, position);
  CREATE INDEX product_variants_by_sku ON product_variants (shop_id, sku);
  CREATE TABLE collections (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    id INTEGER NOT NULL,
    title TEXT NOT NULL COLLATE NOCASE,
    handle TEXT NOT NULL,
    image_name TEXT,
    image_alt TEXT,
    PRIMARY KEY (shop_id, id)
  );
  CREATE INDEX collections_by_title ON collections (shop_id, title);
  CREATE TABLE collection_products (
    shop_id INTEGER NOT NULL,
    collection_id INTEGER NOT NULL,
    product_id INTEGER NOT NULL,
    PRIMARY KEY (shop_id, collection_id, product_id),
    FOREIGN KEY (shop_id, collection_id) REFERENCES collections(shop_id, id) ON DELETE CASCADE,
    FOREIGN KEY (shop_id, product_id) REFERENCES products(shop_id, id) ON DELETE CASCADE
  );
  CREATE INDEX collection_products_by_product ON collection_products (shop_id, product_id);
  CREATE TABLE shop_flags (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    value INTEGER NOT NULL CHECK (value IN (0, 1)),
    PRIMARY KEY (shop_id, scope, key)
  );
  CREATE TABLE shop_discount_offers (
    shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
    started_at INTEGER,
    duration_seconds INTEGER NOT NULL CHECK (duration_seconds > 0),
    discount_value REAL NOT NULL,
    original_price REAL NOT NULL,
    tag TEXT NOT NULL CHECK (tag IN ('Big', 'Super')),
    mode INTEGER NOT NULL CHECK (mode BETWEEN 1 AND 4),
    trigger_mode INTEGER NOT NULL DEFAULT 0
  );
  `,
  `
  CREATE TABLE review_request_products (
    shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
    mode TEXT NOT NULL CHECK (mode IN ('all', 'only', 'except')),
    products TEXT NOT NULL
  );
  `,
  BILLING_AND_STATISTICS_STEP,
  REVIEWS_STEP,
  OPERATOR_SIGNS_STEP,
  NO_LOSS_STEP,
  IMPORT_VALUES_STEP,
  IMPORT_KEYS_STEP,
  REVIEW_REQUESTS_STEP,
  REVIEW_FORM_STEP,
  REVIEW_FOLLOW_UPS_STEP,
  UNDO_HOLD_STEP,
  WIDGET_DISPLAYS_STEP,
  QA_SETTINGS_STEP,
];

/** Schema version a fully migrated database reports in `PRAGMA user_version`. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Applies every migration step newer than the database's `user_version`, each in a transaction. */
export function migrate(db: Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version += 1) {
    const step = MIGRATIONS[version];
    if (step === undefined) break;
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}
