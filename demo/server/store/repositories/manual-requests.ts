import type { Database } from 'better-sqlite3';
import { quotaState } from '../../requests/quota';
import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '../../../../src/contract/constants';
import type { ManualRecipient, ManualRequestsPayload, ManualRequestsResult } from '../../../../src/contract/review-requests';
import { IMPORT_EMAIL } from '../../../../src/contract/import-limits';
import { gid, imageUrl } from '../../domain/store-ids';

/** Why one recipient of a manual request call got no request. */
export type ManualRefusal = ManualRequestsResult['refused'][number]['reason'];

/** A product as a request row stores it. */
export interface RequestProduct {
  id: string;
  title: string;
  image: string | null;
}

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/(\d+)$/;

/** The store product id of `gid://shopify/Product/N` or `N`, else null. */
export function productNumber(ref: string): number | null {
  const text = ref.trim();
  const match = PRODUCT_GID.exec(text) ?? (/^(\d+)$/.exec(text));
  const n = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A product of the shop's catalogue by its id (global or numeric), with its image on `origin`, else null. */
export function findProduct(db: Database, shopId: number, ref: string, origin: string): RequestProduct | null {
  const id = productNumber(ref);
  if (id === null) return null;
  const row = db.prepare('SELECT id, title, image_name FROM products WHERE shop_id = ? AND id = ?').get(shopId, id) as
    | { id: number; title: string; image_name: string | null }
    | undefined;
  return row ? { id: gid('Product', row.id), title: row.title, image: row.image_name ? imageUrl(origin, row.image_name) : null } : null;
}


/** The key of a request's product for duplicate checks: the product's global id, or '' for a shop review. */
const productKey = (products: readonly RequestProduct[]): string => products[0]?.id ?? '';

/** Addresses (lower case) → product keys of the shop's requests still waiting to go out. */
function waitingRequests(db: Database, shopId: number): Map<string, Set<string>> {
  const rows = db
    .prepare(`SELECT lower(customer_email) AS email, products FROM review_requests
      WHERE shop_id = ? AND status IN ('scheduled', 'sending')`)
    .all(shopId) as { email: string; products: string }[];
  const waiting = new Map<string, Set<string>>();
  for (const row of rows) {
    const products = JSON.parse(row.products) as RequestProduct[];
    const keys = waiting.get(row.email) ?? new Set<string>();
    if (products.length === 0) keys.add('');
    for (const p of products) keys.add(p.id);
    waiting.set(row.email, keys);
  }
  return waiting;
}

/** Whether an address is on the shop's unsubscribe list (for good). */
function isUnsubscribed(db: Database, shopId: number, email: string): boolean {
  return db.prepare('SELECT 1 FROM email_unsubscribes WHERE shop_id = ? AND email = ?').get(shopId, email) !== undefined;
}

/** The stored language of a store customer with this address, else null. */
function customerLanguage(db: Database, shopId: number, email: string): LanguageCode | null {
  const lang = db.prepare('SELECT language FROM customers WHERE shop_id = ? AND email = ? COLLATE NOCASE').pluck().get(shopId, email);
  return typeof lang === 'string' && lang ? (lang as LanguageCode) : null;
}

/** What `scheduleManualRequests` needs besides the payload. */
export interface ScheduleOptions {
  shopId: number;
  /** Clock in ms. */
  now: number;
  /** Due time in ms (the payload's `sendAt`, or now). */
  dueAt: number;
  /** Origin for product image addresses. */
  origin: string;
}

/**
 * Schedules a request per acceptable recipient, in one transaction, and names each refused one by
 * its index: an invalid address, an unknown product, an unsubscribed address, a duplicate (a
 * request for the same address and product still waiting, or earlier in the list), and, once the
 * month's quota left is used up by the accepted ones, `quota` for every one after.
 */
export function scheduleManualRequests(db: Database, payload: ManualRequestsPayload, options: ScheduleOptions): ManualRequestsResult {
  const { shopId, now, dueAt, origin } = options;
  return db.transaction((): ManualRequestsResult => {
    const waiting = waitingRequests(db, shopId);
    let left = quotaState(db, shopId, now).left;
    const refused: ManualRequestsResult['refused'] = [];
    const insert = db.prepare(`INSERT INTO review_requests
      (shop_id, order_id, source, customer_email, customer_name, language, products, status, email_type, due_at, token, created_at)
      VALUES (?, NULL, ?, ?, ?, ?, ?, 'scheduled', 'first', ?, ?, ?)`);
    let scheduled = 0;
    payload.recipients.forEach((recipient: ManualRecipient, index) => {
      const email = recipient.email.trim();
      const reason = ((): ManualRefusal | RequestProduct[] => {
        if (!IMPORT_EMAIL.test(email)) return 'invalid_email';
        let products: RequestProduct[] = [];
        if (recipient.productId !== undefined && recipient.productId.trim() !== '') {
          const product = findProduct(db, shopId, recipient.productId, origin);
          if (!product) return 'unknown_product';
          products = [product];
        }
        if (isUnsubscribed(db, shopId, email)) return 'unsubscribed';
        if (waiting.get(email.toLowerCase())?.has(productKey(products))) return 'duplicate';
        if (left <= 0) return 'quota';
        return products;
      })();
      if (typeof reason === 'string') {
        refused.push({ index, reason });
        return;
      }
      const language = recipient.language ?? customerLanguage(db, shopId, email);
      const token = randomBytes(24).toString('base64url');
      insert.run(shopId, payload.source, email, recipient.name.trim(), language, JSON.stringify(reason), dueAt, token, now);
      const keys = waiting.get(email.toLowerCase()) ?? new Set<string>();
      keys.add(productKey(reason));
      waiting.set(email.toLowerCase(), keys);
      left -= 1;
      scheduled += 1;
    });
    return { scheduled, refused };
  })();
}
