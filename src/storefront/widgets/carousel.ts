import type { WidgetReview } from '../../contract/widget-api';
import type { WidgetOptions } from '../../contract/widgets';
import { h, replace } from '../core/dom';
import type { WidgetContext, WidgetMount } from '../core/widget';
import { cardsOf, skeletonCards } from './cards';
import { addStyle, dataLife, failedView, firstReviews, optionsOf, textOr } from './common';

const DEFAULTS: WidgetOptions<'carousel'> = { title: '', min_rating: 4, autoplay_seconds: 6, max_items: 12, with_media_only: false };

const CSS = `
rv-review-carousel{height:320px;overflow:hidden}
rv-review-carousel .rv-head{height:48px}
rv-review-carousel .rv-nav{display:flex;gap:8px}
rv-review-carousel .rv-track{display:grid;grid-auto-flow:column;grid-auto-columns:calc((100% - 24px) / 3);gap:12px;overflow-x:auto;overflow-y:hidden;scroll-snap-type:x mandatory;scrollbar-width:none;list-style:none;margin:0;padding:4px 0 8px;height:272px;box-sizing:border-box}
rv-review-carousel .rv-track::-webkit-scrollbar{display:none}
rv-review-carousel .rv-track>.rv-card{scroll-snap-align:start}
@container (max-width:760px){rv-review-carousel .rv-track{grid-auto-columns:calc((100% - 12px) / 2)}}
@container (max-width:480px){rv-review-carousel .rv-track{grid-auto-columns:100%}}
`;

/** Whether the visitor asked for less motion. */
const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The card index `by` steps from `at` among `count`, wrapping round at both ends. */
export const stepIndex = (at: number, by: number, count: number): number => (count > 0 ? (((at + by) % count) + count) % count : 0);

/** The options the widget's reviews are read with (a change of them reads them again). */
const queryOf = (c: WidgetContext): string => `${optionsOf(c, 'carousel', DEFAULTS).min_rating}|${optionsOf(c, 'carousel', DEFAULTS).max_items}|${optionsOf(c, 'carousel', DEFAULTS).with_media_only}`;

/**
 * Review carousel `<rv-review-carousel product-id?>`: a row of review cards (up to `max_items`, at
 * or above `min_rating`, with photos only when asked), Previous/Next buttons, and autoplay every
 * `autoplay_seconds` (0 off), paused while hovered or focused, when the tab is hidden, and never with
 * `prefers-reduced-motion`. Three cards per row, two or one in a narrow container.
 */
export const mount: WidgetMount = (host, first) => {
  addStyle('carousel', CSS);
  let ctx: WidgetContext = first;
  let items: WidgetReview[] | null = null;
  let failed = false;
  let at = 0;
  let hovered = false;
  let focused = false;
  const product = host.getAttribute('product-id') || undefined;
  const track = h('ul', { class: 'rv-track', 'aria-live': 'off' });

  const show = (index: number): void => {
    const cards = [...track.children] as HTMLElement[];
    at = stepIndex(index, 0, cards.length);
    const card = cards[at];
    if (card) track.scrollTo({ left: card.offsetLeft - track.offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  const draw = (): void => {
    const { words } = ctx;
    const o = optionsOf(ctx, 'carousel', DEFAULTS);
    const title = textOr(words, o.title, 'reviews.carousel_title');
    track.setAttribute('aria-label', title);
    track.setAttribute('aria-busy', String(!items));
    replace(track, items ? cardsOf(host, ctx, items.slice(0, o.max_items)) : skeletonCards(3));
    const many = (items?.length ?? 0) > 1;
    replace(host,
      h('div', { class: 'rv-head' }, h('h2', { class: 'rv-title' }, title),
        h('div', { class: 'rv-nav' },
          h('button', { type: 'button', class: 'rv-btn rv-prev', disabled: !many, onclick: () => show(stepIndex(at, -1, track.children.length)) }, words.t('reviews.previous')),
          h('button', { type: 'button', class: 'rv-btn rv-next', disabled: !many, onclick: () => show(stepIndex(at, 1, track.children.length)) }, words.t('reviews.next')))),
      failed ? failedView(words, load) : track);
    host.setAttribute('role', 'region');
    host.setAttribute('aria-roledescription', 'carousel');
    host.setAttribute('aria-label', title);
  };

  function load(): void {
    failed = false;
    const o = optionsOf(ctx, 'carousel', DEFAULTS);
    life.settle(firstReviews(ctx.api, { product, min_rating: o.min_rating, media: o.with_media_only ? 1 : undefined }, o.max_items),
      (list) => {
        items = list;
        draw();
      },
      () => {
        failed = true;
        draw();
      });
  }

  let lastMove = Date.now();
  const timer = setInterval(() => {
    const seconds = optionsOf(ctx, 'carousel', DEFAULTS).autoplay_seconds;
    if (!seconds || hovered || focused || reducedMotion() || document.hidden || !items || items.length < 2) return;
    if (Date.now() - lastMove < seconds * 1000) return;
    lastMove = Date.now();
    show(stepIndex(at, 1, track.children.length));
  }, 250);
  host.addEventListener('mouseenter', () => (hovered = true));
  host.addEventListener('mouseleave', () => (hovered = false));
  host.addEventListener('focusin', () => (focused = true));
  host.addEventListener('focusout', (e) => (focused = host.contains(e.relatedTarget as Node | null)));
  track.addEventListener('scrollend', () => {
    const cards = [...track.children] as HTMLElement[];
    const near = cards.findIndex((c) => c.offsetLeft - track.offsetLeft >= track.scrollLeft - 4);
    if (near >= 0) at = near;
  });

  const life = dataLife({ key: queryOf, current: () => ctx, set: (next) => (ctx = next), reload: load, redraw: draw,
    end: () => {
      clearInterval(timer);
      replace(host);
    } });
  draw();
  load();
  return life.controls;
};
