import type { Database } from 'better-sqlite3';
import {
  DEFAULT_WIDGET_DISPLAYS,
  STOREFRONT_WIDGETS,
  type StorefrontWidget,
  type WidgetDisplay,
  type WidgetDisplays,
  widgetDisplaySchemas,
} from '../../../../src/contract/widgets';

/** The settings object (and its version) of a shop's widget displays. */
export const WIDGET_DISPLAYS_OBJECT = 'widget_displays';

type StoredDisplays = Partial<Record<StorefrontWidget, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored JSON of a shop's displays, `{}` when none is saved or it does not read. */
function storedDisplays(db: Database, shopId: number): StoredDisplays {
  const text = db.prepare('SELECT json_data FROM widget_displays WHERE shop_id = ?').pluck().get(shopId) as string | undefined;
  if (text === undefined) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * One widget's stored display read over its default: a value missing from what was stored (a
 * widget or option added later) takes the default, and a stored value the widget's schema refuses
 * (an option whose range changed) falls back to the default, option by option.
 */
function displayOver<W extends StorefrontWidget>(widget: W, stored: unknown): WidgetDisplay<W> {
  const fallback = DEFAULT_WIDGET_DISPLAYS[widget] as WidgetDisplay<W>;
  if (!isRecord(stored)) return fallback;
  const schema = widgetDisplaySchemas[widget];
  const options: Record<string, unknown> = { ...fallback.options };
  const storedOptions = isRecord(stored.options) ? stored.options : {};
  for (const [key, value] of Object.entries(storedOptions)) {
    if (!(key in options)) continue;
    const trial = schema.safeParse({ ...fallback, options: { ...options, [key]: value } });
    if (trial.success) options[key] = value;
  }
  const merged = {
    enabled: typeof stored.enabled === 'boolean' ? stored.enabled : fallback.enabled,
    placements: Array.isArray(stored.placements) ? stored.placements : fallback.placements,
    options,
  };
  const parsed = schema.safeParse(merged);
  if (parsed.success) return parsed.data as WidgetDisplay<W>;
  return { ...fallback, enabled: merged.enabled, options: options as WidgetDisplay<W>['options'] };
}

/** Every widget's display of a shop: what it saved, over the defaults (DEFAULT_WIDGET_DISPLAYS). */
export function getWidgetDisplays(db: Database, shopId: number): WidgetDisplays {
  const stored = storedDisplays(db, shopId);
  return Object.fromEntries(STOREFRONT_WIDGETS.map((widget) => [widget, displayOver(widget, stored[widget])])) as WidgetDisplays;
}

/** Stores one widget's display (already checked by its schema) beside the others; answers every display. */
export function putWidgetDisplay<W extends StorefrontWidget>(db: Database, shopId: number, widget: W, display: WidgetDisplay<W>, now: number): WidgetDisplays {
  const stored = { ...storedDisplays(db, shopId), [widget]: display };
  db.prepare(`INSERT INTO widget_displays (shop_id, json_data, updated_at) VALUES (?, ?, ?)
    ON CONFLICT(shop_id) DO UPDATE SET json_data = excluded.json_data, updated_at = excluded.updated_at`)
    .run(shopId, JSON.stringify(stored), now);
  return getWidgetDisplays(db, shopId);
}
