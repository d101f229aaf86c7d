import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reviewDuplicateKey } from '../../demo/server/domain/review-duplicate-key';
import { SLOW_TEST_TIMEOUT_MS, callApi, demoToken, useTestServer } from './helpers';
import { REVIEW_CLOCK_START, countLive, qs } from './review-helpers';

const HEADER = 'product_id,product_handle,sku,rating,title,body,reviewer_name,reviewer_email,review_date,verified_purchase,reply,reply_date,media_urls,country_code,status,location,review_id,incentivized,answers';
const server = useTestServer({ now: () => REVIEW_CLOCK_START });
const token = await demoToken();

async function exportCsv(params: Parameters<typeof qs>[0]) {
  const res = await fetch(`${server().url}/api/v1/admin/export_reviews?${qs(params)}`, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { res, bytes, text };
}

const row = (line: number, body: string, extra: Record<string, unknown> = {}) => ({
  line,
  product_id: 'gid://shopify/Product/1001',
  rating: 4,
  title: 'Tricky, "quoted" title',
  body,
  author: 'Zoë Export',
  email: `export${line}@example.com`,
  date: '2024-03-05T14:22:01.000Z',
  reply: 'Thanks!\nSee you',
  reply_date: '2024-03-06T09:00:00.000Z',
  media_urls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b,c.mp4'],
  verified: true,
  country: 'DE',
  status: 'hidden',
  source_id: `export-${line}`,
  duplicate_key: reviewDuplicateKey({ productId: 'gid://shopify/Product/1001', sourceId: `export-${line}`, author: 'Zoë Export', date: '2024-03-05T14:22:01.000Z', body }),
  ...extra,
});

describe('export_reviews', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('streams the filtered reviews as CSV in the import format', async () => {
    const bodies = ['MARKERX line one,\nline "two"', '=1+2 MARKERX formula', 'MARKERX plain ümlaut 日本語'];
    const imported = await callApi(server(), 'import_reviews', {
      token,
      body: { file_name: 'export-fixture.csv', format: 'ours', rows: bodies.map((body, i) => row(i + 1, body, { location: 'Leeds, UK' })) },
    });
    expect(imported.body.data.imported).toBe(3);

    const { res, bytes, text } = await exportCsv({ keyword: 'MARKERX', sort: 'oldest' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="reviews-2025-06-01.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split('\r\n')[0]).toBe(HEADER);
    expect(text).toContain('"Tricky, ""quoted"" title","MARKERX line one,\nline ""two"""');

    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]!.join(',')).toBe(HEADER);
    expect(parsed).toHaveLength(4);
    const sku = server().db.prepare('SELECT sku FROM product_variants WHERE shop_id = 1001 AND product_id = 1001 ORDER BY position LIMIT 1').pluck().get();
    expect(parsed[1]).toEqual([
      '1001', 'merino-wool-throw-blanket', sku, '4', 'Tricky, "quoted" title', 'MARKERX line one,\nline "two"', 'Zoë Export',
      'export1@example.com', '2024-03-05T14:22:01.000Z', 'yes', 'Thanks!\nSee you', '2024-03-06T09:00:00.000Z',
      'https://cdn.example.com/a.jpg|https://cdn.example.com/b,c.mp4', 'DE', 'hidden', 'Leeds, UK', 'export-1', 'no', '',
    ]);
    expect(parsed[2]![5]).toBe("'=1+2 MARKERX formula");
    expect(parsed[3]![5]).toBe('MARKERX plain ümlaut 日本語');
  });

  it('exports exactly what the list matches, with seeded media as absolute URLs', async () => {
    const total = countLive(server(), "status = 'pending' AND has_media = 1");
    expect(total).toBeGreaterThan(5);
    const { text } = await exportCsv({ status: 'pending', media: 1 });
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data.slice(1);
    expect(parsed).toHaveLength(total);
    expect(parsed.every((r) => r[14] === 'pending')).toBe(true);
    const urls = parsed.flatMap((r) => r[12]!.split('|'));
    expect(urls.every((u) => /^https?:\/\//.test(u))).toBe(true);
    expect(urls.some((u) => u.startsWith(`${server().url}/store/images/`))).toBe(true);
    const empty = await exportCsv({ keyword: 'no-review-has-this-text' });
    expect(empty.text).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('streams a large export in chunks', async () => {
    const { res, text } = await exportCsv({});
    const lines = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(lines.length - 1).toBe(countLive(server()));
    expect(res.headers.get('content-length')).toBeNull();
    const bad = await fetch(`${server().url}/api/v1/admin/export_reviews?rating=9`, { headers: { Authorization: `Bearer ${token}` } });
    expect(bad.status).toBe(400);
  });
});
