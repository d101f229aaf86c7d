import { describe, expect, it } from 'vitest';
import { reviewDuplicateKey } from '../../demo/server/domain/review-duplicate-key';
import { LIMIT_MESSAGES } from '../../src/contract/import-limits';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

const server = useTestServer({ now: () => REVIEW_CLOCK_START });
const token = await demoToken();

const GID = 'gid://shopify/Product/1002';
function row(line: number, extra: Record<string, unknown> = {}) {
  const base = {
    line, product_id: GID, rating: 4, title: '', body: `VALUESMARK ${line}`, author: `Reviewer ${line}`, email: null,
    date: '2022-02-22T00:00:00.000Z', media_urls: [], verified: true, status: 'published', ...extra,
  } as Record<string, any>;
  base.duplicate_key ??= reviewDuplicateKey({ productId: GID, author: base.author, date: base.date, body: base.body });
  return base;
}
const send = (body: unknown) => callApi(server(), 'import_reviews', { token, body });

describe('import_reviews: location, date-only dates, date order and the shared limits', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('keeps the location and the date-only flag on the review and the date order on the import record', async () => {
    const answer = await send({
      file_name: 'uk.csv', format: 'judgeme', date_order: 'dmy',
      rows: [row(1, { location: 'Leeds, United Kingdom', date_only: true }), row(2, { date: '2022-02-22T18:45:00.000Z' })],
    });
    expect(answer.body.data).toMatchObject({ imported: 2, failed: [] });
    const list = await callApi(server(), 'list_reviews', { token, query: 'keyword=VALUESMARK&sort=oldest&source=imported' });
    const items = list.body.data.items as Array<Record<string, unknown>>;
    const byBody = new Map(items.map((r) => [r.body, r]));
    expect(byBody.get('VALUESMARK 1')).toMatchObject({ location: 'Leeds, United Kingdom', date_only: true, created_at: '2022-02-22T00:00:00.000Z' });
    expect(byBody.get('VALUESMARK 2')).toMatchObject({ location: null, date_only: false, created_at: '2022-02-22T18:45:00.000Z' });

    const listed = await callApi(server(), 'list_imports', { token });
    expect(listed.body.data.items[0]).toMatchObject({ id: answer.body.data.import_id, date_order: 'dmy' });
    const detail = await callApi(server(), 'get_import', { token, query: `id=${answer.body.data.import_id}` });
    expect(detail.body.data).toMatchObject({ date_order: 'dmy' });
  });

  it('refuses 21 photos with the wording the preview uses, and an unknown date order', async () => {
    const urls = Array.from({ length: 21 }, (_, i) => `https://cdn.example.com/v${i}.jpg`);
    const answer = await send({ file_name: 'many.csv', format: 'ours', rows: [row(3, { media_urls: urls }), row(4, { media_urls: urls.slice(0, 20) })] });
    expect(answer.body.data).toMatchObject({ imported: 1, failed: [{ line: 3, reasons: [{ code: 'media_too_many', message: LIMIT_MESSAGES.media_too_many }] }] });
    const bad = await send({ file_name: 'x.csv', format: 'ours', date_order: 'ymd', rows: [row(5)] });
    expect(bad.status).toBe(400);
  });

  it('exports the location column', async () => {
    await send({ file_name: 'loc.csv', format: 'shopify', rows: [row(6, { location: 'Austin, TX' })] });
    const res = await fetch(`${server().url}/api/v1/admin/export_reviews?keyword=VALUESMARK`, { headers: { Authorization: `Bearer ${token}` } });
    const text = await res.text();
    expect(text.split('\r\n')[0]!.split(',')).toContain('location');
    expect(text).toContain('"Austin, TX"');
  });
});
