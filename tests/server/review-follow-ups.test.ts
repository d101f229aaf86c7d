import { beforeAll, describe, expect, it } from 'vitest';
import { runCollectJobs } from '../../demo/server/collect/collect-jobs';
import { REVIEW_CLOCK_START } from './review-helpers';
import { callApi, demoToken, useTestServer } from './helpers';
import { mailWithKey, rewardContext } from './collect-helpers';
import { addRequest, callForm, catalogProducts, linkQuery, signedLink, submitOf } from './review-form-helpers';

const DAY = 86_400_000;
let clock = REVIEW_CLOCK_START;
const server = useTestServer({ now: () => clock });
let token = '';
beforeAll(async () => {
  token = await demoToken();
  const settings = (await callApi(server(), 'get_review_request_setting', { token })).body.data;
  await callApi(server(), 'save_review_request_setting', { token, body: { ...settings, enabled: true } });
});

/** A review written now through a new request's link: its id and the link's token. */
async function writeReview(media: unknown[] = []): Promise<{ id: number; token: string }> {
  const products = catalogProducts(server(), 1);
  const request = addRequest(server(), products, clock);
  const link = signedLink(request.token);
  const sent = await callForm(server(), '', { body: submitOf(link, [{ productId: products[0]!.id, rating: 5, media }]) });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { id: sent.body.data.reviews[0].id, token: request.token };
}

const jobs = () => runCollectJobs(rewardContext(server(), () => clock), clock);

describe('photo/video reminder', () => {
  it('goes once, 3 days after a review without media, with a signed /media_submit link that opens the review', async () => {
    const review = await writeReview();
    clock += 2 * DAY;
    expect((await jobs()).photoReminders).toBe(0);
    clock += 1 * DAY + 1000;
    expect((await jobs()).photoReminders).toBe(1);
    expect((await jobs()).photoReminders).toBe(0);
    const [mail] = mailWithKey(server().db, `photo-reminder:${review.id}`);
    expect(mail?.kind).toBe('photo_reminder');
    const link = /\/media_submit\?token=([^&]+)&sig=([^&]+)&review=(\d+)/.exec(mail!.text);
    expect(link?.[3]).toBe(String(review.id));
    const form = await callForm(server(), '', { query: linkQuery({ token: decodeURIComponent(link![1]!), sig: decodeURIComponent(link![2]!) }) });
    expect(form.status).toBe(200);
    expect(form.body.data.products[0].review.id).toBe(review.id);
  });

  it('is not sent for a review that has a photo, nor after the window', async () => {
    const before = mailWithKey(server().db, 'photo-reminder:').length;
    await writeReview();
    clock += 20 * DAY;
    await jobs();
    expect(mailWithKey(server().db, 'photo-reminder:')).toHaveLength(before);
  });
});

describe('asking a customer to update a review', () => {
  it('emails the update_review email whose button opens the review to edit, once per 30 days', async () => {
    const review = await writeReview();
    const asked = await callApi(server(), 'request_review_update', { token, body: { id: review.id } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [mail] = mailWithKey(server().db, `update-request:${review.id}:`);
    expect(mail?.kind).toBe('update_request');
    const link = /\/email_review\?token=([^&\s]+)&product=([^&\s]+)&sig=([^&\s]+)/.exec(mail!.text);
    const form = await callForm(server(), '', { query: linkQuery({ token: decodeURIComponent(link![1]!), sig: decodeURIComponent(link![3]!) }) });
    expect(form.body.data.mode).toBe('edit');
    const again = await callApi(server(), 'request_review_update', { token, body: { id: review.id } });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('askedRecently');
  });

  it('refuses a review that did not come through a request', async () => {
    const imported = server().db.prepare("SELECT id FROM reviews WHERE request_id IS NULL AND deleted_at IS NULL LIMIT 1").pluck().get() as number;
    const refused = await callApi(server(), 'request_review_update', { token, body: { id: imported } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('notFromRequest');
  });
});

describe('emails sent by a submit', () => {
  it('carry absolute links (the reward email of a review written on the form)', async () => {
    const rewards = (await callApi(server(), 'get_review_discount_setting', { token })).body.data;
    await callApi(server(), 'save_review_discount_setting', { token, body: { ...rewards, any: { ...rewards.any, enabled: true } } });
    const review = await writeReview();
    const [mail] = mailWithKey(server().db, `reward:${review.id}`);
    expect(mail?.kind).toBe('reward');
    expect(mail!.text).toContain(`Unsubscribe: ${server().url}/r/u/`);
    expect(mail!.html).not.toMatch(/href="\/r\//);
  });
});
