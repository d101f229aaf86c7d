import * as z from 'zod/mini';

import { STOREFRONT_WIDGETS, type StorefrontWidget } from './widget-tags';

export { STOREFRONT_WIDGETS, type StorefrontWidget } from './widget-tags';

/**
 * Where a widget may show in a theme: product page, collection lists, home page, the all-reviews
 * page, every page (floating elements) and the order's thank-you page.
 */
export const WIDGET_PLACEMENTS = ['product', 'collection', 'home', 'all_reviews_page', 'every_page', 'thank_you'] as const;
/** A place in the theme. */
export type WidgetPlacement = (typeof WIDGET_PLACEMENTS)[number];

/** The places each widget can take (the first ones are its defaults). */
export const WIDGET_ALLOWED_PLACEMENTS = {
  widget: ['product'],
  rating: ['product', 'collection', 'home'],
  write: ['product'],
  qa: ['product'],
  shows: ['home', 'product'],
  reviews: ['all_reviews_page'],
  tab: ['every_page'],
  carousel: ['home', 'product'],
  referral: ['every_page', 'thank_you'],
  checkout: ['thank_you'],
  storeReview: ['home', 'all_reviews_page'],
} as const satisfies Record<StorefrontWidget, readonly WidgetPlacement[]>;

const colour = z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/));
const title = z.string().check(z.maxLength(120));
const rating = z.int().check(z.minimum(1), z.maximum(5));

/** Options of each widget beyond the shared review-widget settings (`userSettings`). */
export const widgetOptionsSchemas = {
  /** Review widget: which list controls show. */
  widget: z.object({ show_summary: z.boolean(), show_sort: z.boolean(), show_filters: z.boolean() }),
  /** Star rating badge: hidden without reviews; star size in px. */
  rating: z.object({ hide_when_empty: z.boolean(), star_size: z.int().check(z.minimum(10), z.maximum(40)) }),
  /** Write-a-review: a popup over the product page, or the review form page in a new tab. */
  write: z.object({ mode: z.enum(['popup', 'page']), ask_media: z.boolean() }),
  /** Q&A: customers may ask questions (shown once answered). */
  qa: z.object({ allow_questions: z.boolean() }),
  /** Photo gallery of review media. */
  shows: z.object({ title, rows: z.int().check(z.minimum(1), z.maximum(4)), columns: z.int().check(z.minimum(2), z.maximum(8)) }),
  /** The all-reviews page: every product's published reviews at or above a rating. */
  reviews: z.object({ title, min_rating: rating }),
  /** Floating tab opening the shop's reviews in a side panel. */
  tab: z.object({ position: z.enum(['left', 'right']), text: title, color: colour, text_color: colour }),
  /** Carousel of reviews. */
  carousel: z.object({
    title,
    min_rating: rating,
    autoplay_seconds: z.int().check(z.minimum(0), z.maximum(30)),
    max_items: z.int().check(z.minimum(3), z.maximum(30)),
    with_media_only: z.boolean(),
  }),
  /** Referral block: the offer text and the button. */
  referral: z.object({ title, button_text: title }),
  /** Thank-you page block: rate the order's products, each star opening the review form. */
  checkout: z.object({ title }),
  /** Store reviews: the shop-wide rating and its latest reviews. */
  storeReview: z.object({ title, max_items: z.int().check(z.minimum(3), z.maximum(30)) }),
} as const satisfies Record<StorefrontWidget, z.ZodMiniType>;

/** Options of one widget. */
export type WidgetOptions<W extends StorefrontWidget> = z.infer<(typeof widgetOptionsSchemas)[W]>;

/** One widget's display: on or off, where it shows and its own options. */
export type WidgetDisplay<W extends StorefrontWidget = StorefrontWidget> = {
  enabled: boolean;
  placements: WidgetPlacement[];
  options: WidgetOptions<W>;
};

const displaySchemaOf = <W extends StorefrontWidget>(widget: W) =>
  z.object({
    enabled: z.boolean(),
    placements: z.array(z.enum(WIDGET_ALLOWED_PLACEMENTS[widget] as unknown as [WidgetPlacement, ...WidgetPlacement[]])),
    options: widgetOptionsSchemas[widget],
  });

/** Schema of each widget's display. */
export const widgetDisplaySchemas = Object.fromEntries(STOREFRONT_WIDGETS.map((w) => [w, displaySchemaOf(w)])) as {
  [W in StorefrontWidget]: ReturnType<typeof displaySchemaOf<W>>;
};

/** Every widget's display. */
export const widgetDisplaysSchema = z.object(widgetDisplaySchemas);
/** Every widget's display, by widget. */
export type WidgetDisplays = { [W in StorefrontWidget]: WidgetDisplay<W> };

/** What a new shop starts with: the review widget and rating badge on, the rest off until chosen. */
export const DEFAULT_WIDGET_DISPLAYS: WidgetDisplays = {
  widget: { enabled: true, placements: ['product'], options: { show_summary: true, show_sort: true, show_filters: true } },
  rating: { enabled: true, placements: ['product', 'collection'], options: { hide_when_empty: false, star_size: 16 } },
  write: { enabled: true, placements: ['product'], options: { mode: 'popup', ask_media: true } },
  qa: { enabled: true, placements: ['product'], options: { allow_questions: true } },
  shows: { enabled: false, placements: ['home'], options: { title: 'Customer photos', rows: 2, columns: 5 } },
  reviews: { enabled: false, placements: ['all_reviews_page'], options: { title: 'All reviews', min_rating: 1 } },
  tab: { enabled: false, placements: ['every_page'], options: { position: 'right', text: 'Reviews', color: '#202223', text_color: '#FFFFFF' } },
  carousel: {
    enabled: false,
    placements: ['home'],
    options: { title: 'What our customers say', min_rating: 4, autoplay_seconds: 6, max_items: 12, with_media_only: false },
  },
  referral: { enabled: false, placements: ['every_page'], options: { title: 'Give 10%, get 10%', button_text: 'Get your link' } },
  checkout: { enabled: false, placements: ['thank_you'], options: { title: 'How would you rate your purchase?' } },
  storeReview: { enabled: false, placements: ['home'], options: { title: 'Store reviews', max_items: 6 } },
};

/** Answer of `get_widget_display` and `save_widget_display`: every widget's display and its version. */
export const widgetDisplayAnswerSchema = z.object({
  widgets: widgetDisplaysSchema,
  /** Version of the saved displays: a save sends the one it started from (a newer one is a 409 conflict). */
  version: z.int(),
});
/** Answer of `get_widget_display` and `save_widget_display`. */
export type WidgetDisplayAnswer = z.infer<typeof widgetDisplayAnswerSchema>;

/** Payload of `save_widget_display`: one widget's whole display and the version it started from. */
export const saveWidgetDisplaySchema = z.object({
  widget: z.enum(STOREFRONT_WIDGETS),
  display: z.object({ enabled: z.boolean(), placements: z.array(z.enum(WIDGET_PLACEMENTS)), options: z.record(z.string(), z.unknown()) }),
  version: z.int(),
});
/** Payload of `save_widget_display` (the server checks `display` with the widget's own schema). */
export type SaveWidgetDisplay = z.infer<typeof saveWidgetDisplaySchema>;

/** Admin API paths of the widget displays. */
export const WIDGET_DISPLAY_API = {
  get: 'api/v1/admin/get_widget_display',
  save: 'api/v1/admin/save_widget_display',
} as const;

/** Path of the storefront script on the reference server (one file; on-demand parts load beside it). */
export const STOREFRONT_SCRIPT = 'dist/storefront/widgets.js';

/** Gzip budget of the storefront script with its static imports (review widget and rating badge). */
export const STOREFRONT_CORE_BUDGET_BYTES = 15 * 1024;
