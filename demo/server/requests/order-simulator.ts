import type { Database } from 'better-sqlite3';
import { customerName, loadOrders, qualifier, triggerTime } from './qualify';
import { insertRequest } from './repository';
import { readRequestSettings } from './settings';
import { DAY_MS, insertOrder, orderGap, orderRandom, orderTags, orderableProducts, pickItems, plannedDelivery, plannedFulfilment } from './order-timing';

/** Most orders one run creates (the clock may have moved weeks). */
const MAX_NEW_ORDERS = 1000;

/**
 * Brings a store's orders up to `now`: the orders due since the newest one arrive (about one every
 * 4 hours of clock time, deterministic), and earlier ones are fulfilled and delivered as their time comes.
 * Only shops that have orders (the demo store) are simulated. Answers the number of new orders.
 */
export function simulateOrders(db: Database, shopId: number, now: number): number {
  let made = 0;
  db.transaction(() => {
    const last = db
      .prepare('SELECT created_at, (SELECT COUNT(*) FROM orders WHERE shop_id = ?) AS count FROM orders WHERE shop_id = ? ORDER BY created_at DESC, id DESC LIMIT 1')
      .get(shopId, shopId) as { created_at: number; count: number } | undefined;
    if (!last) return;
    const products = orderableProducts(db, shopId);
    const customers = db.prepare('SELECT id FROM customers WHERE shop_id = ? ORDER BY id').pluck().all(shopId) as number[];
    let seq = last.count + 1;
    let at = last.created_at + orderGap(shopId, seq);
    while (at <= now && made < MAX_NEW_ORDERS && products.length && customers.length) {
      const r = orderRandom(shopId, String(seq), 'new-order');
      insertOrder(db, { shopId, seq, customerId: r.pick(customers), createdAt: at, now, tags: orderTags(r), items: pickItems(r, products) });
      made += 1;
      seq += 1;
      at += orderGap(shopId, seq);
    }
    const open = db
      .prepare('SELECT id, name, created_at, fulfilled_at FROM orders WHERE shop_id = ? AND (fulfilled_at IS NULL OR delivered_at IS NULL)')
      .all(shopId) as { id: number; name: string; created_at: number; fulfilled_at: number | null }[];
    const fulfil = db.prepare('UPDATE orders SET fulfilled_at = ? WHERE id = ?');
    const deliver = db.prepare('UPDATE orders SET delivered_at = ? WHERE id = ?');
    for (const o of open) {
      const fulfilledAt = o.fulfilled_at ?? plannedFulfilment(shopId, o.name, o.created_at);
      if (fulfilledAt > now) continue;
      if (o.fulfilled_at === null) fulfil.run(fulfilledAt, o.id);
      const deliveredAt = plannedDelivery(shopId, o.name, fulfilledAt);
      if (deliveredAt <= now) deliver.run(deliveredAt, o.id);
    }
  }).immediate();
  return made;
}

/**
 * Gives a request to each order whose trigger (fulfilment or delivery) came after requests were
 * turned on: due N days after the trigger, or skipped with its reason. Never two for one order.
 */
export function scheduleArrivedOrders(db: Database, shopId: number, now: number): number {
  const settings = readRequestSettings(db, shopId);
  if (!settings.enabled || settings.enabledAt === null) return 0;
  const column = settings.trigger === 'delivery' ? 'o.delivered_at' : 'o.fulfilled_at';
  const orders = loadOrders(
    db,
    shopId,
    `${column} >= ? AND ${column} <= ? AND NOT EXISTS (SELECT 1 FROM review_requests r WHERE r.shop_id = o.shop_id AND r.order_id = o.id)`,
    [settings.enabledAt, now],
  );
  const qualifies = qualifier(db, shopId, settings);
  let created = 0;
  db.transaction(() => {
    for (const order of orders) {
      const outcome = qualifies(order);
      const trigger = triggerTime(order, settings) ?? now;
      const id = insertRequest(db, {
        shopId,
        orderId: order.id,
        source: 'order',
        email: order.email,
        name: customerName(order),
        language: order.language,
        products: outcome.ok ? outcome.products : order.items,
        status: outcome.ok ? 'scheduled' : 'skipped',
        reason: outcome.ok ? null : outcome.reason,
        dueAt: outcome.ok ? trigger + settings.days * DAY_MS : null,
        createdAt: now,
      });
      if (id !== null) created += 1;
    }
  }).immediate();
  return created;
}

/** Shops whose orders the simulator keeps going. */
export function simulatedShops(db: Database): number[] {
  return db.prepare('SELECT DISTINCT shop_id FROM orders').pluck().all() as number[];
}
