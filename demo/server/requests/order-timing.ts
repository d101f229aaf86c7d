import type { Database } from 'better-sqlite3';
import { hashText, seededRandom, type SeededRandom } from '../domain/seeded-random';
import { gid } from '../domain/store-ids';
import type { RequestProduct } from './repository';

/*
 * When the demo store's orders are fulfilled and delivered, and when the next one arrives: pure
 * functions of the shop and the order, so the seed and the running simulator agree and every
 * run gives the same store.
 */

/** An hour, in ms. */
export const HOUR_MS = 3_600_000;
/** A day, in ms. */
export const DAY_MS = 24 * HOUR_MS;
/** Average time between two new orders of the running demo store. */
export const NEW_ORDER_EVERY_MS = 4 * HOUR_MS;

/** The deterministic random source of one order. */
export function orderRandom(shopId: number, name: string, salt: string): SeededRandom {
  return seededRandom(hashText(`${salt}:${shopId}:${name}`));
}

/** When an order is (or will be) fulfilled: 1–3 days after it was placed. */
export function plannedFulfilment(shopId: number, name: string, createdAt: number): number {
  const r = orderRandom(shopId, name, 'fulfil');
  return createdAt + r.int(1, 3) * DAY_MS + r.int(0, 8) * HOUR_MS;
}

/** When an order is (or will be) delivered: 2–6 days after its fulfilment. */
export function plannedDelivery(shopId: number, name: string, fulfilledAt: number): number {
  const r = orderRandom(shopId, name, 'deliver');
  return fulfilledAt + r.int(2, 6) * DAY_MS + r.int(0, 10) * HOUR_MS;
}

/** The gap before the order with this sequence number arrives: 2 to 6 hours, 4 on average. */
export function orderGap(shopId: number, seq: number): number {
  const r = orderRandom(shopId, String(seq), 'gap');
  return Math.round(NEW_ORDER_EVERY_MS * (0.5 + r.next()));
}

/** The order's name from its sequence number (1 → `#1001`). */
export const orderName = (seq: number) => `#${1000 + seq}`;

/** Tags of an order: a few are wholesale, gifts or staff orders. */
export function orderTags(r: SeededRandom): string[] {
  const roll = r.next();
  if (roll < 0.04) return ['wholesale'];
  if (roll < 0.1) return ['gift'];
  if (roll < 0.12) return ['staff'];
  return [];
}

/** The store's active products a demo order may contain (id as the platform's global id). */
export function orderableProducts(db: Database, shopId: number): RequestProduct[] {
  const rows = db
    .prepare("SELECT id, title, image_name FROM products WHERE shop_id = ? AND status = 'ACTIVE' ORDER BY id")
    .all(shopId) as { id: number; title: string; image_name: string | null }[];
  return rows.map((p) => ({ id: gid('Product', p.id), title: p.title, image: p.image_name ? `/store/images/${p.image_name}.svg` : null }));
}

/** 1–3 distinct products for an order. */
export function pickItems(r: SeededRandom, products: readonly RequestProduct[]): RequestProduct[] {
  const count = Math.min(products.length, r.weighted([1, 2, 3], [6, 3, 1]));
  const chosen = new Map<string, RequestProduct>();
  while (chosen.size < count) {
    const p = r.pick(products);
    chosen.set(p.id, p);
  }
  return [...chosen.values()];
}

/** Writes an order with its items; answers its row id. */
export function insertOrder(
  db: Database,
  o: { shopId: number; seq: number; customerId: number; createdAt: number; now: number; tags: string[]; items: RequestProduct[] },
): number {
  const name = orderName(o.seq);
  const fulfil = plannedFulfilment(o.shopId, name, o.createdAt);
  const deliver = plannedDelivery(o.shopId, name, fulfil);
  const result = db
    .prepare(`INSERT INTO orders (shop_id, store_id, name, customer_id, created_at, fulfilled_at, delivered_at, tags)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(o.shopId, String(5_400_000_000 + o.seq), name, o.customerId, o.createdAt, fulfil <= o.now ? fulfil : null, deliver <= o.now ? deliver : null, JSON.stringify(o.tags));
  const orderId = Number(result.lastInsertRowid);
  const addItem = db.prepare('INSERT INTO order_items (order_id, product_id, title, image, quantity) VALUES (?, ?, ?, ?, ?)');
  for (const item of o.items) addItem.run(orderId, item.id, item.title, item.image, 1);
  return orderId;
}
