import type { Database } from 'better-sqlite3';

import { BANNER_KEYS, GUIDE_STEPS as SETUP_GUIDE_KEYS } from '../../../../src/contract/constants';
import type { BannerDisplay, BannerKey, Flag, GuideFlags, GuideStep as SetupGuideKey } from '../../../../src/contract/dashboard';

export { BANNER_KEYS, SETUP_GUIDE_KEYS };
export type { BannerDisplay, BannerKey, Flag, SetupGuideKey };

/** The `get_setup_guide` payload: each step 1 when done. */
export type SetupGuide = GuideFlags & Record<SetupGuideKey, Flag>;

/** Setup steps the demo shop has already done. */
export const DEMO_SETUP_GUIDE_DONE: readonly SetupGuideKey[] = ['is_enable_Theme_extension', 'clicked_custom_reviews_widget_btn'];

const SETUP_SCOPE = 'setup_guide';
const BANNER_SCOPE = 'banner_display';

function readScope(db: Database, shopId: number, scope: string): Map<string, Flag> {
  const rows = db.prepare('SELECT key, value FROM shop_flags WHERE shop_id = ? AND scope = ?').all(shopId, scope) as { key: string; value: number }[];
  return new Map(rows.map((row) => [row.key, row.value === 1 ? 1 : 0]));
}

function writeFlag(db: Database, shopId: number, scope: string, key: string, value: Flag): void {
  db.prepare(`INSERT INTO shop_flags (shop_id, scope, key, value) VALUES (?, ?, ?, ?)
    ON CONFLICT(shop_id, scope, key) DO UPDATE SET value = excluded.value`).run(shopId, scope, key, value);
}

/** Reads the setup guide of a shop; steps never stored count as not done (0). */
export function getSetupGuide(db: Database, shopId: number): SetupGuide {
  const stored = readScope(db, shopId, SETUP_SCOPE);
  return Object.fromEntries(SETUP_GUIDE_KEYS.map((key) => [key, stored.get(key) ?? 0])) as SetupGuide;
}

/** Stores one setup-guide step and returns the whole guide. */
export function setSetupGuideStep(db: Database, shopId: number, key: SetupGuideKey, value: Flag): SetupGuide {
  writeFlag(db, shopId, SETUP_SCOPE, key, value);
  return getSetupGuide(db, shopId);
}

/** Marks the given steps done unless the shop already stored a value for them. */
export function seedSetupGuide(db: Database, shopId: number, done: readonly SetupGuideKey[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO shop_flags (shop_id, scope, key, value) VALUES (?, ?, ?, 1)');
  for (const key of done) insert.run(shopId, SETUP_SCOPE, key);
}

/** Reads the banner display settings of a shop; banners never stored are shown (1). */
export function getBannerDisplay(db: Database, shopId: number): BannerDisplay {
  const stored = readScope(db, shopId, BANNER_SCOPE);
  const flags = Object.fromEntries(BANNER_KEYS.map((key) => [key, stored.get(key) ?? 1])) as Record<BannerKey, Flag>;
  return { isInitial: stored.size === 0, ...flags };
}

/** Stores one banner's display value and returns the whole setting (isInitial is then false). */
export function setBannerDisplay(db: Database, shopId: number, key: BannerKey, value: Flag): BannerDisplay {
  writeFlag(db, shopId, BANNER_SCOPE, key, value);
  return getBannerDisplay(db, shopId);
}
