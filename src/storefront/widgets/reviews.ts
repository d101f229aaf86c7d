import type { WidgetReviewPage, WidgetSummary } from '../../contract/widget-api';
import type { WidgetOptions } from '../../contract/widgets';
import { h, replace } from '../core/dom';
import type { WidgetContext, WidgetMount } from '../core/widget';
import { pagerView } from '../review-widget/parts';
import { cardsOf, skeletonCards } from './cards';
import { addStyle, dataLife, failedView, optionsOf, overall, reviewPage, textOr } from './common';

const DEFAULTS: WidgetOptions<'reviews'> = { title: '', min_rating: 1 };

const CSS = `
rv-all-reviews .rv-all-summary{height:152px;margin-bottom:16px;display:grid;align-content:start;gap:12px;border-bottom:1px solid var(--rv-border)}
rv-all-reviews .rv-list:focus{outline:none}
rv-all-reviews .rv-pager{display:flex;gap:12px;align-items:center;justify-content:center;height:44px;margin-top:12px}
rv-all-reviews .rv-empty{display:grid;place-content:center;height:120px}
`;

/** The options the widget's reviews are read with (a change of them reads them again). */
const queryOf = (c: WidgetContext): string => String(optionsOf(c, 'reviews', DEFAULTS).min_rating);

/**
 * The all-reviews page `<rv-all-reviews count>`: the shop's summary, then every product's published
 * reviews at or above the merchant's `min_rating`, each card naming and linking its product, one page
 * at a time (Previous / "Page x of y" / Next; focus moves to the list).
 */
export const mount: WidgetMount = (host, first) => {
  addStyle('reviews', CSS);
  let ctx: WidgetContext = first;
  let summary: WidgetSummary | null = null;
  let answer: WidgetReviewPage | null = null;
  let failed = false;
  let page = 1;
  let focusList = false;
  const known = Number(host.getAttribute('count')) || 0;

  const load = (): void => {
    failed = false;
    answer = null;
    draw();
    const want = page;
    life.settle(reviewPage(ctx.api, { page: want, min_rating: optionsOf(ctx, 'reviews', DEFAULTS).min_rating }),
      (next) => {
        if (want !== page) return;
        answer = next;
        draw();
      },
      () => {
        if (want !== page) return;
        failed = true;
        draw();
      });
  };

  const go = (to: number): void => {
    page = to;
    focusList = true;
    load();
  };

  const draw = (): void => {
    const { words, settings } = ctx;
    const title = textOr(words, optionsOf(ctx, 'reviews', DEFAULTS).title, 'reviews.all_reviews_title');
    const perPage = answer?.per_page ?? settings.reviews_per_page_number;
    const total = answer?.total ?? known;
    const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
    const list = h('ul', { class: 'rv-list', tabindex: -1, 'aria-label': title, 'aria-busy': String(!answer) },
      answer ? cardsOf(host, ctx, answer.items, true) : skeletonCards(Math.max(0, Math.min(perPage, total - (page - 1) * perPage)), true));
    replace(host,
      h('div', { class: 'rv-all-summary' }, h('div', { class: 'rv-head' }, h('h2', { class: 'rv-title' }, title)),
        summary && overall(words, summary)),
      failed ? failedView(words, load) : answer && answer.total === 0 ? h('p', { class: 'rv-empty' }, words.t('reviews.no_reviews')) : list,
      pagerView(words, page, pages, go));
    if (focusList && answer) {
      focusList = false;
      list.focus({ preventScroll: true });
      list.scrollIntoView({ block: 'nearest' });
    }
  };

  const life = dataLife({ key: queryOf, current: () => ctx, set: (next) => (ctx = next), redraw: draw, end: () => replace(host),
    reload: () => {
      page = 1;
      load();
    } });
  life.settle(ctx.api.get<WidgetSummary>('summary'),
    (s) => {
      summary = s;
      draw();
    },
    () => undefined);
  load();
  return life.controls;
};
