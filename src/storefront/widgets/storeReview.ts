import type { WidgetReview, WidgetSummary } from '../../contract/widget-api';
import type { WidgetOptions } from '../../contract/widgets';
import { h, replace } from '../core/dom';
import type { WidgetContext, WidgetMount } from '../core/widget';
import { cardsOf, skeletonCards } from './cards';
import { addStyle, dataLife, failedView, firstReviews, optionsOf, overall, textOr } from './common';

const DEFAULTS: WidgetOptions<'storeReview'> = { title: '', max_items: 6 };

const CSS = `
rv-store-reviews{height:360px;overflow:hidden}
rv-store-reviews .rv-overall{margin-bottom:4px}
rv-store-reviews .rv-row{display:grid;grid-auto-flow:column;grid-auto-columns:calc((100% - 24px) / 3);gap:12px;overflow-x:auto;list-style:none;margin:0;padding:4px 0 8px;scroll-snap-type:x mandatory}
rv-store-reviews .rv-row>.rv-card{scroll-snap-align:start}
rv-store-reviews .rv-empty{display:grid;place-content:center;height:120px}
@container (max-width:760px){rv-store-reviews .rv-row{grid-auto-columns:calc((100% - 12px) / 2)}}
@container (max-width:480px){rv-store-reviews .rv-row{grid-auto-columns:88%}}
`;

/** The options the widget's reviews are read with (a change of them reads them again). */
const queryOf = (c: WidgetContext): string => `${c.settings.is_show_store_review}|${optionsOf(c, 'storeReview', DEFAULTS).max_items}`;

/**
 * Store reviews `<rv-store-reviews>`: the shop-wide rating (average, stars, `store_review.based_on`)
 * and its latest `max_items` reviews in a scrolling row; nothing at all unless the shop shows store
 * reviews (`is_show_store_review`).
 */
export const mount: WidgetMount = (host, first) => {
  addStyle('storeReview', CSS);
  let ctx: WidgetContext = first;
  let summary: WidgetSummary | null = null;
  let items: WidgetReview[] | null = null;
  let failed = false;

  const draw = (): void => {
    const { words, settings } = ctx;
    host.hidden = settings.is_show_store_review !== 1;
    if (host.hidden) return replace(host);
    const o = optionsOf(ctx, 'storeReview', DEFAULTS);
    const title = textOr(words, o.title, 'store_review.title');
    replace(host,
      h('div', { class: 'rv-head' }, h('h2', { class: 'rv-title' }, title)),
      summary && summary.count > 0 && overall(words, summary, 'store_review.based_on'),
      failed ? failedView(words, load)
        : summary?.count === 0 ? h('p', { class: 'rv-empty' }, words.t('store_review.no_reviews'))
          : h('ul', { class: 'rv-row', 'aria-label': title, 'aria-busy': String(!items), tabindex: 0 }, items ? cardsOf(host, ctx, items.slice(0, o.max_items)) : skeletonCards(3)));
  };

  function load(): void {
    failed = false;
    draw();
    if (ctx.settings.is_show_store_review !== 1) return;
    life.settle(Promise.all([ctx.api.get<WidgetSummary>('summary'), firstReviews(ctx.api, {}, optionsOf(ctx, 'storeReview', DEFAULTS).max_items)]),
      ([s, list]) => {
        summary = s;
        items = list;
        draw();
      },
      () => {
        failed = true;
        draw();
      });
  }

  const life = dataLife({ key: queryOf, current: () => ctx, set: (next) => (ctx = next), reload: load, redraw: draw, end: () => replace(host) });
  load();
  return life.controls;
};
