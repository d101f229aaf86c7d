import { describe, expect, it } from 'vitest';
import { normalizeRow } from '../../../src/lib/import/normalize';
import { validateRow } from '../../../src/lib/import/validate';
import { loadFixture, NOW, storeLookup } from './helpers';

const GOOD = ['ours.csv', 'judgeme.csv', 'judgeme-export.csv', 'shopify.csv', 'okendo.csv', 'loox.csv', 'unknown-header.csv'];

describe('normalization of each fixture', () => {
  it.each(GOOD)('%s: every row reads and validates against the store', async (name) => {
    const { rows, records } = await loadFixture(name);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBe(records.length);
    rows.forEach((row, i) => expect(row.rowNumber).toBe(i + 1));
    for (const row of rows) {
      const result = validateRow(row, storeLookup, { now: NOW });
      expect(result.ok ? [] : result.reasons, `row ${row.rowNumber}`).toEqual([]);
    }
  });

  it('our template: dates, replies, media, verified, country and status are kept', async () => {
    const { rows } = await loadFixture('ours.csv');
    const [first, second, third] = rows;
    expect(first).toMatchObject({
      source: 'ours',
      productRef: { id: '7982301462583', handle: 'organic-cotton-tee', sku: 'TEE-ORG-M-BLK' },
      rating: 5,
      author: 'Jane Miller',
      email: 'jane.miller@example.com',
      date: '2024-03-05T14:22:01.000Z',
      reply: 'Thank you, Jane! Enjoy the white one too.',
      replyDate: '2024-03-06T00:00:00.000Z',
      mediaUrls: ['https://cdn.example.com/reviews/tee-1.jpg', 'https://cdn.example.com/reviews/tee-2.jpg'],
      verified: true,
      country: 'US',
      status: 'published',
    });
    expect(first!.body).toBe('Lovely fabric, washed it twice and it still looks new.\nOrdering a second one in white.');
    expect(second).toMatchObject({ title: 'Schöner Filter, "fast" perfekt', verified: false, date: '2024-02-18T00:00:00.000Z', productRef: { handle: 'ceramic-pour-over' } });
    // 18/02/2024 in the file proves day-first, so 02/03/2024 is 2 March.
    expect(third).toMatchObject({ date: '2024-03-02T00:00:00.000Z', replyDate: '2024-03-03T00:00:00.000Z', reply: 'Merci Camille !' });
    expect(rows[3]).toMatchObject({ productRef: { sku: 'SOCK-MER-39' }, status: 'pending', verified: true });
    expect(rows[4]).toMatchObject({ author: '佐藤 花子', date: '2024-02-11T00:15:00.000Z', mediaUrls: expect.arrayContaining(['https://cdn.example.com/reviews/board-3.mp4']) });
    expect(rows[4]!.body).toContain('\n');
    expect(rows[6]!.status).toBe('hidden');
    expect(rows[8]!.verified).toBeNull();
    expect(rows[11]).toMatchObject({ status: null, email: '', country: 'KR' });
  });

  it('Judge.me: comma-separated pictures, replies and day-first dates', async () => {
    const { rows } = await loadFixture('judgeme.csv');
    expect(rows[0]).toMatchObject({ source: 'judgeme', reply: 'Thanks Emily!', date: '2023-11-04T00:00:00.000Z', verified: null, status: null });
    expect(rows[0]!.mediaUrls).toEqual(['https://judgeme.imgix.net/shop/tee-a.jpg', 'https://judgeme.imgix.net/shop/tee-b.jpg']);
    expect(rows[1]!.date).toBe('2023-11-12T09:12:33.000Z');
    expect(rows[1]!.body).toBe('Passt perfekt.\nDie Farbe ist nach dem Waschen gleich geblieben.');
    expect(rows[2]).toMatchObject({ date: '2023-11-23T00:00:00.000Z', productRef: { handle: 'organic-cotton-tee' } });
    expect(rows[5]!.mediaUrls).toHaveLength(3);
    expect(rows[11]).toMatchObject({ author: 'Elif Yılmaz', reply: 'Teşekkürler Elif!' });
  });

  it('Judge.me export: curated becomes status, reply dates and locations are kept', async () => {
    const { rows } = await loadFixture('judgeme-export.csv');
    expect(rows.map((r) => r.status)).toEqual(['published', 'published', 'pending', 'published', 'hidden', ...Array(7).fill('published')]);
    expect(rows[0]).toMatchObject({ source: 'judgeme_export', replyDate: '2023-11-05T08:30:00.000Z', location: 'Austin, United States' });
    expect(rows[7]).toMatchObject({ author: 'Katarzyna Wójcik', location: 'Kraków, Poland', reply: 'Dziękujemy!' });
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it('Shopify: BOM stripped, state mapped, replied_at kept', async () => {
    const { rows, headers } = await loadFixture('shopify.csv');
    expect(headers[0]).toBe('product_handle');
    expect(rows[0]).toMatchObject({
      source: 'shopify',
      productRef: { handle: 'organic-cotton-tee' },
      date: '2019-06-10T14:56:54.000Z',
      replyDate: '2019-06-11T09:02:10.000Z',
      location: 'Toronto, Canada',
      status: 'published',
    });
    expect(rows[3]).toMatchObject({ status: 'hidden', body: 'Arrived with a hairline crack, "fragile" sticker notwithstanding.' });
    expect(rows[6]!.status).toBe('hidden');
    expect(rows[10]!.status).toBe('pending');
    expect(rows[8]).toMatchObject({ author: '王 小明', body: '质量很好，做工精细。', reply: '谢谢您的评价！' });
  });

  it('Okendo (semicolon-separated): ids, epoch and offset dates, CDN URLs with commas', async () => {
    const { rows } = await loadFixture('okendo.csv');
    expect(rows[0]).toMatchObject({ source: 'okendo', author: 'Sarah J.', country: 'US', date: '2024-01-15T09:30:00.000Z' });
    expect(rows[1]).toMatchObject({ productRef: { id: '7982301462583' }, body: 'Super Qualität; würde ich wieder kaufen.' });
    expect(rows[2]!.mediaUrls).toHaveLength(2);
    expect(rows[3]!.date).toBe('2024-02-03T08:00:00.000Z');
    expect(rows[4]!.productRef).toEqual({ sku: 'SOCK-MER-43' });
    expect(rows[6]).toMatchObject({ date: '2024-02-14T11:00:00.000Z', mediaUrls: ['https://d3hw6dc1ow8pp2.cloudfront.net/reviews/w_800,h_600/board.jpg'] });
  });

  it('Loox: month-first dates, photo lists and verified flags', async () => {
    const { rows } = await loadFixture('loox.csv');
    expect(rows[0]).toMatchObject({ source: 'loox', date: '2024-03-14T00:00:00.000Z', verified: true, mediaUrls: ['https://images.loox.io/uploads/2024/3/14/tee-megan.jpg'] });
    expect(rows[1]).toMatchObject({ date: '2024-03-05T14:22:00.000Z', mediaUrls: [] });
    expect(rows[3]!.verified).toBe(false);
    expect(rows[9]!.mediaUrls).toHaveLength(2);
  });

  it('unknown headers: the suggested mapping reads SKUs and space-separated photos', async () => {
    const { rows } = await loadFixture('unknown-header.csv');
    expect(rows[0]).toMatchObject({ source: 'custom', productRef: { sku: 'TEE-ORG-M-BLK' }, rating: 5, title: 'Great', email: 'kate.adams@example.com' });
    expect(rows[3]!.mediaUrls).toEqual(['https://cdn.example.com/u/2.jpg', 'https://cdn.example.com/u/3.jpg']);
  });
});

describe('normalizeRow details', () => {
  const mapping = { productId: 'pid', productHandle: 'url', rating: 'r', body: 'b', author: 'a', email: 'e', country: 'c', date: 'd' };
  it('cleans references, text and e-mail', () => {
    const row = normalizeRow(
      { pid: 'gid://shopify/Product/123', url: 'https://shop.example.com/products/Linen-Throw?variant=1', r: ' ★★★★☆ ', b: '  Nice\r\nthrow  ', a: '  Ann   Lee ', e: ' Ann@Example.COM ', c: 'uk', d: '5 Mar 2024' },
      mapping,
      7,
      { source: 'custom' },
    );
    expect(row).toMatchObject({
      rowNumber: 7,
      productRef: { id: '123', handle: 'linen-throw' },
      rating: 4,
      body: 'Nice\nthrow',
      author: 'Ann Lee',
      email: 'ann@example.com',
      country: 'GB',
      date: '2024-03-05T00:00:00.000Z',
    });
  });
  it('leaves unmapped and missing cells empty, keeping raw text of unreadable values', () => {
    const row = normalizeRow({ r: 'great', d: 'soon' }, mapping, 1, { source: 'custom' });
    expect(row).toMatchObject({ productRef: {}, rating: null, date: null, body: '', mediaUrls: [], verified: null, status: null });
    expect(row.raw).toMatchObject({ rating: 'great', date: 'soon' });
  });
});
