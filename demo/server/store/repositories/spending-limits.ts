import type { Database } from 'better-sqlite3';

/** Cap of usage charges a shop starts with, in USD per 30-day cycle. */
export const DEFAULT_MAX_SPENDING_LIMIT = 100;

/** Highest cap a merchant can set, in USD. */
export const MAX_SPENDING_LIMIT = 10_000;

/** The `get_spending_limit` payload: the usage-charge cap and what the current cycle used, in USD. */
export interface SpendingLimit {
  max_spending_limit: number;
  currency: 'USD';
  used: number;
}

interface SpendingRow {
  max_spending_limit: number;
  used: number;
}

/** Reads the shop's spending limit; a shop that never set one has the default cap and nothing used. */
export function getSpendingLimit(db: Database, shopId: number): SpendingLimit {
  const row = db.prepare('SELECT max_spending_limit, used FROM shop_spending_limits WHERE shop_id = ?').get(shopId) as
    | SpendingRow
    | undefined;
  return {
    max_spending_limit: row?.max_spending_limit ?? DEFAULT_MAX_SPENDING_LIMIT,
    currency: 'USD',
    used: row?.used ?? 0,
  };
}

/** Stores a new cap (keeping what was used) and returns the spending limit. */
export function setSpendingLimit(db: Database, shopId: number, max: number): SpendingLimit {
  db.prepare(`INSERT INTO shop_spending_limits (shop_id, max_spending_limit) VALUES (?, ?)
    ON CONFLICT(shop_id) DO UPDATE SET max_spending_limit = excluded.max_spending_limit`).run(shopId, max);
  return getSpendingLimit(db, shopId);
}
