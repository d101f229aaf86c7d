import { CORE_WIDGETS, STOREFRONT_WIDGETS, WIDGET_TAGS } from '../contract/widget-tags';
import { setScriptUrl } from './core/config';
import { lazyElement } from './core/element';
import { StarRatingElement } from './rating-badge';
import { ReviewWidgetElement } from './review-widget/element';

/**
 * The storefront script (`dist/storefront/widgets.js?shop=<domain>&lang=<lng>`): defines the review
 * widget and the star rating badge, and for every other widget tag a stub that loads its module on
 * first use. Nothing is put on `window`; defining twice (the script included twice) is harmless.
 */
setScriptUrl(import.meta.url);
const core = new Map<string, CustomElementConstructor>([[WIDGET_TAGS.widget, ReviewWidgetElement], [WIDGET_TAGS.rating, StarRatingElement]]);
for (const widget of STOREFRONT_WIDGETS) {
  const tag = WIDGET_TAGS[widget];
  if (customElements.get(tag)) continue;
  customElements.define(tag, (CORE_WIDGETS as readonly string[]).includes(widget) ? core.get(tag)! : lazyElement(widget));
}
