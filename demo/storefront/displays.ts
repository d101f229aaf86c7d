import type { Database } from 'better-sqlite3';
import type { StorefrontWidget, WidgetDisplays, WidgetPlacement } from '../../src/contract/widgets';
import { getWidgetDisplays } from '../server/store/repositories/widget-display';

/** Reads every widget's saved display of a shop (on or off, places, options). */
export type DisplaysReader = (db: Database, shopId: number) => WidgetDisplays;

/** The shop's saved widget displays (the defaults for what it never saved). */
export const readWidgetDisplays: DisplaysReader = getWidgetDisplays;

/** True when the widget is on and placed in the given place of the theme. */
export function isPlaced(displays: WidgetDisplays, widget: StorefrontWidget, place: WidgetPlacement): boolean {
  const display = displays[widget];
  return display.enabled && (display.placements as readonly WidgetPlacement[]).includes(place);
}

/**
 * The displays a page draws: the saved ones while the shop's app embed is on; with it off the theme
 * has no reviews app, so no widget shows.
 */
export function activeDisplays(displays: WidgetDisplays, appEmbedOn: boolean): WidgetDisplays {
  if (appEmbedOn) return displays;
  return Object.fromEntries(Object.entries(displays).map(([widget, display]) => [widget, { ...display, enabled: false }])) as WidgetDisplays;
}
