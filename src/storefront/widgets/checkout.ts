import type { WidgetReviewLinks, WidgetReviewPage } from '../../contract/widget-api';
import type { WidgetOptions } from '../../contract/widgets';
import { append, h, replace, uid } from '../core/dom';
import type { WidgetContext, WidgetMount } from '../core/widget';
import { addStyle, openFormDialog, openInNewTab, optionsOf, safeLink, textOr } from './common';

const DEFAULTS: WidgetOptions<'checkout'> = { title: '' };

const CSS = `
rv-checkout-review .rv-co-head{height:56px;overflow:hidden}
rv-checkout-review .rv-co-head h2{margin:0;font-size:1.25em;line-height:28px;color:var(--rv-title);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
rv-checkout-review .rv-co-head p{margin:0;opacity:.8;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
rv-checkout-review .rv-co-list{list-style:none;margin:0;padding:0}
rv-checkout-review fieldset{box-sizing:border-box;height:64px;margin:0;padding:4px 0;border:0;border-top:1px solid var(--rv-border);display:flex;align-items:center;gap:12px;flex-wrap:wrap;overflow:hidden}
rv-checkout-review legend{float:left;padding:0;max-width:50%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
rv-checkout-review .rv-co-stars{display:inline-flex;flex-direction:row-reverse}
rv-checkout-review .rv-co-stars input{position:absolute;opacity:0;width:1px;height:1px}
rv-checkout-review .rv-co-stars label{font-size:28px;line-height:36px;padding:0 2px;color:#d5d5d5;cursor:pointer}
rv-checkout-review .rv-co-stars label:hover,rv-checkout-review .rv-co-stars label:hover~label,rv-checkout-review .rv-co-stars input:checked~label{color:var(--rv-star)}
rv-checkout-review .rv-co-stars input:focus-visible+label{outline:2px solid var(--rv-button);outline-offset:1px}
rv-checkout-review .rv-co-thanks{font-size:.92em;color:var(--rv-verified)}
`;

/** The form link of a product with the chosen rating (`&rating=<n>`). */
export function withRating(url: string, rating: number): string {
  const u = new URL(url);
  u.searchParams.set('rating', String(rating));
  return u.href;
}

/**
 * Thank-you page block `<rv-checkout-review products="id,id" product-titles?>`: the `checkout` and
 * `thank_you` words, each product with a five-star radio group; a choice opens that product's review
 * form with the rating (in the write widget's dialog, or a new tab in its `page` mode) and thanks.
 * Product names come from `product-titles` ("|"-separated) or from the products' reviews; the admin
 * preview names one product by `product-id`.
 */
export const mount: WidgetMount = (host, first) => {
  addStyle('checkout', CSS);
  let ctx: WidgetContext = first;
  let alive = true;
  const idOf = (gidOrId: string): string => gidOrId.split('/').pop() ?? gidOrId;
  const products = (host.getAttribute('products') ?? host.getAttribute('product-id') ?? '').split(',').map((p) => idOf(p.trim())).filter(Boolean).slice(0, 20);
  const titles = new Map<string, string>();
  (host.getAttribute('product-titles') ?? '').split('|').forEach((t, i) => products[i] && t.trim() && titles.set(products[i], t.trim()));
  const links = new Map<string, string>();
  const rated = new Map<string, number>();
  const content = h('div', { class: 'rv-co' });

  const choose = (product: string, rating: number, fieldset: HTMLElement): void => {
    const first = !rated.has(product);
    rated.set(product, rating);
    if (first) fieldset.append(thanks());
    const link = links.get(product);
    if (link) {
      const url = withRating(link, rating);
      if (optionsOf(ctx, 'write', { mode: 'popup', ask_media: true }).mode === 'page') openInNewTab(url);
      else openFormDialog(host, ctx.words, url);
    }
  };
  const thanks = (): HTMLElement => h('span', { class: 'rv-co-thanks', role: 'status' }, ctx.words.t('checkout.thanks'));

  const draw = (): void => {
    const { words } = ctx;
    if (!content.isConnected) host.prepend(content);
    replace(content,
      h('div', { class: 'rv-co-head' }, h('h2', {}, textOr(words, optionsOf(ctx, 'checkout', DEFAULTS).title, 'checkout.title')),
        h('p', {}, words.t('thank_you.subtitle'))),
      h('ul', { class: 'rv-co-list' }, products.map((product, index) => {
        const name = titles.get(product) ?? `#${index + 1}`;
        const group = uid('co');
        const fieldset = h('fieldset', {});
        append(fieldset, [
          h('legend', {}, words.t('checkout.rate_product', { product: name })),
          h('span', { class: 'rv-co-stars' }, [5, 4, 3, 2, 1].flatMap((n) => {
            const id = `${group}-${n}`;
            return [
              h('input', { type: 'radio', id, name: group, value: n, checked: rated.get(product) === n, onchange: () => choose(product, n, fieldset) }),
              h('label', { for: id, title: n === 1 ? words.t('reviews.filter_star') : words.t('reviews.filter_stars', { count: n }) },
                h('span', { 'aria-hidden': 'true' }, '★'), h('span', { class: 'rv-sr' }, n === 1 ? words.t('reviews.filter_star') : words.t('reviews.filter_stars', { count: n }))),
            ];
          })),
          rated.has(product) && thanks()]);
        return h('li', {}, fieldset);
      })));
  };

  if (products.length) {
    ctx.api.get<WidgetReviewLinks>('review_links', { products: products.join(',') }).then((answer) => {
      for (const item of answer.items) {
        const url = item.product_id && safeLink(item.url, ctx.api.apiBase);
        if (url && item.product_id) links.set(idOf(item.product_id), url);
      }
    }, () => undefined);
    if (titles.size < products.length) {
      ctx.api.get<WidgetReviewPage>('reviews', { product_ids: products.join(',') }).then((page) => {
        for (const review of page.items) if (review.product && !titles.has(idOf(review.product.id))) titles.set(idOf(review.product.id), review.product.title);
        if (alive) draw();
      }, () => undefined);
    }
  }
  replace(host, content);
  draw();
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
