import type { Database } from 'better-sqlite3';
import { DEFAULT_WIDGET_DISPLAYS, type StorefrontWidget, type WidgetDisplays, type WidgetPlacement } from '../../src/contract/widgets';

/** Reads every widget's saved display of a shop (on or off, places, options). */
export type DisplaysReader = (db: Database, shopId: number) => WidgetDisplays;

/**
 * The shop's saved widget displays. Until the server's store of widget displays is in place, every
 * shop shows the defaults; this is the one function to switch to the repository.
 */
export const readWidgetDisplays: DisplaysReader = () => DEFAULT_WIDGET_DISPLAYS;

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
