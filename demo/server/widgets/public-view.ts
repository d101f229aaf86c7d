import type { WidgetSettings } from '../domain/widget-settings';
import { type WidgetPublicSettings, type WidgetReview, widgetPublicSettingsSchema } from '../../../src/contract/widget-api';
import { gid, imageUrl } from '../domain/store-ids';
import { iso, parseAnswers, parseMedia, type ReviewRow } from '../domain/review-view';

/** A display flag's "on" value. */
const ON = 1;

/**
 * The columns of a published review the widgets may read (no email, order id or other private
 * column), with its product's from `LEFT JOIN products p` (null when the product is gone).
 */
export const WIDGET_REVIEW_COLUMNS = `r.id, r.product_id, r.rating, r.title, r.body, r.author, r.country, r.created_at,
  r.verified, r.pinned, r.incentivized, r.helpful_up, r.helpful_down, r.media, r.reply_body, r.reply_at, r.answers,
  p.title AS product_title, p.handle AS product_handle, p.image_name AS product_image`;

/** The join of a review's product for {@link WIDGET_REVIEW_COLUMNS}. */
export const WIDGET_REVIEW_PRODUCT_JOIN = 'LEFT JOIN products p ON p.shop_id = r.shop_id AND p.id = r.product_id';

/** A review row as {@link WIDGET_REVIEW_COLUMNS} selects it: the public columns of the admin's row and its product's. */
export type WidgetReviewRow = Pick<
  ReviewRow,
  | 'id' | 'product_id' | 'rating' | 'title' | 'body' | 'author' | 'country' | 'created_at' | 'verified' | 'pinned'
  | 'incentivized' | 'helpful_up' | 'helpful_down' | 'media' | 'reply_body' | 'reply_at' | 'answers'
> & { product_title: string | null; product_handle: string | null; product_image: string | null };

const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * A reviewer's name as the storefront shows it: with anonymous names on (`is_show_anonymous` 1),
 * each word keeps its first letter (`John Smith` → `J*** S***`). A name that holds an email address
 * is always anonymised, so no address reaches the storefront.
 */
export function displayedAuthor(author: string, anonymous: boolean): string {
  const name = author.trim();
  if (!anonymous && !EMAIL_LIKE.test(name)) return name;
  const words = name.replace(/@.*$/, '').split(/\s+/).filter(Boolean);
  return words.length === 0 ? 'A***' : words.map((word) => `${[...word][0] ?? ''}***`).join(' ');
}

/** Maps a published review row to what the widgets show, by the shop's display flags. */
export function widgetReview(row: WidgetReviewRow, settings: WidgetSettings, origin: string): WidgetReview {
  return {
    id: row.id,
    product_id: gid('Product', row.product_id),
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: displayedAuthor(row.author, settings.is_show_anonymous === ON),
    country: settings.is_show_country_flag === ON ? row.country : null,
    created_at: iso(row.created_at),
    verified: settings.is_show_verified_badge === ON && row.verified === 1,
    incentivized: row.incentivized === 1,
    pinned: row.pinned === 1,
    media: parseMedia(row.media, origin),
    reply: row.reply_body !== null && row.reply_at !== null ? { body: row.reply_body, created_at: iso(row.reply_at) } : null,
    helpful: settings.is_show_helpful === ON ? { up: row.helpful_up, down: row.helpful_down } : null,
    answers: parseAnswers(row.answers).map(({ label, kind, value }) => ({ label, kind, value })),
    product:
      row.product_title !== null && row.product_handle !== null
        ? {
            id: gid('Product', row.product_id),
            title: row.product_title,
            handle: row.product_handle,
            image: row.product_image ? imageUrl(origin, row.product_image) : null,
          }
        : null,
  };
}

/** True when the shop shows questions and answers on the storefront. */
export const showsQuestions = (settings: WidgetSettings): boolean => settings.is_show_qa === ON;

/** Settings the storefront never receives: the custom CSS (sanitised and served apart) and the moderation rules. */
const PRIVATE_SETTING_KEYS: ReadonlySet<string> = new Set(['rating_css_code', 'reviews_css_code', 'is_auto_publish', 'auto_publish_min_rating']);

/** What the public settings carry beside the shop's review-widget settings. */
export type PublicSettingsExtras = Pick<WidgetPublicSettings, 'words' | 'words_language' | 'widgets' | 'shop_name' | 'shop_domain' | 'questions'>;

/**
 * The settings the storefront widgets need: looks, paging, flags, texts, the words of one language,
 * every widget's display and the shop's name and domain. Parsed with the strict public schema, so a
 * setting added later stays private until the contract names it.
 */
export function publicWidgetSettings(settings: WidgetSettings, extras: PublicSettingsExtras): WidgetPublicSettings {
  const visible = Object.entries(settings).filter(([key]) => !PRIVATE_SETTING_KEYS.has(key));
  return widgetPublicSettingsSchema.parse({ ...Object.fromEntries(visible), ...extras });
}
