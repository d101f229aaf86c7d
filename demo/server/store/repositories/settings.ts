import type { Database } from 'better-sqlite3';
import { DEFAULT_WIDGET_SETTINGS, type WidgetSettings } from '../../domain/widget-settings';
import { sanitizeWidgetCss } from '../../../../src/lib/css/widget-css';

/**
 * Reads a shop's review-widget settings, filling any missing key from the defaults. The custom CSS
 * is served sanitised even when it was stored before saves sanitised it (already sanitised CSS
 * comes back unchanged).
 */
export function getWidgetSettings(db: Database, shopId: number): WidgetSettings {
  const row = db.prepare('SELECT settings FROM shop_settings WHERE shop_id = ?').get(shopId) as { settings: string } | undefined;
  const stored = row ? (JSON.parse(row.settings) as Partial<WidgetSettings>) : {};
  return sanitizeWidgetCss({ ...DEFAULT_WIDGET_SETTINGS, ...stored }).settings;
}

/** Merges a validated partial update into a shop's settings, stores and returns the result. */
export function saveWidgetSettings(db: Database, shopId: number, patch: Partial<WidgetSettings>): WidgetSettings {
  const next = { ...getWidgetSettings(db, shopId), ...patch };
  db.prepare(`
    INSERT INTO shop_settings (shop_id, settings) VALUES (?, ?)
    ON CONFLICT(shop_id) DO UPDATE SET settings = excluded.settings`).run(shopId, JSON.stringify(next));
  return next;
}
