import type { Database } from 'better-sqlite3';
import type { WidgetDisplays } from '../../src/contract/widgets';
import { escapeHtml } from '../server/http/html';
import { widgetSummaries } from '../server/widgets/summaries';
import { isPlaced } from './displays';
import { renderStorefrontPage, storeHref, type PageParts } from './layout';
import { collectionProducts, collectionTitle, collectionsOf, featuredProducts, formatPrice, type StoreProduct, type Storefront } from './shop-data';
import { themeWord, type ThemeWord } from './theme-words';
import { allReviews, mediaGallery, reviewCarousel, starRating, storeReviews } from './widget-markup';

/** What every storefront page is drawn from. */
export interface PageInput {
  db: Database;
  store: Storefront;
  displays: WidgetDisplays;
  recentOrder: number | null;
}

/** Products the home page features. */
const FEATURED_COUNT = 8;
/** Most products a collection page lists. */
const COLLECTION_LIMIT = 48;

/** The theme's text of a key, escaped for HTML. */
export const word = (store: Storefront, key: ThemeWord, values: Record<string, string | number> = {}): string =>
  escapeHtml(themeWord(store.lang, key, values));

/** Draws a page in the shared layout. */
export const page = (input: PageInput, parts: Omit<PageParts, 'recentOrder'>): string =>
  renderStorefrontPage(input.store, input.displays, { ...parts, recentOrder: input.recentOrder });

function productCard(store: Storefront, displays: WidgetDisplays, product: StoreProduct, badge: boolean): string {
  const image = product.image
    ? `<img class="sf-card-image" src="${escapeHtml(product.image.src)}" alt="" width="400" height="400" loading="lazy">`
    : '<div class="sf-card-image sf-no-image"></div>';
  return `<li class="sf-card">
<a class="sf-card-link" href="${escapeHtml(storeHref(store, `/products/${encodeURIComponent(product.handle)}`))}">${image}<span class="sf-card-title">${escapeHtml(product.title)}</span></a>
${badge ? `<div class="sf-card-rating">${starRating(product, 'list', displays)}</div>` : ''}
<p class="sf-price">${escapeHtml(formatPrice(store, product.priceCents))}</p>
</li>`;
}

/** A grid of product cards, each with the list rating badge when asked. */
function productGrid(store: Storefront, displays: WidgetDisplays, products: readonly StoreProduct[], badges: boolean): string {
  if (products.length === 0) return `<p class="sf-empty">${word(store, 'no_products')}</p>`;
  return `<ul class="sf-grid">${products.map((p) => productCard(store, displays, p, badges)).join('')}</ul>`;
}

/** `/storefront/`: hero, featured products, collections, the home widgets. */
export function homePage(input: PageInput): string {
  const { db, store, displays } = input;
  const badges = isPlaced(displays, 'rating', 'home') || isPlaced(displays, 'rating', 'collection');
  const collections = collectionsOf(db, store).slice(0, 6);
  const widgets = [
    isPlaced(displays, 'carousel', 'home') ? reviewCarousel() : '',
    isPlaced(displays, 'shows', 'home') ? mediaGallery(displays) : '',
    isPlaced(displays, 'storeReview', 'home') ? storeReviews(store.settings) : '',
  ].filter(Boolean).map((w) => `<section class="sf-section">${w}</section>`).join('\n');
  const main = `<section class="sf-hero">
<h1>${word(store, 'hero_title')}</h1>
<p>${word(store, 'hero_text')}</p>
<a class="sf-button" href="${escapeHtml(storeHref(store, '/collections/all'))}">${word(store, 'hero_button')}</a>
</section>
<section class="sf-section" aria-labelledby="featured"><h2 id="featured">${word(store, 'featured')}</h2>
${productGrid(store, displays, featuredProducts(db, store, FEATURED_COUNT), badges)}</section>
${widgets}
<section class="sf-section" aria-labelledby="collections"><h2 id="collections">${word(store, 'collections')}</h2>
<ul class="sf-chips">${collections.map((c) => `<li><a href="${escapeHtml(storeHref(store, `/collections/${encodeURIComponent(c.handle)}`))}">${escapeHtml(c.title)}</a></li>`).join('')}</ul></section>`;
  return page(input, { title: themeWord(store.lang, 'home'), path: '/', main, current: 'home' });
}

/** `/storefront/collections/<handle>` (and `all`): the product grid; null for an unknown collection. */
export function collectionPage(input: PageInput, handle: string): string | null {
  const { db, store, displays } = input;
  const title = handle === 'all' ? themeWord(store.lang, 'all_products') : collectionTitle(db, store, handle);
  if (title === null) return null;
  const products = collectionProducts(db, store, handle, COLLECTION_LIMIT);
  const main = `<h1>${escapeHtml(title)}</h1>
<p class="sf-muted">${word(store, 'products_count', { count: products.length })}</p>
${productGrid(store, displays, products, isPlaced(displays, 'rating', 'collection'))}`;
  return page(input, { title, path: `/collections/${encodeURIComponent(handle)}`, main, current: 'catalog' });
}

/** `/storefront/pages/reviews`: the all-reviews page, and the store reviews when placed there. */
export function allReviewsPage(input: PageInput): string {
  const { db, store, displays } = input;
  const [shopSummary] = widgetSummaries(db, store.shop.id, store.settings, null);
  const widgets = [
    isPlaced(displays, 'storeReview', 'all_reviews_page') ? storeReviews(store.settings) : '',
    isPlaced(displays, 'reviews', 'all_reviews_page') ? allReviews(shopSummary?.count ?? 0, store.settings) : '',
  ].filter(Boolean).map((w) => `<section class="sf-section">${w}</section>`).join('\n');
  const main = `<h1>${word(store, 'all_reviews_title')}</h1>
<p class="sf-muted">${word(store, 'all_reviews_text')}</p>
${widgets}`;
  return page(input, { title: themeWord(store.lang, 'all_reviews_title'), path: '/pages/reviews', main, current: 'reviews' });
}

/** The page for an unknown address (served with status 404). */
export function notFoundPage(input: PageInput): string {
  const { store } = input;
  const main = `<h1>${word(store, 'not_found_title')}</h1>
<p>${word(store, 'not_found_text')}</p>
<p><a class="sf-button" href="${escapeHtml(storeHref(store, '/'))}">${word(store, 'back_home')}</a></p>`;
  return page(input, { title: themeWord(store.lang, 'not_found_title'), path: '/', main });
}
