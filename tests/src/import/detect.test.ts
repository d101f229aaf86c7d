import { describe, expect, it } from 'vitest';
import { detectFormat, FORMATS } from '../../../src/lib/import/formats';
import { headerScore, suggestMapping } from '../../../src/lib/import/suggest';
import { loadFixture } from './helpers';

const FIXTURES = {
  'ours.csv': 'ours',
  'judgeme.csv': 'judgeme',
  'judgeme-export.csv': 'judgeme_export',
  'shopify.csv': 'shopify',
  'okendo.csv': 'okendo',
  'loox.csv': 'loox',
  'bad-rows.csv': 'ours',
} as const;

const JUDGEME = ['title', 'body', 'rating', 'review_date', 'reviewer_name', 'reviewer_email', 'product_id', 'product_handle', 'reply', 'picture_urls'];
const JUDGEME_EXPORT = [...JUDGEME, 'source', 'curated', 'reply_date', 'ip_address', 'location', 'metaobject_handle'];
const SHOPIFY = ['product_handle', 'state', 'rating', 'title', 'author', 'email', 'location', 'body', 'reply', 'created_at', 'replied_at'];
const LOOX = ['product_handle', 'rating', 'author', 'email', 'body', 'created_at', 'photo_url', 'verified_purchase'];

describe('detectFormat', () => {
  it.each(Object.entries(FIXTURES))('recognises %s from its header row', async (name, format) => {
    const { detection } = await loadFixture(name);
    expect(detection.format).toBe(format);
    expect(detection.confidence).toBe(1);
    expect(detection.missing).toEqual([]);
  });

  it('maps every column of a format to the header text as written in the file', async () => {
    const { detection, headers } = await loadFixture('okendo.csv');
    expect(detection.mapping).toMatchObject({ author: 'name', date: 'dateCreated', productId: 'productId', mediaUrls: 'imageUrls', country: 'countryCode' });
    for (const header of Object.values(detection.mapping)) expect(headers).toContain(header);
  });

  it('does not take the Judge.me export for basic Judge.me, nor the reverse', () => {
    expect(detectFormat(JUDGEME).format).toBe('judgeme');
    expect(detectFormat(JUDGEME_EXPORT).format).toBe('judgeme_export');
    expect(detectFormat([...JUDGEME, 'curated']).format).toBe('judgeme_export');
    expect(detectFormat(JUDGEME).mapping.replyDate).toBeUndefined();
    expect(detectFormat(JUDGEME_EXPORT).mapping).toMatchObject({ replyDate: 'reply_date', status: 'curated', location: 'location' });
  });

  it('does not take Loox for Shopify, nor the reverse', () => {
    expect(detectFormat(SHOPIFY).format).toBe('shopify');
    expect(detectFormat(LOOX).format).toBe('loox');
    expect(detectFormat(LOOX.filter((h) => h !== 'photo_url')).format).toBe('loox');
    expect(detectFormat(SHOPIFY.filter((h) => h !== 'state')).format).toBe('shopify');
  });

  it('ignores case, spacing, separators, order and a BOM in headers', () => {
    const messy = ['\uFEFFReply', 'Body', 'Product Handle', 'RATING', 'Title', 'Author', 'E-mail', 'Created At', 'State', 'Location', 'Replied_At'];
    const detection = detectFormat(messy);
    expect(detection.format).toBe('shopify');
    expect(detection.mapping.reply).toBe('\uFEFFReply');
    expect(detection.mapping.date).toBe('Created At');
  });

  it('still recognises a format with extra columns, at lower confidence', () => {
    const detection = detectFormat([...LOOX, 'internal_note', 'tags']);
    expect(detection.format).toBe('loox');
    expect(detection.confidence).toBeLessThan(1);
    expect(detection.confidence).toBeGreaterThan(0.8);
  });

  it('has a unique id and consistent signature for each format', () => {
    expect(new Set(FORMATS.map((f) => f.id)).size).toBe(FORMATS.length);
    for (const format of FORMATS) {
      const columns = [...Object.values(format.columns), ...format.ignored];
      for (const header of [...format.required, ...format.anyOf]) expect(columns).toContain(header);
      expect(detectFormat(columns).format).toBe(format.id);
    }
  });
});

describe('unknown headers and suggestMapping', () => {
  it('returns unknown with a suggested mapping for the unknown-header fixture', async () => {
    const { detection, headers } = await loadFixture('unknown-header.csv');
    expect(detection.format).toBe('unknown');
    expect(detection.mapping).toEqual({
      sku: 'Product SKU',
      rating: 'Stars',
      title: 'Review Title',
      body: 'Review Text',
      author: 'Customer Name',
      email: 'Customer Email',
      date: 'Submitted On',
      mediaUrls: 'Photos',
    });
    expect(detection.missing).toEqual([]);
    expect(suggestMapping(headers).unmapped).toEqual(['Order ID']);
  });

  it('copes with typos, camelCase and other languages', () => {
    const { mapping } = suggestMapping(['Ratting', 'Kommentar', 'Datum', 'reviewerEmail', 'Nom', 'Handle', 'Bilder', 'Land']);
    expect(mapping).toEqual({
      rating: 'Ratting',
      body: 'Kommentar',
      date: 'Datum',
      email: 'reviewerEmail',
      author: 'Nom',
      productHandle: 'Handle',
      mediaUrls: 'Bilder',
      country: 'Land',
    });
  });

  it('keeps qualified headers away from other fields', () => {
    expect(headerScore('Reply Date', 'date')).toBe(0);
    expect(headerScore('Product Title', 'title')).toBe(0);
    expect(headerScore('Product Name', 'author')).toBe(0);
    expect(headerScore('Response text', 'body')).toBe(0);
    const { mapping } = suggestMapping(['Reply Date', 'Product Title', 'Review ID']);
    expect(mapping).toEqual({ replyDate: 'Reply Date' });
  });

  it('prefers the closest header when several fit one field', () => {
    const { mapping, unmapped } = suggestMapping(['Customer comment', 'Review Body', 'Stars']);
    expect(mapping.body).toBe('Review Body');
    expect(unmapped).toEqual(['Customer comment']);
  });

  it('reports what the mapping step must still fill', () => {
    const detection = detectFormat(['foo', 'bar', 'baz']);
    expect(detection).toEqual({ format: 'unknown', mapping: {}, confidence: 0, missing: ['product', 'rating', 'body', 'author'] });
    expect(detectFormat(['Stars', 'Review', 'Name']).missing).toEqual(['product']);
  });
});
