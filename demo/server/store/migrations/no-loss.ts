/**
 * Nothing is lost: undo keeps the values its action set (so it reverts only fields that still hold
 * them), settings objects carry a version (a stale save is a conflict), and an import batch's answer
 * is kept by its client key and index (a retried batch answers the same, counted once).
 */
export const NO_LOSS_STEP = `
  CREATE TABLE IF NOT EXISTS undo_rows_after (
    action_id INTEGER NOT NULL REFERENCES undo_actions(id) ON DELETE CASCADE,
    row_id INTEGER NOT NULL,
    status TEXT NOT NULL,
    pinned INTEGER NOT NULL,
    verified INTEGER NOT NULL,
    deleted_at INTEGER,
    PRIMARY KEY (action_id, row_id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS settings_versions (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    object TEXT NOT NULL,
    version INTEGER NOT NULL,
    PRIMARY KEY (shop_id, object)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS review_import_batches (
    shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
    import_key TEXT NOT NULL,
    batch INTEGER NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (shop_id, import_key, batch)
  ) WITHOUT ROWID;
`;
