import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/contract/constants';
import { REVIEW_FORM_LIMITS, type ReviewForm } from '../../../src/contract/review-form';
import { loadTranslate } from '../../../src/public/review-form/i18n';
import { linkQuery, readAddress } from '../../../src/public/review-form/link';
import { fitWithin } from '../../../src/public/review-form/resize';
import { checkDraft, initialDraft, mergeDraft, submitPayload } from '../../../src/public/review-form/state';
import { refuseFile, uploadKey } from '../../../src/public/review-form/uploads';

const form: ReviewForm = {
  mode: 'new',
  shop: { name: 'Maple & Moss', url: 'https://maplemoss.example', logoUrl: null },
  language: 'en',
  customer: { name: 'Pat Doe', askEmail: false },
  products: [
    { id: 'p1', title: 'Scarf', image: null, review: null, questionIds: ['fit'] },
    { id: 'p2', title: 'Hat', image: null, review: null, questionIds: [] },
  ],
  questions: [{ id: 'fit', kind: 'rating', label: 'Fit', options: [], translations: {}, required: true, enabled: true, scope: { type: 'all', ids: [] } }],
  rewards: [],
  expiresAt: null,
};

describe('the review form page, without a browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a request link (with the product to show first) and a shop link from the address', () => {
    expect(readAddress('?token=abcdefgh12&sig=s1&product=p2&lang=de')).toEqual({ link: { token: 'abcdefgh12', sig: 's1' }, firstProduct: 'p2', reviewId: null, lang: 'de', rating: null });
    expect(readAddress('?shop=maple.myshopify.com&product=p2&sig=s2').link).toEqual({ shop: 'maple.myshopify.com', product: 'p2', sig: 's2' });
    expect(readAddress('?token=abcdefgh12&sig=s1&review=12').reviewId).toBe(12);
    expect(readAddress('').link).toBeNull();
    expect(linkQuery({ shop: 'a b', sig: 'x' })).toBe('shop=a+b&sig=x');
    // The stars chosen on a store's thank-you block come along; anything but 1–5 is ignored.
    expect(readAddress('?shop=m.myshopify.com&product=p2&sig=s2&rating=4').rating).toBe(4);
    for (const odd of ['0', '6', '2.5', 'x', '']) expect(readAddress(`?shop=m.myshopify.com&sig=s2&rating=${odd}`).rating).toBeNull();
  });

  it('starts products not yet reviewed at the stars the link came with', () => {
    const draft = initialDraft(form, 4);
    expect(Object.values(draft.items).map((item) => item.rating)).toEqual(form.products.map((p) => (p.review ? p.review.rating : 4)));
    expect(Object.values(initialDraft(form).items).every((item, i) => item.rating === (form.products[i]?.review?.rating ?? 0))).toBe(true);
  });

  it('checks before sending with the server keys and paths, skipping products without stars', () => {
    const draft = initialDraft(form);
    expect(checkDraft(form, draft)).toEqual([{ path: 'items', key: 'nothingRated' }]);
    draft.items.p2!.rating = 4;
    expect(checkDraft(form, draft)).toEqual([{ path: 'items.0.body', key: 'required' }]);
    draft.items.p1!.rating = 5;
    draft.items.p1!.body = 'x'.repeat(REVIEW_FORM_LIMITS.bodyMax + 1);
    draft.items.p2!.body = ' Warm. ';
    draft.name = ' ';
    expect(checkDraft(form, draft)).toEqual([
      { path: 'name', key: 'required' },
      { path: 'items.0.body', key: 'tooLong' },
      { path: 'items.0.answers.fit', key: 'answerRequired' },
    ]);
    draft.name = 'Pat';
    draft.items.p1!.body = 'Soft.';
    draft.items.p1!.answers = { fit: 4, stale: 'gone' };
    expect(checkDraft(form, draft)).toEqual([]);
    const payload = submitPayload(form, draft, { token: 'abcdefgh12', sig: 's' }, 'en');
    expect(payload.items).toEqual([
      { productId: 'p1', rating: 5, title: '', body: 'Soft.', media: [], answers: { fit: 4 } },
      { productId: 'p2', rating: 4, title: '', body: 'Warm.', media: [], answers: {} },
    ]);
    expect(payload).not.toHaveProperty('email');
  });

  it('puts a kept draft back over the form, taking only well-formed values of its products', () => {
    const fresh = initialDraft(form);
    const merged = mergeDraft(fresh, { name: 'Pat D.', items: { p1: { rating: 9, body: 'Kept', media: [{ type: 'image', key: 'k', url: 'u' }, { type: 'x' }] }, other: { rating: 5 } } });
    expect(merged.name).toBe('Pat D.');
    expect(merged.items.p1).toEqual({ rating: 0, title: '', body: 'Kept', media: [{ type: 'image', key: 'k', url: 'u' }], answers: {} });
    expect(merged.items).not.toHaveProperty('other');
    expect(mergeDraft(fresh, 'garbage')).toBe(fresh);
  });

  it('shrinks a large photo to the longest side allowed and leaves a small one', () => {
    expect(fitWithin(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(1000, 5000, 2048)).toEqual({ width: 410, height: 2048 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });

  it('refuses wrong types, too big and too many files before sending, and names keys as SPEC §3 says', () => {
    const photo = new File([new Uint8Array(10)], 'IMG_1.JPEG', { type: 'image/jpeg' });
    expect(refuseFile(photo, { photos: 0, videos: 0 })).toBeNull();
    expect(refuseFile(photo, { photos: REVIEW_FORM_LIMITS.photosMax, videos: 0 })).toBe('tooManyPhotos');
    expect(refuseFile(new File(['x'], 'a.svg', { type: 'image/svg+xml' }), { photos: 0, videos: 0 })).toBe('wrongType');
    const big = { type: 'video/mp4', size: REVIEW_FORM_LIMITS.videoMaxBytes + 1 } as Blob;
    expect(refuseFile(big, { photos: 0, videos: 0 })).toBe('videoTooBig');
    expect(refuseFile(big, { photos: 0, videos: 1 })).toBe('tooManyVideos');
    expect(uploadKey('reviews/7/', photo)).toMatch(/^reviews\/7\/[A-Za-z0-9]{10}\.jpeg$/);
    expect(uploadKey('reviews/7', new File(['x'], 'clip', { type: 'video/quicktime' }))).toMatch(/^reviews\/7\/[A-Za-z0-9]{10}\.mov$/);
  });

  it('translates with plural forms of the language, values filled in, English behind a missing key', async () => {
    const files: Record<string, unknown> = {
      '/locales/pl/review-form.json': JSON.parse(readFileSync('src/locales/pl/review-form.json', 'utf8')),
      '/locales/en/review-form.json': { only: { here: 'English {{x}}' }, ...JSON.parse(readFileSync('src/locales/en/review-form.json', 'utf8')) },
    };
    vi.stubGlobal('fetch', async (url: string) => new Response(JSON.stringify(files[url] ?? {}), { status: url in files ? 200 : 404 }));
    const t = await loadTranslate('/locales', 'pl');
    expect(t('stars.label', { count: 1 })).toBe('1 gwiazdka');
    expect(t('stars.label', { count: 3 })).toBe('3 gwiazdki');
    expect(t('stars.label', { count: 5 })).toBe('5 gwiazdek');
    expect(t('only.here', { x: 1 })).toBe('English 1');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('has every field-error key the server sends, in every language', () => {
    const keys = ['required', 'tooLong', 'tooShort', 'rating', 'email', 'emailRequired', 'mediaTooMany', 'mediaVideoTooMany', 'mediaUnknown', 'answerRequired', 'answerInvalid', 'productUnknown', 'nothingRated'];
    for (const lng of LANGUAGE_CODES) {
      const errors = (JSON.parse(readFileSync(`src/locales/${lng}/review-form.json`, 'utf8')) as { errors: Record<string, string> }).errors;
      expect(keys.filter((k) => !errors[k]), lng).toEqual([]);
    }
  });
});
