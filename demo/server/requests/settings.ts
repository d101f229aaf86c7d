import type { Database } from 'better-sqlite3';
import { DEFAULT_REQUEST_SETTINGS, requestSettingsSchema, type RequestSettings } from '../../../src/contract/review-requests';
import { saveVersioned, settingsVersion } from '../store/repositories/settings-versions';

/** Settings as stored: the wire fields plus when requests were last turned on (new orders from then on get one). */
export interface StoredRequestSettings extends RequestSettings {
  enabledAt: number | null;
}

/** A shop's review-request settings (the defaults, requests off, until saved), with their version. */
export function readRequestSettings(db: Database, shopId: number): StoredRequestSettings & { version: number } {
  const row = db.prepare('SELECT data FROM request_settings WHERE shop_id = ?').get(shopId) as { data: string } | undefined;
  const raw = row ? (JSON.parse(row.data) as Partial<StoredRequestSettings>) : {};
  const parsed = requestSettingsSchema.safeParse({ ...DEFAULT_REQUEST_SETTINGS, ...raw, version: undefined });
  const settings = parsed.success ? parsed.data : DEFAULT_REQUEST_SETTINGS;
  return { ...settings, enabledAt: typeof raw.enabledAt === 'number' ? raw.enabledAt : null, version: settingsVersion(db, shopId, 'request_settings') };
}

/** The wire shape of stored settings (without the internal enabledAt). */
export function publicSettings(settings: StoredRequestSettings & { version: number }): RequestSettings {
  const { enabledAt: _enabledAt, ...rest } = settings;
  return rest;
}

/**
 * Saves the settings under optimistic locking (409 with the saved ones when `version` is stale).
 * Turning requests on stamps the time: orders whose trigger comes after it get a request.
 */
export function saveRequestSettings(db: Database, shopId: number, next: RequestSettings, now: number): RequestSettings {
  const saved = () => publicSettings(readRequestSettings(db, shopId));
  const write = () => {
    const before = readRequestSettings(db, shopId);
    const enabledAt = next.enabled ? (before.enabled && before.enabledAt !== null ? before.enabledAt : now) : null;
    const { version: _version, ...fields } = next;
    const data: StoredRequestSettings = { ...fields, excludeTags: [...new Set(next.excludeTags.map((t) => t.trim()).filter(Boolean))], enabledAt };
    db.prepare('INSERT INTO request_settings (shop_id, data) VALUES (?, ?) ON CONFLICT(shop_id) DO UPDATE SET data = excluded.data').run(
      shopId,
      JSON.stringify(data),
    );
    if (next.enabled) {
      db.prepare("UPDATE review_requests SET reason = NULL WHERE shop_id = ? AND status = 'scheduled' AND reason = 'requests_off'").run(shopId);
    }
    const { enabledAt: _e, ...wire } = data;
    return wire;
  };
  return saveVersioned(db, shopId, 'request_settings', next.version, saved, write);
}
