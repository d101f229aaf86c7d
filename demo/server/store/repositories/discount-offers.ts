import type { Database } from 'better-sqlite3';

/** How long an offer runs once activated (2 hours). */
export const DISCOUNT_DURATION_SECONDS = 2 * 60 * 60;
/** Share of the price the discounted plan costs, and the monthly price it applies to. */
import { DEFAULT_DISCOUNT_PRICE as DISCOUNT_ORIGINAL_PRICE, DEFAULT_DISCOUNT_VALUE as DISCOUNT_VALUE } from '../../../../src/contract/constants';

export { DISCOUNT_ORIGINAL_PRICE, DISCOUNT_VALUE };

/** Wording of the offer: "Big" or "Super" sale. */
export type OfferTag = 'Big' | 'Super';
/** Offer presentation mode (1, 3 and 4 show the maximum-plan tip). */
export type OfferMode = 1 | 2 | 3 | 4;

/** How a shop's offer looks. */
export interface OfferStyle {
  tag: OfferTag;
  mode: OfferMode;
}

/** The demo shop's offer: a "Big" sale in mode 1. */
export const DEMO_OFFER_STYLE: OfferStyle = { tag: 'Big', mode: 1 };
/** The offer of any other shop. */
export const DEFAULT_OFFER_STYLE: OfferStyle = { tag: 'Super', mode: 2 };

/** A stored offer; `started_at` (ms) is null until the first activation. */
export interface OfferRow {
  shop_id: number;
  started_at: number | null;
  duration_seconds: number;
  discount_value: number;
  original_price: number;
  tag: OfferTag;
  mode: OfferMode;
  trigger_mode: number;
}

/** The discount offer as the activation call answers it. */
export interface DiscountOffer {
  is_get_discount: 0 | 1;
  discount_remaining: number;
  discount_value: number;
  original_price: number;
  trigger_mode: number;
  tag: OfferTag;
  is_triggerable: 0 | 1;
  mode: OfferMode;
}

/** Creates the shop's offer (not started) unless it exists. */
export function seedOffer(db: Database, shopId: number, style: OfferStyle): void {
  db.prepare(`INSERT OR IGNORE INTO shop_discount_offers
    (shop_id, started_at, duration_seconds, discount_value, original_price, tag, mode) VALUES (?, NULL, ?, ?, ?, ?, ?)`)
    .run(shopId, DISCOUNT_DURATION_SECONDS, DISCOUNT_VALUE, DISCOUNT_ORIGINAL_PRICE, style.tag, style.mode);
}

/** Reads the shop's offer, creating a not-started one with the default style when missing. */
export function getOffer(db: Database, shopId: number): OfferRow {
  seedOffer(db, shopId, DEFAULT_OFFER_STYLE);
  return db.prepare('SELECT * FROM shop_discount_offers WHERE shop_id = ?').get(shopId) as OfferRow;
}

/**
 * Activates the offer: starts it at `now` when it has not started yet, and records the trigger mode.
 * A running or ended offer keeps its start time.
 */
export function activateOffer(db: Database, shopId: number, now: number, triggerMode: number): OfferRow {
  getOffer(db, shopId);
  db.prepare(`UPDATE shop_discount_offers SET started_at = COALESCE(started_at, ?), trigger_mode = ?
    WHERE shop_id = ?`).run(now, triggerMode, shopId);
  return getOffer(db, shopId);
}

/** Clears the start time so that the next activation starts a new offer. */
export function resetOffer(db: Database, shopId: number): OfferRow {
  getOffer(db, shopId);
  db.prepare('UPDATE shop_discount_offers SET started_at = NULL WHERE shop_id = ?').run(shopId);
  return getOffer(db, shopId);
}

/**
 * The offer at `now`: running (is_get_discount 1, whole seconds left, rounded up) until its end,
 * then ended (0 seconds, not triggerable). A not-started offer is triggerable with nothing left yet.
 */
export function offerView(row: OfferRow, now: number): DiscountOffer {
  const durationMs = row.duration_seconds * 1000;
  const remainingMs = row.started_at === null ? 0 : Math.min(durationMs, row.started_at + durationMs - now);
  const running = remainingMs > 0;
  return {
    is_get_discount: running ? 1 : 0,
    discount_remaining: running ? Math.ceil(remainingMs / 1000) : 0,
    discount_value: row.discount_value,
    original_price: row.original_price,
    trigger_mode: row.trigger_mode,
    tag: row.tag,
    is_triggerable: running || row.started_at === null ? 1 : 0,
    mode: row.mode,
  };
}
