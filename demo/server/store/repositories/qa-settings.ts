import type { Database } from 'better-sqlite3';
import { DEFAULT_QA_SETTINGS, qaSettingsSchema, type QaSettings } from '../../../../src/contract/qa-settings';
import { saveVersioned, settingsVersion } from './settings-versions';

/** Name of the Q&A settings among the versioned settings objects of a shop. */
const OBJECT = 'qa_settings';

/** The Q&A settings without their version. */
type QaValues = Omit<QaSettings, 'version'>;

function stored(db: Database, shopId: number): QaValues {
  const data = db.prepare('SELECT json_data FROM qa_settings WHERE shop_id = ?').pluck().get(shopId) as string | undefined;
  if (data === undefined) return { ...DEFAULT_QA_SETTINGS };
  // A stored value that no longer reads (an older shape) keeps the defaults for what is missing.
  const parsed = qaSettingsSchema.safeParse({ ...DEFAULT_QA_SETTINGS, ...(JSON.parse(data) as object), version: undefined });
  if (!parsed.success) return { ...DEFAULT_QA_SETTINGS };
  const { version: _version, ...values } = parsed.data;
  return values;
}

/** A shop's Q&A settings (the defaults until saved) with their version. */
export function readQaSettings(db: Database, shopId: number): QaSettings & { version: number } {
  return { ...stored(db, shopId), version: settingsVersion(db, shopId, OBJECT) };
}

/** Saves a shop's Q&A settings under optimistic locking (409 with the saved ones when `version` is stale). */
export function saveQaSettings(db: Database, shopId: number, next: QaSettings): QaSettings & { version: number } {
  const { version, ...values } = next;
  const write = (): QaValues => {
    db.prepare('INSERT INTO qa_settings (shop_id, json_data) VALUES (?, ?) ON CONFLICT(shop_id) DO UPDATE SET json_data = excluded.json_data')
      .run(shopId, JSON.stringify(values));
    return values;
  };
  return saveVersioned(db, shopId, OBJECT, version, () => stored(db, shopId), write);
}
