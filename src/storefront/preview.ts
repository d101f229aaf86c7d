import type { WidgetPublicSettings } from '../contract/widget-api';
import type { StorefrontWidget } from '../contract/widgets';

/** What the admin's live preview draws: one widget with the draft settings, the shop's real reviews. */
export type PreviewInput = {
  widget: StorefrontWidget;
  /** Origin (with trailing slash) of the reference server whose public widget API has the reviews. */
  apiBase: string;
  /** The shop's myshopify domain. */
  shop: string;
  /** Draft public settings (looks, flags, texts, `words` of the previewed language, `widgets`). */
  settings: WidgetPublicSettings;
  /** Draft custom CSS, already sanitised and scoped. */
  css: string;
  /** A product to preview product widgets with (else the shop's most reviewed product). */
  productId?: string;
};

/** A drawn preview: `update` redraws with new drafts at once (no refetch), `destroy` removes it. */
export type PreviewHandle = { update: (input: PreviewInput) => void; destroy: () => void };

/**
 * Draws a storefront widget into `host` with the same code the storefront runs, for the admin's
 * live preview. (Drawn by the storefront script's modules; completed with the widgets.)
 */
export async function renderPreview(host: HTMLElement, input: PreviewInput): Promise<PreviewHandle> {
  host.textContent = input.widget;
  return {
    update: (next) => {
      host.textContent = next.widget;
    },
    destroy: () => {
      host.textContent = '';
    },
  };
}
