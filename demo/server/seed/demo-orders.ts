import type { Database } from 'better-sqlite3';
import { seededRandom, type SeededRandom } from '../domain/seeded-random';
import { customerName, loadOrders } from '../requests/qualify';
import { insertRequest } from '../requests/repository';
import { DAY_MS, HOUR_MS, insertOrder, orderTags, orderableProducts, pickItems } from '../requests/order-timing';

/*
 * The demo store's customers and 120 days of orders, with the review requests already sent for
 * orders older than about 35 days (so the 90-day funnel has figures). Orders of the last 30 days
 * have no request: "sync the last 30 days" schedules them. Deterministic: same rows every run.
 */

const FIRST = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Sophie', 'Mateo', 'Mia', 'Elijah', 'Chloe', 'Leo', 'Isla', 'Hugo', 'Grace',
  'Oscar', 'Nora', 'Felix', 'Zoe', 'Theo', 'Clara', 'Samuel', 'Lena', 'Adrian', 'Maya', 'Jonas', 'Ella', 'Marco', 'Hannah', 'Daniel',
  'Aisha', 'Kenji', 'Priya', 'Diego', 'Freya', 'Omar', 'Ingrid', 'Tomás', 'Yuki', 'Camille',
];
const LAST = [
  'Johnson', 'Martinez', 'Nguyen', 'Schmidt', 'Rossi', 'Dubois', 'Kowalski', 'Andersen', 'García', 'Müller', 'Brown', 'Silva',
  'Jensen', 'Novak', 'Yilmaz', 'Tanaka', 'Kim', 'Larsen', 'Moreau', 'Bianchi', 'Okafor', 'Patel', 'Hughes', 'Fischer', 'Lindqvist',
  'Costa', 'Walsh', 'Bergström', 'Herrera', 'Fontaine', 'Virtanen', 'Svoboda', 'de Vries', 'Sato', 'Chen', 'Reyes',
];
/** Reserved example domains only: no real mailbox is ever addressed. */
const DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example', 'inbox.example'];
const LANGUAGES = ['fr', 'de', 'es', 'it', 'nl', 'pt', 'ja'];

/** Customers of the demo store. */
export const DEMO_CUSTOMER_COUNT = 150;
/** Days of order history the demo store starts with. */
export const DEMO_ORDER_DAYS = 120;
/** Orders older than this got their request before the demo starts. */
const HISTORY_AFTER_DAYS = 35;

const ascii = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

function seedCustomers(db: Database, shopId: number, r: SeededRandom, now: number): number[] {
  const add = db.prepare(`INSERT INTO customers (shop_id, store_id, first_name, last_name, email, language, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const emails = new Set<string>();
  const ids: number[] = [];
  while (ids.length < DEMO_CUSTOMER_COUNT) {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const base = `${ascii(first)}.${ascii(last)}`;
    const domain = r.pick(DOMAINS);
    let email = `${base}@${domain}`;
    if (emails.has(email)) email = `${base}${r.int(2, 99)}@${domain}`;
    if (emails.has(email)) continue;
    emails.add(email);
    const language = r.chance(0.2) ? r.pick(LANGUAGES) : null;
    const created = now - (DEMO_ORDER_DAYS + r.int(0, 400)) * DAY_MS;
    ids.push(Number(add.run(shopId, String(7_100_000_000 + ids.length), first, last, email, language, created).lastInsertRowid));
  }
  return ids;
}

/** The timestamps and status of a request sent in the past, at realistic rates. */
function pastOutcome(r: SeededRandom, sentAt: number) {
  const at = (afterHours: number) => sentAt + r.int(1, afterHours) * HOUR_MS;
  if (r.chance(0.02)) return { status: 'bounced' as const, emails: 1, opened: null, clicked: null, reviewed: null, error: '550 5.1.1 Mailbox unavailable' };
  const opened = r.chance(0.55) ? at(48) : null;
  if (opened && r.chance(0.03)) return { status: 'unsubscribed' as const, emails: 1, opened, clicked: null, reviewed: null, error: null };
  const clicked = opened && r.chance(0.5) ? opened + r.int(1, 30) * 60_000 : null;
  const reviewed = clicked && r.chance(0.55) ? clicked + r.int(3, 20) * 60_000 : null;
  const status = reviewed ? ('reviewed' as const) : clicked ? ('clicked' as const) : opened ? ('opened' as const) : ('sent' as const);
  return { status, emails: reviewed ? 1 : r.chance(0.6) ? 2 : 1, opened, clicked, reviewed, error: null };
}

function seedHistory(db: Database, shopId: number, r: SeededRandom, now: number): void {
  const orders = loadOrders(db, shopId, 'o.fulfilled_at IS NOT NULL AND o.created_at < ?', [now - HISTORY_AFTER_DAYS * DAY_MS]);
  const update = db.prepare(`UPDATE review_requests SET status = ?, reason = ?, emails_sent = ?, sent_at = ?, opened_at = ?, clicked_at = ?,
    reviewed_at = ?, error = ?, email_type = ?, due_at = NULL WHERE id = ?`);
  const unsubscribe = db.prepare('INSERT OR IGNORE INTO email_unsubscribes (shop_id, email, created_at) VALUES (?, ?, ?)');
  for (const order of orders) {
    const sentAt = (order.fulfilled_at ?? order.created_at) + 7 * DAY_MS + r.int(0, 3) * HOUR_MS;
    const id = insertRequest(db, {
      shopId, orderId: order.id, source: 'order', email: order.email, name: customerName(order), language: order.language,
      products: order.items, status: 'scheduled', reason: null, dueAt: sentAt, createdAt: order.fulfilled_at ?? order.created_at,
    });
    if (id === null) continue;
    const o = pastOutcome(r, sentAt);
    const reason = o.status === 'unsubscribed' ? 'unsubscribed' : null;
    update.run(o.status, reason, o.emails, sentAt, o.opened, o.clicked, o.reviewed, o.error, o.emails === 2 ? 'second' : 'first', id);
    if (o.status === 'unsubscribed') unsubscribe.run(shopId, order.email, o.opened ?? sentAt);
  }
}

/**
 * Gives a shop (the demo store) its customers, ~3 orders a day over the last 120 days and the
 * requests of the older ones, once: nothing happens when the shop already has orders.
 */
export function seedDemoOrders(db: Database, shopId: number, now: number): void {
  if (db.prepare('SELECT 1 FROM orders WHERE shop_id = ? LIMIT 1').get(shopId)) return;
  const products = orderableProducts(db, shopId);
  if (products.length === 0) return;
  const r = seededRandom(0x5eed0de5 ^ shopId);
  const customers = seedCustomers(db, shopId, r, now);
  const regulars = customers.slice(0, 40);
  const start = now - DEMO_ORDER_DAYS * DAY_MS;
  const times: number[] = [];
  for (let day = 0; day < DEMO_ORDER_DAYS; day += 1) {
    const count = r.weighted([1, 2, 3, 4, 5], [1, 3, 4, 3, 1]);
    for (let i = 0; i < count; i += 1) times.push(start + day * DAY_MS + r.int(7 * 60, 23 * 60) * 60_000);
  }
  times.sort((a, b) => a - b);
  let seq = 1;
  for (const createdAt of times.filter((t) => t <= now)) {
    const customerId = r.chance(0.3) ? r.pick(regulars) : r.pick(customers);
    insertOrder(db, { shopId, seq, customerId, createdAt, now, tags: orderTags(r), items: pickItems(r, products) });
    seq += 1;
  }
  seedHistory(db, shopId, r, now);
}
