import type { Database } from 'better-sqlite3';
import { PLAN_DISCOUNT_CODES, discountExpiresAt, type ActivePlanDiscount, type PlanDiscountCodeDefinition } from '../../domain/plan-discount-codes';

interface RedemptionRow {
  code: string;
  redeemed_at: number;
  expires_at: number;
}

/** The shop's active code (the latest one not expired at `now`), or null. */
export function getActiveDiscount(db: Database, shopId: number, now: number): ActivePlanDiscount | null {
  const rows = db
    .prepare('SELECT code, redeemed_at, expires_at FROM plan_discount_redemptions WHERE shop_id = ? AND expires_at > ? ORDER BY redeemed_at DESC')
    .all(shopId, now) as RedemptionRow[];
  for (const row of rows) {
    const definition = PLAN_DISCOUNT_CODES.find((item) => item.code === row.code);
    if (definition) return { ...definition, redeemed_at: row.redeemed_at, expires_at: row.expires_at };
  }
  return null;
}

/** True when the shop redeemed this code before (active or expired). */
export function hasRedeemed(db: Database, shopId: number, code: string): boolean {
  return db.prepare('SELECT 1 FROM plan_discount_redemptions WHERE shop_id = ? AND code = ?').get(shopId, code) !== undefined;
}

/** Stores a redemption starting at `now`; the caller checks the code and the shop's active code first. */
export function redeemDiscount(db: Database, shopId: number, definition: PlanDiscountCodeDefinition, now: number): ActivePlanDiscount {
  const expiresAt = discountExpiresAt(definition, now);
  db.prepare('INSERT INTO plan_discount_redemptions (shop_id, code, discount_value, redeemed_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(shopId, definition.code, definition.discount_value, now, expiresAt);
  return { ...definition, redeemed_at: now, expires_at: expiresAt };
}
