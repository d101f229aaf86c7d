import type { WidgetPublicSettings, WidgetQuestion, WidgetReview } from '../../../src/contract/widget-api';
import { DEFAULT_WIDGET_DISPLAYS } from '../../../src/contract/widgets';
import type { StoreApi } from '../../../src/storefront/core/api';
import type { WidgetContext } from '../../../src/storefront/core/widget';
import { wordsOf } from '../../../src/storefront/core/words';
import en from '../../../src/locales/en/widget-words.json';

/** The English widget words, flat (`group.key` → text), as the settings carry them. */
export const EN_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries(en).flatMap(([group, words]) => Object.entries(words as Record<string, string>).map(([key, text]) => [`${group}.${key}`, text])),
);

/** Public settings of a shop showing everything, with the default displays. */
export function settingsOf(patch: Partial<WidgetPublicSettings> = {}): WidgetPublicSettings {
  return {
    language: 'en', reviews_per_page_number: 5, review_sort_by: 'commented-at-descending', font_size: 14, border_radius: 6, card_shadow: 'Light',
    star_color: '#ffb400', text_color: '#303030', title_color: '#202223', button_color: '#202223', button_text_color: '#ffffff',
    background_color: '#ffffff', border_color: '#e3e3e3', verified_badge_color: '#008060', star_style: 1, review_layout: 1,
    is_show_anonymous: 0, is_show_verified_badge: 1, is_show_country_flag: 1, is_show_translation: 0, is_show_helpful: 1, is_show_qa: 1,
    is_show_store_review: 1, is_show_review_date: 1, is_show_media_gallery: 1, is_show_empty_widget: 1,
    widget_title: 'Customer reviews', write_review_button_text: 'Write a review', product_rating_text: '{{star}} {{review_number}} Reviews',
    list_rating_text: '{{star}} ({{review_number}})', words: EN_WORDS, words_language: 'en',
    widgets: structuredClone(DEFAULT_WIDGET_DISPLAYS), shop_name: 'Demo shop', shop_domain: 'demo.myshopify.com',
    ...patch,
  };
}

/** A review with markup in its texts (it must show as typed). */
export function reviewOf(id: number, patch: Partial<WidgetReview> = {}): WidgetReview {
  return {
    id, product_id: 'gid://shopify/Product/7', rating: 5, title: `<b>Title ${id}</b>`, body: '<img src=x onerror="window.__x=1">', author: 'Ann',
    country: 'FR', created_at: '2026-01-02T10:00:00Z', verified: true, incentivized: false, pinned: false,
    media: [{ type: 'image', url: `https://cdn.example/${id}.jpg`, thumb: `https://cdn.example/${id}-t.jpg` }],
    reply: null, helpful: { up: 1, down: 0 }, answers: [],
    product: { id: 'gid://shopify/Product/7', title: 'Wool hat', handle: 'wool-hat', image: null },
    ...patch,
  };
}

/** A question with its answer. */
export const questionOf = (id: number, answered = true): WidgetQuestion => ({
  id, product_id: 'gid://shopify/Product/7', body: `<i>Question ${id}</i>`, author: 'Bo', created_at: '2026-01-02T10:00:00Z',
  answer: answered ? { body: `Answer ${id}`, created_at: '2026-01-03T10:00:00Z' } : null,
});

/** A widget context over a fake API answering `get` from `answers` by path. */
export function contextOf(answers: Record<string, (params: Record<string, unknown>) => unknown>, settings = settingsOf()): { ctx: WidgetContext; calls: [string, Record<string, unknown>][] } {
  const calls: [string, Record<string, unknown>][] = [];
  const api = {
    apiBase: 'https://reviews.example/', shop: 'demo.myshopify.com', lang: 'en',
    get: <T>(path: string, params: Record<string, unknown> = {}) => {
      calls.push([path, params]);
      const answer = answers[path];
      return answer ? Promise.resolve(answer(params) as T) : Promise.reject(new Error(`no ${path}`));
    },
  } as unknown as StoreApi;
  return { ctx: { api, settings, words: wordsOf(settings.words, 'en'), preview: false }, calls };
}

/** Lets pending promises settle. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
