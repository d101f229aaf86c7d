import { beforeEach, describe, expect, it } from 'vitest';
import { runCollectJobs } from '../../demo/server/collect/collect-jobs';
import { grantReward, type RewardCandidate } from '../../demo/server/collect/rewards';
import type { Mailer } from '../../demo/server/mail';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { DEFAULT_REWARD_SETTINGS, type Reward, type RewardSettings } from '../../src/contract/review-rewards';
import { callApi, demoToken, useTestServer } from './helpers';
import { insertCollectedReview, mailWithKey, rewardContext } from './collect-helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

const DAY = 86_400_000;
let clock = REVIEW_CLOCK_START;
const server = useTestServer({ now: () => clock });
const token = await demoToken();
const ctx = () => rewardContext(server(), () => clock);

/** Saves the shop's rewards: the defaults (all off) with the given ones changed. */
async function saveRewards(changes: Partial<Record<keyof RewardSettings, Partial<Reward>>>): Promise<void> {
  const current = (await callApi<RewardSettings>(server(), 'get_review_discount_setting', { token })).body.data;
  const next = { ...DEFAULT_REWARD_SETTINGS, version: current.version };
  for (const kind of ['any', 'photo', 'video'] as const) next[kind] = { ...DEFAULT_REWARD_SETTINGS[kind], ...changes[kind] };
  const saved = await callApi(server(), 'save_review_discount_setting', { token, body: next });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const PHOTO = JSON.stringify([{ type: 'image', url: '/uploads/review/a1b2c3d4e5.jpg', thumb: '/uploads/review/a1b2c3d4e5.jpg' }]);

/** A collected review written now and the candidate the form would hand to grantReward. */
function review(fields: { email?: string; language?: string; photos?: number; videos?: number; status?: 'published' | 'pending' | 'hidden'; held_reason?: string } = {}): RewardCandidate {
  const email = fields.email ?? 'alex@example.com';
  const media = (fields.photos ?? 0) + (fields.videos ?? 0) > 0 ? PHOTO : '[]';
  const reviewId = insertCollectedReview(server().db, {
    created_at: clock, email, language: fields.language ?? 'en', media, status: fields.status, held_reason: fields.held_reason ?? null,
  });
  return {
    shopId: DEMO_SHOP_ID, reviewId, customerEmail: email, customerName: 'Alex Rivera', language: fields.language ?? 'en',
    productTitle: 'Merino Wool Throw Blanket', photos: fields.photos ?? 0, videos: fields.videos ?? 0,
  };
}

const rewardRow = (reviewId: number) => server().db.prepare('SELECT * FROM review_rewards WHERE review_id = ?').get(reviewId) as Record<string, any> | undefined;
const incentivized = (reviewId: number) => server().db.prepare('SELECT incentivized FROM reviews WHERE id = ?').pluck().get(reviewId);
const CODE = /^THANKS-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;
/** A day as the emails write it ("July 1, 2025", "11. Juni 2025"). */
const longDate = (locale: string, ms: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(ms);

// Each test starts 100 days after the last: codes of earlier tests have expired and send nothing more.
beforeEach(() => {
  clock += 100 * DAY;
});

describe('rewards for reviews', () => {
  it('gives nothing while every reward is off', async () => {
    const candidate = review({ photos: 1, videos: 1 });
    expect(await grantReward(ctx(), candidate, clock)).toBeNull();
    expect(rewardRow(candidate.reviewId)).toBeUndefined();
    expect(incentivized(candidate.reviewId)).toBe(0);
    expect(mailWithKey(server().db, `reward:${candidate.reviewId}`)).toEqual([]);
  });

  it('creates one code per review, marks it incentivized and emails it once, however many calls come at once', async () => {
    await saveRewards({ any: { enabled: true, valueType: 1, value: 10, expiresDays: 30, minOrder: 50, oncePerCustomer: false, reminderEnabled: true, reminderDays: 3 } });
    const candidate = review();
    const answers = await Promise.all(Array.from({ length: 5 }, () => grantReward(ctx(), candidate, clock)));
    const [first] = answers;
    expect(first).toEqual({
      code: expect.stringMatching(CODE), valueType: 1, value: 10, currency: 'USD', minOrder: 50, expiresAt: new Date(clock + 30 * DAY).toISOString(),
    });
    expect(answers.every((a) => a?.code === first?.code)).toBe(true);
    expect(await grantReward(ctx(), candidate, clock + DAY)).toEqual(first);

    expect(server().db.prepare('SELECT COUNT(*) FROM review_rewards WHERE review_id = ?').pluck().get(candidate.reviewId)).toBe(1);
    expect(rewardRow(candidate.reviewId)).toMatchObject({
      kind: 'any', code: first?.code, customer_email: 'alex@example.com', language: 'en', created_at: clock,
      expires_at: clock + 30 * DAY, reminder_due_at: clock + 27 * DAY, emailed_at: clock, reminder_sent_at: null,
    });
    expect(incentivized(candidate.reviewId)).toBe(1);

    const mail = mailWithKey(server().db, `reward:${candidate.reviewId}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'reward', to_address: 'Alex Rivera <alex@example.com>', subject: 'Thank you for your review: here is 10% off' });
    expect(mail[0]?.text).toContain(`Your code: ${first?.code}`);
    expect(mail[0]?.text).toContain(`Valid until: ${longDate('en', clock + 30 * DAY)}`);
    expect(mail[0]?.text).toContain('Thank you for reviewing Merino Wool Throw Blanket');
    expect(mail[0]?.html).toContain(first?.code);

    // The mailbox names the kind.
    const list = await (await fetch(`${server().url}/mailbox`)).text();
    expect(list).toContain('<td class="kind">Reward code</td>');

    // The admin sees the code on the review.
    const shown = await callApi(server(), 'get_review', { token, query: `id=${candidate.reviewId}` });
    expect(shown.body.data).toMatchObject({ incentivized: true, reward_code: first?.code });
  });

  it('gives the photo reward for a review with a photo or video, the one for any review otherwise, none without the media asked for', async () => {
    await saveRewards({
      any: { enabled: true, valueType: 1, value: 5, oncePerCustomer: false },
      photo: { enabled: true, valueType: 2, value: 7.5, expiresDays: 0, minOrder: 0, oncePerCustomer: false, reminderEnabled: false },
    });
    const photo = review({ email: 'photo@example.com', photos: 2 });
    const reward = await grantReward(ctx(), photo, clock);
    expect(reward).toMatchObject({ valueType: 2, value: 7.5, currency: 'USD', expiresAt: null, minOrder: 0 });
    expect(rewardRow(photo.reviewId)).toMatchObject({ kind: 'photo', expires_at: null, reminder_due_at: null });
    const [mail] = mailWithKey(server().db, `reward:${photo.reviewId}`);
    expect(mail?.subject).toBe('Thanks for the photo: here is $7.50 off');
    expect(mail?.text).toContain('Valid until: no expiry date');

    const video = review({ email: 'video@example.com', videos: 1 });
    expect(await grantReward(ctx(), video, clock)).toMatchObject({ valueType: 2, value: 7.5 });
    expect(rewardRow(video.reviewId)?.kind).toBe('photo');

    const text = review({ email: 'text@example.com' });
    expect(await grantReward(ctx(), text, clock)).toMatchObject({ valueType: 1, value: 5 });
    expect(rewardRow(text.reviewId)?.kind).toBe('any');

    await saveRewards({ video: { enabled: true, valueType: 1, value: 20, oncePerCustomer: false } });
    const onlyText = review({ email: 'only-text@example.com' });
    expect(await grantReward(ctx(), onlyText, clock)).toBeNull();
    expect(incentivized(onlyText.reviewId)).toBe(0);
    const onlyPhoto = review({ email: 'only-photo@example.com', photos: 1 });
    expect(await grantReward(ctx(), onlyPhoto, clock)).toBeNull();
    const withVideo = review({ email: 'with-video@example.com', videos: 1 });
    expect(await grantReward(ctx(), withVideo, clock)).toMatchObject({ valueType: 1, value: 20 });
    expect(rewardRow(withVideo.reviewId)?.kind).toBe('video');
  });

  it('gives a customer one code when the reward is once per customer, whatever the case of the address', async () => {
    await saveRewards({ any: { enabled: true, valueType: 1, value: 10, oncePerCustomer: true } });
    const first = review({ email: 'once@example.com' });
    expect(await grantReward(ctx(), first, clock)).not.toBeNull();
    const second = review({ email: 'Once@Example.COM' });
    expect(await grantReward(ctx(), second, clock)).toBeNull();
    expect(incentivized(second.reviewId)).toBe(0);
    expect(mailWithKey(server().db, `reward:${second.reviewId}`)).toEqual([]);

    await saveRewards({ any: { enabled: true, valueType: 1, value: 10, oncePerCustomer: false } });
    const third = review({ email: 'once@example.com' });
    const again = await grantReward(ctx(), third, clock);
    expect(again?.code).not.toBe(rewardRow(first.reviewId)?.code);
  });

  it('gives nothing to a review the block list hid, a deleted review or one without an address', async () => {
    await saveRewards({ any: { enabled: true, valueType: 1, value: 10, oncePerCustomer: false } });
    const blocked = review({ status: 'hidden', held_reason: 'blocked' });
    expect(await grantReward(ctx(), blocked, clock)).toBeNull();
    const deleted = review();
    server().db.prepare('UPDATE reviews SET deleted_at = ? WHERE id = ?').run(clock, deleted.reviewId);
    expect(await grantReward(ctx(), deleted, clock)).toBeNull();
    const anonymous = review();
    expect(await grantReward(ctx(), { ...anonymous, customerEmail: '  ' }, clock)).toBeNull();
    expect(await grantReward(ctx(), { ...review(), shopId: DEMO_SHOP_ID + 1 }, clock)).toBeNull();
  });

  it('writes the value and the date in the customer’s language', async () => {
    await saveRewards({ any: { enabled: true, valueType: 1, value: 12.5, expiresDays: 10, oncePerCustomer: false, reminderDays: 3 } });
    const german = review({ email: 'de@example.com', language: 'de' });
    await grantReward(ctx(), german, clock);
    const [mail] = mailWithKey(server().db, `reward:${german.reviewId}`);
    expect(mail?.text).toContain('12,5\u00a0%'); // a no-break space, as German writes it
    expect(mail?.text).toContain(longDate('de', clock + 10 * DAY));
    expect(mail?.text).toContain('Abmelden');
    const unknown = review({ email: 'xx@example.com', language: 'xx' });
    await grantReward(ctx(), unknown, clock);
    expect(rewardRow(unknown.reviewId)?.language).toBe('en');
  });

  it('sends the reminder once before the code expires, and none after it expired', async () => {
    await saveRewards({ any: { enabled: true, valueType: 1, value: 10, expiresDays: 10, oncePerCustomer: false, reminderEnabled: true, reminderDays: 3 } });
    const start = clock;
    const reminded = review({ email: 'remind@example.com' });
    const reward = await grantReward(ctx(), reminded, start);
    const late = review({ email: 'late@example.com' });
    await grantReward(ctx(), late, start);
    const reminders = (id: number) => mailWithKey(server().db, `reward-reminder:${id}`);

    clock = start + 7 * DAY - 1;
    await runCollectJobs(ctx(), clock);
    expect(reminders(reminded.reviewId)).toEqual([]);

    // The other code's reminder is left behind (as if the server was down) until its code has expired.
    server().db.prepare('UPDATE review_rewards SET reminder_due_at = ? WHERE review_id = ?').run(start + 10 * DAY, late.reviewId);
    clock = start + 7 * DAY;
    const run = await runCollectJobs(ctx(), clock);
    expect(run.rewardReminders).toBe(1);
    const [mail] = reminders(reminded.reviewId);
    expect(mail).toMatchObject({ kind: 'reward_reminder', to_address: 'Alex Rivera <remind@example.com>', subject: 'Your 10% off expires soon' });
    expect(mail?.text).toContain(`Your code ${reward?.code} for 10% off at Maple & Moss Goods expires on ${longDate('en', start + 10 * DAY)}.`);
    expect(rewardRow(reminded.reviewId)?.reminder_sent_at).toBe(clock);

    clock = start + 10 * DAY;
    expect((await runCollectJobs(ctx(), clock)).rewardReminders).toBe(0);
    clock = start + 9 * DAY;
    await runCollectJobs(ctx(), clock);
    expect(reminders(reminded.reviewId)).toHaveLength(1);
    expect(reminders(late.reviewId)).toEqual([]);
  });

  it('uses the photo reminder for a photo reward, and drops reminders the merchant turned off', async () => {
    await saveRewards({ photo: { enabled: true, valueType: 1, value: 15, expiresDays: 20, oncePerCustomer: false, reminderEnabled: true, reminderDays: 5 } });
    const start = clock;
    const photo = review({ email: 'photo-remind@example.com', photos: 1 });
    await grantReward(ctx(), photo, start);
    const off = review({ email: 'off@example.com', photos: 1 });
    await grantReward(ctx(), off, start);
    server().db.prepare('UPDATE review_rewards SET reminder_due_at = ? WHERE review_id = ?').run(start + 16 * DAY, off.reviewId);
    clock = start + 15 * DAY;
    await runCollectJobs(ctx(), clock);
    expect(mailWithKey(server().db, `reward-reminder:${photo.reviewId}`)[0]?.subject).toBe('Your photo review reward expires soon');

    await saveRewards({ photo: { enabled: true, valueType: 1, value: 15, expiresDays: 20, oncePerCustomer: false, reminderEnabled: false, reminderDays: 5 } });
    clock = start + 16 * DAY;
    await runCollectJobs(ctx(), clock);
    expect(mailWithKey(server().db, `reward-reminder:${off.reviewId}`)).toEqual([]);
    expect(rewardRow(off.reviewId)?.reminder_due_at).toBeNull();
  });

  it('keeps the reward when its email fails and sends it with a later run', async () => {
    await saveRewards({ any: { enabled: true, valueType: 1, value: 10, oncePerCustomer: false } });
    const failing: Mailer = { kind: 'mailbox', send: () => Promise.reject(new Error('SMTP down')), close: async () => {} };
    const candidate = review({ email: 'retry@example.com' });
    const start = clock;
    const reward = await grantReward({ ...ctx(), mailer: failing }, candidate, start);
    expect(reward?.code).toMatch(CODE);
    expect(rewardRow(candidate.reviewId)?.emailed_at).toBeNull();
    expect(mailWithKey(server().db, `reward:${candidate.reviewId}`)).toEqual([]);

    clock = start + 2 * 60_000;
    expect((await runCollectJobs(ctx(), clock)).rewardsResent).toBe(1);
    expect(mailWithKey(server().db, `reward:${candidate.reviewId}`)).toHaveLength(1);
    expect(rewardRow(candidate.reviewId)?.emailed_at).toBe(clock);
    expect((await runCollectJobs(ctx(), clock + 60_000)).rewardsResent).toBe(0);
  });
});
