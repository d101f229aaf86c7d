import type { Database } from 'better-sqlite3';
import { DEFAULT_WIDGET_SETTINGS, type WidgetSettings } from '../../domain/widget-settings';

/** Reads a shop's review-widget settings, filling any missing key from the defaults. */
export function getWidgetSettings(db: Database, shopId: number): WidgetSettings {
  const row = db.prepare('SELECT settings FROM shop_settings WHERE shop_id = ?').get(shopId) as { settings: string } | undefined;
  const stored = row ? (JSON.parse(row.settings) as Partial<WidgetSettings>) : {};
  return { ...DEFAULT_WIDGET_SETTINGS, ...stored };
}

/** Merges a validated partial update into a shop's settings, stores and returns the result. */
export function saveWidgetSettings(db: Database, shopId: number, patch: Partial<WidgetSettings>): WidgetSettings {
  const next = { ...getWidgetSettings(db, shopId), ...patch };
  db.prepare(`
    INSERT INTO shop_settings (shop_id, settings) VALUES (?, ?)
    ON CONFLICT(shop_id) DO UPDATE SET settings = excluded.settings`).run(shopId, JSON.stringify(next));
  return next;
}
