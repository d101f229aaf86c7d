import type { Database } from 'better-sqlite3';

/**
 * Keyword search over reviews uses an FTS5 table with the trigram tokenizer: a quoted phrase
 * then matches any substring of at least 3 characters, case-insensitively, like `LIKE '%kw%'`
 * but through an index. The table is contentless (it keeps no copy of the text) and is kept
 * in sync by triggers on the reviews table. Shorter keywords fall back to `LIKE`.
 */
export const MIN_FTS_KEYWORD = 3;

/** The searchable text of a review row `<alias>`: title, body, author and email joined by U+001F. */
export function reviewDocSql(alias: string): string {
  return `${alias}.title || char(31) || ${alias}.body || char(31) || ${alias}.author || char(31) || coalesce(${alias}.email, '')`;
}

/** Schema of the search table, its pause flag and the triggers keeping it in sync. */
export const REVIEW_FTS_SCHEMA = `
  CREATE VIRTUAL TABLE IF NOT EXISTS review_fts USING fts5(doc, content = '', contentless_delete = 1, tokenize = 'trigram', detail = 'full');
  CREATE TABLE IF NOT EXISTS review_fts_pause (id INTEGER PRIMARY KEY CHECK (id = 1));
  CREATE TRIGGER IF NOT EXISTS reviews_fts_insert AFTER INSERT ON reviews
    WHEN NOT EXISTS (SELECT 1 FROM review_fts_pause)
  BEGIN
    INSERT INTO review_fts (rowid, doc) VALUES (new.id, ${reviewDocSql('new')});
  END;
  CREATE TRIGGER IF NOT EXISTS reviews_fts_delete AFTER DELETE ON reviews BEGIN
    DELETE FROM review_fts WHERE rowid = old.id;
  END;
  CREATE TRIGGER IF NOT EXISTS reviews_fts_update AFTER UPDATE OF title, body, author, email ON reviews BEGIN
    DELETE FROM review_fts WHERE rowid = old.id;
    INSERT INTO review_fts (rowid, doc) VALUES (new.id, ${reviewDocSql('new')});
  END;
`;

/**
 * Runs a bulk insert of reviews with the per-row search trigger paused, then indexes the new rows
 * in one statement (several times faster than row by row). Must run inside a transaction;
 * relies on new review ids being larger than every existing one (INTEGER PRIMARY KEY order).
 */
export function withSearchIndexBatch<T>(db: Database, insertRows: () => T): T {
  const before = (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM reviews').get() as { id: number }).id;
  db.prepare('INSERT OR IGNORE INTO review_fts_pause (id) VALUES (1)').run();
  try {
    return insertRows();
  } finally {
    db.prepare('DELETE FROM review_fts_pause').run();
    db.prepare(`INSERT INTO review_fts (rowid, doc) SELECT r.id, ${reviewDocSql('r')} FROM reviews r WHERE r.id > ?`).run(before);
  }
}

/** The FTS5 query for a keyword: one quoted phrase (inner quotes doubled), i.e. a substring match. */
export function ftsPhrase(keyword: string): string {
  return `"${keyword.replace(/"/g, '""')}"`;
}

/** Escapes a keyword for `LIKE ... ESCAPE '\'` and wraps it in `%`. */
export function likeContains(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** True when the keyword is long enough for the trigram index; shorter ones use `LIKE`. */
export function usesSearchIndex(keyword: string): boolean {
  return [...keyword].length >= MIN_FTS_KEYWORD;
}
