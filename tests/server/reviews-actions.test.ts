import { describe, expect, it } from 'vitest';
import { callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START, countLive, countReviews, reviewStates, reviewTools } from './review-helpers';

const MINUTE = 60_000;
let clock = REVIEW_CLOCK_START;
const token = await demoToken();

/** A server of the block's own: a bulk action of one block that outlives its timeout cannot change the rows another block counts. */
function useReviewServer() {
  const server = useTestServer({ now: () => clock });
  return { server, ...reviewTools(server, () => token) };
}

describe('bulk_review_action over ids', () => {
  const { server, bulk, undo, ids, column } = useReviewServer();

  it('runs every action, counting only rows that change, and undo puts them back', async () => {
    const steps: [string, string, string, unknown][] = [
      ['publish', "status = 'pending'", 'status', 'published'],
      ['hide', "status = 'published'", 'status', 'hidden'],
      ['pin', 'pinned = 0', 'pinned', 1],
      ['unpin', 'pinned = 1', 'pinned', 0],
      ['verify', 'verified = 0', 'verified', 1],
      ['unverify', 'verified = 1', 'verified', 0],
    ];
    for (const [action, where, name, value] of steps) {
      const picked = ids(where, 3);
      const unchanged = ids(`${name} = ?`, 2, value);
      const before = reviewStates(server());
      const res = await bulk({ action, ids: [...picked, ...unchanged, 99999999] });
      expect(res.body.code, action).toBe(0);
      expect(res.body.data.affected, action).toBe(3);
      for (const id of [...picked, ...unchanged]) expect(column(id, name), action).toBe(value);
      const back = await undo(res.body.data.undo_token);
      expect(back.body.data, action).toEqual({ restored: 3, skipped: 0 });
      expect(reviewStates(server())).toEqual(before);
    }
  });

  it('deletes into the recently deleted view and restores from it', async () => {
    const picked = ids("status = 'published'", 4);
    const liveBefore = countLive(server());
    const res = await bulk({ action: 'delete', ids: picked });
    expect(res.body.data.affected).toBe(4);
    expect(countLive(server())).toBe(liveBefore - 4);
    const deleted = await callApi(server(), 'list_reviews', { token, query: 'deleted=1&per_page=100' });
    const shown = deleted.body.data.items.filter((r: any) => picked.includes(r.id));
    expect(shown).toHaveLength(4);
    expect(shown.every((r: any) => r.deleted_at === new Date(clock).toISOString())).toBe(true);
    const one = await callApi(server(), 'get_review', { token, query: `id=${picked[0]}` });
    expect(one.body.data.deleted_at).toBe(new Date(clock).toISOString());
    const product = `gid://shopify/Product/${column(picked[0]!, 'product_id')}`;
    const live = await callApi(server(), 'list_reviews', { token, query: `per_page=100&product_id=${encodeURIComponent(product)}` });
    expect(live.body.data.items.some((r: any) => picked.includes(r.id))).toBe(false);
    const restore = await bulk({ action: 'restore', ids: picked });
    expect(restore.body.data.affected).toBe(4);
    expect(countLive(server())).toBe(liveBefore);
    const again = await bulk({ action: 'restore', ids: picked });
    expect(again.body.data.affected).toBe(0);
  });
});

describe('bulk_review_action over a filter', () => {
  const { server, bulk, undo } = useReviewServer();

  it('hides everything matching and undo restores exactly the previous state', async () => {
    const before = reviewStates(server());
    const expected = countLive(server(), "rating = 1 AND status <> 'hidden'");
    expect(expected).toBeGreaterThan(50);
    const res = await bulk({ action: 'hide', filter: { rating: [1] } });
    expect(res.body.data.affected).toBe(expected);
    expect(countLive(server(), "rating = 1 AND status <> 'hidden'")).toBe(0);
    expect((await undo(res.body.data.undo_token)).body.data).toEqual({ restored: expected, skipped: 0 });
    expect(reviewStates(server())).toEqual(before);
  });

  it('applies each action over a filter with the same list semantics', async () => {
    const filter = { source: ['imported'], media: 1, keyword: 'the' };
    const where = "source = 'imported' AND has_media = 1 AND (title LIKE '%the%' OR body LIKE '%the%' OR author LIKE '%the%' OR email LIKE '%the%')";
    const before = reviewStates(server());
    for (const [action, change] of [['publish', "status <> 'published'"], ['pin', 'pinned = 0'], ['verify', 'verified = 0'], ['delete', '1']] as const) {
      const expected = countLive(server(), `${where} AND ${change}`);
      const res = await bulk({ action, filter });
      expect(res.body.data.affected, action).toBe(expected);
      expect(countLive(server(), `${where} AND ${change}`), action).toBe(0);
    }
    const restored = await bulk({ action: 'restore', filter });
    expect(restored.body.data.affected).toBe(countReviews(server(), `${where} AND deleted_at IS NULL`));
    for (const [action, change] of [['unpin', 'pinned = 1'], ['unverify', 'verified = 1']] as const) {
      const expected = countLive(server(), `${where} AND ${change}`);
      expect((await bulk({ action, filter })).body.data.affected, action).toBe(expected);
    }
    expect(reviewStates(server())).not.toEqual(before);
  });

  it('needs exactly one of ids and filter, and at most 1000 ids', async () => {
    for (const body of [{ action: 'hide' }, { action: 'hide', ids: [1], filter: {} }]) {
      const res = await bulk(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('give exactly one of ids and filter');
    }
    const many = await bulk({ action: 'hide', ids: Array.from({ length: 1001 }, (_, i) => i + 1) });
    expect(many.body.message).toContain('at most 1000 ids');
    const badFilter = await bulk({ action: 'hide', filter: { rating: [9] } });
    expect(badFilter.body.message).toContain('filter.rating.0: must be 1 to 5');
    const badAction = await bulk({ action: 'archive', ids: [1] });
    expect(badAction.body.message).toContain('action: must be one of publish, hide, pin, unpin, verify, unverify, delete, restore');
  });
});

describe('undo tokens', () => {
  const { server, bulk, undo, ids } = useReviewServer();

  it('are single use, expire after 30 minutes and belong to reviews', async () => {
    const first = await bulk({ action: 'pin', ids: ids('pinned = 0', 2) });
    expect((await undo(first.body.data.undo_token)).body.data).toEqual({ restored: 2, skipped: 0 });
    const reused = await undo(first.body.data.undo_token);
    expect(reused.body.code).toBe(42253);

    const late = await bulk({ action: 'pin', ids: ids('pinned = 0', 2) });
    clock += 29 * MINUTE;
    const inTime = await bulk({ action: 'verify', ids: ids('verified = 0', 1) });
    clock += 2 * MINUTE;
    expect((await undo(late.body.data.undo_token)).body.code).toBe(42252);
    expect((await undo(inTime.body.data.undo_token)).body.data).toEqual({ restored: 1, skipped: 0 });

    const other = await callApi(server(), 'undo_question_action', { token, body: { undo_token: late.body.data.undo_token } });
    expect(other.body.code).toBe(40400);
    expect((await undo('no-such-token')).body.code).toBe(40400);
  });
});
