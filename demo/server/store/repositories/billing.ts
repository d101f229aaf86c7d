import type { Database } from 'better-sqlite3';
import { randomInt } from 'node:crypto';
import type { PlanQuote, PriceSet } from '../../domain/pricing';
import { FREE_PLAN_ID } from '../../domain/plans';

/** Where a plan-change charge stands: waiting for the merchant, approved or declined. */
export type ChargeStatus = 'pending' | 'accepted' | 'declined';

/** One row of the billing_charges table: a plan change the merchant approves on the billing page. */
export interface ChargeRow {
  /** Random 11-digit id, sent as a string. */
  id: string;
  shop_id: number;
  plan_id: number;
  tier_level: number;
  requests: number;
  price: number;
  original_price: number;
  discount_intervals: number;
  discount_code: string | null;
  price_set: PriceSet;
  /** Origin of the app the merchant returns to after deciding. */
  return_origin: string;
  status: ChargeStatus;
  created_at: number;
  decided_at: number | null;
  applied_at: number | null;
}

/** The shop's paid plan as it was bought; absent on the Free plan. */
export interface SubscriptionRow {
  shop_id: number;
  plan_id: number;
  tier_level: number;
  requests: number;
  price: number;
  original_price: number;
  discount_intervals: number;
  charge_id: string;
  started_at: number;
}

function newChargeId(db: Database): string {
  const exists = db.prepare('SELECT 1 FROM billing_charges WHERE id = ?');
  for (;;) {
    const id = String(randomInt(10_000_000_000, 100_000_000_000));
    if (!exists.get(id)) return id;
  }
}

/** Stores a pending charge for a quoted plan and returns it. */
export function createCharge(db: Database, shopId: number, quote: PlanQuote, priceSet: PriceSet, returnOrigin: string, now: number): ChargeRow {
  const id = newChargeId(db);
  db.prepare(`INSERT INTO billing_charges (id, shop_id, plan_id, tier_level, requests, price, original_price,
      discount_intervals, discount_code, price_set, return_origin, status, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`)
    .run(id, shopId, quote.plan_id, quote.tier_level, quote.requests, quote.actual_price, quote.original_price,
      quote.discount_intervals, quote.discount_code, priceSet, returnOrigin, now);
  return requireCharge(db, id);
}

/** Reads a charge by id. */
export function getCharge(db: Database, id: string): ChargeRow | undefined {
  return db.prepare('SELECT * FROM billing_charges WHERE id = ?').get(id) as ChargeRow | undefined;
}

function requireCharge(db: Database, id: string): ChargeRow {
  const charge = getCharge(db, id);
  if (!charge) throw new Error(`Charge ${id} is missing`);
  return charge;
}

/** Accepts or declines a pending charge; returns false when it was not pending. */
export function decideCharge(db: Database, id: string, status: 'accepted' | 'declined', now: number): boolean {
  const result = db
    .prepare("UPDATE billing_charges SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'")
    .run(status, now, id);
  return result.changes === 1;
}

/**
 * Applies an accepted charge once: the shop switches to its plan and the subscription keeps the price,
 * tier and requests. Returns false when the charge is not accepted or was applied before.
 */
export function applyCharge(db: Database, charge: ChargeRow, now: number): boolean {
  return db.transaction(() => {
    const marked = db
      .prepare("UPDATE billing_charges SET applied_at = ? WHERE id = ? AND status = 'accepted' AND applied_at IS NULL")
      .run(now, charge.id);
    if (marked.changes !== 1) return false;
    db.prepare(`INSERT INTO shop_subscriptions (shop_id, plan_id, tier_level, requests, price, original_price,
        discount_intervals, charge_id, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(shop_id) DO UPDATE SET plan_id = excluded.plan_id, tier_level = excluded.tier_level,
        requests = excluded.requests, price = excluded.price, original_price = excluded.original_price,
        discount_intervals = excluded.discount_intervals, charge_id = excluded.charge_id, started_at = excluded.started_at`)
      .run(charge.shop_id, charge.plan_id, charge.tier_level, charge.requests, charge.price, charge.original_price,
        charge.discount_intervals, charge.id, now);
    db.prepare('UPDATE shops SET pricing_plan_id = ? WHERE id = ?').run(charge.plan_id, charge.shop_id);
    return true;
  })();
}

/** Reads the shop's paid subscription, if any. */
export function getSubscription(db: Database, shopId: number): SubscriptionRow | undefined {
  return db.prepare('SELECT * FROM shop_subscriptions WHERE shop_id = ?').get(shopId) as SubscriptionRow | undefined;
}

/** Ends the paid subscription: the shop goes back to the Free plan. */
export function cancelSubscription(db: Database, shopId: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM shop_subscriptions WHERE shop_id = ?').run(shopId);
    db.prepare('UPDATE shops SET pricing_plan_id = ? WHERE id = ?').run(FREE_PLAN_ID, shopId);
  })();
}
