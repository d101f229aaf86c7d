import type { SettingValues } from '../save-bar/save-bar.types';
import type { WidgetPublicSettings } from '../../src/contract/widget-api';
import type { CssRemoval } from '../../src/contract/widget-css';
import { EDITOR_KEYS, settingKey, wordsKey, type CssField, type CssRemovedByField, type WidgetEditorContext } from './widget-editor.types';

type Snapshot = { context: WidgetEditorContext; matches: (state: { words: 'loading' | 'ready' | 'failed' }) => boolean };

/** The language whose words show. */
export const selectEditorLanguage = (s: Snapshot): string => s.context.language;

/** True while the shown language's words load. */
export const selectWordsLoading = (s: Snapshot): boolean => s.matches({ words: 'loading' });

/** The language whose words failed to load (null when none). */
export const selectWordsError = (s: Snapshot): string | null => s.context.wordsError;

/** Default words of the shown language by group (empty while they load). */
export const selectEditorDefaults = (s: Snapshot): Record<string, Record<string, string>> => s.context.defaults[s.context.language] ?? EMPTY;

/** What sanitising the draft CSS removes (empty before the first check). */
export const selectCssRemovals = (s: Snapshot): CssRemoval[] => s.context.cssCheck?.removed ?? NONE;

/** The sanitised draft CSS (null before the first check). */
export const selectCleanCss = (s: Snapshot): string | null => s.context.cssCheck?.css ?? null;

const EMPTY: Record<string, Record<string, string>> = {};
const NONE: CssRemoval[] = [];

/** What the server's sanitiser removed from `field` at the last save (empty when nothing). */
export function savedCssRemovals(values: SettingValues, field: CssField): CssRemoval[] {
  const removed = values[EDITOR_KEYS.cssRemoved] as CssRemovedByField | undefined;
  return removed?.[field] ?? NONE;
}

/** A language's draft words (`group.key` → text; absent or empty = the default). */
export const wordsOf = (values: SettingValues, language: string): Record<string, string> =>
  (values[wordsKey(language)] as Record<string, string> | undefined) ?? {};

/** Default words by group, flat `group.key` → text. */
export function flatWords(defaults: Record<string, Record<string, string>>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [group, words] of Object.entries(defaults)) for (const [key, text] of Object.entries(words)) flat[`${group}.${key}`] = text;
  return flat;
}

/** The public settings keys the preview reads from the draft settings. */
const PUBLIC_KEYS = [
  'language', 'reviews_per_page_number', 'review_sort_by', 'font_size', 'border_radius', 'card_shadow', 'star_color', 'text_color',
  'title_color', 'button_color', 'button_text_color', 'background_color', 'border_color', 'verified_badge_color', 'star_style',
  'review_layout', 'is_show_anonymous', 'is_show_verified_badge', 'is_show_country_flag', 'is_show_translation', 'is_show_helpful',
  'is_show_qa', 'is_show_store_review', 'is_show_review_date', 'is_show_media_gallery', 'is_show_empty_widget', 'widget_title',
  'write_review_button_text', 'product_rating_text', 'list_rating_text',
] as const satisfies readonly (keyof WidgetPublicSettings)[];

/**
 * The draft in the shape the storefront reads (the widget API's public settings): the draft
 * settings, and the words of `language` — its defaults (`flatDefaults`) with the draft words on top.
 */
export function previewSettings(
  values: SettingValues,
  language: string,
  flatDefaults: Record<string, string>,
  shop: Pick<WidgetPublicSettings, 'widgets' | 'shop_name' | 'shop_domain'>,
): WidgetPublicSettings {
  const settings: Record<string, unknown> = {};
  for (const key of PUBLIC_KEYS) settings[key] = values[settingKey(key)];
  const words = { ...flatDefaults };
  for (const [key, text] of Object.entries(wordsOf(values, language))) if (text.trim() !== '') words[key] = text;
  return { ...(settings as Omit<WidgetPublicSettings, 'words' | 'words_language' | keyof typeof shop>), ...shop, words, words_language: language };
}
