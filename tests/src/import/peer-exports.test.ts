import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkRows } from '../../../machines/import/file-import.rows';
import { duplicateKey } from '../../../src/lib/import/duplicate-key';
import { detectFormat, rowSourceOf } from '../../../src/lib/import/formats';
import { rowExtrasFor, unmappedColumns } from '../../../src/lib/import/row-extras';
import { headerScore, suggestMapping } from '../../../src/lib/import/suggest';
import type { CsvRecord } from '../../../src/lib/import/types';
import type { ValidRow } from '../../../machines/import/file-import.types';

/** The real Loox review export's header row. */
const LOOX_EXPORT = ['id', 'status', 'rating', 'email', 'nickname', 'full_name', 'review', 'date', 'productId', 'handle', 'img', 'variant', 'verified_purchase'];
/** Loox's import template (still recognised as Loox). */
const LOOX_TEMPLATE = ['product_handle', 'rating', 'author', 'email', 'body', 'created_at', 'photo_url', 'verified_purchase'];
const YOTPO = ['review_id', 'published', 'review_title', 'review_content', 'review_score', 'date', 'product_id', 'product_title', 'display_name', 'email', 'comment_content', 'comment_created_at', 'image_urls', 'lang_id', 'cust_id'];
const STAMPED = ['reviewId', 'productId', 'productTitle', 'productUrl', 'author', 'email', 'location', 'reviewRating', 'reviewTitle', 'reviewMessage', 'reviewDate', 'reviewVerifiedType', 'reviewReply', 'reviewReplyDate', 'reviewUserPhotos', 'reviewUserVideos', 'reviewRecommendProduct'];

const PRODUCTS = [
  { id: 'gid://shopify/Product/1001', title: 'Linen shirt', handle: 'linen-shirt', skus: ['LS-1'], image: null },
  { id: 'gid://shopify/Product/1002', title: 'Tea cup', handle: 'tea-cup', skus: ['TC-1'], image: null },
];

/** Records of a CSV text, as the reader gives them. */
const recordsOf = (text: string): { headers: string[]; records: CsvRecord[] } => {
  const parsed = Papa.parse<CsvRecord>(text, { header: true, skipEmptyLines: true });
  return { headers: parsed.meta.fields ?? [], records: parsed.data };
};
const csv = (rows: readonly (readonly string[])[]): string => Papa.unparse(rows.map((r) => [...r]));

/** Detects, normalizes and validates a file as the import screen does. */
async function check(text: string) {
  const { headers, records } = recordsOf(text);
  const detection = detectFormat(headers);
  const { results } = await checkRows(
    { records, mapping: detection.mapping, source: rowSourceOf(detection.format), extras: rowExtrasFor(detection.format, headers), products: PRODUCTS },
    undefined,
    Date.UTC(2025, 0, 1),
  );
  return { detection, results, headers };
}

describe('peer app exports', () => {
  it('recognises the real Loox export and still the Loox import template', () => {
    const exported = detectFormat(LOOX_EXPORT);
    expect(exported.format).toBe('loox_export');
    expect(exported.missing).toEqual([]);
    expect(exported.mapping).toMatchObject({ author: 'nickname', body: 'review', productId: 'productId', productHandle: 'handle', mediaUrls: 'img', verified: 'verified_purchase', status: 'status', date: 'date' });
    expect(detectFormat(LOOX_TEMPLATE).format).toBe('loox');
    expect(detectFormat(LOOX_EXPORT.map((h) => h.toUpperCase())).format).toBe('loox_export');
  });

  it('reads a Loox export row: several photos, full name for an empty nickname, its review id, status and verified flag', async () => {
    const text = csv([
      LOOX_EXPORT,
      ['rv_1', 'published', '5', 'ana@example.com', '', 'Ana Lima', 'Linda!\nSegunda linha 🌿', '2024-02-03T10:00:00Z', '1001', 'linen-shirt', 'https://cdn.loox.io/a.jpg,https://cdn.loox.io/b.jpg', 'M', 'true'],
      ['rv_2', 'hidden', '2', '', 'Kenji', '山田 健二', '色が違いました', '2024-02-04T10:00:00Z', '', 'tea-cup', '', '', 'false'],
    ]);
    const { detection, results } = await check(text);
    expect(detection.format).toBe('loox_export');
    const [first, second] = results as ValidRow[];
    expect(first!.ok).toBe(true);
    expect(first!.row).toMatchObject({
      author: 'Ana Lima', email: 'ana@example.com', body: 'Linda!\nSegunda linha 🌿', rating: 5, status: 'published', verified: true,
      sourceId: 'rv_1', mediaUrls: ['https://cdn.loox.io/a.jpg', 'https://cdn.loox.io/b.jpg'], productRef: { id: '1001', handle: 'linen-shirt' },
    });
    expect(first!.productId).toBe('gid://shopify/Product/1001');
    expect(second!.row).toMatchObject({ author: 'Kenji', status: 'hidden', verified: false, sourceId: 'rv_2', mediaUrls: [] });
    expect(second!.productId).toBe('gid://shopify/Product/1002');
  });

  it('recognises Yotpo and Stamped exports with their review ids, replies and media', async () => {
    const yotpo = await check(csv([
      YOTPO,
      ['9001', 'true', 'Great', 'Works well', '4', '2023-05-06', '1001', 'Linen shirt', 'Dana', 'dana@example.com', 'Thank you!', '2023-05-07', 'https://img.yotpo.com/1.jpg', 'en', '77'],
    ]));
    expect(yotpo.detection.format).toBe('yotpo');
    expect(yotpo.results[0]!.ok).toBe(true);
    expect(yotpo.results[0]!.row).toMatchObject({ sourceId: '9001', title: 'Great', body: 'Works well', rating: 4, author: 'Dana', reply: 'Thank you!', status: 'published', mediaUrls: ['https://img.yotpo.com/1.jpg'] });
    const stamped = await check(csv([
      STAMPED,
      ['s-1', '1002', 'Tea cup', 'https://shop/tea-cup', 'נועה', '', 'תל אביב', '5', 'מעולה', 'כוס יפה מאוד', '2023-08-09', 'verified_buyer', 'תודה', '2023-08-10', 'https://cdn.stamped.io/p1.jpg', 'https://cdn.stamped.io/v1.mp4', 'true'],
    ]));
    expect(stamped.detection.format).toBe('stamped');
    expect(stamped.results[0]!.ok).toBe(true);
    expect(stamped.results[0]!.row).toMatchObject({
      sourceId: 's-1', author: 'נועה', location: 'תל אביב', body: 'כוס יפה מאוד', verified: true, reply: 'תודה',
      mediaUrls: ['https://cdn.stamped.io/p1.jpg', 'https://cdn.stamped.io/v1.mp4'],
    });
  });

  it('keys two reviews by the same name, text and day apart by their source ids, and the same review alike whatever the e-mail', async () => {
    const { results } = await check(csv([
      LOOX_EXPORT,
      ['a1', 'published', '5', '', 'Sam', '', 'Great', '2024-02-03T10:00:00Z', '1001', '', '', '', ''],
      ['a2', 'published', '5', '', 'Sam', '', 'Great', '2024-02-03T18:00:00Z', '1001', '', '', '', ''],
    ]));
    const keys = (results as ValidRow[]).map((r) => duplicateKey(r.row, r.productId));
    expect(keys[0]).not.toBe(keys[1]);
    const valid = results[0] as ValidRow;
    expect(duplicateKey({ ...valid.row, email: 'sam@example.com' }, valid.productId)).toBe(keys[0]);
  });

  it('lists the columns left behind, apart from the review id, fallback and extra media columns', () => {
    const loox = detectFormat(LOOX_EXPORT);
    expect(unmappedColumns(LOOX_EXPORT, loox.mapping, rowExtrasFor('loox_export', LOOX_EXPORT))).toEqual(['variant']);
    const stamped = detectFormat(STAMPED);
    expect(unmappedColumns(STAMPED, stamped.mapping, rowExtrasFor('stamped', STAMPED))).toEqual(['productTitle', 'productUrl', 'reviewRecommendProduct']);
    const custom = ['Review ID', 'Product', 'Stars', 'Comment', 'Name', 'Pictures', 'Internal note'];
    const suggestion = suggestMapping(custom);
    const extras = rowExtrasFor('unknown', custom);
    expect(extras.sourceId).toBe('Review ID');
    expect(unmappedColumns(custom, suggestion.mapping, extras)).toEqual(['Product', 'Internal note']);
    expect(unmappedColumns(custom, { ...suggestion.mapping, mediaUrls: undefined }, extras)).toContain('Pictures');
  });

  it.each(['img', 'Img URL', 'image', 'Images', 'photo', 'Photos', 'picture', 'Picture URLs', 'media', 'Review photos', 'Customer images'])(
    'suggests %s as media',
    (header) => {
      expect(suggestMapping(['rating', 'body', 'name', 'handle', header]).mapping.mediaUrls).toBe(header);
      expect(headerScore(header, 'mediaUrls')).toBeGreaterThanOrEqual(0.7);
    },
  );

  it('does not suggest product images as review media', () => {
    expect(suggestMapping(['rating', 'body', 'name', 'handle', 'product_image']).mapping.mediaUrls).toBeUndefined();
  });
});
