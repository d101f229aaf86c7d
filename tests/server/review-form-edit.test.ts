import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from './helpers';
import { addRequest, callForm, catalogProducts, linkQuery, signedLink, submitOf } from './review-form-helpers';

const DAY_MS = 86_400_000;
const now = Date.parse('2026-07-01T09:00:00.000Z');
const server = useTestServer({ now: () => now });
let admin = '';

const reviewCount = () => server().db.prepare("SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND source = 'collected'").pluck().get(DEMO_SHOP_ID) as number;

beforeAll(async () => {
  admin = await demoToken();
});

describe('a reused request link', () => {
  it('opens the reviews to edit, and a second submit edits them in place (held as edited)', { timeout: 30_000 }, async () => {
    const products = catalogProducts(server(), 2);
    const { token } = addRequest(server(), products, now - 3 * DAY_MS);
    const link = signedLink(token);
    const first = await callForm(server(), '', { body: submitOf(link, [{ productId: products[0]!.id, rating: 5 }]) });
    expect(first.status).toBe(200);
    const reviewId = first.body.data.reviews[0].id as number;

    // One product of two reviewed: still a form to fill, with the written review shown.
    const partly = await callForm(server(), '', { query: `${linkQuery(link)}&product=${encodeURIComponent(products[1]!.id)}` });
    expect(partly.body.data.mode).toBe('new');
    expect(partly.body.data.products.map((p: { id: string }) => p.id)).toEqual([products[1]!.id, products[0]!.id]);
    expect(partly.body.data.products[1].review).toMatchObject({ id: reviewId, rating: 5, body: 'Works well and looks good.', status: 'published' });

    await callForm(server(), '', { body: submitOf(link, [{ productId: products[1]!.id, rating: 4 }]) });
    const edit = await callForm(server(), '', { query: linkQuery(link) });
    expect(edit.body.data.mode).toBe('edit');
    const before = reviewCount();

    const again = await callForm(server(), '', { body: submitOf(link, [{ productId: products[0]!.id, rating: 3, body: 'Changed my mind a little.' }]) });
    expect(again.status).toBe(200);
    expect(again.body.data.reviews).toEqual([{ id: reviewId, productId: products[0]!.id, status: 'pending' }]);
    expect(reviewCount()).toBe(before);
    const row = server().db.prepare('SELECT rating, body, status, held_reason, edited_at, auto_publish_at FROM reviews WHERE id = ?').get(reviewId);
    expect(row).toEqual({ rating: 3, body: 'Changed my mind a little.', status: 'pending', held_reason: 'edited', edited_at: now, auto_publish_at: now + 14 * DAY_MS });

    // The edited review is in the admin's list, pending.
    const shown = await callApi(server(), 'get_review', { token: admin, query: `id=${reviewId}` });
    expect(shown.body.data).toMatchObject({ id: reviewId, status: 'pending', source: 'collected', rating: 3, author: 'Pat D.' });
    const list = await callApi(server(), 'list_reviews', { token: admin, query: 'source=collected&status=pending&per_page=100' });
    expect(list.body.data.items.map((r: { id: number }) => r.id)).toContain(reviewId);
  });

  it('leaves an unchanged review as it is when sent again', { timeout: 30_000 }, async () => {
    const products = catalogProducts(server(), 1, 5);
    const { token } = addRequest(server(), products, now);
    const link = signedLink(token);
    const payload = submitOf(link, [{ productId: products[0]!.id, rating: 5 }]);
    const first = await callForm(server(), '', { body: payload });
    const second = await callForm(server(), '', { body: payload });
    expect(second.body.data.reviews).toEqual(first.body.data.reviews);
    expect(second.body.data.reviews[0].status).toBe('published');
  });
});

describe('a review the merchant hid', () => {
  it('stays hidden when its customer edits it', { timeout: 30_000 }, async () => {
    const products = catalogProducts(server(), 1, 7);
    const link = signedLink(addRequest(server(), products, now).token);
    const first = await callForm(server(), '', { body: submitOf(link, [{ productId: products[0]!.id, rating: 5 }]) });
    const id = first.body.data.reviews[0].id as number;
    server().db.prepare("UPDATE reviews SET status = 'hidden' WHERE id = ?").run(id);
    const edit = await callForm(server(), '', { body: submitOf(link, [{ productId: products[0]!.id, rating: 5, body: 'Please show it again.' }]) });
    expect(edit.body.data.reviews[0]).toMatchObject({ id, status: 'hidden' });
    expect(server().db.prepare('SELECT body, status, auto_publish_at FROM reviews WHERE id = ?').get(id)).toEqual({ body: 'Please show it again.', status: 'hidden', auto_publish_at: null });
  });
});

describe('field errors', () => {
  it('names each refused field with its key, and writes nothing', { timeout: 30_000 }, async () => {
    const products = catalogProducts(server(), 2, 10);
    const { id, token } = addRequest(server(), products, now);
    const link = signedLink(token);
    const before = reviewCount();
    const refused = async (body: unknown) => {
      const answer = await callForm(server(), '', { body });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe(42202);
      return answer.body.data.errors as { path: string; key: string }[];
    };
    expect(await refused(submitOf(link, [{ productId: products[0]!.id, rating: 6, body: 'x'.repeat(5001) }], { name: '' }))).toEqual(
      expect.arrayContaining([
        { path: 'name', key: 'errors.required' },
        { path: 'items.0.rating', key: 'errors.rating' },
        { path: 'items.0.body', key: 'errors.tooLong' },
      ]),
    );
    expect(await refused(submitOf(link, []))).toEqual([{ path: 'items', key: 'errors.nothingRated' }]);
    expect(await refused(submitOf(link, [
      { productId: 'gid://shopify/Product/999999', rating: 5 },
      { productId: products[0]!.id, rating: 4, body: '   ' },
      { productId: products[0]!.id, rating: 4 },
    ], { name: '  ' }))).toEqual([
      { path: 'name', key: 'errors.required' },
      { path: 'items.0.productId', key: 'errors.productUnknown' },
      { path: 'items.1.body', key: 'errors.required' },
      { path: 'items.2.productId', key: 'errors.productUnknown' },
    ]);
    expect(await refused(submitOf(link, [{ productId: products[1]!.id, rating: 4, answers: { nope: 3 } }]))).toEqual([
      { path: 'items.0.answers.nope', key: 'errors.answerInvalid' },
    ]);
    expect(reviewCount()).toBe(before);
    expect(server().db.prepare('SELECT status FROM review_requests WHERE id = ?').pluck().get(id)).toBe('sent');
  });
});

describe('custom questions', () => {
  it('asks each product its questions by scope, checks the answers and keeps them on the review', { timeout: 30_000 }, async () => {
    const products = catalogProducts(server(), 2, 20);
    const attributes = {
      attributes: [
        { id: 'fit', kind: 'choice', label: 'Fit', options: ['Small', 'True', 'Large'], translations: { de: { label: 'Passform', options: ['Klein', 'Passt', 'Groß'] } }, required: true, enabled: true, scope: { type: 'products', ids: [products[0]!.id] } },
        { id: 'quality', kind: 'rating', label: 'Quality', options: [], translations: {}, required: false, enabled: true, scope: { type: 'all', ids: [] } },
        { id: 'off', kind: 'text', label: 'Hidden', options: [], translations: {}, required: true, enabled: false, scope: { type: 'all', ids: [] } },
      ],
    };
    const saved = await callApi(server(), 'save_review_attributes', { token: admin, body: attributes });
    expect(saved.body.code).toBe(0);
    const { token } = addRequest(server(), products, now);
    const link = signedLink(token);
    const form = await callForm(server(), '', { query: linkQuery(link) });
    expect(form.body.data.questions.map((q: { id: string }) => q.id)).toEqual(['fit', 'quality']);
    expect(form.body.data.products.map((p: { questionIds: string[] }) => p.questionIds)).toEqual([['fit', 'quality'], ['quality']]);

    const wrong = await callForm(server(), '', { body: submitOf(link, [
      { productId: products[0]!.id, rating: 5, answers: { quality: 7 } },
      { productId: products[1]!.id, rating: 5, answers: { fit: 'True' } },
    ]) });
    expect(wrong.body.data.errors).toEqual([
      { path: 'items.0.answers.fit', key: 'errors.answerRequired' },
      { path: 'items.0.answers.quality', key: 'errors.answerInvalid' },
      { path: 'items.1.answers.fit', key: 'errors.answerInvalid' },
    ]);
    const right = await callForm(server(), '', { body: submitOf(link, [
      { productId: products[0]!.id, rating: 5, answers: { fit: 'Passt', quality: 4 } },
    ], { language: 'de' }) });
    expect(right.status).toBe(200);
    const answers = server().db.prepare('SELECT answers, language FROM reviews WHERE id = ?').get(right.body.data.reviews[0].id) as { answers: string; language: string };
    expect(answers.language).toBe('de');
    expect(JSON.parse(answers.answers)).toEqual([
      { id: 'fit', kind: 'choice', label: 'Passform', value: 'Passt' },
      { id: 'quality', kind: 'rating', label: 'Quality', value: 4 },
    ]);
    await callApi(server(), 'save_review_attributes', { token: admin, body: { attributes: [], version: saved.body.data.version } });
  });
});

describe('shop and product links', () => {
  it('opens a product link and the shop link as they are signed, asks the email, and refuses a changed one', { timeout: 30_000 }, async () => {
    const product = catalogProducts(server(), 1, 30)[0]!;
    const productLink = new URL((await callApi(server(), 'get_review_request_link', { token: admin, query: `product_id=${encodeURIComponent(product.id)}` })).body.data.url);
    const shopLink = new URL((await callApi(server(), 'get_review_request_link', { token: admin })).body.data.url);
    const linkOf = (url: URL) => Object.fromEntries(url.searchParams.entries());

    const form = await callForm(server(), '', { query: productLink.searchParams.toString() });
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({ mode: 'new', customer: { name: '', askEmail: true }, expiresAt: null });
    expect(form.body.data.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const shopForm = await callForm(server(), '', { query: shopLink.searchParams.toString() });
    expect(shopForm.body.data.products.length).toBeGreaterThan(0);

    const tampered = { ...linkOf(productLink), product: catalogProducts(server(), 1, 31)[0]!.id };
    expect((await callForm(server(), '', { query: linkQuery(tampered) })).status).toBe(403);

    const noEmail = await callForm(server(), '', { body: submitOf(linkOf(productLink), [{ productId: product.id, rating: 5 }]) });
    expect(noEmail.body.data.errors).toEqual([{ path: 'email', key: 'errors.emailRequired' }]);
    const badEmail = await callForm(server(), '', { body: submitOf(linkOf(productLink), [{ productId: product.id, rating: 5 }], { email: 'nope' }) });
    expect(badEmail.body.data.errors).toEqual([{ path: 'email', key: 'errors.email' }]);
    const done = await callForm(server(), '', { body: submitOf(linkOf(productLink), [{ productId: product.id, rating: 5 }], { email: 'sam@example.com' }) });
    expect(done.status).toBe(200);
    const row = server().db.prepare('SELECT email, verified, request_id, order_id, status FROM reviews WHERE id = ?').get(done.body.data.reviews[0].id);
    expect(row).toEqual({ email: 'sam@example.com', verified: 0, request_id: null, order_id: null, status: 'published' });
  });
});

describe('the same text twice through a shop link', () => {
  it('is one review for a double submit, and two for two customers', { timeout: 30_000 }, async () => {
    const product = catalogProducts(server(), 1, 32)[0]!;
    const url = new URL((await callApi(server(), 'get_review_request_link', { token: admin, query: `product_id=${encodeURIComponent(product.id)}` })).body.data.url);
    const link = Object.fromEntries(url.searchParams.entries());
    const send = (email: string) => callForm(server(), '', { body: submitOf(link, [{ productId: product.id, rating: 5, body: 'Great' }], { email, name: 'Sam' }) });
    const first = await send('sam@example.com');
    const again = await send('SAM@example.com');
    expect(again.body.data.reviews[0].id).toBe(first.body.data.reviews[0].id);
    const other = await send('sam.other@example.com');
    expect(other.status).toBe(200);
    expect(other.body.data.reviews[0].id).not.toBe(first.body.data.reviews[0].id);
    expect(server().db.prepare('SELECT email FROM reviews WHERE id = ?').pluck().get(other.body.data.reviews[0].id)).toBe('sam.other@example.com');
  });
});

describe('publishing rules', () => {
  it('hides a review with a blocked word, and holds everything when publishing is off', { timeout: 30_000 }, async () => {
    const rules = (await callApi(server(), 'get_review_moderation_setting', { token: admin })).body.data;
    const saved = await callApi(server(), 'save_review_moderation_setting', { token: admin, body: { ...rules, blockWords: ['refund'] } });
    expect(saved.body.code).toBe(0);
    const products = catalogProducts(server(), 2, 40);
    const { token } = addRequest(server(), products, now);
    const result = await callForm(server(), '', { body: submitOf(signedLink(token), [
      { productId: products[0]!.id, rating: 5, body: 'I want a Refund now' },
      { productId: products[1]!.id, rating: 5 },
    ]) });
    expect(result.body.data.reviews.map((r: { status: string }) => r.status)).toEqual(['hidden', 'published']);
    expect(server().db.prepare('SELECT held_reason, auto_publish_at FROM reviews WHERE id = ?').get(result.body.data.reviews[0].id)).toEqual({ held_reason: 'blocked', auto_publish_at: null });
    await callApi(server(), 'save_review_moderation_setting', { token: admin, body: { ...rules, autoPublish: false, version: saved.body.data.version } });
    const other = addRequest(server(), catalogProducts(server(), 1, 42), now);
    const held = await callForm(server(), '', { body: submitOf(signedLink(other.token), [{ productId: catalogProducts(server(), 1, 42)[0]!.id, rating: 5 }]) });
    expect(held.body.data.reviews[0].status).toBe('pending');
    expect(server().db.prepare('SELECT held_reason FROM reviews WHERE id = ?').pluck().get(held.body.data.reviews[0].id)).toBe('manual');
  });
});
