import type { StorefrontWidget, WidgetDisplayAnswer, WidgetDisplays } from '../../src/contract/widgets';

/** One widget turned on or off. */
export interface WidgetToggle {
  widget: StorefrontWidget;
  enabled: boolean;
}

/** Input of a save: the widget's whole display (its on/off changed) and the version it started from. */
export interface DisplaySaveInput {
  widget: StorefrontWidget;
  display: WidgetDisplays[StorefrontWidget];
  version: number;
}

/** Context of the /display switches. */
export interface WidgetDisplayContext {
  /** The displays as the server has them. */
  saved: WidgetDisplays;
  /** Version of `saved` (a save sends it; a newer one on the server is a conflict). */
  version: number;
  /** On/off asked for and not saved yet, by widget (what the switches show meanwhile). */
  wanted: Partial<Record<StorefrontWidget, boolean>>;
  /** The toggle being saved. */
  sending: WidgetToggle | null;
  /** The last toggle whose save failed (put back; Try again sends it again) and why. */
  failed: (WidgetToggle & { message: string }) | null;
  /** True after a stale save: the displays were read again (and the merchant is told). */
  reloaded: boolean;
  /** Message of a failed read after a stale save. */
  reloadError: string | null;
}

/** What a save rejects with when the displays changed elsewhere since they were read (HTTP 409). */
export class DisplayConflict extends Error {
  constructor() {
    super('The widgets were changed elsewhere since they were loaded');
    this.name = 'DisplayConflict';
  }
}

/** Events of the /display switches. */
export type WidgetDisplayEvent =
  /** Turns a widget on or off (shown at once, saved shortly after). */
  | { type: 'widgetDisplay.toggle'; widget: StorefrontWidget; enabled: boolean }
  /** Sends the failed toggle again. */
  | { type: 'widgetDisplay.retry' }
  /** Hides the failure or the reload notice. */
  | { type: 'widgetDisplay.dismiss' }
  /** Reads the displays again (after a failed reload). */
  | { type: 'widgetDisplay.reload' };

/** Emitted once a toggle is saved. */
export type WidgetDisplayEmitted = { type: 'widgetDisplay.saved'; widget: StorefrontWidget; enabled: boolean };

/** Input of the machine: the displays the route loader read. */
export type WidgetDisplayInput = WidgetDisplayAnswer;
