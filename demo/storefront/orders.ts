import type { Database } from 'better-sqlite3';

/** One line of an order as its thank-you page lists it. */
export interface OrderLine {
  productId: number;
  title: string;
  image: string | null;
  quantity: number;
  /** The product's handle, or null when the product is gone from the catalogue. */
  handle: string | null;
}

/** An order as its thank-you page shows it: its name and lines, nothing about the customer. */
export interface ThankYouOrder {
  id: number;
  name: string;
  lines: OrderLine[];
}

const PRODUCT_GID = /^(?:gid:\/\/shopify\/Product\/)?(\d+)$/;

/** The shop's order by its id (a demo order of `demo/server/seed/demo-orders.ts`), or null. */
export function thankYouOrder(db: Database, shopId: number, orderId: number): ThankYouOrder | null {
  const order = db.prepare('SELECT id, name FROM orders WHERE shop_id = ? AND id = ?').get(shopId, orderId) as { id: number; name: string } | undefined;
  if (!order) return null;
  const items = db
    .prepare('SELECT product_id, title, image, quantity FROM order_items WHERE order_id = ? ORDER BY rowid')
    .all(order.id) as { product_id: string; title: string; image: string | null; quantity: number }[];
  const handle = db.prepare('SELECT handle FROM products WHERE shop_id = ? AND id = ?');
  const lines = items.flatMap((item) => {
    const id = Number(PRODUCT_GID.exec(item.product_id)?.[1] ?? NaN);
    if (!Number.isSafeInteger(id)) return [];
    const product = handle.get(shopId, id) as { handle: string } | undefined;
    return [{ productId: id, title: item.title, image: item.image, quantity: item.quantity, handle: product?.handle ?? null }];
  });
  return { id: order.id, name: order.name, lines };
}

/** The id of the shop's most recent order (the footer's link to a thank-you page), or null without orders. */
export function recentOrderId(db: Database, shopId: number): number | null {
  const row = db.prepare('SELECT id FROM orders WHERE shop_id = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(shopId) as { id: number } | undefined;
  return row?.id ?? null;
}
