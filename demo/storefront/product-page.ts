import { escapeHtml } from '../server/http/html';
import { isPlaced } from './displays';
import { storeHref } from './layout';
import { page, word, type PageInput } from './pages';
import { collectionsOf, formatPrice, productByHandle, questionCount } from './shop-data';
import { mediaGallery, questions, reviewCarousel, reviewWidget, starRating, writeReview } from './widget-markup';

/**
 * `/storefront/products/<handle>`: image, title, rating badge, price, description, then the review
 * widget, the write button, Q&A and the product-page gallery and carousel when placed there; null
 * for an unknown or inactive product.
 */
export function productPage(input: PageInput, handle: string): string | null {
  const { db, store, displays } = input;
  const product = productByHandle(db, store, handle);
  if (!product) return null;
  const on = (widget: Parameters<typeof isPlaced>[1]) => isPlaced(displays, widget, 'product');
  const image = product.image
    ? `<img class="sf-product-image" src="${escapeHtml(product.image.src)}" alt="${escapeHtml(product.image.alt)}" width="600" height="600">`
    : '<div class="sf-product-image sf-no-image"></div>';
  const inCollections = collectionsOf(db, store, product.id)
    .map((c) => `<a href="${escapeHtml(storeHref(store, `/collections/${encodeURIComponent(c.handle)}`))}">${escapeHtml(c.title)}</a>`)
    .join(', ');
  const below = [
    on('widget') ? reviewWidget(product, store.settings, displays) : '',
    // The review widget carries its own Write a review button and Questions tab: the separate blocks
    // show only on a product page without it.
    on('write') && !on('widget') ? `<div class="sf-write">${writeReview(product)}</div>` : '',
    on('qa') && !on('widget') ? questions(product, questionCount(db, store, product.id), store.settings) : '',
    on('shows') ? mediaGallery(displays, product.id) : '',
    on('carousel') ? reviewCarousel(product.id) : '',
  ].filter(Boolean).map((w) => `<section class="sf-section">${w}</section>`).join('\n');
  const main = `<article class="sf-product">
<div class="sf-product-media">${image}</div>
<div class="sf-product-info">
<h1>${escapeHtml(product.title)}</h1>
${on('rating') ? `<div class="sf-product-rating">${starRating(product, 'product', displays)}</div>` : ''}
<p class="sf-price sf-price-large">${escapeHtml(formatPrice(store, product.priceCents))}</p>
<button class="sf-button" type="button" disabled>${word(store, 'add_to_cart')}</button>
<p class="sf-description">${word(store, 'description', { title: product.title, shop: store.shop.name })}</p>
${inCollections ? `<p class="sf-muted">${word(store, 'in_collections')} ${inCollections}</p>` : ''}
</div>
</article>
${below}`;
  return page(input, { title: product.title, path: `/products/${encodeURIComponent(product.handle)}`, main, current: 'catalog' });
}
