import type { Database } from 'better-sqlite3';
import { addColumn, type MigrationStep } from './step';

const TABLES = `
  CREATE TABLE IF NOT EXISTS customers (
    id INTEGER PRIMARY KEY,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    store_id TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    language TEXT,
    created_at INTEGER NOT NULL,
    UNIQUE (shop_id, store_id),
    UNIQUE (shop_id, email)
  );
  CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    store_id TEXT NOT NULL,
    name TEXT NOT NULL,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    fulfilled_at INTEGER,
    delivered_at INTEGER,
    tags TEXT NOT NULL DEFAULT '[]',
    UNIQUE (shop_id, store_id),
    UNIQUE (shop_id, name)
  );
  CREATE INDEX IF NOT EXISTS orders_shop_created ON orders (shop_id, created_at);
  CREATE INDEX IF NOT EXISTS orders_shop_fulfilled ON orders (shop_id, fulfilled_at);
  CREATE TABLE IF NOT EXISTS order_items (
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id TEXT NOT NULL,
    title TEXT NOT NULL,
    image TEXT,
    quantity INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (order_id, product_id)
  );
  CREATE TABLE IF NOT EXISTS review_requests (
    id INTEGER PRIMARY KEY,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE,
    source TEXT NOT NULL CHECK (source IN ('order', 'sync', 'typed', 'csv', 'customers')),
    customer_email TEXT NOT NULL,
    customer_name TEXT NOT NULL,
    language TEXT,
    products TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL,
    reason TEXT,
    email_type TEXT NOT NULL DEFAULT 'first' CHECK (email_type IN ('first', 'second')),
    due_at INTEGER,
    emails_sent INTEGER NOT NULL DEFAULT 0,
    sent_at INTEGER,
    opened_at INTEGER,
    clicked_at INTEGER,
    reviewed_at INTEGER,
    error TEXT,
    token TEXT NOT NULL UNIQUE,
    claimed_by TEXT,
    claimed_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS review_requests_one_per_order ON review_requests (shop_id, order_id) WHERE order_id IS NOT NULL;
  CREATE INDEX IF NOT EXISTS review_requests_due ON review_requests (status, due_at);
  CREATE INDEX IF NOT EXISTS review_requests_shop_status ON review_requests (shop_id, status);
  CREATE TABLE IF NOT EXISTS request_settings (
    shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
    data TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS email_templates (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    language TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (shop_id, type, language)
  );
  CREATE TABLE IF NOT EXISTS email_unsubscribes (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    email TEXT NOT NULL COLLATE NOCASE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (shop_id, email)
  );
  CREATE TABLE IF NOT EXISTS mail_messages (
    id INTEGER PRIMARY KEY,
    shop_id INTEGER REFERENCES shops(id) ON DELETE CASCADE,
    request_id INTEGER REFERENCES review_requests(id) ON DELETE SET NULL,
    kind TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    message_id TEXT NOT NULL,
    from_address TEXT NOT NULL,
    to_address TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    headers TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS demo_clock (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    offset_ms INTEGER NOT NULL
  );
`;


/**
 * Review requests: the store's customers and orders (the demo store's, and new ones arriving),
 * the request per order with its due time and state (the scheduler's queue), settings and email
 * templates per shop, unsubscribes, the demo mailbox and the demo clock. Safe to run again.
 */
export const REVIEW_REQUESTS_STEP: MigrationStep = (db: Database) => {
  db.exec(TABLES);
  addColumn(db, 'shops', 'email_quota_period', 'TEXT');
  addColumn(db, 'shops', 'customers_authorized', 'INTEGER NOT NULL DEFAULT 0');
};
