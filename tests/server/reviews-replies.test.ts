import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { purgeDeleted } from '../../demo/server/store/repositories/review-purge';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, startTestServer, useTestServer } from './helpers';
import { REVIEW_CLOCK_START, countReviews, reviewTools } from './review-helpers';

const DAY = 86_400_000;
let clock = REVIEW_CLOCK_START;
const server = useTestServer({ now: () => clock });
const token = await demoToken();

const { bulk, ids, column } = reviewTools(() => server(), () => token);

describe('replies', () => {
  it('emails the reviewer when notified (a reviewer with an address only)', async () => {
    const [id] = ids('email IS NOT NULL AND reply_body IS NULL', 1);
    const emails = () => server().db.prepare("SELECT * FROM mail_messages WHERE shop_id = ? AND kind = 'reply' ORDER BY id").all(DEMO_SHOP_ID) as any[];
    const before = emails().length;
    const res = await callApi(server(), 'reply_review', { token, body: { id, body: 'Thank you, "friend"!', notify: true } });
    expect(res.body.data.reply).toEqual({ body: 'Thank you, "friend"!', created_at: new Date(clock).toISOString(), notified: true });
    const sent = emails();
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatchObject({ kind: 'reply', idempotency_key: `reply:${id}:${clock}`, created_at: clock });
    expect(sent.at(-1).to_address).toContain(`<${column(id!, 'email') as string}>`);
    expect(sent.at(-1).text).toContain('Thank you, "friend"!');

    const quiet = await callApi(server(), 'reply_review', { token, body: { id, body: 'Edited reply', notify: false } });
    expect(quiet.body.data.reply.notified).toBe(false);
    expect(emails()).toHaveLength(before + 1);
    const [anonymous] = ids('email IS NULL', 1);
    const noEmail = await callApi(server(), 'reply_review', { token, body: { id: anonymous, body: 'Thanks', notify: true } });
    expect(noEmail.body.data.reply.notified).toBe(false);
    expect(emails()).toHaveLength(before + 1);

    const removed = await callApi(server(), 'delete_reply', { token, body: { id } });
    expect(removed.body.data.reply).toBeNull();
    expect(column(id!, 'reply_body')).toBeNull();
  });

  it('validates the reply and refuses deleted or unknown reviews', async () => {
    const [id] = ids('1', 1);
    expect((await callApi(server(), 'reply_review', { token, body: { id, body: '  ', notify: false } })).body.message).toContain('body: must not be empty');
    expect((await callApi(server(), 'reply_review', { token, body: { id, body: 'x'.repeat(5001), notify: false } })).body.message).toContain('at most 5000 characters');
    expect((await callApi(server(), 'reply_review', { token, body: { id, body: 'ok' } })).body.message).toContain('notify');
    expect((await callApi(server(), 'reply_review', { token, body: { id: 99999999, body: 'ok', notify: false } })).body.code).toBe(40400);
    await bulk({ action: 'delete', ids: [id] });
    expect((await callApi(server(), 'reply_review', { token, body: { id, body: 'ok', notify: false } })).body.code).toBe(42250);
    await bulk({ action: 'restore', ids: [id] });
  });
});

describe('purge of deleted reviews', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('keeps deleted reviews 30 days in the recently deleted view, then purges them', async () => {
    const picked = ids('1', 5);
    await bulk({ action: 'delete', ids: picked });
    const inView = async () =>
      (await callApi(server(), 'list_reviews', { token, query: 'deleted=1&per_page=100&sort=newest' })).body.data.items.filter((r: any) => picked.includes(r.id)).length;
    clock += 29 * DAY;
    expect(await inView()).toBe(5);
    const due = countReviews(server(), 'deleted_at <= ?', clock - 30 * DAY);
    expect(due).toBeGreaterThan(0);
    expect(purgeDeleted(server().db, clock).reviews).toBe(due);
    expect(countReviews(server(), `id IN (${picked.join(',')})`)).toBe(5);
    clock += 2 * DAY;
    expect(await inView()).toBe(0);
    const restoreLate = await bulk({ action: 'restore', ids: picked });
    expect(restoreLate.body.data.affected).toBe(0);
    const purged = purgeDeleted(server().db, clock);
    expect(purged.reviews).toBeGreaterThanOrEqual(5);
    expect(countReviews(server(), `id IN (${picked.join(',')})`)).toBe(0);
    const search = server().db.prepare('SELECT COUNT(*) FROM review_fts WHERE rowid IN (SELECT value FROM json_each(?))').pluck().get(JSON.stringify(picked));
    expect(search).toBe(0);
  });

  it('purges at startup', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reviews-purge-'));
    try {
      const start = REVIEW_CLOCK_START;
      const first = await startTestServer({ memory: false, dataDir, now: () => start });
      const picked = first.db.prepare('SELECT id FROM reviews WHERE deleted_at IS NULL ORDER BY id LIMIT 3').pluck().all() as number[];
      const res = await callApi(first, 'bulk_review_action', { token, body: { action: 'delete', ids: picked } });
      expect(res.body.data.affected).toBe(3);
      await first.close();
      const later = await startTestServer({ memory: false, dataDir, now: () => start + 31 * DAY });
      try {
        expect(later.db.prepare(`SELECT COUNT(*) FROM reviews WHERE id IN (${picked.join(',')})`).pluck().get()).toBe(0);
        expect(later.db.prepare('SELECT COUNT(*) FROM reviews WHERE deleted_at IS NOT NULL').pluck().get()).toBe(0);
        expect(later.db.prepare('SELECT COUNT(*) FROM reviews').pluck().get()).toBeGreaterThan(2900);
      } finally {
        await later.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
