import { describe, expect, it } from 'vitest';
import { productHref } from '../../../src/storefront/widgets/cards';
import { stepIndex } from '../../../src/storefront/widgets/carousel';
import { withRating } from '../../../src/storefront/widgets/checkout';
import { dataLife, safeLink } from '../../../src/storefront/widgets/common';
import type { WidgetContext } from '../../../src/storefront/core/widget';
import { fieldError } from '../../../src/storefront/widgets/qa-form';
import { newCode, referralCode, REFERRAL_KEY, shareLink } from '../../../src/storefront/widgets/referral';
import { galleryPhotos } from '../../../src/storefront/widgets/shows';
import { wordsOf } from '../../../src/storefront/core/words';
import { EN_WORDS, reviewOf } from './widgets-fixtures';

describe('on-demand widget helpers', () => {
  it('re-reads a data widget only when its read key changes, and drops answers after destroy', async () => {
    const calls: string[] = [];
    let ctx = { settings: { key: 'a' } } as unknown as WidgetContext;
    const keyOf = (c: WidgetContext) => (c.settings as unknown as { key: string }).key;
    const life = dataLife({ key: keyOf, current: () => ctx, set: (next) => (ctx = next), reload: () => calls.push('reload'), redraw: () => calls.push('redraw'), end: () => calls.push('end') });
    life.controls.update({ settings: { key: 'a' } } as unknown as WidgetContext);
    life.controls.update({ settings: { key: 'b' } } as unknown as WidgetContext);
    expect(calls).toEqual(['redraw', 'reload']);
    expect(keyOf(ctx)).toBe('b');
    let release!: (v: string) => void;
    const late = new Promise<string>((resolve) => (release = resolve));
    const seen: string[] = [];
    life.settle(Promise.resolve('early'), (v) => seen.push(v), () => seen.push('failed'));
    await Promise.resolve();
    life.settle(late, (v) => seen.push(v), () => seen.push('failed'));
    life.controls.destroy();
    release('late');
    await late;
    await Promise.resolve();
    expect(seen).toEqual(['early']);
    expect(calls).toEqual(['redraw', 'reload', 'end']);
  });

  it('steps the carousel round at both ends', () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(2, 0, 0)).toBe(0);
  });

  it('adds the chosen rating to the review form link, keeping its signature', () => {
    expect(withRating('https://r.example/email_review?t=abc&sig=1', 4)).toBe('https://r.example/email_review?t=abc&sig=1&rating=4');
    expect(withRating('https://r.example/f?rating=1', 5)).toBe('https://r.example/f?rating=5');
  });

  it('links a product page beside the page it is on (locale or proxy prefix kept)', () => {
    expect(productHref('wool-hat', '/pages/reviews')).toBe('/products/wool-hat');
    expect(productHref('wool-hat', '/storefront/pages/reviews')).toBe('/storefront/products/wool-hat');
    expect(productHref('wool hat', '/fr/collections/all')).toBe('/fr/products/wool%20hat');
    expect(productHref('a', '/', '/shop/p/')).toBe('/shop/p/a');
  });

  it('opens only https links, or http on the API origin', () => {
    const api = 'http://localhost:8816/';
    expect(safeLink('https://x.example/form?t=1', api)).toBe('https://x.example/form?t=1');
    expect(safeLink('/email_review?t=1', api)).toBe('http://localhost:8816/email_review?t=1');
    expect(safeLink('http://evil.example/', api)).toBeNull();
    expect(safeLink('javascript:alert(1)', api)).toBeNull();
    expect(safeLink(undefined, api)).toBeNull();
  });

  it('keeps one referral code per visitor in storage and builds the share link', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const code = referralCode(storage);
    expect(code).toMatch(/^[a-z0-9]{10}$/);
    expect(store.get(REFERRAL_KEY)).toBe(code);
    expect(referralCode(storage)).toBe(code);
    store.set(REFERRAL_KEY, '<script>');
    expect(referralCode(storage)).toMatch(/^[a-z0-9]{10}$/);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(referralCode(throwing)).toMatch(/^[a-z0-9]{10}$/);
    expect(newCode(() => new Uint8Array(10))).toBe('aaaaaaaaaa');
    expect(shareLink('shop.example', 'abc')).toBe('https://shop.example/?ref=abc');
  });

  it('takes the gallery photos that pass the URL check, in order, up to the cells', () => {
    const reviews = [
      reviewOf(1, { media: [{ type: 'image', url: 'https://c/1.jpg', thumb: 'https://c/1t.jpg' }, { type: 'image', url: 'javascript:x', thumb: '' }] }),
      reviewOf(2, { media: [{ type: 'image', url: 'https://c/2.jpg', thumb: '' }, { type: 'image', url: 'https://c/3.jpg', thumb: '' }] }),
    ];
    const photos = galleryPhotos(reviews, 'https://api.example/', 2);
    expect(photos.map((p) => [p.review.id, p.url, p.thumb])).toEqual([[1, 'https://c/1.jpg', 'https://c/1t.jpg'], [2, 'https://c/2.jpg', 'https://c/2.jpg']]);
  });

  it('names a refused question field with the form words', () => {
    const words = wordsOf(EN_WORDS, 'en');
    expect(fieldError(words, 'email')).toBe('Enter a valid email address');
    expect(fieldError(words, 'required')).toBe('This field is required');
  });
});
