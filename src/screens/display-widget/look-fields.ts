import type { CssField } from '../../../machines/widget-editor/widget-editor.types';
import { MAX_CUSTOM_CSS_LENGTH } from '../../contract/widget-css';
import type { StorefrontWidget } from '../../contract/widgets';

/** The colours of the review-widget settings. */
export const COLOUR_SETTINGS = [
  'star_color', 'text_color', 'title_color', 'button_color', 'button_text_color', 'background_color', 'border_color', 'verified_badge_color',
] as const;
/** The on/off flags of the review-widget settings (1 on, 2 off). */
export const FLAG_SETTINGS = [
  'is_show_anonymous', 'is_show_verified_badge', 'is_show_country_flag', 'is_show_translation', 'is_show_helpful', 'is_show_qa',
  'is_show_store_review', 'is_show_review_date', 'is_show_media_gallery',
] as const;
/** The whole-number settings and the range the server accepts. */
export const NUMBER_SETTINGS = { reviews_per_page_number: [1, 50], font_size: [8, 40], border_radius: [0, 50] } as const;
/** The text settings; the rating texts may hold `{{star}}` and `{{review_number}}`. */
export const TEXT_SETTINGS = ['widget_title', 'write_review_button_text', 'product_rating_text', 'list_rating_text'] as const;

type Colour = (typeof COLOUR_SETTINGS)[number];
type Flag = (typeof FLAG_SETTINGS)[number];
type NumberSetting = keyof typeof NUMBER_SETTINGS;
type TextSetting = (typeof TEXT_SETTINGS)[number];
/** A setting a widget page edits. */
export type LookSetting = Colour | Flag | NumberSetting | TextSetting | 'card_shadow' | 'review_sort_by';

const ALL_COLOURS: readonly LookSetting[] = COLOUR_SETTINGS;
const REVIEW_LIST: readonly LookSetting[] = [
  ...ALL_COLOURS, 'font_size', 'border_radius', 'card_shadow', 'reviews_per_page_number', 'review_sort_by',
  ...FLAG_SETTINGS, 'widget_title', 'write_review_button_text',
];

/** The settings on each widget's page (the review widget's page has most). */
export const LOOK_OF: Record<StorefrontWidget, readonly LookSetting[]> = {
  widget: REVIEW_LIST,
  rating: ['star_color', 'product_rating_text', 'list_rating_text'],
  write: ['button_color', 'button_text_color', 'write_review_button_text'],
  qa: ['is_show_qa'],
  shows: ['is_show_media_gallery'],
  reviews: ['star_color', 'reviews_per_page_number', 'review_sort_by'],
  tab: [],
  carousel: ['star_color'],
  referral: [],
  checkout: ['star_color'],
  storeReview: ['is_show_store_review', 'star_color'],
};

/** The custom CSS field of a widget's page, if it has one. */
export const CSS_FIELD_OF: Partial<Record<StorefrontWidget, CssField>> = { widget: 'reviews_css_code', rating: 'rating_css_code' };

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const MAX_TEXT = 200;

/**
 * The `display` key of the message for a setting's draft value the server would refuse (as
 * `demo/server/domain/widget-settings.ts` checks it), or null when it is fine.
 */
export function lookError(name: string, value: unknown): string | null {
  if ((COLOUR_SETTINGS as readonly string[]).includes(name)) return typeof value === 'string' && HEX.test(value) ? null : 'editor.errors.colour';
  if (name in NUMBER_SETTINGS) {
    const [min, max] = NUMBER_SETTINGS[name as NumberSetting];
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : 'editor.errors.range';
  }
  if ((TEXT_SETTINGS as readonly string[]).includes(name)) return typeof value === 'string' && value.length <= MAX_TEXT ? null : 'editor.errors.tooLong';
  if (name === 'reviews_css_code' || name === 'rating_css_code') return typeof value === 'string' && value.length <= MAX_CUSTOM_CSS_LENGTH ? null : 'editor.errors.cssTooLong';
  return null;
}

/** The limits a message names (range or length). */
export function limitsOf(name: string): { min?: number; max: number } {
  if (name in NUMBER_SETTINGS) {
    const [min, max] = NUMBER_SETTINGS[name as NumberSetting];
    return { min, max };
  }
  return { max: name.endsWith('_css_code') ? MAX_CUSTOM_CSS_LENGTH : MAX_TEXT };
}
