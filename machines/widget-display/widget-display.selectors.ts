import { STOREFRONT_WIDGETS, type StorefrontWidget, type WidgetDisplays } from '../../src/contract/widgets';
import type { WidgetDisplayContext, WidgetToggle } from './widget-display.types';

type Snapshot = { context: WidgetDisplayContext; matches: (state: 'idle' | 'waiting' | 'saving' | 'next' | 'reloading') => boolean };

/** The wishes that still differ from what is saved (a switch moved back needs no save). */
export function pruneWanted(saved: WidgetDisplays, wanted: WidgetDisplayContext['wanted']): WidgetDisplayContext['wanted'] {
  const left: WidgetDisplayContext['wanted'] = {};
  for (const widget of STOREFRONT_WIDGETS) {
    const enabled = wanted[widget];
    if (enabled !== undefined && enabled !== saved[widget].enabled) left[widget] = enabled;
  }
  return left;
}

/** The next toggle to save, in SPEC order (null when every switch is saved). */
export function nextToggle(context: Pick<WidgetDisplayContext, 'wanted'>): WidgetToggle | null {
  const widget = STOREFRONT_WIDGETS.find((w) => context.wanted[w] !== undefined);
  return widget ? { widget, enabled: context.wanted[widget]! } : null;
}

/** Whether a widget's switch shows on: what was asked for, else what is saved. */
export const selectWidgetEnabled = (widget: StorefrontWidget) => (s: Snapshot): boolean => s.context.wanted[widget] ?? s.context.saved[widget].enabled;

/** True while this widget's switch is saved. */
export const selectWidgetSaving = (widget: StorefrontWidget) => (s: Snapshot): boolean => s.context.sending?.widget === widget;

/** The saved displays (a stable reference until a save or reload changes them). */
export const selectSavedDisplays = (s: Snapshot): WidgetDisplays => s.context.saved;

/** The widget whose last save failed (null when none). */
export const selectFailedWidget = (s: Snapshot): StorefrontWidget | null => s.context.failed?.widget ?? null;

/** Whether the failed save tried to turn the widget on. */
export const selectFailedEnabled = (s: Snapshot): boolean => s.context.failed?.enabled ?? false;

/** Message of the failed save (null when none). */
export const selectFailedMessage = (s: Snapshot): string | null => s.context.failed?.message ?? null;

/** True when a stale save made the displays be read again. */
export const selectReloaded = (s: Snapshot): boolean => s.context.reloaded;

/** True while the displays are read again. */
export const selectReloading = (s: Snapshot): boolean => s.matches('reloading');

/** Message of a failed read after a stale save (null when none). */
export const selectReloadError = (s: Snapshot): string | null => s.context.reloadError;

