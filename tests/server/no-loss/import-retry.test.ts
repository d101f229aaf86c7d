import { describe, expect, it } from 'vitest';
import { reviewDuplicateKey } from '../../../demo/server/domain/review-duplicate-key';
import { callApi, demoToken, useTestServer } from '../helpers';
import { REVIEW_CLOCK_START, countReviews } from '../review-helpers';

const server = useTestServer({ now: () => REVIEW_CLOCK_START });
const token = await demoToken();
const KEY = 'retry-key-0123456789abcdef';

const row = (line: number) => {
  const base = { productId: 'gid://shopify/Product/1001', email: `retry${line}@example.com`, author: 'Retry Test', date: '2024-03-05T14:22:01.000Z', body: `Retried batch row ${line}` };
  return {
    line, product_id: base.productId, rating: 4, title: 'Retry', body: base.body, author: base.author, email: base.email, date: base.date,
    reply: null, reply_date: null, media_urls: [], verified: false, country: 'DE', status: 'published', duplicate_key: reviewDuplicateKey(base),
  };
};
const refused = (line: number) => ({ line, reasons: [{ code: 'rating_invalid', message: 'bad rating' }] });
const send = (body: Record<string, unknown>) => callApi(server(), 'import_reviews', { token, body: { file_name: 'retry.csv', format: 'ours', import_key: KEY, ...body } });

describe('a retried import batch', () => {
  it('answers the same for the same import key and batch index, and counts every row once', async () => {
    const before = countReviews(server());
    const first = await send({ batch: 0, rows: [row(1), row(2)], refused: [refused(3)] });
    expect(first.body.data).toMatchObject({ imported: 2, duplicates: 0 });
    const firstAgain = await send({ batch: 0, rows: [row(1), row(2)], refused: [refused(3)] });
    expect(firstAgain.body.data).toEqual(first.body.data);

    const importId = first.body.data.import_id;
    const second = await send({ import_id: importId, batch: 1, rows: [row(4), row(5)] });
    const secondAgain = await send({ import_id: importId, batch: 1, rows: [row(4), row(5)] });
    expect(secondAgain.body.data).toEqual(second.body.data);
    expect(second.body.data).toMatchObject({ imported: 2, duplicates: 0 });

    expect(countReviews(server()) - before).toBe(4);
    const history = await callApi(server(), 'list_imports', { token });
    const record = history.body.data.items.filter((i: { file_name: string }) => i.file_name === 'retry.csv');
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ id: importId, imported: 4, duplicates: 0, failed: 1 });
    const detail = await callApi(server(), 'get_import', { token, query: `id=${importId}` });
    expect(detail.body.data.failed_rows).toHaveLength(1);
  });

  it('refuses a malformed import key', async () => {
    const bad = await send({ import_key: 'short', batch: 0, rows: [row(9)] });
    expect(bad.status === 400 || bad.body.code !== 0).toBe(true);
  });
});
