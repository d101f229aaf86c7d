import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { saveUpload } from '../../demo/server/store/uploads';
import { callApi, demoToken, useTestServer } from './helpers';
import { addRequest, callForm, catalogProducts, linkQuery, signedLink, submitOf } from './review-form-helpers';

const HOUR_MS = 3_600_000;
const now = Date.parse('2026-07-01T09:00:00.000Z');
const server = useTestServer({ now: () => now });
let admin = '';

/** Uploads a tiny file with the policy the form was given; answers its key. */
async function upload(link: Record<string, string>, name: string, type = 'image/png'): Promise<string> {
  const policy = await callForm(server(), '/upload_token', { query: linkQuery(link) });
  expect(policy.status).toBe(200);
  const p = policy.body.data as { host: string; dir: string; policy: string; signature: string; OSSAccessKeyId: string; expire: number };
  expect(p.dir).toBe(`reviews/${DEMO_SHOP_ID}/`);
  expect(p.expire).toBe(Math.floor((now + HOUR_MS) / 1000));
  const key = `${p.dir}${name}`;
  const form = new FormData();
  for (const [field, value] of Object.entries({ key, policy: p.policy, signature: p.signature, OSSAccessKeyId: p.OSSAccessKeyId })) form.append(field, value);
  form.append('file', new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], { type }), name);
  const response = await fetch(p.host, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return key;
}

beforeAll(async () => {
  admin = await demoToken();
});

describe('media', () => {
  it('uploads with the form’s policy and submits a review with the photo; held when media are held', { timeout: 30_000 }, async () => {
    const rules = (await callApi(server(), 'get_review_moderation_setting', { token: admin })).body.data;
    await callApi(server(), 'save_review_moderation_setting', { token: admin, body: { ...rules, holdMedia: true } });
    const product = catalogProducts(server(), 1)[0]!;
    const { token } = addRequest(server(), [product], now);
    const link = signedLink(token);
    const key = await upload(link, 'aaaaaaaaaa.png');
    const result = await callForm(server(), '', { body: submitOf(link, [{ productId: product.id, rating: 5, media: [{ type: 'image', key, url: `/uploads/${key}` }] }]) });
    expect(result.status).toBe(200);
    const id = result.body.data.reviews[0].id as number;
    expect(result.body.data.reviews[0].status).toBe('pending');
    const row = server().db.prepare('SELECT media, has_media, held_reason FROM reviews WHERE id = ?').get(id) as { media: string; has_media: number; held_reason: string };
    expect(JSON.parse(row.media)).toEqual([{ type: 'image', url: `/uploads/${key}`, thumb: `/uploads/${key}` }]);
    expect(row).toMatchObject({ has_media: 1, held_reason: 'media' });
    const form = await callForm(server(), '', { query: linkQuery(link) });
    expect(form.body.data.products[0].review.media).toEqual([{ type: 'image', key, url: `${server().url}/uploads/${key}` }]);
    const shown = await callApi(server(), 'get_review', { token: admin, query: `id=${id}` });
    expect(shown.body.data.media).toEqual([{ type: 'image', url: `${server().url}/uploads/${key}`, thumb: `${server().url}/uploads/${key}` }]);
    await callApi(server(), 'save_review_moderation_setting', { token: admin, body: { ...rules, version: rules.version + 1 } });
  });

  it('refuses a key of another shop’s folder, one never uploaded, a wrong type, and too many', { timeout: 30_000 }, async () => {
    const product = catalogProducts(server(), 1, 1)[0]!;
    const { token } = addRequest(server(), [product], now);
    const link = signedLink(token);
    await saveUpload(server().db, 'reviews/2002/bbbbbbbbbb.png', new Uint8Array([1]));
    const mine = await upload(link, 'cccccccccc.png');
    const video = await upload(link, 'dddddddddd.mp4', 'video/mp4');
    const video2 = await upload(link, 'eeeeeeeeee.mp4', 'video/mp4');
    const media = [
      { type: 'image', key: 'reviews/2002/bbbbbbbbbb.png', url: '' },
      { type: 'image', key: `reviews/${DEMO_SHOP_ID}/neverthere.png`, url: '' },
      { type: 'video', key: mine, url: '' },
      { type: 'video', key: video, url: '' },
      { type: 'video', key: video2, url: '' },
    ];
    const refused = await callForm(server(), '', { body: submitOf(link, [{ productId: product.id, rating: 5, media }]) });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual([
      { path: 'items.0.media.0', key: 'errors.mediaUnknown' },
      { path: 'items.0.media.1', key: 'errors.mediaUnknown' },
      { path: 'items.0.media.2', key: 'errors.mediaUnknown' },
      { path: 'items.0.media', key: 'errors.mediaVideoTooMany' },
    ]);
    const photos = await Promise.all(['f', 'g', 'h', 'i', 'j', 'k'].map((c) => upload(link, `${c.repeat(10)}.png`)));
    const many = await callForm(server(), '', { body: submitOf(link, [{ productId: product.id, rating: 5, media: photos.map((key) => ({ type: 'image', key, url: '' })) }]) });
    expect(many.body.data.errors).toEqual([{ path: 'items.0.media', key: 'errors.mediaTooMany' }]);
    expect(server().db.prepare('SELECT COUNT(*) FROM reviews WHERE product_id = ? AND request_id IS NOT NULL').pluck().get(Number(product.id.split('/').pop()))).toBe(0);
  });

  it('adds a photo to a written review (media submit) within the limits counting the ones it has', { timeout: 30_000 }, async () => {
    const product = catalogProducts(server(), 1, 2)[0]!;
    const { token } = addRequest(server(), [product], now);
    const link = signedLink(token);
    const first = await upload(link, 'llllllllll.png');
    const written = await callForm(server(), '', { body: submitOf(link, [{ productId: product.id, rating: 5, media: [{ type: 'image', key: first, url: '' }] }]) });
    const reviewId = written.body.data.reviews[0].id as number;
    expect(written.body.data.reviews[0].status).toBe('published');
    const more = await Promise.all(['m', 'n', 'o', 'p', 'q'].map((c) => upload(link, `${c.repeat(10)}.png`)));
    const tooMany = await callForm(server(), '/media', { body: { link, reviewId, media: more.map((key) => ({ type: 'image', key, url: '' })) } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.data.errors).toEqual([{ path: 'media', key: 'errors.mediaTooMany' }]);
    const added = await callForm(server(), '/media', { body: { link, reviewId, media: [{ type: 'image', key: more[0], url: '' }] } });
    expect(added.status).toBe(200);
    expect(added.body.data.review.media.map((m: { key: string }) => m.key)).toEqual([first, more[0]]);
    expect(added.body.data).toMatchObject({ review: { id: reviewId, status: 'published' }, reward: null });

    const otherLink = signedLink(addRequest(server(), [product], now).token);
    const foreign = await callForm(server(), '/media', { body: { link: otherLink, reviewId, media: [{ type: 'image', key: more[1], url: '' }] } });
    expect(foreign.body.data.errors).toEqual([{ path: 'reviewId', key: 'errors.productUnknown' }]);
  });

  it('holds a published review that gets a photo when the shop checks media first', { timeout: 30_000 }, async () => {
    const product = catalogProducts(server(), 1, 3)[0]!;
    const link = signedLink(addRequest(server(), [product], now).token);
    const written = await callForm(server(), '', { body: submitOf(link, [{ productId: product.id, rating: 5 }]) });
    const reviewId = written.body.data.reviews[0].id as number;
    expect(written.body.data.reviews[0].status).toBe('published');
    const rules = (await callApi(server(), 'get_review_moderation_setting', { token: admin })).body.data;
    const saved = await callApi(server(), 'save_review_moderation_setting', { token: admin, body: { ...rules, holdMedia: true } });
    const key = await upload(link, 'rrrrrrrrrr.png');
    const added = await callForm(server(), '/media', { body: { link, reviewId, media: [{ type: 'image', key, url: '' }] } });
    expect(added.body.data.review.status).toBe('pending');
    expect(server().db.prepare('SELECT held_reason, auto_publish_at, has_media FROM reviews WHERE id = ?').get(reviewId)).toEqual({ held_reason: 'media', auto_publish_at: now + 14 * 24 * HOUR_MS, has_media: 1 });
    await callApi(server(), 'save_review_moderation_setting', { token: admin, body: { ...rules, version: saved.body.data.version } });
  });
});
