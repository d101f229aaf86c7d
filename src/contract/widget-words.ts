/**
 * The words the storefront widgets show, in text groups: SPEC §3's translatable groups (review form,
 * review form slides, all-in-one form, Q&A, referral, checkout, thank-you, time-ago, store review)
 * and the review list's own words. The English defaults are `src/locales/en/widget-words.json`; each
 * language has its defaults in `src/locales/<lng>/widget-words.json`, and a merchant overrides any
 * word per language (`set_shop_selfdefine_lang`, keyed `group.key`).
 */
export type WidgetWordTree = Record<WidgetWordGroup, Record<string, string>>;

/** The text groups in the order the word editors show them (the order of the English file). */
export const WIDGET_WORD_GROUPS = [
  'reviews', 'review_form', 'review_form_slides', 'all_in_one_form', 'qa', 'referral', 'checkout', 'thank_you', 'time_ago', 'store_review',
] as const;

/** A text group of the widget words. */
export type WidgetWordGroup = (typeof WIDGET_WORD_GROUPS)[number];

/** The words of one language, flat: `group.key` → text (what the widget API's `words` holds). */
export type WidgetWordMap = Record<string, string>;

/** The text groups each storefront widget's page lets the merchant edit. */
export const WIDGET_WORD_GROUPS_OF = {
  widget: ['reviews', 'time_ago'],
  rating: ['reviews'],
  write: ['review_form', 'review_form_slides', 'all_in_one_form'],
  qa: ['qa'],
  shows: ['reviews'],
  reviews: ['reviews', 'time_ago'],
  tab: ['reviews'],
  carousel: ['reviews', 'time_ago'],
  referral: ['referral'],
  checkout: ['checkout', 'thank_you'],
  storeReview: ['store_review', 'time_ago'],
} as const satisfies Record<string, readonly WidgetWordGroup[]>;

/** Fills `{{name}}` placeholders of a widget word. */
export function fillWord(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
