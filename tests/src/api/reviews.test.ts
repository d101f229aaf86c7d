import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/server';
import { createApi } from '../../../src/api';
import { createHttpClient } from '../../../src/api/http';
import { demoToken, startTestServer } from '../../server/helpers';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await demoToken();
});
afterAll(() => server.close());

const api = () => createApi(createHttpClient({ baseURL: `${server.url}/`, getToken: async () => token })).reviews;

describe('review calls through the client', () => {
  it('sends list filters as repeated keys and flags, and gets faceted counts back', async () => {
    const page = await api().listReviews({ rating: [1, 2], media: true, status: [] }, 'oldest', { per_page: 5 });
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.items.every((r) => r.rating <= 2 && r.media.length > 0)).toBe(true);
    expect(page.counts.rating['1'] + page.counts.rating['2']).toBe(page.total);
    expect(page.counts.rating['5']).toBeGreaterThan(0);
    const dates = page.items.map((r) => r.created_at);
    expect([...dates].sort()).toEqual(dates);
  });

  it('hides every review matching a filter and undoes it once', async () => {
    const a = api();
    const filter = { rating: [1], status: ['published' as const] };
    const before = (await a.listReviews(filter, 'newest')).total;
    expect(before).toBeGreaterThan(0);
    const result = await a.bulkReviews('hide', { filter });
    expect(result.affected).toBe(before);
    expect((await a.listReviews(filter, 'newest')).total).toBe(0);
    expect((await a.undoReviews(result.undo_token)).restored).toBe(before);
    expect((await a.listReviews(filter, 'newest')).total).toBe(before);
    await expect(a.undoReviews(result.undo_token)).rejects.toMatchObject({ kind: 'business' });
  });

  it('adds, edits and removes a reply', async () => {
    const a = api();
    const [first] = (await a.listReviews({}, 'newest', { per_page: 1 })).items;
    const id = first!.id;
    expect((await a.reply(id, 'Thanks!', true)).reply).toMatchObject({ body: 'Thanks!', notified: true });
    expect((await a.reply(id, 'Thank you!', false)).reply?.body).toBe('Thank you!');
    expect((await a.deleteReply(id)).reply).toBeNull();
  });

  it('downloads the export as CSV text in the import format', async () => {
    const csv = await api().exportReviews({ rating: [5], keyword: 'love' }, 'newest');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/^product_id,product_handle,sku,rating,title,body/);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('lists questions, answers one and bulk-hides with undo', async () => {
    const a = api();
    const page = await a.listQuestions({ answered: false }, { per_page: 3 });
    const q = page.items[0]!;
    expect((await a.answerQuestion(q.id, 'Yes, it is.')).answer?.body).toBe('Yes, it is.');
    const hidden = await a.bulkQuestions('hide', { ids: [q.id] });
    expect(hidden.affected).toBe(1);
    expect((await a.undoQuestions(hidden.undo_token)).restored).toBe(1);
  });

  it('lists the catalog with handles and SKUs for import matching', async () => {
    const all = await api().getProducts();
    expect(all.total).toBe(all.items.length);
    expect(all.items[0]).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/), handle: expect.any(String) });
    expect(all.items.some((p) => p.skus.length > 0)).toBe(true);
    const some = await api().getProducts({ keyword: all.items[0]!.handle, limit: 5 });
    expect(some.items.map((p) => p.id)).toContain(all.items[0]!.id);
  });
});
