import type { Database } from 'better-sqlite3';
import type * as z from 'zod/mini';
import {
  attributesSettingsSchema,
  autoLeaveSettingsSchema,
  DEFAULT_AUTO_LEAVE_SETTINGS,
  DEFAULT_MODERATION_RULES,
  moderationRulesSchema,
} from '../../../src/contract/review-rules';
import { DEFAULT_REPLY_SETTINGS, DEFAULT_REWARD_SETTINGS, replySettingsSchema, rewardSettingsSchema } from '../../../src/contract/review-rewards';
import { saveVersioned, settingsVersion } from '../store/repositories/settings-versions';

/** The collect settings saved as a whole per shop, each with its schema and defaults. */
const KINDS = {
  moderation: { schema: moderationRulesSchema, defaults: DEFAULT_MODERATION_RULES },
  attributes: { schema: attributesSettingsSchema, defaults: { attributes: [] } },
  auto_leave: { schema: autoLeaveSettingsSchema, defaults: DEFAULT_AUTO_LEAVE_SETTINGS },
  rewards: { schema: rewardSettingsSchema, defaults: DEFAULT_REWARD_SETTINGS },
  reply: { schema: replySettingsSchema, defaults: DEFAULT_REPLY_SETTINGS },
} as const;

/** A name of the collect settings. */
export type CollectSettingsName = keyof typeof KINDS;
/** The settings of a name, as the wire carries them. */
export type CollectSettings<N extends CollectSettingsName> = z.infer<(typeof KINDS)[N]['schema']>;

const object = (name: CollectSettingsName) => `collect:${name}` as const;

/** A shop's settings of one name (the defaults until saved; a stored value that no longer parses reads as the defaults), with their version. */
export function readCollectSettings<N extends CollectSettingsName>(db: Database, shopId: number, name: N): CollectSettings<N> & { version: number } {
  const kind = KINDS[name];
  const data = db.prepare('SELECT data FROM collect_settings WHERE shop_id = ? AND name = ?').pluck().get(shopId, name) as string | undefined;
  const parsed = data === undefined ? null : kind.schema.safeParse({ ...(JSON.parse(data) as object), version: undefined });
  const value = (parsed?.success ? parsed.data : kind.defaults) as CollectSettings<N>;
  return { ...value, version: settingsVersion(db, shopId, object(name)) };
}

/** Saves a shop's settings of one name under optimistic locking (409 with the saved ones when `version` is stale). */
export function saveCollectSettings<N extends CollectSettingsName>(
  db: Database,
  shopId: number,
  name: N,
  next: CollectSettings<N>,
): CollectSettings<N> & { version: number } {
  const { version, ...fields } = next as CollectSettings<N> & { version?: number };
  const write = () => {
    db.prepare('INSERT INTO collect_settings (shop_id, name, data) VALUES (?, ?, ?) ON CONFLICT(shop_id, name) DO UPDATE SET data = excluded.data').run(
      shopId,
      name,
      JSON.stringify(fields),
    );
    return fields as CollectSettings<N>;
  };
  const saved = () => {
    const { version: _v, ...stored } = readCollectSettings(db, shopId, name);
    return stored as CollectSettings<N>;
  };
  return saveVersioned(db, shopId, object(name), version, saved, write);
}
