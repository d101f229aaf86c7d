import * as z from 'zod/mini';
import { widgetDisplaysSchema } from './widgets';

export { MAX_WIDGET_SUMMARIES, WIDGET_API } from './widget-tags';

/** Sort orders of the storefront review list (the values of the `review_sort_by` setting). */
export const WIDGET_REVIEW_SORTS = [
  'commented-at-descending',
  'commented-at-ascending',
  'rating-descending',
  'rating-ascending',
  'media-first',
  'helpful-descending',
] as const;
/** A sort order of the storefront review list. */
export type WidgetReviewSort = (typeof WIDGET_REVIEW_SORTS)[number];


const isoDate = z.string();

/**
 * The product a review or question is about, as the storefront names and links it
 * (`/storefront/products/<handle>`); `image` is an absolute URL or null.
 */
export const widgetProductSchema = z.object({
  /** Global id of the product. */
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  image: z.nullable(z.string()),
});

/** A published review as a customer sees it: plain text, no address, order or anything private. */
export const widgetReviewSchema = z.object({
  id: z.number(),
  /** Global id of the reviewed product. */
  product_id: z.string(),
  rating: z.number(),
  title: z.string(),
  /** Plain text: the widget renders it as text, never as HTML. */
  body: z.string(),
  /** The name as shown: anonymised when the shop shows reviewers anonymously. */
  author: z.string(),
  /** Country code; null when the shop hides country flags or none is known. */
  country: z.nullable(z.string()),
  created_at: isoDate,
  /** False when the shop hides the verified badge. */
  verified: z.boolean(),
  incentivized: z.boolean(),
  pinned: z.boolean(),
  media: z.array(z.object({ type: z.enum(['image', 'video']), url: z.string(), thumb: z.string() })),
  reply: z.nullable(z.object({ body: z.string(), created_at: isoDate })),
  /** Helpful votes; null when the shop hides them. */
  helpful: z.nullable(z.object({ up: z.number(), down: z.number() })),
  /** Answers to the shop's custom questions. */
  answers: z.array(z.object({ label: z.string(), kind: z.string(), value: z.union([z.number(), z.string()]) })),
  /** The reviewed product; null when it is no longer in the catalogue. */
  product: z.nullable(widgetProductSchema),
});
/** A published review as a customer sees it. */
export type WidgetReview = z.infer<typeof widgetReviewSchema>;

/** One page of published reviews. */
export const widgetReviewPageSchema = z.object({
  items: z.array(widgetReviewSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  sort: z.enum(WIDGET_REVIEW_SORTS),
});
/** One page of published reviews. */
export type WidgetReviewPage = z.infer<typeof widgetReviewPageSchema>;

/** Rating summary of one product (or of the whole shop when `product_id` is null). */
export const widgetSummarySchema = z.object({
  product_id: z.nullable(z.string()),
  count: z.number(),
  /** Average rating with one decimal; 0 without reviews. */
  average: z.number(),
  /** Reviews per rating: index 0 holds 1-star reviews, index 4 the 5-star ones. */
  histogram: z.array(z.number()),
  with_media: z.number(),
  /**
   * The shop's `product_rating_text` with `{{review_number}}` filled in; `{{star}}` stays for the
   * widget to draw the stars in its place.
   */
  product_text: z.string(),
  /** The shop's `list_rating_text`, filled in the same way. */
  list_text: z.string(),
});
/** Rating summary of one product. */
export type WidgetSummary = z.infer<typeof widgetSummarySchema>;

/** Summaries of many products, in the order asked for. */
export const widgetSummariesSchema = z.object({ items: z.array(widgetSummarySchema) });

/** A published question and the shop's answer. */
export const widgetQuestionSchema = z.object({
  id: z.number(),
  product_id: z.string(),
  body: z.string(),
  author: z.string(),
  created_at: isoDate,
  answer: z.nullable(z.object({ body: z.string(), created_at: isoDate })),
});
/** A published question and the shop's answer. */
export type WidgetQuestion = z.infer<typeof widgetQuestionSchema>;

/** One page of published questions (empty when the shop turns Q&A off). */
export const widgetQuestionPageSchema = z.object({
  items: z.array(widgetQuestionSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
/** One page of published questions. */
export type WidgetQuestionPage = z.infer<typeof widgetQuestionPageSchema>;

const hex = z.string();

/** The public part of the review-widget settings: looks, paging, flags, texts and words; no custom CSS, nothing private. */
export const widgetPublicSettingsSchema = z.strictObject({
  language: z.string(),
  reviews_per_page_number: z.number(),
  review_sort_by: z.enum(WIDGET_REVIEW_SORTS),
  font_size: z.number(),
  border_radius: z.number(),
  card_shadow: z.enum(['Dark', 'Light', 'None']),
  star_color: hex,
  text_color: hex,
  title_color: hex,
  button_color: hex,
  button_text_color: hex,
  background_color: hex,
  border_color: hex,
  verified_badge_color: hex,
  star_style: z.number(),
  review_layout: z.number(),
  is_show_anonymous: z.number(),
  is_show_verified_badge: z.number(),
  is_show_country_flag: z.number(),
  is_show_translation: z.number(),
  is_show_helpful: z.number(),
  is_show_qa: z.number(),
  is_show_store_review: z.number(),
  is_show_review_date: z.number(),
  is_show_media_gallery: z.number(),
  is_show_empty_widget: z.number(),
  widget_title: z.string(),
  write_review_button_text: z.string(),
  product_rating_text: z.string(),
  list_rating_text: z.string(),
  /** The widget words (translatable text groups) in `words_language`, keyed `group.key`. */
  words: z.record(z.string(), z.string()),
  /** Language of `words`: the `lang` asked for, else the shop's widget language. */
  words_language: z.string(),
  /** Every widget's display as the merchant saved it (defaults for anything not saved yet): on/off, places, options. */
  widgets: widgetDisplaysSchema,
  /** The shop's name, for texts such as the store-reviews title. */
  shop_name: z.string(),
  /** The storefront's domain (the custom domain, else the myshopify domain). */
  shop_domain: z.string(),
  /** What the ask form needs of the Q&A settings: whether an email is required, whether a question shows at once. */
  questions: z.optional(z.object({ require_email: z.boolean(), auto_publish: z.boolean() })),
});
/** The public part of the review-widget settings. */
export type WidgetPublicSettings = z.infer<typeof widgetPublicSettingsSchema>;

/** Limits of a question asked on the storefront (`POST questions`). */
export const WIDGET_QUESTION_LIMITS = {
  authorMax: 80,
  emailMax: 254,
  bodyMin: 5,
  bodyMax: 1000,
  /** Questions one email address may ask a shop in an hour. */
  perEmailPerHour: 5,
  /** Questions one client address (IP) may send a shop in an hour. */
  perAddressPerHour: 10,
} as const;

/**
 * A question a customer asks on the product page (`POST questions`, JSON). It is stored unpublished
 * for the merchant and shows on the storefront once answered; the email is never shown.
 */
export const widgetAskQuestionSchema = z.object({
  /** The shop's myshopify domain. */
  shop: z.string().check(z.minLength(1), z.maxLength(255)),
  /** The product, by its number or global id. */
  product: z.string().check(z.minLength(1), z.maxLength(64)),
  author: z.string().check(z.trim(), z.minLength(1), z.maxLength(WIDGET_QUESTION_LIMITS.authorMax)),
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(WIDGET_QUESTION_LIMITS.emailMax), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/)),
  body: z.string().check(z.trim(), z.minLength(WIDGET_QUESTION_LIMITS.bodyMin), z.maxLength(WIDGET_QUESTION_LIMITS.bodyMax)),
});
/** A question asked on the storefront. */
export type WidgetAskQuestion = z.infer<typeof widgetAskQuestionSchema>;

/**
 * Why a field of an asked question was refused (the `key` of each `{path, key}` in a 422's
 * `data.errors`); the widget shows its own words for them (e.g. `review_form.required`,
 * `review_form.invalid_email`).
 */
export const WIDGET_QUESTION_ERROR_KEYS = ['required', 'email', 'tooShort', 'tooLong', 'productUnknown'] as const;
/** A refusal key of an asked question's field. */
export type WidgetQuestionErrorKey = (typeof WIDGET_QUESTION_ERROR_KEYS)[number];

/**
 * Business codes of the widget API's refusals of an asked question (the envelope's `code`, with the
 * HTTP status), the same as the review form's where they mean the same: fields refused (422,
 * message `fields`, `data.errors`), questions off for this shop (403, message `closed`), too many
 * questions in an hour (429, message `flood`, `data.retryAfterSeconds`).
 */
export const WIDGET_QUESTION_CODES = { fields: 42202, closed: 40302, flood: 42901 } as const;

/** Most products one `review_links` call may name. */
export const MAX_WIDGET_REVIEW_LINKS = 20;

/**
 * Signed links to the review form (`GET review_links?shop&products=`), in the order asked for; one
 * link of the whole shop (`product_id` null) when no product is named.
 */
export const widgetReviewLinksSchema = z.object({
  items: z.array(z.object({ product_id: z.nullable(z.string()), url: z.string() })),
});
/** Signed links to the review form. */
export type WidgetReviewLinks = z.infer<typeof widgetReviewLinksSchema>;
