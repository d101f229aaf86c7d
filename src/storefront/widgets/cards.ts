import type { WidgetReview } from '../../contract/widget-api';
import { reviewCard, markClamped, skeletonCard } from '../core/card';
import { h } from '../core/dom';
import { openLightbox } from '../core/lightbox';
import type { WidgetContext } from '../core/widget';
import { mediaOf } from './common';

/**
 * Where a product's page is, from the page's own path: the part before `/pages/`, `/collections/` or
 * `/products/` (a locale or a proxy prefix) + `/products/<handle>`; `products-path` on the host wins.
 */
export function productHref(handle: string, pathname: string, productsPath?: string | null): string {
  const prefix = productsPath ?? `${/^(.*?)\/(?:pages|collections|products)\//.exec(pathname)?.[1] ?? ''}/products/`;
  return `${prefix}${encodeURIComponent(handle)}`;
}

/**
 * The review cards of an on-demand widget (the review widget's fixed-height card, photos opening the
 * lightbox); `withProduct` adds the "Review of <product>" line linking to the product's page.
 */
export function cardsOf(host: HTMLElement, ctx: WidgetContext, reviews: WidgetReview[], withProduct = false): HTMLLIElement[] {
  const { words, settings, api } = ctx;
  const openMedia = (review: WidgetReview, index: number): void => void openLightbox(host, words, mediaOf(review, api.apiBase), index);
  const cards = reviews.map((review) => {
    const card = reviewCard(review, { words, settings, apiBase: api.apiBase, openMedia });
    if (withProduct) {
      card.classList.add('rv-with-product');
      const product = review.product;
      card.prepend(product
        ? h('a', { class: 'rv-product', href: productHref(product.handle, location.pathname, host.getAttribute('products-path')) }, words.t('reviews.review_of', { product: product.title }))
        : h('span', { class: 'rv-product' }));
    }
    return card;
  });
  markClamped(cards);
  return cards;
}

/** `n` placeholder cards of the same fixed height (with the product line when `withProduct`). */
export function skeletonCards(n: number, withProduct = false): HTMLLIElement[] {
  return Array.from({ length: n }, () => {
    const card = skeletonCard();
    if (withProduct) card.classList.add('rv-with-product');
    return card;
  });
}
