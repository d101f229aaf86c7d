import type { WidgetPublicSettings, WidgetSummary } from '../contract/widget-api';
import { WIDGET_TAGS } from '../contract/widget-tags';
import type { StorefrontWidget } from '../contract/widgets';
import { storeApi, type StoreSettings } from './core/api';
import { loadMount } from './core/element';
import { applyLooks, widgetStyle } from './core/styles';
import type { MountedWidget, WidgetContext, WidgetMount } from './core/widget';
import { wordsOf } from './core/words';
import { mountRatingBadge } from './rating-badge';
import { mountReviewWidget } from './review-widget/mount';

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

const contextOf = (input: PreviewInput): WidgetContext => {
  const settings = input.settings as StoreSettings;
  return {
    api: storeApi({ apiBase: input.apiBase, shop: input.shop, lang: settings.words_language }),
    settings,
    words: wordsOf(settings.words, settings.words_language),
    preview: true,
  };
};

/** The product to preview with: the one given, else the product of the shop's most helpful review. */
async function previewProduct(ctx: WidgetContext, given: string | undefined): Promise<string | undefined> {
  if (given) return given;
  const page = await ctx.api.reviews({ page: 1, sort: 'helpful-descending' }).catch(() => null);
  return page?.items[0]?.product_id;
}

/**
 * Draws one widget into a fresh widget element inside `host`, with the widgets' CSS and the draft CSS
 * in style elements beside it (so it looks the same inside the admin's shadow root).
 */
async function draw(host: HTMLElement, input: PreviewInput): Promise<{ element: HTMLElement; style: HTMLStyleElement; mounted: MountedWidget }> {
  const ctx = contextOf(input);
  const product = await previewProduct(ctx, input.productId);
  const element = document.createElement(WIDGET_TAGS[input.widget]);
  if (product) element.setAttribute('product-id', product);
  if (input.widget === 'widget' || input.widget === 'rating') {
    const summary = await ctx.api.get<WidgetSummary>('summary', product ? { product } : {}).catch(() => null);
    if (summary) {
      element.setAttribute('count', String(summary.count));
      element.setAttribute('average', String(summary.average));
    }
  }
  const style = document.createElement('style');
  style.textContent = input.css;
  host.replaceChildren(widgetStyle(), style, element);
  applyLooks(element, ctx.settings);
  const mount: WidgetMount = input.widget === 'widget' ? mountReviewWidget : input.widget === 'rating' ? mountRatingBadge : await loadMount(input.widget);
  return { element, style, mounted: mount(element, ctx) };
}

/**
 * Draws a storefront widget into `host` with the same code the storefront runs, for the admin's
 * live preview: the draft settings, words and CSS from `input` (no settings fetch), the reviews from
 * the real widget API. `update` redraws synchronously from what was read (a different widget is
 * drawn afresh); `destroy` empties `host`.
 */
export async function renderPreview(host: HTMLElement, input: PreviewInput): Promise<PreviewHandle> {
  let current = await draw(host, input);
  let widget = input.widget;
  let destroyed = false;
  return {
    update: (next) => {
      if (destroyed) return;
      if (next.widget !== widget) {
        widget = next.widget;
        current.mounted.destroy();
        void draw(host, next).then((drawn) => {
          if (destroyed) drawn.mounted.destroy();
          else current = drawn;
        });
        return;
      }
      current.style.textContent = next.css;
      const ctx = contextOf(next);
      applyLooks(current.element, ctx.settings);
      current.mounted.update(ctx);
    },
    destroy: () => {
      destroyed = true;
      current.mounted.destroy();
      host.replaceChildren();
    },
  };
}
