import type { Database } from 'better-sqlite3';
import { addColumn, type MigrationStep } from './step';

const TABLES = `
  CREATE TABLE IF NOT EXISTS collect_settings (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (name IN ('moderation', 'attributes', 'auto_leave', 'rewards', 'reply')),
    data TEXT NOT NULL,
    PRIMARY KEY (shop_id, name)
  );
  CREATE TABLE IF NOT EXISTS review_rewards (
    id INTEGER PRIMARY KEY,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    review_id INTEGER NOT NULL UNIQUE REFERENCES reviews(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('any', 'photo', 'video')),
    code TEXT NOT NULL,
    value_type INTEGER NOT NULL CHECK (value_type IN (1, 2)),
    value REAL NOT NULL,
    min_order REAL NOT NULL DEFAULT 0,
    customer_email TEXT NOT NULL COLLATE NOCASE,
    language TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    emailed_at INTEGER,
    reminder_due_at INTEGER,
    reminder_sent_at INTEGER,
    UNIQUE (shop_id, code)
  );
  CREATE INDEX IF NOT EXISTS review_rewards_customer ON review_rewards (shop_id, customer_email);
  CREATE INDEX IF NOT EXISTS review_rewards_reminder ON review_rewards (reminder_due_at) WHERE reminder_sent_at IS NULL;
  CREATE TABLE IF NOT EXISTS form_submits (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS form_submits_by_key ON form_submits (shop_id, key, created_at);
`;


/**
 * The customer's side of collecting: settings of the publishing rules, custom questions, the
 * thank-you/checkout form, rewards and reply emails (JSON per name); the discount code of each
 * rewarded review; the log of form submits (flood limits). Reviews gain the answers to custom
 * questions, the request that brought them, why they are held and when a held one publishes by
 * itself, and when the customer last edited them. Safe to run again.
 */
export const REVIEW_FORM_STEP: MigrationStep = (db: Database) => {
  db.exec(TABLES);
  addColumn(db, 'reviews', 'answers', "TEXT NOT NULL DEFAULT '[]'");
  addColumn(db, 'reviews', 'request_id', 'INTEGER');
  addColumn(db, 'reviews', 'held_reason', 'TEXT');
  addColumn(db, 'reviews', 'auto_publish_at', 'INTEGER');
  addColumn(db, 'reviews', 'edited_at', 'INTEGER');
  db.exec(`
    CREATE INDEX IF NOT EXISTS reviews_by_request ON reviews (request_id, product_id) WHERE request_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS reviews_auto_publish ON reviews (auto_publish_at) WHERE auto_publish_at IS NOT NULL;
  `);
};
