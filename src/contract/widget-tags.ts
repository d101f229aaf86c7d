// The widget names, tags and API paths, without zod: the storefront script imports them from here
// (widgets.ts and widget-api.ts re-export them).

/** Path prefix of the public, read-only API the storefront widgets read (no session; `?shop=` names the shop). */
export const WIDGET_API = 'api/v1/widget';

/** Most products one `summaries` call (or the `product_ids` of a `reviews` call) may name. */
export const MAX_WIDGET_SUMMARIES = 50;

/**
 * The storefront widgets (SPEC §2's /display pages, in that order): review widget, star rating
 * badge, write-a-review form, Q&A, "shows" (photo gallery), all-reviews page, floating reviews tab,
 * carousel, referral, checkout (thank-you page block) and store reviews.
 */
export const STOREFRONT_WIDGETS = [
  'widget', 'rating', 'write', 'qa', 'shows', 'reviews', 'tab', 'carousel', 'referral', 'checkout', 'storeReview',
] as const;
/** A storefront widget's name (also its /display page). */
export type StorefrontWidget = (typeof STOREFRONT_WIDGETS)[number];

/**
 * The host element of each widget as a theme embeds it. The custom CSS of the review widget and of
 * the rating badge is scoped under their tags (see WIDGET_CSS_SCOPE).
 */
export const WIDGET_TAGS = {
  widget: 'rv-review-widget',
  rating: 'rv-star-rating',
  write: 'rv-write-review',
  qa: 'rv-questions',
  shows: 'rv-media-gallery',
  reviews: 'rv-all-reviews',
  tab: 'rv-reviews-tab',
  carousel: 'rv-review-carousel',
  referral: 'rv-referral',
  checkout: 'rv-checkout-review',
  storeReview: 'rv-store-reviews',
} as const satisfies Record<StorefrontWidget, string>;

/** The widgets in the small first script (≤ 15 KB gzip); the others load on demand. */
export const CORE_WIDGETS = ['widget', 'rating'] as const satisfies readonly StorefrontWidget[];
