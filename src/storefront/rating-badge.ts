import type { WidgetSummary } from '../contract/widget-api';
import { WIDGET_TAGS } from '../contract/widget-tags';
import type { StoreSettings } from './core/api';
import { h, replace } from './core/dom';
import { ratingText, stars } from './core/stars';
import { WidgetElement } from './core/element';
import { displayOf, type WidgetContext, type WidgetMount } from './core/widget';
import { fillWord } from '../contract/widget-words';

/** Count and average from the element's attributes (the page knows them when it renders), or null. */
function fromAttributes(host: HTMLElement): { count: number; average: number } | null {
  const count = Number(host.getAttribute('count'));
  const average = Number(host.getAttribute('average'));
  return host.hasAttribute('count') && Number.isFinite(count) && Number.isFinite(average) ? { count, average } : null;
}

/** The badge's text with `{{review_number}}` filled (the summary's own text when it came from the API). */
function textOf(settings: StoreSettings, list: boolean, count: number, summary: WidgetSummary | null): string {
  if (summary) return list ? summary.list_text : summary.product_text;
  return fillWord(list ? settings.list_rating_text : settings.product_rating_text, { review_number: count });
}

/**
 * Star rating badge `<rv-star-rating product-id variant="product|list" count average>`: the rating
 * text with its stars on one line of fixed height, named by `reviews.rating_label`. Drawn at once
 * from `count`/`average`, then confirmed by the API (list badges of a page share one `summaries`
 * call). On a product page a click scrolls to the review widget.
 */
export const mountRatingBadge: WidgetMount = (host, first) => {
  let ctx: WidgetContext = first;
  let summary: WidgetSummary | null = null;
  let alive = true;
  const list = host.getAttribute('variant') === 'list';
  const product = host.getAttribute('product-id') ?? '';

  const draw = (): void => {
    const known = summary ?? fromAttributes(host);
    if (!known) return;
    const { words, settings } = ctx;
    const hide = known.count === 0 && displayOf(settings, 'rating')?.options.hide_when_empty === true;
    host.hidden = hide;
    if (hide) return replace(host);
    const label = words.t('reviews.rating_label', { rating: Math.round(known.average * 10) / 10 });
    const content = ratingText(words, textOf(settings, list, known.count, summary), known.average);
    if (list) return replace(host, h('span', { class: 'rv-badge', role: 'img', 'aria-label': label }, content));
    const scroll = (): void => {
      const widget = document.querySelector<HTMLElement>(WIDGET_TAGS.widget);
      widget?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      widget?.querySelector<HTMLElement>('.rv-title, .rv-list')?.focus({ preventScroll: true });
    };
    replace(host, h('button', { type: 'button', class: 'rv-badge', 'aria-label': label, onclick: scroll }, content));
  };

  draw();
  if (product) {
    const request = list ? ctx.api.summary(product) : ctx.api.get<WidgetSummary>('summary', { product });
    request.then(
      (answer) => {
        if (!alive) return;
        summary = answer;
        draw();
      },
      () => undefined,
    );
  }
  return {
    update: (next) => {
      ctx = next;
      draw();
    },
    destroy: () => {
      alive = false;
      replace(host);
    },
  };
};

/** The `<rv-star-rating>` element. */
export class StarRatingElement extends WidgetElement {
  protected readonly widget = 'rating' as const;
  protected override reserve(): void {
    const known = fromAttributes(this);
    if (known && !this.firstChild) replace(this, h('span', { class: 'rv-badge', 'aria-hidden': 'true' }, stars({ lang: 'en', t: () => '' }, known.average)));
  }
  protected load(): Promise<WidgetMount> {
    return Promise.resolve(mountRatingBadge);
  }
}
