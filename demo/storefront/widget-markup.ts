import { escapeHtml } from '../server/http/html';
import type { StorefrontWidget, WidgetDisplays } from '../../src/contract/widgets';
import { WIDGET_TAGS } from '../../src/contract/widget-tags';
import { reviewWidgetHeight } from '../../src/contract/widget-layout';
import type { WidgetSettings } from '../server/domain/widget-settings';

/**
 * The widget elements as a theme embeds them: the host tag of `WIDGET_TAGS`, its attributes, and
 * the figures the theme CSS reserves space from before the script runs (custom properties in the
 * element's style: `--sf-star-px`, `--sf-summary`, `--sf-toolbar`, `--sf-cards`, `--sf-pager`,
 * `--sf-items`, `--sf-rows`, `--sf-on`). The sizes themselves live in theme.css.
 */

/** A product as the widgets are told about it: id, title, and the rating figures of its metafields. */
export interface WidgetProduct {
  id: number;
  title: string;
  count: number;
  average: number;
}

type Attributes = Record<string, string | number | undefined>;

function element(widget: StorefrontWidget, attributes: Attributes, reserve: Record<string, number> = {}): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
  const vars = Object.entries(reserve).map(([name, value]) => `--sf-${name}:${Math.max(0, Math.round(value))}`).join(';');
  const tag = WIDGET_TAGS[widget];
  return `<${tag}${attrs}${vars ? ` style="${vars}"` : ''}></${tag}>`;
}

const ON = 1;

/** The star rating badge of a product: `product` under the title, `list` on product cards; one line as tall as its stars. */
export function starRating(product: WidgetProduct, variant: 'product' | 'list', displays: WidgetDisplays): string {
  return element('rating', { 'product-id': product.id, variant, count: product.count, average: product.average }, { 'star-px': displays.rating.options.star_size });
}

/** What the review widget and the all-reviews list reserve: the summary and toolbar when shown, one page of cards, the pager when there are more pages. */
function listReserve(count: number, settings: WidgetSettings, options: WidgetDisplays['widget']['options']): Record<string, number> {
  const perPage = settings.reviews_per_page_number;
  return {
    summary: options.show_summary ? 1 : 0,
    toolbar: options.show_sort || options.show_filters ? 1 : 0,
    cards: Math.min(count, perPage),
    pager: count > perPage ? 1 : 0,
  };
}

/** The review widget below the description: its space is the widget's own fixed layout for this count (`reviewWidgetHeight`). */
export function reviewWidget(product: WidgetProduct, settings: WidgetSettings, displays: WidgetDisplays): string {
  return element(
    'widget',
    { 'product-id': product.id, 'product-title': product.title, count: product.count, average: product.average, 'per-page': settings.reviews_per_page_number },
    { h: reviewWidgetHeight(product.count, settings.reviews_per_page_number, displays.widget.options) },
  );
}

/** The write-a-review button of a product. */
export function writeReview(product: WidgetProduct): string {
  return element('write', { 'product-id': product.id, 'product-title': product.title });
}

/** Most questions the Q&A block's first view lists (the rest behind "More questions"). */
const QUESTIONS_SHOWN = 5;

/** The Q&A block of a product; no space when the shop's Q&A is off (the widget draws nothing). */
export function questions(product: WidgetProduct, count: number, settings: WidgetSettings): string {
  const on = settings.is_show_qa === ON;
  return element('qa', { 'product-id': product.id, count }, { items: on ? Math.min(count, QUESTIONS_SHOWN) : 0, on: on ? 1 : 0 });
}

/** The photo gallery, sized by its rows. */
export function mediaGallery(displays: WidgetDisplays, productId?: number): string {
  return element('shows', { 'product-id': productId }, { rows: displays.shows.options.rows });
}

/** The review carousel. */
export function reviewCarousel(productId?: number): string {
  return element('carousel', { 'product-id': productId });
}

/** The store reviews block; no space when the shop does not show store reviews. */
export function storeReviews(settings: WidgetSettings): string {
  return element('storeReview', {}, { on: settings.is_show_store_review === ON ? 1 : 0 });
}

/** The all-reviews list of the shop: its summary and the first page of every product's reviews. */
export function allReviews(shopCount: number, settings: WidgetSettings): string {
  return element('reviews', { count: shopCount }, listReserve(shopCount, settings, { show_summary: true, show_sort: false, show_filters: false }));
}

/** The floating reviews tab (fixed at the window's edge: it takes no space in the page). */
export function reviewsTab(displays: WidgetDisplays): string {
  return element('tab', { position: displays.tab.options.position });
}

/** The referral block. */
export function referral(): string {
  return element('referral', {});
}

/** The thank-you page block rating the order's products. */
export function checkoutReview(productIds: readonly number[]): string {
  return element('checkout', { products: productIds.join(',') }, { items: productIds.length });
}
