import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';
import { callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START, qs } from './review-helpers';

const MINUTE = 60_000;
let clock = REVIEW_CLOCK_START;
const server = useTestServer({ now: () => clock });
const token = await demoToken();

const count = (where = '1', ...params: unknown[]): number =>
  server().db.prepare(`SELECT COUNT(*) FROM questions WHERE shop_id = ? AND deleted_at IS NULL AND (${where})`).pluck().get(DEMO_SHOP_ID, ...params) as number;
const ids = (where: string, limit: number): number[] =>
  server().db.prepare(`SELECT id FROM questions WHERE shop_id = ? AND deleted_at IS NULL AND ${where} ORDER BY id LIMIT ?`).pluck().all(DEMO_SHOP_ID, limit) as number[];
const list = async (params: Parameters<typeof qs>[0]) => {
  const res = await callApi(server(), 'list_questions', { token, query: qs(params) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const bulk = (body: unknown) => callApi(server(), 'bulk_question_action', { token, body });

describe('list_questions', () => {
  it('lists live questions newest first with faceted counts', async () => {
    const data = await list({ per_page: 5 });
    expect(data.total).toBe(count());
    expect(data.total).toBeGreaterThan(280);
    expect(data.items).toHaveLength(5);
    const newest = server().db
      .prepare('SELECT id FROM questions WHERE shop_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 5')
      .pluck().all(DEMO_SHOP_ID);
    expect(data.items.map((q: { id: number }) => q.id)).toEqual(newest);
    expect(Object.keys(data.items[0]).sort()).toEqual(['answer', 'author', 'body', 'created_at', 'deleted_at', 'email', 'id', 'product', 'status']);
    expect(data.counts).toEqual({
      status: { published: count("status = 'published'"), hidden: count("status = 'hidden'"), pending: count("status = 'pending'") },
      answered: { answered: count('answer_body IS NOT NULL'), unanswered: count('answer_body IS NULL') },
    });
    expect(data.counts.answered.answered).toBeGreaterThan(110);
    expect(data.counts.answered.unanswered).toBeGreaterThan(110);
  });

  it('filters by status, answered, keyword, product and deleted', async () => {
    const product = server().db.prepare('SELECT product_id FROM questions WHERE shop_id = ? GROUP BY product_id ORDER BY COUNT(*) DESC LIMIT 1').pluck().get(DEMO_SHOP_ID) as number;
    const cases: [Parameters<typeof qs>[0], string, unknown[]][] = [
      [{ status: 'pending' }, "status = 'pending'", []],
      [{ status: ['hidden', 'pending'] }, "status IN ('hidden', 'pending')", []],
      [{ answered: 1 }, 'answer_body IS NOT NULL', []],
      [{ answered: 0, status: 'published' }, "answer_body IS NULL AND status = 'published'", []],
      [{ keyword: 'SHIPPING' }, "body LIKE '%shipping%' OR answer_body LIKE '%shipping%' OR author LIKE '%shipping%' OR email LIKE '%shipping%'", []],
      [{ product_id: `gid://shopify/Product/${product}` }, 'product_id = ?', [product]],
    ];
    for (const [params, where, sqlParams] of cases) {
      const expected = count(where, ...sqlParams);
      expect(expected, JSON.stringify(params)).toBeGreaterThan(0);
      expect((await list(params)).total, JSON.stringify(params)).toBe(expected);
    }
    const answeredOnly = await list({ answered: 1 });
    expect(answeredOnly.counts.answered).toEqual({ answered: count('answer_body IS NOT NULL'), unanswered: count('answer_body IS NULL') });
    const deleted = await list({ deleted: 1 });
    expect(deleted.total).toBe(server().db.prepare('SELECT COUNT(*) FROM questions WHERE shop_id = ? AND deleted_at IS NOT NULL').pluck().get(DEMO_SHOP_ID));
    expect((await callApi(server(), 'list_questions', { token, query: 'answered=maybe' })).body.message).toContain('answered: must be 1 or 0');
  });
});

describe('answers and bulk actions', () => {
  it('answers a question', async () => {
    const [id] = ids('answer_body IS NULL', 1);
    const before = count('answer_body IS NOT NULL');
    const res = await callApi(server(), 'answer_question', { token, body: { id, body: 'It measures 40 x 60 cm.' } });
    expect(res.body.data).toMatchObject({ id, answer: { body: 'It measures 40 x 60 cm.', created_at: new Date(clock).toISOString() } });
    expect(count('answer_body IS NOT NULL')).toBe(before + 1);
    expect((await callApi(server(), 'get_question', { token, query: `id=${id}` })).body.data).toEqual(res.body.data);
    expect((await callApi(server(), 'answer_question', { token, body: { id, body: '' } })).status).toBe(400);
    expect((await callApi(server(), 'answer_question', { token, body: { id: 99999999, body: 'x' } })).body.code).toBe(40400);
  });

  it('publishes, hides, deletes and restores over ids and filters, with undo', async () => {
    const snapshot = () => server().db.prepare('SELECT id, status, deleted_at FROM questions WHERE shop_id = ? ORDER BY id').all(DEMO_SHOP_ID);
    const before = snapshot();
    const pending = ids("status = 'pending'", 3);
    const published = await bulk({ action: 'publish', ids: pending });
    expect(published.body.data.affected).toBe(3);
    const hiddenExpected = count("status <> 'hidden' AND answer_body IS NULL");
    const hidden = await bulk({ action: 'hide', filter: { answered: 0 } });
    expect(hidden.body.data.affected).toBe(hiddenExpected);
    expect(count("answer_body IS NULL AND status <> 'hidden'")).toBe(0);
    const deleteExpected = count("status = 'hidden'");
    const deleted = await bulk({ action: 'delete', filter: { status: ['hidden'] } });
    expect(deleted.body.data.affected).toBe(deleteExpected);
    expect(count("status = 'hidden'")).toBe(0);
    const restored = await bulk({ action: 'restore', filter: { answered: 0 } });
    expect(restored.body.data.affected).toBeGreaterThan(0);
    for (const result of [restored, deleted, hidden, published]) {
      const back = await callApi(server(), 'undo_question_action', { token, body: { undo_token: result.body.data.undo_token } });
      expect(back.body.data.restored).toBe(result.body.data.affected);
    }
    expect(snapshot()).toEqual(before);
  });

  it('uses the same undo rules as reviews', async () => {
    const res = await bulk({ action: 'hide', ids: ids("status = 'published'", 2) });
    const reviewUndo = await callApi(server(), 'undo_review_action', { token, body: { undo_token: res.body.data.undo_token } });
    expect(reviewUndo.body.code).toBe(40400);
    clock += 31 * MINUTE;
    const late = await callApi(server(), 'undo_question_action', { token, body: { undo_token: res.body.data.undo_token } });
    expect(late.body.code).toBe(42252);
    const [id] = ids('1', 1);
    await bulk({ action: 'delete', ids: [id] });
    expect((await callApi(server(), 'answer_question', { token, body: { id, body: 'x' } })).body.code).toBe(42250);
    expect((await bulk({ action: 'pin', ids: [id] })).body.message).toContain('action: must be one of publish, hide, delete, restore');
  });
});
