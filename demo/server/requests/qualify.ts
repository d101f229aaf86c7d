import type { Database } from 'better-sqlite3';
import type { SkipReason } from '../../../src/contract/review-requests';
import type { RequestSettings } from '../../../src/contract/review-requests';
import { isUnsubscribed, type RequestProduct } from './repository';

/** An order with its customer and line items, as the request rules read it. */
export interface OrderRecord {
  id: number;
  store_id: string;
  name: string;
  customer_id: number;
  created_at: number;
  fulfilled_at: number | null;
  delivered_at: number | null;
  tags: string;
  first_name: string;
  last_name: string;
  email: string;
  language: string | null;
  items: RequestProduct[];
}

const ORDER_COLUMNS = `o.id, o.store_id, o.name, o.customer_id, o.created_at, o.fulfilled_at, o.delivered_at, o.tags,
  c.first_name, c.last_name, c.email, c.language`;

/** Orders of a shop matching `where` (over `o` orders and `c` customers), with their items, in id order. */
export function loadOrders(db: Database, shopId: number, where: string, params: unknown[]): OrderRecord[] {
  const rows = db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE o.shop_id = ? AND (${where}) ORDER BY o.id`)
    .all(shopId, ...params) as Omit<OrderRecord, 'items'>[];
  return withItems(db, rows);
}

/** Adds each order's line items. */
export function withItems(db: Database, rows: Omit<OrderRecord, 'items'>[]): OrderRecord[] {
  const items = db.prepare('SELECT product_id AS id, title, image FROM order_items WHERE order_id = ? ORDER BY rowid');
  return rows.map((row) => ({ ...row, items: items.all(row.id) as RequestProduct[] }));
}

/** The time that starts an order's countdown under the settings' trigger (null until it happens). */
export function triggerTime(order: Pick<OrderRecord, 'fulfilled_at' | 'delivered_at'>, settings: Pick<RequestSettings, 'trigger'>): number | null {
  return settings.trigger === 'delivery' ? order.delivered_at : order.fulfilled_at;
}

/** Which products of the store get requests: all, only the chosen ones, or all but them. */
interface ProductChoice {
  mode: 'all' | 'only' | 'except';
  ids: Set<string>;
}

function productChoice(db: Database, shopId: number): ProductChoice {
  const row = db.prepare('SELECT mode, products FROM review_request_products WHERE shop_id = ?').get(shopId) as
    | { mode: ProductChoice['mode']; products: string }
    | undefined;
  if (!row) return { mode: 'all', ids: new Set() };
  const products = JSON.parse(row.products) as { id: string }[];
  return { mode: row.mode, ids: new Set(products.map((p) => p.id)) };
}

/** The outcome for one order: the products to ask about, or why it gets no request. */
export type Qualification = { ok: true; products: RequestProduct[] } | { ok: false; reason: SkipReason };

/** Decides, for a shop's settings and product choice, which of its orders qualify for a request. */
export function qualifier(db: Database, shopId: number, settings: RequestSettings): (order: OrderRecord) => Qualification {
  const choice = productChoice(db, shopId);
  const firstOrder = db.prepare('SELECT id FROM orders WHERE shop_id = ? AND customer_id = ? ORDER BY created_at, id LIMIT 1').pluck();
  const excluded = new Set(settings.excludeTags.map((t) => t.toLowerCase()));
  return (order) => {
    if (!order.email.includes('@')) return { ok: false, reason: 'no_email' };
    if (isUnsubscribed(db, shopId, order.email)) return { ok: false, reason: 'unsubscribed' };
    const tags = JSON.parse(order.tags) as string[];
    if (tags.some((t) => excluded.has(t.toLowerCase()))) return { ok: false, reason: 'excluded_tag' };
    if (settings.qualify === 'first_order' && firstOrder.get(shopId, order.customer_id) !== order.id) return { ok: false, reason: 'not_first_order' };
    const products = order.items.filter((p) =>
      choice.mode === 'all' ? true : choice.mode === 'only' ? choice.ids.has(p.id) : !choice.ids.has(p.id),
    );
    if (products.length === 0) return { ok: false, reason: 'excluded_product' };
    return { ok: true, products };
  };
}

/** The customer's display name of an order. */
export const customerName = (o: Pick<OrderRecord, 'first_name' | 'last_name'>) => `${o.first_name} ${o.last_name}`.trim();
