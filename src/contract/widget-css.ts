import * as z from 'zod/mini';

/**
 * The selector of each storefront widget's host element: the merchant's custom CSS of that widget
 * is scoped under it, so it styles the widget and nothing else of the store.
 */
export const WIDGET_CSS_SCOPE = {
  rating: 'rv-star-rating',
  reviews: 'rv-review-widget',
} as const;

/** Most characters of custom CSS one widget accepts (the settings schema refuses longer text). */
export const MAX_CUSTOM_CSS_LENGTH = 20_000;

/**
 * Why a part of the custom CSS was removed; a machine key the admin translates.
 * - `tooLarge`: the input is over MAX_CUSTOM_CSS_LENGTH (nothing kept);
 * - `tooManyRules`: rules past the rule limit (everything from there on);
 * - `parseError`: the CSS does not parse (nothing kept);
 * - `import`: an `@import` (or the text `@import` anywhere);
 * - `atRule`: an at-rule other than `@media`, `@supports`, `@container`, `@keyframes`, `@font-face`;
 * - `url`: a `url()`/`image()`/`image-set()` source that is not https or a data: png/jpeg/gif/webp image;
 * - `javascript`: a `javascript:` or `vbscript:` scheme;
 * - `expression`: an IE `expression(`;
 * - `binding`: the `behavior` or `-moz-binding` properties;
 * - `closesStyle`: text that could end the style element (`<`, `<!--`, `-->`);
 * - `selector`: a selector that would reach outside the widget (one starting with `+` or `~`)
 *   or a keyframe selector that is not `from`, `to` or a percentage;
 * - `misplaced`: a declaration outside any rule.
 */
export const CSS_REMOVED_REASONS = [
  'tooLarge',
  'tooManyRules',
  'parseError',
  'import',
  'atRule',
  'url',
  'javascript',
  'expression',
  'binding',
  'closesStyle',
  'selector',
  'misplaced',
] as const;

/** A machine key of CSS_REMOVED_REASONS. */
export type CssRemovedReason = (typeof CSS_REMOVED_REASONS)[number];

/** One removed piece of custom CSS: where it started (1-based), its short original text and why. */
export const cssRemovalSchema = z.object({
  line: z.int(),
  column: z.int(),
  what: z.string(),
  reason: z.enum(CSS_REMOVED_REASONS),
});
/** One removed piece of custom CSS. */
export type CssRemoval = z.infer<typeof cssRemovalSchema>;

/** The `css_removed` field of a `save_shop_settings` answer: per saved CSS field, what was removed. */
export const cssRemovedSchema = z.object({
  rating_css_code: z.optional(z.array(cssRemovalSchema)),
  reviews_css_code: z.optional(z.array(cssRemovalSchema)),
});
