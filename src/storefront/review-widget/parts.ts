import type { WidgetReviewSort, WidgetSummary } from '../../contract/widget-api';
import { h } from '../core/dom';
import { stars } from '../core/stars';
import { countWord, type Words } from '../core/words';

/** The list's filter: all reviews, one star rating, or those with photos. */
export type ReviewFilter = { rating?: number; media: boolean };

/** The known counts of a product (from the attributes until the summary arrives). */
export type Counts = { count: number; average: number; histogram: number[] | null; with_media: number | null };

/** Counts from a summary. */
export const countsOf = (s: WidgetSummary): Counts => ({ count: s.count, average: s.average, histogram: s.histogram, with_media: s.with_media });

/** How many reviews the filter leaves (null when the summary is not in yet). */
export function filteredCount(counts: Counts, filter: ReviewFilter): number | null {
  if (filter.media) return counts.with_media;
  if (filter.rating) return counts.histogram ? (counts.histogram[filter.rating - 1] ?? 0) : null;
  return counts.count;
}

/**
 * The summary: average, stars and "Based on N reviews" beside five bars per rating; a bar is a
 * toggle button filtering the list by its rating. Fixed height (the bars fill once the summary arrives).
 */
export function summaryView(words: Words, counts: Counts, filter: ReviewFilter, onRating: (rating: number) => void): HTMLElement {
  const max = Math.max(1, ...(counts.histogram ?? [0]));
  return h(
    'div',
    { class: 'rv-summary' },
    h('div', { class: 'rv-overall' },
      h('div', { class: 'rv-average' }, counts.average.toFixed(1)),
      stars(words, counts.average),
      h('div', {}, countWord(words, 'reviews.based_on', counts.count))),
    h(
      'ul',
      { class: 'rv-bars' },
      [5, 4, 3, 2, 1].map((rating) => {
        const n = counts.histogram?.[rating - 1] ?? 0;
        return h('li', {},
          h('button', { type: 'button', class: 'rv-bar', 'aria-pressed': String(filter.rating === rating), onclick: () => onRating(rating) },
            h('span', {}, rating === 1 ? words.t('reviews.filter_star') : words.t('reviews.filter_stars', { count: rating })),
            h('span', { class: 'rv-track' }, h('span', { style: `width:${Math.round((n / max) * 100)}%` })),
            h('span', {}, counts.histogram ? String(n) : '')));
      }),
    ),
  );
}

const SORT_WORDS: Record<WidgetReviewSort, string> = {
  'commented-at-descending': 'reviews.sort_newest',
  'commented-at-ascending': 'reviews.sort_oldest',
  'rating-descending': 'reviews.sort_highest',
  'rating-ascending': 'reviews.sort_lowest',
  'media-first': 'reviews.sort_media',
  'helpful-descending': 'reviews.sort_helpful',
};

/** The filter value of a select option: '' all, 'media', or a rating. */
const filterValue = (f: ReviewFilter): string => (f.media ? 'media' : f.rating ? String(f.rating) : '');

/** Filter (All / with photos / by star) and sort selects, each shown by the widget's options. */
export function toolbarView(
  words: Words,
  show: { filters: boolean; sort: boolean },
  state: { filter: ReviewFilter; sort: WidgetReviewSort },
  on: { filter: (f: ReviewFilter) => void; sort: (s: WidgetReviewSort) => void },
): HTMLElement {
  const filter = h('select', {
    class: 'rv-filter',
    'aria-label': words.t('reviews.filter_label'),
    onchange: (e: Event) => {
      const v = (e.target as HTMLSelectElement).value;
      on.filter(v === 'media' ? { media: true } : v ? { rating: Number(v), media: false } : { media: false });
    },
  },
  h('option', { value: '' }, words.t('reviews.filter_all')),
  h('option', { value: 'media' }, words.t('reviews.filter_media')),
  [5, 4, 3, 2, 1].map((r) => h('option', { value: r }, r === 1 ? words.t('reviews.filter_star') : words.t('reviews.filter_stars', { count: r }))));
  filter.value = filterValue(state.filter);
  const sort = h('select', { class: 'rv-sort', onchange: (e: Event) => on.sort((e.target as HTMLSelectElement).value as WidgetReviewSort) },
    (Object.keys(SORT_WORDS) as WidgetReviewSort[]).map((s) => h('option', { value: s }, words.t(SORT_WORDS[s]))));
  sort.value = state.sort;
  return h('div', { class: 'rv-toolbar' },
    show.filters ? filter : h('span'),
    show.sort && h('label', {}, words.t('reviews.sort_label'), sort));
}

/** Previous / "Page x of y" / Next buttons (none for a single page). */
export function pagerView(words: Words, page: number, pages: number, go: (page: number) => void): HTMLElement | null {
  if (pages <= 1) return null;
  return h('nav', { class: 'rv-pager', 'aria-label': words.t('reviews.page_of', { page, pages }) },
    h('button', { type: 'button', class: 'rv-btn', disabled: page <= 1, onclick: () => go(page - 1) }, words.t('reviews.page_previous')),
    h('span', { 'aria-live': 'polite' }, words.t('reviews.page_of', { page, pages })),
    h('button', { type: 'button', class: 'rv-btn', disabled: page >= pages, onclick: () => go(page + 1) }, words.t('reviews.page_next')));
}
