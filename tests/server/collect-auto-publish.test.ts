import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { runCollectJobs } from '../../demo/server/collect/collect-jobs';
import { HELD_REVIEW_AUTO_PUBLISH_DAYS } from '../../src/contract/review-rules';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, useTestServer } from './helpers';
import { insertCollectedReview, rewardContext } from './collect-helpers';
import { REVIEW_CLOCK_START, reviewTools } from './review-helpers';

const DAY = 86_400_000;
const HOLD = HELD_REVIEW_AUTO_PUBLISH_DAYS * DAY;
let clock = REVIEW_CLOCK_START;
const server = useTestServer({ now: () => clock, demoClock: true });
const token = await demoToken();
const { bulk, undo, column } = reviewTools(() => server(), () => token);
const ctx = () => rewardContext(server(), () => clock);

/** A review the rules held now (or hid, for the block list), as the form writes it. */
const held = (reason: 'rating' | 'media' | 'edited' | 'manual' | 'blocked', fields: { answers?: string; body?: string } = {}) =>
  insertCollectedReview(server().db, {
    created_at: clock,
    rating: reason === 'rating' ? 2 : 5,
    status: reason === 'blocked' ? 'hidden' : 'pending',
    held_reason: reason,
    auto_publish_at: reason === 'blocked' ? null : clock + HOLD,
    ...fields,
  });

const state = (id: number) => ({ status: column(id, 'status'), held_reason: column(id, 'held_reason'), auto_publish_at: column(id, 'auto_publish_at') });

describe('held reviews publish after 14 days unless the merchant acted', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('publishes a held review after 14 days, not before; leaves what the merchant acted on and what the block list hid', async () => {
    const start = clock;
    const waiting = held('rating');
    const media = held('media');
    const hidden = held('rating');
    const pinned = held('manual');
    const deleted = held('edited');
    const replied = held('rating');
    const blocked = held('blocked');
    for (const [action, id] of [['hide', hidden], ['pin', pinned], ['delete', deleted]] as const) {
      expect((await bulk({ action, ids: [id] })).body.data.affected).toBe(1);
    }
    expect(state(hidden)).toEqual({ status: 'hidden', held_reason: null, auto_publish_at: null });
    expect(state(pinned)).toEqual({ status: 'pending', held_reason: 'manual', auto_publish_at: null });
    expect((await callApi(server(), 'reply_review', { token, body: { id: replied, body: 'We are sorry to hear that.', notify: false } })).status).toBe(200);
    expect(column(replied, 'auto_publish_at')).toBeNull();

    clock = start + HOLD - 1;
    expect((await runCollectJobs(ctx(), clock)).published).toBe(0);
    expect(state(waiting)).toEqual({ status: 'pending', held_reason: 'rating', auto_publish_at: start + HOLD });

    clock = start + HOLD;
    expect((await runCollectJobs(ctx(), clock)).published).toBe(2);
    expect(state(waiting)).toEqual({ status: 'published', held_reason: null, auto_publish_at: null });
    expect(state(media).status).toBe('published');
    expect(state(hidden).status).toBe('hidden');
    expect(state(pinned).status).toBe('pending');
    expect(state(deleted).status).toBe('pending');
    expect(state(replied).status).toBe('pending');
    expect(state(blocked)).toEqual({ status: 'hidden', held_reason: 'blocked', auto_publish_at: null });

    // Restoring the deleted one is an action too: it stays held until the merchant decides.
    await bulk({ action: 'restore', ids: [deleted] });
    clock = start + 40 * DAY;
    await runCollectJobs(ctx(), clock);
    expect(state(deleted)).toMatchObject({ status: 'pending', auto_publish_at: null });
    expect(state(blocked).status).toBe('hidden');
  });

  it('undo of a hide puts the hold back: the review publishes on its date again', async () => {
    const start = clock;
    const id = held('media');
    const hidden = await bulk({ action: 'hide', ids: [id] });
    expect(state(id)).toEqual({ status: 'hidden', held_reason: null, auto_publish_at: null });
    expect((await undo(hidden.body.data.undo_token)).body.data.restored).toBe(1);
    expect(state(id)).toEqual({ status: 'pending', held_reason: 'media', auto_publish_at: start + HOLD });
    clock = start + HOLD;
    await runCollectJobs(ctx(), clock);
    expect(state(id).status).toBe('published');
  });

  it('publishes when the demo clock moves past the 14 days', async () => {
    const id = held('rating');
    const early = await fetch(`${server().url}/demo/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"days":13}' });
    expect(await early.json()).toMatchObject({ published: 0 });
    expect(column(id, 'status')).toBe('pending');
    const moved = await fetch(`${server().url}/demo/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"days":1}' });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { published: number }).published).toBeGreaterThanOrEqual(1);
    expect(state(id)).toEqual({ status: 'published', held_reason: null, auto_publish_at: null });
    await fetch(`${server().url}/demo/clock/reset`, { method: 'POST' });
  });

  it('shows the merchant why a review is held, when it publishes by itself, its answers, reward code and last edit; exports them', async () => {
    const answers = [
      { id: 'fit', kind: 'choice', label: 'How does it fit?', value: 'True to size' },
      { id: 'warmth', kind: 'rating', label: 'Warmth', value: 4 },
    ];
    const id = held('rating', { answers: JSON.stringify(answers), body: 'HELDVIEWMARK a little thin' });
    server().db.prepare('UPDATE reviews SET edited_at = ?, incentivized = 1 WHERE id = ?').run(clock + 1000, id);
    server().db.prepare(`INSERT INTO review_rewards (shop_id, review_id, kind, code, value_type, value, customer_email, language, created_at)
      SELECT shop_id, id, 'any', 'THANKS-TESTCODE', 1, 10, email, 'en', ? FROM reviews WHERE id = ?`).run(clock, id);

    const shown = (await callApi(server(), 'get_review', { token, query: `id=${id}` })).body.data;
    expect(shown).toMatchObject({
      status: 'pending', held_reason: 'rating', auto_publish_at: new Date(clock + HOLD).toISOString(), answers,
      reward_code: 'THANKS-TESTCODE', edited_at: new Date(clock + 1000).toISOString(), incentivized: true,
    });
    const listed = (await callApi(server(), 'list_reviews', { token, query: 'keyword=HELDVIEWMARK' })).body.data.items;
    expect(listed).toEqual([shown]);
    // A review written before any of this answers none of it.
    const plain = (await callApi(server(), 'get_review', { token, query: 'id=1' })).body.data;
    expect(plain).toMatchObject({ answers: [], held_reason: null, auto_publish_at: null, reward_code: null, edited_at: null });

    const csv = await (await fetch(`${server().url}/api/v1/admin/export_reviews?keyword=HELDVIEWMARK`, { headers: { Authorization: `Bearer ${token}` } })).text();
    const [record] = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
    expect(record).toMatchObject({ incentivized: 'yes', answers: 'How does it fit?: True to size\nWarmth: 4/5', status: 'pending' });
  });
});
