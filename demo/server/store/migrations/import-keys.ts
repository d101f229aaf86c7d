import type { Database } from 'better-sqlite3';
import { reviewDuplicateKey } from '../../domain/review-duplicate-key';
import { gid } from '../../domain/store-ids';
import { addColumn, type MigrationStep } from './step';

/** Reviews read per round while their keys are recomputed. */
const PAGE = 5000;


/**
 * Import duplicate keys that do not change with the mapping: reviews get `source_id` (the source
 * app's own review id, part of the key when an imported file has one) and imports count the rows
 * that filled in a review imported before (`updated`). Every existing review's key is recomputed
 * by the current rule (reviewDuplicateKey: product, name, day, body, source id; no e-mail). Two
 * reviews of a shop that only their e-mail told apart would now share a key: the later one (by id)
 * gets a key of its own, computed with `#<its id>` as source id, so no review is merged or lost.
 */
export const IMPORT_KEYS_STEP: MigrationStep = (db: Database) => {
  addColumn(db, 'reviews', 'source_id', 'TEXT');
  addColumn(db, 'review_imports', 'updated', 'INTEGER NOT NULL DEFAULT 0');
  const page = db.prepare(`SELECT id, shop_id, product_id, author, created_at, body FROM reviews WHERE id > ? ORDER BY id LIMIT ${PAGE}`);
  const update = db.prepare('UPDATE reviews SET duplicate_key = ? WHERE id = ?');
  const taken = new Set<string>();
  let last = 0;
  for (;;) {
    const rows = page.all(last) as { id: number; shop_id: number; product_id: number; author: string; created_at: number; body: string }[];
    if (rows.length === 0) break;
    for (const row of rows) {
      const input = { productId: gid('Product', row.product_id), author: row.author, date: row.created_at, body: row.body };
      let key = reviewDuplicateKey(input);
      if (taken.has(`${row.shop_id}\u0000${key}`)) key = reviewDuplicateKey({ ...input, sourceId: `#${row.id}` });
      taken.add(`${row.shop_id}\u0000${key}`);
      update.run(key, row.id);
    }
    last = rows[rows.length - 1]!.id;
  }
};
