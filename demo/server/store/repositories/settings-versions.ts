import type { Database } from 'better-sqlite3';
import { ApiError, ResultCode } from '../../domain/errors';

/** A settings object saved as a whole: the shop settings, the review-request products, one language's words, the widget displays. */
export type SettingsObject =
  | 'shop_settings' | 'widget_displays' | 'qa_settings' | 'review_request_products' | 'request_settings' | `email_template:${string}` | `words:${string}` | `collect:${string}`;

/** The version of a shop's settings object (0 before its first versioned save). */
export function settingsVersion(db: Database, shopId: number, object: SettingsObject): number {
  const version = db.prepare('SELECT version FROM settings_versions WHERE shop_id = ? AND object = ?').pluck().get(shopId, object) as number | undefined;
  return version ?? 0;
}

/**
 * Saves a settings object under optimistic locking, in one transaction: a save that names the
 * version it started from (`expected`) and finds a newer one is refused with HTTP 409 and
 * ResultCode.settingsConflict, carrying `saved()` (the stored values) with their version; otherwise
 * `write` runs, the version goes up by one, and the answer is `write`'s with the new version.
 * A save without a version (an older client) still bumps it.
 */
export function saveVersioned<T extends object>(
  db: Database,
  shopId: number,
  object: SettingsObject,
  expected: number | undefined,
  saved: () => T,
  write: () => T,
): T & { version: number } {
  return db.transaction(() => {
    const version = settingsVersion(db, shopId, object);
    if (expected !== undefined && expected !== version) {
      throw new ApiError(ResultCode.settingsConflict, 'These settings were saved elsewhere since you opened them', 409, { ...saved(), version });
    }
    const result = write();
    db.prepare(`INSERT INTO settings_versions (shop_id, object, version) VALUES (?, ?, ?)
      ON CONFLICT(shop_id, object) DO UPDATE SET version = excluded.version`).run(shopId, object, version + 1);
    return { ...result, version: version + 1 };
  })();
}
