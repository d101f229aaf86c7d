import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reviewDuplicateKey } from '../../demo/server/domain/review-duplicate-key';
import type { ImportRow as ClientRow } from '../../src/lib/import/types';
import { duplicateKey as clientDuplicateKey } from '../../src/lib/import/duplicate-key';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START } from './review-helpers';

const server = useTestServer({ now: () => REVIEW_CLOCK_START });
const token = await demoToken();

const GID = 'gid://shopify/Product/1002';
function row(line: number, extra: Record<string, unknown> = {}) {
  const base = {
    line,
    product_id: GID,
    rating: 5,
    title: `Imported ${line}`,
    body: `IMPORTMARK review number ${line}`,
    author: `Importer ${line}`,
    email: `importer${line}@example.com`,
    date: '2023-11-02T08:30:00.000Z',
    reply: line === 1 ? 'Thanks for the review' : null,
    reply_date: line === 1 ? '2023-11-04T10:00:00.000Z' : null,
    media_urls: line === 1 ? ['https://cdn.example.com/p.jpg', 'https://cdn.example.com/v.mp4'] : [],
    verified: line % 2 === 1,
    country: 'us',
    status: 'published',
    ...extra,
  } as Record<string, any>;
  base.duplicate_key ??= reviewDuplicateKey({ productId: String(base.product_id), author: base.author, date: base.date, body: base.body });
  return base;
}
const send = (body: unknown) => callApi(server(), 'import_reviews', { token, body });

describe('import_reviews', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('stores new rows, reports bad rows with reasons and keeps an import record', async () => {
    const bad = [
      row(4, { rating: 7 }),
      row(5, { product_id: 'gid://shopify/Product/999999' }),
      row(6, { media_urls: ['javascript:alert(1)'], date: 'yesterday' }),
      row(7, { date: '2031-01-01T00:00:00Z', body: '' }),
    ];
    const first = await send({ file_name: 'reviews.csv', format: 'ours', rows: [row(1), row(2), ...bad] });
    expect(first.body.code).toBe(0);
    expect(first.body.data.imported).toBe(2);
    expect(first.body.data.duplicates).toBe(0);
    expect(first.body.data.failed.map((f: any) => [f.line, f.reasons.map((r: any) => r.code)])).toEqual([
      [4, ['rating_invalid']],
      [5, ['product_not_found']],
      [6, ['date_invalid', 'media_url_invalid']],
      [7, ['body_missing', 'date_in_future']],
    ]);
    expect(first.body.data.failed[0].reasons[0].message).toBe('The rating must be a whole number of stars from 1 to 5.');
    const importId = first.body.data.import_id;

    const more = await send({ import_id: importId, file_name: 'reviews.csv', format: 'ours', rows: [row(3), row(1)] });
    expect(more.body.data).toEqual({ import_id: importId, imported: 1, duplicates: 1, failed: [], duplicate_lines: [1], updated: 0, updated_lines: [] });

    const listed = await callApi(server(), 'list_imports', { token });
    expect(listed.body.data.items[0]).toEqual({
      id: importId, file_name: 'reviews.csv', format: 'ours', created_at: new Date(REVIEW_CLOCK_START).toISOString(),
      imported: 3, duplicates: 1, updated: 0, failed: 4,
    });
    const detail = await callApi(server(), 'get_import', { token, query: `id=${importId}` });
    expect(detail.body.data.failed_rows.map((f: any) => f.line)).toEqual([4, 5, 6, 7]);
    expect(detail.body.data.failed_rows[2].reasons.map((r: any) => r.code)).toEqual(['date_invalid', 'media_url_invalid']);
    expect(detail.body.data.imported).toBe(3);

    const reviews = await callApi(server(), 'list_reviews', { token, query: 'keyword=IMPORTMARK&sort=oldest&source=imported' });
    expect(reviews.body.data.total).toBe(3);
    const one = reviews.body.data.items.find((r: any) => r.title === 'Imported 1');
    expect(one).toMatchObject({
      source: 'imported', created_at: '2023-11-02T08:30:00.000Z', verified: true, country: 'US', status: 'published',
      reply: { body: 'Thanks for the review', created_at: '2023-11-04T10:00:00.000Z', notified: false },
      media: [
        { type: 'image', url: 'https://cdn.example.com/p.jpg', thumb: 'https://cdn.example.com/p.jpg' },
        { type: 'video', url: 'https://cdn.example.com/v.mp4', thumb: 'https://cdn.example.com/v.mp4' },
      ],
      product: { id: GID },
    });
    expect(reviews.body.data.items.find((r: any) => r.title === 'Imported 2').verified).toBe(false);
  });

  it('keeps the rows the client refused with the import, in its failed count and its details', async () => {
    const res = await send({
      file_name: 'with-refused.csv',
      format: 'judgeme',
      rows: [row(50)],
      refused: [{ line: 51, reasons: [{ code: 'rating_invalid', message: 'The rating must be 1 to 5.' }] }, { line: 52, reasons: [{ code: 'product_not_found' }] }],
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ imported: 1, failed: [] });
    const detail = await callApi(server(), 'get_import', { token, query: `id=${res.body.data.import_id}` });
    expect(detail.body.data).toMatchObject({ imported: 1, failed: 2 });
    expect(detail.body.data.failed_rows).toEqual([
      { line: 51, reasons: [{ code: 'rating_invalid', message: 'The rating must be 1 to 5.' }] },
      { line: 52, reasons: [{ code: 'product_not_found', message: 'product_not_found' }] },
    ]);
    const bad = await send({ file_name: 'x.csv', format: 'ours', rows: [], refused: [{ line: 1, reasons: [{ code: '<script>' }] }] });
    expect(bad.status).toBe(400);
  });

  it('imports nothing when the same file comes again', async () => {
    const rows = [row(11), row(12), row(13, { rating: 0 })];
    const once = await send({ file_name: 'again.csv', format: 'ours', rows });
    expect(once.body.data).toMatchObject({ imported: 2, duplicates: 0 });
    const twice = await send({ file_name: 'again.csv', format: 'ours', rows });
    expect(twice.body.data).toMatchObject({ imported: 0, duplicates: 2 });
    expect(twice.body.data.failed).toHaveLength(1);
    expect(twice.body.data.import_id).not.toBe(once.body.data.import_id);
    const inOneBatch = await send({ file_name: 'dupes.csv', format: 'ours', rows: [row(21), row(22, { duplicate_key: row(21).duplicate_key })] });
    expect(inOneBatch.body.data).toMatchObject({ imported: 1, duplicates: 1 });
  });

  it('refuses malformed calls', async () => {
    const unknown = await send({ import_id: 'imp_unknown', file_name: 'x.csv', format: 'ours', rows: [] });
    expect(unknown.body.code).toBe(40400);
    const tooMany = await send({ file_name: 'x.csv', format: 'ours', rows: Array.from({ length: 2001 }, (_, i) => ({ line: i + 1 })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('at most 2000 rows per call');
    const noLine = await send({ file_name: 'x.csv', format: 'ours', rows: [{ rating: 5 }] });
    expect(noLine.body.message).toContain('rows.0.line');
    expect((await callApi(server(), 'get_import', { token, query: 'id=imp_nope' })).body.code).toBe(40400);
  });
});

describe('duplicate keys', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('follow the same rule as the import client', () => {
    const cases = [
      { productId: GID, email: ' Anna@Example.COM ', author: 'Anna', date: '2024-03-05T23:59:59.000Z', body: '  Très  bien\n\nmerci ' },
      { productId: GID, email: null, author: '  Ｊｏｈｎ   Doe ', date: null, body: 'Café' },
    ];
    for (const c of cases) {
      const clientRow = { email: (c.email ?? '').trim().toLowerCase(), author: c.author, date: c.date, body: c.body } as unknown as ClientRow;
      expect(reviewDuplicateKey(c)).toBe(clientDuplicateKey(clientRow, GID));
    }
  });

  it('make an exported demo review a duplicate when it is imported again', async () => {
    const res = await fetch(`${server().url}/api/v1/admin/export_reviews?product_id=1010&source=collected`, { headers: { Authorization: `Bearer ${token}` } });
    const records = Papa.parse<Record<string, string>>((await res.text()).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
    expect(records.length).toBeGreaterThan(0);
    const rows = records.map((r, i) => ({
      line: i + 1,
      product_id: `gid://shopify/Product/${r.product_id}`,
      rating: Number(r.rating),
      title: r.title,
      body: r.body,
      author: r.reviewer_name,
      email: r.reviewer_email || null,
      date: r.review_date,
      reply: r.reply || null,
      reply_date: r.reply_date || null,
      media_urls: r.media_urls ? r.media_urls!.split('|') : [],
      verified: r.verified_purchase === 'yes',
      country: r.country_code || null,
      status: r.status,
      duplicate_key: reviewDuplicateKey({ productId: `gid://shopify/Product/${r.product_id}`, author: r.reviewer_name!, date: r.review_date!, body: r.body! }),
    }));
    const again = await send({ file_name: 'export.csv', format: 'ours', rows });
    expect(again.body.data).toMatchObject({ imported: 0, duplicates: records.length, failed: [] });
  });
});
