import { describe, expect, it } from 'vitest';
import type { WidgetReview } from '../../../src/contract/widget-api';
import type { StoreSettings } from '../../../src/storefront/core/api';
import { reviewCard } from '../../../src/storefront/core/card';
import { ratingText, stars } from '../../../src/storefront/core/stars';
import { wordsOf } from '../../../src/storefront/core/words';

const words = wordsOf({}, 'en');
const HOSTILE = '<img src=x onerror=window.__x=1><script>window.__y=1</script>';
const settings = {
  is_show_country_flag: 1, is_show_verified_badge: 1, is_show_review_date: 1, is_show_helpful: 1, is_show_media_gallery: 1,
} as StoreSettings;
/** A review holding markup everywhere (`product` is what newer answers add). */
const review = {
  id: 7, product_id: 'gid://shopify/Product/1', rating: 4, title: HOSTILE, body: HOSTILE, author: `<b>${HOSTILE}</b>`, country: 'DE',
  created_at: '2025-01-02T00:00:00Z', verified: true, incentivized: true, pinned: false,
  media: [
    { type: 'image', url: 'https://cdn.example/a.jpg', thumb: 'https://cdn.example/a-t.jpg' },
    { type: 'image', url: 'javascript:alert(1)', thumb: 'javascript:alert(1)' },
  ],
  reply: { body: HOSTILE, created_at: '2025-01-03T00:00:00Z' }, helpful: { up: 3, down: 1 }, answers: [], product: null,
} as WidgetReview;

describe('review card', () => {
  it('shows every text of the review as text: no element comes from it', () => {
    const card = reviewCard(review, { words, settings, apiBase: 'https://app.example/' });
    expect(card.querySelector('.rv-card-title')?.textContent).toBe(HOSTILE);
    expect(card.querySelector('.rv-body')?.textContent).toBe(HOSTILE);
    expect(card.querySelector('.rv-author')?.textContent).toBe(`<b>${HOSTILE}</b>`);
    expect(card.querySelector('.rv-reply')?.textContent).toBe(`Store reply: ${HOSTILE}`);
    expect(card.querySelectorAll('script, b, img[src="x"]')).toHaveLength(0);
    const sources = [...card.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['https://cdn.example/a-t.jpg']);
    expect(card.textContent).toContain('Verified buyer');
    expect(card.textContent).toContain('Yes (3)');
    expect(card.textContent).toContain('Received a discount for this review');
    expect(card.textContent).toContain('🇩🇪');
  });

  it('leaves out what the shop hides', () => {
    const hidden = { ...settings, is_show_country_flag: 0, is_show_verified_badge: 0, is_show_review_date: 0, is_show_helpful: 0, is_show_media_gallery: 0 };
    const card = reviewCard(review, { words, settings: hidden, apiBase: 'https://app.example/' });
    expect(card.textContent).not.toContain('Verified buyer');
    expect(card.textContent).not.toContain('🇩🇪');
    expect(card.querySelector('time')).toBeNull();
    expect(card.querySelector('.rv-helpful')).toBeNull();
    expect(card.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('stars', () => {
  it('are one image named by the rating label, filled to the rating', () => {
    const el = stars(words, 4.5);
    expect(el.getAttribute('role')).toBe('img');
    expect(el.getAttribute('aria-label')).toBe('4.5 out of 5 stars');
    expect((el.querySelector('.rv-stars-fill') as HTMLElement).style.width).toBe('90%');
  });

  it('take the place of {{star}} in a rating text', () => {
    const parts = ratingText(words, '{{star}} 12 Reviews <b>', 4);
    expect(parts).toHaveLength(2);
    expect((parts[0] as Element).className).toBe('rv-stars');
    expect(parts[1]).toBe(' 12 Reviews <b>');
  });
});
