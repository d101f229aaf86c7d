import { REVIEW_FTS_SCHEMA } from '../review-fts';

/**
 * Schema step adding reviews (with their search index), questions, undo snapshots of bulk
 * actions, review imports with their failed rows, and the outgoing-email log. `IF NOT EXISTS`
 * keeps it safe to re-run when an older database is migrated again from an earlier step.
 *
 * Indexes: every list query has `shop_id = ?`; the sort orders, the date range and the product
 * filter each have an index ending in `created_at` (the rowid follows, so `created_at, id`
 * ties are covered). `reviews_facets` holds every facet column so the faceted counts are
 * index-only scans, with `deleted_at` second so both the live view (`IS NULL`) and the recently
 * deleted view (a range) can seek into it; it also serves the status filter. The columns bulk
 * actions change (status, verified, pinned, deleted_at) are in as few indexes as possible
 * (only `reviews_facets`, plus `reviews_deleted` for deletes), which keeps a bulk action over
 * 100 000 rows to one row rewrite and one index move per row. Keyword search: see review-fts.ts.
 */
export const REVIEWS_STEP = `
  CREATE TABLE IF NOT EXISTS reviews (
    id INTEGER PRIMARY KEY,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    author TEXT NOT NULL,
    email TEXT,
    country TEXT,
    language TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('published', 'hidden', 'pending')),
    source TEXT NOT NULL CHECK (source IN ('collected', 'imported', 'other')),
    verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
    pinned INTEGER NOT NULL DEFAULT 0 CHECK (pinned IN (0, 1)),
    incentivized INTEGER NOT NULL DEFAULT 0 CHECK (incentivized IN (0, 1)),
    helpful_up INTEGER NOT NULL DEFAULT 0,
    helpful_down INTEGER NOT NULL DEFAULT 0,
    order_id TEXT,
    has_media INTEGER NOT NULL DEFAULT 0 CHECK (has_media IN (0, 1)),
    media TEXT NOT NULL DEFAULT '[]',
    reply_body TEXT,
    reply_at INTEGER,
    reply_notified INTEGER NOT NULL DEFAULT 0,
    deleted_at INTEGER,
    duplicate_key TEXT NOT NULL,
    import_id TEXT,
    FOREIGN KEY (shop_id, product_id) REFERENCES products(shop_id, id) ON DELETE CASCADE
  );
  CREATE UNIQUE INDEX IF NOT EXISTS reviews_duplicate_key ON reviews (shop_id, duplicate_key);
  CREATE INDEX IF NOT EXISTS reviews_by_created ON reviews (shop_id, created_at);
  CREATE INDEX IF NOT EXISTS reviews_by_product ON reviews (shop_id, product_id, created_at);
  CREATE INDEX IF NOT EXISTS reviews_by_rating ON reviews (shop_id, rating, created_at);
  CREATE INDEX IF NOT EXISTS reviews_by_helpful ON reviews (shop_id, helpful_up, created_at);
  CREATE INDEX IF NOT EXISTS reviews_facets ON reviews (shop_id, deleted_at, status, rating, source, has_media, verified, product_id, created_at);
  CREATE INDEX IF NOT EXISTS reviews_deleted ON reviews (deleted_at) WHERE deleted_at IS NOT NULL;
  ${REVIEW_FTS_SCHEMA}
  CREATE TABLE IF NOT EXISTS questions (
    id INTEGER PRIMARY KEY,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    body TEXT NOT NULL,
    author TEXT NOT NULL,
    email TEXT,
    created_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('published', 'hidden', 'pending')),
    answer_body TEXT,
    answer_at INTEGER,
    deleted_at INTEGER,
    FOREIGN KEY (shop_id, product_id) REFERENCES products(shop_id, id) ON DELETE CASCADE
  );
  CREATE INDEX IF NOT EXISTS questions_by_created ON questions (shop_id, created_at);
  CREATE INDEX IF NOT EXISTS questions_facets ON questions (shop_id, deleted_at, status, product_id, created_at);
  CREATE INDEX IF NOT EXISTS questions_deleted ON questions (deleted_at) WHERE deleted_at IS NOT NULL;
  CREATE TABLE IF NOT EXISTS undo_actions (
    id INTEGER PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('review', 'question')),
    action TEXT NOT NULL,
    affected INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS undo_actions_by_expiry ON undo_actions (expires_at);
  CREATE TABLE IF NOT EXISTS undo_rows (
    action_id INTEGER NOT NULL REFERENCES undo_actions(id) ON DELETE CASCADE,
    row_id INTEGER NOT NULL,
    status TEXT NOT NULL,
    pinned INTEGER NOT NULL,
    verified INTEGER NOT NULL,
    deleted_at INTEGER,
    PRIMARY KEY (action_id, row_id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS review_imports (
    id TEXT PRIMARY KEY,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    format TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    imported INTEGER NOT NULL DEFAULT 0,
    duplicates INTEGER NOT NULL DEFAULT 0,
    failed INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS review_imports_by_shop ON review_imports (shop_id, created_at);
  CREATE TABLE IF NOT EXISTS review_import_failures (
    import_id TEXT NOT NULL REFERENCES review_imports(id) ON DELETE CASCADE,
    line INTEGER NOT NULL,
    reasons TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS review_import_failures_by_import ON review_import_failures (import_id, line);
  CREATE TABLE IF NOT EXISTS sent_emails (
    id INTEGER PRIMARY KEY,
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    to_email TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    review_id INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS sent_emails_by_shop ON sent_emails (shop_id, created_at);
  CREATE TABLE IF NOT EXISTS review_seeds (
    shop_id INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
    seeded_at INTEGER NOT NULL
  );
`;
