import type { StorefrontWidget } from '../../contract/widget-tags';
import type { WidgetDisplays } from '../../contract/widgets';
import type { StoreApi, StoreSettings } from './api';
import type { Words } from './words';

/** What a widget draws with: the shop's API, its (draft or saved) settings and words, the host's attributes. */
export type WidgetContext = {
  api: StoreApi;
  settings: StoreSettings;
  words: Words;
  /** True in the admin's live preview (no settings fetch, draft settings). */
  preview: boolean;
};

/** A drawn widget: `update` redraws at once with new settings (from cached data), `destroy` cleans up. */
export type MountedWidget = { update: (ctx: WidgetContext) => void; destroy: () => void };

/**
 * Draws a widget into its host element (light DOM, `rv-` classes). Each on-demand widget module
 * (`src/storefront/widgets/<name>.ts`) exports one as `mount`; the core widgets have theirs too.
 */
export type WidgetMount = (host: HTMLElement, ctx: WidgetContext) => MountedWidget;

/** A widget module loaded on demand. */
export type WidgetModule = { mount: WidgetMount };

/** A widget's display from the settings (undefined while the server does not send displays: shown). */
export function displayOf<W extends StorefrontWidget>(settings: StoreSettings, widget: W): WidgetDisplays[W] | undefined {
  return settings.widgets?.[widget] as WidgetDisplays[W] | undefined;
}

/** False when the merchant turned the widget off. */
export function isEnabled(settings: StoreSettings, widget: StorefrontWidget): boolean {
  return displayOf(settings, widget)?.enabled !== false;
}
