import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { useTestServer } from './helpers';
import { REVIEW_WIDGET_LAYOUT } from '../../src/contract/widget-layout';
import { displaysWith, reviewedProduct, setDemoEmbed, storefrontWith, widgetTags } from './storefront-helpers';

const server = useTestServer();

const orderId = () => server().db.prepare('SELECT id FROM orders WHERE shop_id = ? ORDER BY id LIMIT 1').pluck().get(DEMO_SHOP_ID) as number;

describe('widgets placed by the saved displays', () => {
  it('draws no element of a disabled widget', async () => {
    setDemoEmbed(server(), true);
    const product = reviewedProduct(server());
    const open = storefrontWith(server(), displaysWith({ widget: { enabled: false }, qa: { enabled: false }, rating: { enabled: false } }));
    const page = await open(`/storefront/products/${product.handle}`);
    expect(widgetTags(page.doc)).toEqual(['rv-write-review']);
    const home = await open('/storefront/');
    expect(widgetTags(home.doc)).toEqual([]);
  });

  it('puts the list badge on product cards by its places: collection pages and the home grid', async () => {
    setDemoEmbed(server(), true);
    const badges = async (places: ('product' | 'collection' | 'home')[], path: string) => {
      const page = await storefrontWith(server(), displaysWith({ rating: { placements: places } }))(path);
      return [...page.doc.querySelectorAll('.sf-card rv-star-rating')].map((el) => el.getAttribute('variant'));
    };
    expect((await badges(['product'], '/storefront/')).length).toBe(0);
    expect((await badges(['product'], '/storefront/collections/all')).length).toBe(0);
    expect(new Set(await badges(['home'], '/storefront/'))).toEqual(new Set(['list']));
    expect((await badges(['home'], '/storefront/collections/all')).length).toBe(0);
    expect((await badges(['collection'], '/storefront/collections/all')).length).toBeGreaterThan(0);
    const product = reviewedProduct(server());
    const onlyCards = await storefrontWith(server(), displaysWith({ rating: { placements: ['collection'] } }))(`/storefront/products/${product.handle}`);
    expect(onlyCards.doc.querySelector('.sf-product-info rv-star-rating')).toBeNull();
  });

  it('honours the home, product, all-reviews, every-page and thank-you places of the other widgets', async () => {
    setDemoEmbed(server(), true);
    const product = reviewedProduct(server());
    const atHome = storefrontWith(server(), displaysWith({
      shows: { enabled: true, placements: ['home'] },
      carousel: { enabled: true, placements: ['home'] },
      storeReview: { enabled: true, placements: ['home'] },
      reviews: { enabled: true },
      tab: { enabled: true },
      referral: { enabled: true, placements: ['thank_you'] },
      checkout: { enabled: true },
    }));
    const notBadges = (tags: string[]) => tags.filter((tag) => tag !== 'rv-star-rating');
    expect(notBadges(widgetTags((await atHome('/storefront/')).doc))).toEqual(['rv-review-carousel', 'rv-media-gallery', 'rv-store-reviews', 'rv-reviews-tab']);
    const productTags = widgetTags((await atHome(`/storefront/products/${product.handle}`)).doc);
    expect(productTags).not.toContain('rv-media-gallery');
    expect(productTags).not.toContain('rv-review-carousel');
    expect(productTags).toContain('rv-reviews-tab');
    expect(widgetTags((await atHome('/storefront/pages/reviews')).doc)).toEqual(['rv-all-reviews', 'rv-reviews-tab']);
    expect(widgetTags((await atHome(`/storefront/thank-you?order=${orderId()}`)).doc)).toEqual(['rv-checkout-review', 'rv-referral', 'rv-reviews-tab']);

    const onProduct = storefrontWith(server(), displaysWith({
      shows: { enabled: true, placements: ['product'] },
      carousel: { enabled: true, placements: ['product'] },
      storeReview: { enabled: true, placements: ['all_reviews_page'] },
      referral: { enabled: true, placements: ['every_page'] },
    }));
    const page = await onProduct(`/storefront/products/${product.handle}`);
    expect(widgetTags(page.doc)).toEqual(['rv-star-rating', 'rv-review-widget', 'rv-media-gallery', 'rv-review-carousel', 'rv-referral']);
    expect(page.doc.querySelector('rv-media-gallery')?.getAttribute('product-id')).toBe(String(product.id));
    expect(page.doc.querySelector('rv-media-gallery')?.getAttribute('style')).toBe('--sf-rows:2');
    expect(widgetTags((await onProduct('/storefront/')).doc)).toEqual(['rv-star-rating', 'rv-star-rating', 'rv-star-rating', 'rv-star-rating',
      'rv-star-rating', 'rv-star-rating', 'rv-star-rating', 'rv-star-rating', 'rv-referral']);
    expect(widgetTags((await onProduct('/storefront/pages/reviews')).doc)).toEqual(['rv-store-reviews', 'rv-referral']);
  });

  it('reserves the all-reviews page for the shop\'s first page of reviews', async () => {
    setDemoEmbed(server(), true);
    const page = await storefrontWith(server(), displaysWith({ reviews: { enabled: true } }))('/storefront/pages/reviews');
    const element = page.doc.querySelector('rv-all-reviews');
    expect(Number(element?.getAttribute('count'))).toBeGreaterThan(14);
    expect(element?.getAttribute('style')).toBe('--sf-summary:1;--sf-toolbar:0;--sf-cards:14;--sf-pager:1');
  });

  it('reserves the badge by its star size and the review widget by the parts it shows and the reviews per page', async () => {
    setDemoEmbed(server(), true);
    const product = reviewedProduct(server());
    server().db.prepare('UPDATE shop_settings SET settings = json_set(settings, \'$.reviews_per_page_number\', 3) WHERE shop_id = ?').run(DEMO_SHOP_ID);
    try {
      const page = await storefrontWith(server(), displaysWith({
        rating: { options: { hide_when_empty: false, star_size: 28 } },
        widget: { options: { show_summary: false, show_sort: false, show_filters: false } },
      }))(`/storefront/products/${product.handle}`);
      expect(page.doc.querySelector('rv-star-rating')?.getAttribute('style')).toBe('--sf-star-px:28');
      // No summary, no toolbar: the head, three cards with their gaps and the pager.
      const l = REVIEW_WIDGET_LAYOUT;
      expect(page.doc.querySelector('rv-review-widget')?.getAttribute('style')).toBe(`--sf-h:${l.head + 3 * l.card + 2 * l.cardGap + l.pager}`);
    } finally {
      server().db.prepare('UPDATE shop_settings SET settings = json_remove(settings, \'$.reviews_per_page_number\') WHERE shop_id = ?').run(DEMO_SHOP_ID);
    }
  });
});
