/**
 * Schema step adding plan-change charges, the shop's paid subscription, spending limits,
 * redeemed plan discount codes and daily statistics. `IF NOT EXISTS` keeps it safe to re-run
 * when an older database is migrated again from an earlier step.
 */
export const BILLING_AND_STATISTICS_STEP = `
  CREATE TABLE IF NOT EXISTS billing_charges (
    id TEXT PRIMARY KEY,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    plan_id INTEGER NOT NULL REFERENCES plans(id),
    tier_level INTEGER NOT NULL DEFAULT 1,
    requests INTEGER NOT NULL,
    price REAL NOT NULL,
    original_price REAL NOT NULL,
    discount_intervals INTEGER NOT NULL,
    discount_code TEXT,
    price_set TEXT NOT NULL CHECK (price_set IN ('standard', 'alternate')),
    return_origin TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    applied_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS billing_charges_by_shop ON billing_charges (shop_id, created_at);
  CREATE TABLE IF NOT EXISTS shop_subscriptions (
    shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
    plan_id INTEGER NOT NULL REFERENCES plans(id),
    tier_level INTEGER NOT NULL DEFAULT 1,
    requests INTEGER NOT NULL,
    price REAL NOT NULL,
    original_price REAL NOT NULL,
    discount_intervals INTEGER NOT NULL,
    charge_id TEXT NOT NULL,
    started_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS shop_spending_limits (
    shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
    max_spending_limit REAL NOT NULL CHECK (max_spending_limit >= 0),
    used REAL NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS plan_discount_redemptions (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    discount_value REAL NOT NULL,
    redeemed_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (shop_id, code)
  );
  CREATE TABLE IF NOT EXISTS daily_statistics (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    date TEXT NOT NULL,
    review_requests_sent INTEGER NOT NULL,
    reviews_collected INTEGER NOT NULL,
    star_total INTEGER NOT NULL,
    retention_revenue_cents INTEGER NOT NULL,
    page_view INTEGER NOT NULL,
    unique_visitor INTEGER NOT NULL,
    add_to_cart INTEGER NOT NULL,
    order_count INTEGER NOT NULL,
    PRIMARY KEY (shop_id, date)
  );
`;
