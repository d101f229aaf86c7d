import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { REQUEST_STATUSES, SKIP_REASONS, type RequestStatus, type RequestView, type SkipReason } from '../../../src/contract/review-requests';

/** A product of a request as stored in `review_requests.products`. */
export interface RequestProduct {
  id: string;
  title: string;
  image: string | null;
}

/** One row of `review_requests`; `status` also takes the internal `sending` while an email goes out. */
export interface RequestRow {
  id: number;
  shop_id: number;
  order_id: number | null;
  source: 'order' | 'sync' | 'typed' | 'csv' | 'customers';
  customer_email: string;
  customer_name: string;
  language: string | null;
  products: string;
  status: RequestStatus | 'sending';
  reason: SkipReason | null;
  email_type: 'first' | 'second';
  due_at: number | null;
  emails_sent: number;
  sent_at: number | null;
  opened_at: number | null;
  clicked_at: number | null;
  reviewed_at: number | null;
  error: string | null;
  token: string;
  claimed_by: string | null;
  claimed_at: number | null;
  created_at: number;
}

/** A new request: for an order (source order or sync) or a recipient outside the orders. */
export interface NewRequest {
  shopId: number;
  orderId: number | null;
  source: RequestRow['source'];
  email: string;
  name: string;
  language: string | null;
  products: RequestProduct[];
  status: 'scheduled' | 'skipped';
  reason: SkipReason | null;
  dueAt: number | null;
  createdAt: number;
}

/** A random token for the request's public links (unguessable, URL-safe). */
export function newRequestToken(): string {
  return randomBytes(18).toString('base64url');
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The wire view of a request (`sending` shows as `scheduled`: it is still on its way). */
export function requestView(row: RequestRow): RequestView {
  const status: RequestStatus = row.status === 'sending' ? 'scheduled' : REQUEST_STATUSES.includes(row.status) ? row.status : 'failed';
  return {
    id: row.id,
    status,
    dueAt: status === 'scheduled' ? iso(row.due_at) : null,
    sentAt: iso(row.sent_at),
    openedAt: iso(row.opened_at),
    clickedAt: iso(row.clicked_at),
    reviewedAt: iso(row.reviewed_at),
    emailsSent: row.emails_sent,
    reason: row.reason && SKIP_REASONS.includes(row.reason) ? row.reason : null,
    error: row.error,
  };
}

/**
 * Inserts a request; for an order, `INSERT OR IGNORE` on the one-per-order index, so an order never
 * gets two. Answers the new id, or null when the order already had one.
 */
export function insertRequest(db: Database, r: NewRequest): number | null {
  const result = db
    .prepare(`INSERT OR IGNORE INTO review_requests
      (shop_id, order_id, source, customer_email, customer_name, language, products, status, reason, due_at, token, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(r.shopId, r.orderId, r.source, r.email, r.name, r.language, JSON.stringify(r.products), r.status, r.reason, r.dueAt, newRequestToken(), r.createdAt);
  return result.changes === 1 ? Number(result.lastInsertRowid) : null;
}

/** A request by id (of any shop). */
export function getRequest(db: Database, id: number): RequestRow | undefined {
  return db.prepare('SELECT * FROM review_requests WHERE id = ?').get(id) as RequestRow | undefined;
}

/** A request by its public token. */
export function requestByToken(db: Database, token: string): RequestRow | undefined {
  return db.prepare('SELECT * FROM review_requests WHERE token = ?').get(token) as RequestRow | undefined;
}

/** Whether an address unsubscribed from a shop's review requests. */
export function isUnsubscribed(db: Database, shopId: number, email: string): boolean {
  return db.prepare('SELECT 1 FROM email_unsubscribes WHERE shop_id = ? AND email = ?').get(shopId, email) !== undefined;
}

/** The products of a request. */
export function requestProducts(row: Pick<RequestRow, 'products'>): RequestProduct[] {
  return JSON.parse(row.products) as RequestProduct[];
}
