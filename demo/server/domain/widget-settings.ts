import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  REVIEW_SORT_BY,
  REVIEWS_PER_PAGE,
  WIDGET_BORDER_RADIUS,
  WIDGET_FONT_SIZE,
} from '../../../src/contract/constants';
import { LANGUAGE_CODES } from './languages';

const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'must be a hex colour like #1A2B3C');
/** A display flag: 1 on, 2 off; some flags use 3 or 4 for extra modes. */
const flag = z.int().min(1).max(4);
const css = z.string().max(20000);
const template = z.string().max(200);
const label = z.string().max(200);

/** Zod schema of the review-widget settings; every key is required here. */
export const widgetSettingsSchema = z.strictObject({
  language: z.enum(LANGUAGE_CODES as [string, ...string[]]),
  reviews_per_page_number: z.int().min(1).max(50),
  review_sort_by: z.enum([
    REVIEW_SORT_BY,
    'commented-at-ascending',
    'rating-descending',
    'rating-ascending',
    'media-first',
    'helpful-descending',
  ]),
  font_size: z.int().min(8).max(40),
  border_radius: z.int().min(0).max(50),
  card_shadow: z.enum(['Dark', 'Light', 'None']),
  star_color: hexColour,
  text_color: hexColour,
  title_color: hexColour,
  button_color: hexColour,
  button_text_color: hexColour,
  background_color: hexColour,
  border_color: hexColour,
  verified_badge_color: hexColour,
  star_style: flag,
  review_layout: flag,
  is_show_anonymous: flag,
  is_auto_publish: flag,
  auto_publish_min_rating: z.int().min(1).max(5),
  is_show_verified_badge: flag,
  is_show_country_flag: flag,
  is_show_translation: flag,
  is_show_helpful: flag,
  is_show_qa: flag,
  is_show_store_review: flag,
  is_show_review_date: flag,
  is_show_media_gallery: flag,
  is_show_empty_widget: flag,
  widget_title: label,
  write_review_button_text: label,
  product_rating_text: template,
  list_rating_text: template,
  rating_css_code: css,
  reviews_css_code: css,
});

/** The whole review-widget settings object. */
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

/** Schema of a `save_shop_settings` body: any subset of the keys, unknown keys rejected. */
export const widgetSettingsPatchSchema = widgetSettingsSchema.partial();

/** Settings a new shop starts with (SPEC §3 and §9). */
export const DEFAULT_WIDGET_SETTINGS: WidgetSettings = {
  language: DEFAULT_LANGUAGE,
  reviews_per_page_number: REVIEWS_PER_PAGE,
  review_sort_by: REVIEW_SORT_BY,
  font_size: WIDGET_FONT_SIZE,
  border_radius: WIDGET_BORDER_RADIUS,
  card_shadow: 'Dark',
  star_color: '#FFB400',
  text_color: '#202223',
  title_color: '#111111',
  button_color: '#202223',
  button_text_color: '#FFFFFF',
  background_color: '#FFFFFF',
  border_color: '#E1E3E5',
  verified_badge_color: '#008060',
  star_style: 1,
  review_layout: 1,
  is_show_anonymous: 2,
  is_auto_publish: 1,
  auto_publish_min_rating: 4,
  is_show_verified_badge: 1,
  is_show_country_flag: 1,
  is_show_translation: 2,
  is_show_helpful: 1,
  is_show_qa: 1,
  is_show_store_review: 2,
  is_show_review_date: 1,
  is_show_media_gallery: 1,
  is_show_empty_widget: 3,
  widget_title: 'Customer Reviews',
  write_review_button_text: 'Write a review',
  product_rating_text: '{{star}} {{review_number}} Reviews',
  list_rating_text: '{{star}} ({{review_number}})',
  rating_css_code: '',
  reviews_css_code: '',
};
