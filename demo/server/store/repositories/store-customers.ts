import type { Database } from 'better-sqlite3';
import type { StoreCustomers } from '../../../../src/contract/review-requests';

/** Customers per page of `get_store_customers`. */
export const CUSTOMERS_PAGE_SIZE = 25;

/** Whether the shop granted reading its customer list (the demo's stand-in for `read_customers`). */
export function customersAuthorized(db: Database, shopId: number): boolean {
  return db.prepare('SELECT customers_authorized FROM shops WHERE id = ?').pluck().get(shopId) === 1;
}

/** Records the shop's grant to read its customers. */
export function authorizeCustomers(db: Database, shopId: number): void {
  db.prepare('UPDATE shops SET customers_authorized = 1 WHERE id = ?').run(shopId);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

interface CustomerRow {
  store_id: string;
  first_name: string;
  last_name: string;
  email: string;
  orders_count: number;
  last_order_at: number | null;
  unsubscribed: number;
}

/**
 * A page of the shop's customers ordered by name, matching `query` in the name or address
 * (contains, case-insensitive), each with its order count, last order and whether the address
 * unsubscribed. Nothing is listed before the shop authorised it.
 */
export function storeCustomersPage(db: Database, shopId: number, args: { page: number; query?: string }): StoreCustomers {
  const perPage = CUSTOMERS_PAGE_SIZE;
  if (!customersAuthorized(db, shopId)) return { authorized: false, items: [], total: 0, page: 1, perPage };
  const params: unknown[] = [shopId];
  let where = 'c.shop_id = ?';
  const query = args.query?.trim() ?? '';
  if (query) {
    const pattern = likePattern(query);
    where += ` AND ((c.first_name || ' ' || c.last_name) LIKE ? ESCAPE '\\' OR c.email LIKE ? ESCAPE '\\')`;
    params.push(pattern, pattern);
  }
  const total = db.prepare(`SELECT COUNT(*) FROM customers c WHERE ${where}`).pluck().get(...params) as number;
  const rows = db
    .prepare(`SELECT c.store_id, c.first_name, c.last_name, c.email,
        (SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.id) AS orders_count,
        (SELECT MAX(o.created_at) FROM orders o WHERE o.customer_id = c.id) AS last_order_at,
        EXISTS (SELECT 1 FROM email_unsubscribes u WHERE u.shop_id = c.shop_id AND u.email = c.email) AS unsubscribed
      FROM customers c WHERE ${where}
      ORDER BY c.first_name COLLATE NOCASE, c.last_name COLLATE NOCASE, c.id LIMIT ? OFFSET ?`)
    .all(...params, perPage, (args.page - 1) * perPage) as CustomerRow[];
  return {
    authorized: true,
    items: rows.map((r) => ({
      id: r.store_id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      ordersCount: r.orders_count,
      lastOrderAt: r.last_order_at === null ? null : new Date(r.last_order_at).toISOString(),
      unsubscribed: r.unsubscribed === 1,
    })),
    total,
    page: args.page,
    perPage,
  };
}
