import type { Database } from 'better-sqlite3';
import { ORDERS_PAGE_SIZE, type RequestOrder, type RequestOrders, type RequestOrdersQuery } from '../../../src/contract/review-requests';
import { customerName, withItems, type OrderRecord } from './qualify';
import { requestView, type RequestRow } from './repository';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Absolute address of an item's image (stored relative to the server). */
const absolute = (publicUrl: string, image: string | null) => (image ? new URL(image, `${publicUrl}/`).toString() : null);

/**
 * The store's orders with their requests, newest first, `ORDERS_PAGE_SIZE` a page: filtered by
 * request status (`none`: no request yet; `scheduled` includes one being sent) and a query on the
 * order name, customer name or email.
 */
export function requestOrders(db: Database, shopId: number, q: RequestOrdersQuery, publicUrl: string): RequestOrders {
  const where = ['o.shop_id = ?'];
  const params: unknown[] = [shopId];
  const status = q.status ?? 'all';
  if (status === 'none') where.push('r.id IS NULL');
  else if (status === 'scheduled') where.push("r.status IN ('scheduled', 'sending')");
  else if (status !== 'all') {
    where.push('r.status = ?');
    params.push(status);
  }
  const query = q.query?.trim();
  if (query) {
    const like = `%${escapeLike(query)}%`;
    where.push("(o.name LIKE ? ESCAPE '\\' OR (c.first_name || ' ' || c.last_name) LIKE ? ESCAPE '\\' OR c.email LIKE ? ESCAPE '\\')");
    params.push(like, like, like);
  }
  const from = `FROM orders o JOIN customers c ON c.id = o.customer_id
    LEFT JOIN review_requests r ON r.shop_id = o.shop_id AND r.order_id = o.id WHERE ${where.join(' AND ')}`;
  const total = db.prepare(`SELECT COUNT(*) ${from}`).pluck().get(...params) as number;
  const page = q.page ?? 1;
  const rows = db
    .prepare(`SELECT o.id, o.store_id, o.name, o.customer_id, o.created_at, o.fulfilled_at, o.delivered_at, o.tags,
        c.first_name, c.last_name, c.email, c.language, r.id AS request_id
      ${from} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
    .all(...params, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE) as (Omit<OrderRecord, 'items'> & { request_id: number | null })[];
  const requestOf = db.prepare('SELECT * FROM review_requests WHERE id = ?');
  const items: RequestOrder[] = withItems(db, rows).map((o, i) => {
    const requestId = rows[i]?.request_id ?? null;
    const request = requestId === null ? undefined : (requestOf.get(requestId) as RequestRow | undefined);
    return {
      id: o.store_id,
      name: o.name,
      customer: { name: customerName(o), email: o.email },
      createdAt: new Date(o.created_at).toISOString(),
      fulfilledAt: iso(o.fulfilled_at),
      deliveredAt: iso(o.delivered_at),
      tags: JSON.parse(o.tags) as string[],
      products: o.items.map((p) => ({ id: p.id, title: p.title, image: absolute(publicUrl, p.image) })),
      request: request ? requestView(request) : null,
    };
  });
  return { items, total, page, perPage: ORDERS_PAGE_SIZE };
}
