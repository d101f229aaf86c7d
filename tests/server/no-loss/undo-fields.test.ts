import { describe, expect, it } from 'vitest';
import { callApi, demoToken, useTestServer } from '../helpers';
import { REVIEW_CLOCK_START, reviewTools } from '../review-helpers';

const token = await demoToken();

/**
 * Undo reverts only the fields its action changed, and only on rows that still hold the value the
 * action set: a later delete, verify or pin of the same reviews survives the undo of an older action.
 */
describe('undo of an older action', () => {
  let clock = REVIEW_CLOCK_START;
  const server = useTestServer({ now: () => clock });
  const { bulk, undo, ids, column } = reviewTools(server, () => token);

  it('keeps a later delete, verify and pin, and says how many rows it skipped', async () => {
    const [a, b, c, d] = ids("status = 'published' AND pinned = 0 AND verified = 0", 4);
    const hidden = await bulk({ action: 'hide', ids: [a, b, c, d] });
    expect(hidden.body.data.affected).toBe(4);
    clock += 60_000;
    await bulk({ action: 'delete', ids: [a] });
    await bulk({ action: 'verify', ids: [b] });
    await bulk({ action: 'pin', ids: [c] });
    await bulk({ action: 'publish', ids: [d] });
    clock += 60_000;

    const back = await undo(hidden.body.data.undo_token);
    expect(back.body.code).toBe(0);
    // a, b and c still hold 'hidden' (their later actions changed other fields); d was published since.
    expect(back.body.data).toEqual({ restored: 3, skipped: 1 });
    expect(column(a!, 'deleted_at')).not.toBeNull();
    expect(column(a!, 'status')).toBe('published');
    expect(column(b!, 'verified')).toBe(1);
    expect(column(b!, 'status')).toBe('published');
    expect(column(c!, 'pinned')).toBe(1);
    expect(column(d!, 'status')).toBe('published');
  });

  it('does not revive a review deleted after a restore it undoes', async () => {
    const [e] = ids("status = 'published'", 1);
    await bulk({ action: 'delete', ids: [e] });
    clock += 60_000;
    const restored = await bulk({ action: 'restore', ids: [e] });
    expect(restored.body.data.affected).toBe(1);
    clock += 60_000;
    await bulk({ action: 'delete', ids: [e] });
    const deletedAt = column(e!, 'deleted_at');
    clock += 60_000;
    const back = await undo(restored.body.data.undo_token);
    expect(back.body.data).toEqual({ restored: 0, skipped: 1 });
    expect(column(e!, 'deleted_at')).toBe(deletedAt);
  });

  it('does the same for questions', async () => {
    const q = server().db.prepare("SELECT id FROM questions WHERE shop_id = 1001 AND deleted_at IS NULL AND status = 'published' ORDER BY id LIMIT 1").pluck().get() as number;
    const call = (path: string, body: unknown) => callApi(server(), path, { token, body });
    const hidden = await call('bulk_question_action', { action: 'hide', ids: [q] });
    expect(hidden.body.data.affected).toBe(1);
    await call('bulk_question_action', { action: 'publish', ids: [q] });
    const back = await call('undo_question_action', { undo_token: hidden.body.data.undo_token });
    expect(back.body.data).toEqual({ restored: 0, skipped: 1 });
    expect(server().db.prepare('SELECT status FROM questions WHERE id = ?').pluck().get(q)).toBe('published');
  });
});
