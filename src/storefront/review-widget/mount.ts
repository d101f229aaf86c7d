import type { WidgetReview, WidgetReviewSort, WidgetSummary } from '../../contract/widget-api';
import { warnOnce } from '../core/api';
import { markClamped, reviewCard, safeMedia, skeletonCard } from '../core/card';
import { h, replace, uid, type Child } from '../core/dom';
import { loadMount } from '../core/element';
import { openLightbox } from '../core/lightbox';
import { displayOf, isEnabled, type MountedWidget, type WidgetContext, type WidgetMount } from '../core/widget';
import { countsOf, filteredCount, pagerView, summaryView, toolbarView, type Counts, type ReviewFilter } from './parts';
import { reviewPages, type ListWindow } from './pages';

const DEFAULT_OPTIONS = { show_summary: true, show_sort: true, show_filters: true };

/** Count and average from the host's attributes (the page renders them), zero when absent. */
export function attributeCounts(host: HTMLElement): Counts {
  const count = Number(host.getAttribute('count')) || 0;
  return { count, average: Number(host.getAttribute('average')) || 0, histogram: null, with_media: null };
}

/**
 * Review widget `<rv-review-widget product-id count average product-title>`: title, Reviews/Questions
 * tabs (when Q&A is on), Write a review (the `write` widget module, loaded on click), summary with bars
 * filtering by rating, filter and sort, fixed-height cards, Previous/Next paging. Redraws from what
 * it read (`update` is synchronous); only a page it has not read yet is fetched.
 */
export const mountReviewWidget: WidgetMount = (host, first) => {
  let ctx: WidgetContext = first;
  let counts = attributeCounts(host);
  let filter: ReviewFilter = { media: false };
  let sort: WidgetReviewSort = ctx.settings.review_sort_by;
  let page = 1;
  let tab: 'reviews' | 'questions' = 'reviews';
  let failed = false;
  let focusList = false;
  let alive = true;
  let extra: MountedWidget | null = null;
  const product = host.getAttribute('product-id') ?? undefined;
  const reader = reviewPages(ctx.api);
  const titleId = uid('title');
  const panelId = `${titleId}-panel`;
  const perPage = (): number => Math.max(1, ctx.settings.reviews_per_page_number);
  const query = () => ({ product, sort, rating: filter.rating, media: filter.media });
  const start = (): number => (page - 1) * perPage();

  const load = (): void => {
    failed = false;
    reader.load(query(), start(), perPage()).then(
      () => alive && draw(),
      (error: unknown) => {
        warnOnce(error);
        failed = true;
        if (alive) draw();
      },
    );
  };
  const change = (next: () => void): void => {
    next();
    focusList = true;
    draw();
    if (!reader.cached(query(), start(), perPage())) load();
  };
  const openMedia = (review: WidgetReview, index: number): void => {
    openLightbox(host, ctx.words, safeMedia(review, ctx.api.apiBase), index);
  };
  const openExtra = async (name: 'write' | 'qa', slot: HTMLElement): Promise<void> => {
    extra?.destroy();
    if (product) slot.setAttribute('product-id', product);
    slot.setAttribute('product-title', host.getAttribute('product-title') ?? '');
    const mount = await loadMount(name);
    if (alive && slot.isConnected) extra = mount(slot, ctx);
  };

  const listView = (win: ListWindow | null, total: number): HTMLElement => {
    const { words } = ctx;
    const list = h('ul', { class: 'rv-list', tabindex: -1, 'aria-labelledby': titleId, 'aria-busy': String(!win && !failed) });
    if (failed) {
      return h('div', { class: 'rv-failed', role: 'alert' }, words.t('reviews.load_failed'),
        h('button', { type: 'button', class: 'rv-btn', onclick: () => change(() => undefined) }, words.t('reviews.retry')));
    }
    if (!win) {
      const n = Math.max(0, Math.min(perPage(), total - start()));
      list.append(...Array.from({ length: n || (total ? 0 : 1) }, skeletonCard));
      return list;
    }
    if (win.items.length === 0) return h('p', { class: 'rv-empty' }, words.t('reviews.no_match'));
    const cards = win.items.map((review) => reviewCard(review, { words, settings: ctx.settings, apiBase: ctx.api.apiBase, openMedia }));
    list.append(...cards);
    markClamped(cards);
    return list;
  };

  const draw = (): void => {
    const { words, settings } = ctx;
    const options = displayOf(settings, 'widget')?.options ?? DEFAULT_OPTIONS;
    const qa = settings.is_show_qa === 1 && isEnabled(settings, 'qa') && displayOf(settings, 'qa') !== undefined;
    const empty = counts.count === 0;
    host.hidden = empty && settings.is_show_empty_widget === 0;
    if (host.hidden) return replace(host);
    const writeSlot = h('div', { class: 'rv-write-slot' });
    const write = h('button', { type: 'button', class: 'rv-btn', onclick: () => void openExtra('write', writeSlot) }, settings.write_review_button_text);
    const tabs = qa && h('div', { class: 'rv-tabs', role: 'tablist' },
      (['reviews', 'questions'] as const).map((name) => h('button', {
        type: 'button', role: 'tab', class: 'rv-tab', id: `${titleId}-${name}`, 'aria-selected': String(tab === name),
        'aria-controls': tab === name ? panelId : null, tabindex: tab === name ? 0 : -1,
        onkeydown: (e: Event) => {
          const key = (e as KeyboardEvent).key;
          if (key !== 'ArrowLeft' && key !== 'ArrowRight') return;
          tab = tab === 'reviews' ? 'questions' : 'reviews';
          draw();
          host.querySelector<HTMLElement>('[role=tab][aria-selected=true]')?.focus();
        },
        onclick: () => { tab = name; draw(); },
      }, name === 'reviews' ? words.t('reviews.reviews_tab', { count: counts.count }) : words.t('qa.title'))));
    const head = h('div', { class: 'rv-head' }, h('h2', { class: 'rv-title', id: titleId, tabindex: -1 }, settings.widget_title), tabs, write);
    if (tab === 'questions' && qa) {
      const panel = h('div', { class: 'rv-qa', role: 'tabpanel', id: panelId, 'aria-labelledby': `${titleId}-questions` });
      replace(host, head, writeSlot, panel);
      void openExtra('qa', panel);
      return;
    }
    if (empty) {
      replace(host, head, writeSlot, h('div', { class: 'rv-empty' }, h('strong', {}, words.t('reviews.no_reviews')), words.t('reviews.be_first')));
      return;
    }
    const win = reader.cached(query(), start(), perPage());
    const total = win?.total ?? filteredCount(counts, filter) ?? counts.count;
    const pages = Math.max(1, Math.ceil(total / perPage()));
    const list = listView(win, total);
    const body: Child[] = [
      options.show_summary && summaryView(words, counts, filter, (rating) => change(() => { filter = filter.rating === rating ? { media: false } : { rating, media: false }; page = 1; })),
      (options.show_filters || options.show_sort) && toolbarView(words, { filters: options.show_filters, sort: options.show_sort }, { filter, sort }, {
        filter: (f) => change(() => { filter = f; page = 1; }),
        sort: (s) => change(() => { sort = s; page = 1; }),
      }),
      list,
      pagerView(words, page, pages, (p) => change(() => { page = p; })),
    ];
    replace(host, head, writeSlot, qa ? h('div', { role: 'tabpanel', id: panelId, 'aria-labelledby': `${titleId}-reviews` }, body) : body);
    if (focusList && win) {
      focusList = false;
      list.focus({ preventScroll: true });
      if (list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
    }
  };

  draw();
  load();
  ctx.api.get<WidgetSummary>('summary', product ? { product } : {}).then((s) => {
    counts = countsOf(s);
    if (alive) draw();
  }, () => undefined);
  return {
    update: (next) => {
      const sizeChanged = next.settings.reviews_per_page_number !== ctx.settings.reviews_per_page_number;
      if (next.settings.review_sort_by !== ctx.settings.review_sort_by) sort = next.settings.review_sort_by;
      ctx = next;
      if (sizeChanged) page = 1;
      draw();
      if (!reader.cached(query(), start(), perPage())) load();
    },
    destroy: () => {
      alive = false;
      extra?.destroy();
      replace(host);
    },
  };
};
