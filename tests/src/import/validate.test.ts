import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeRow } from '../../../src/lib/import/normalize';
import { duplicateKey, duplicateKeyParts } from '../../../src/lib/import/duplicate-key';
import { sha256Hex } from '../../../src/lib/import/sha256';
import type { ImportRow } from '../../../src/lib/import/types';
import {
  createProductLookup,
  REASON_CODES,
  REASONS,
  validateRow,
  type ValidationResult,
} from '../../../src/lib/import/validate';
import { loadFixture, NOW, storeLookup } from './helpers';

const codes = (result: ValidationResult) => (result.ok ? [] : result.reasons.map((r) => r.code));

describe('validateRow on the bad-rows fixture', () => {
  it('gives the expected reasons for every row', async () => {
    const { rows } = await loadFixture('bad-rows.csv');
    const results = rows.map((row) => validateRow(row, storeLookup, { now: NOW }));
    expect(results.map(codes)).toEqual([
      [],
      ['rating_invalid'],
      ['date_invalid'],
      ['product_not_found'],
      [],
      [],
      ['body_missing'],
      [],
      ['product_missing'],
      [],
      [],
      ['date_in_future'],
      ['author_missing'],
      ['rating_missing'],
      [],
    ]);
    expect(results[0]).toMatchObject({ ok: true, productId: '7982301462583' });
    expect(results[14]).toMatchObject({ ok: true, productId: '7982301626423' });
  });

  it('names the field and the offending value, with an English message', async () => {
    const { rows } = await loadFixture('bad-rows.csv');
    const reasonsOf = (i: number) => {
      const result = validateRow(rows[i]!, storeLookup, { now: NOW });
      return result.ok ? [] : result.reasons;
    };
    expect(reasonsOf(1)).toEqual([{ code: 'rating_invalid', field: 'rating', value: '4.5', message: REASONS.rating_invalid.message }]);
    expect(reasonsOf(2)[0]).toMatchObject({ field: 'date', value: '31/02/2024' });
    expect(reasonsOf(3)[0]).toMatchObject({ field: 'productRef', value: 'does-not-exist' });
  });

  it('imports rows whose optional values are bad without those values, with a note for each', async () => {
    const { rows } = await loadFixture('bad-rows.csv');
    const okRow = (i: number) => {
      const result = validateRow(rows[i]!, storeLookup, { now: NOW });
      if (!result.ok) throw new Error(`row ${i} refused`);
      return result.row;
    };
    expect(okRow(4)).toMatchObject({ email: '', notes: [{ code: 'email_dropped', field: 'email', value: 'anna@@example' }] });
    expect(okRow(5)).toMatchObject({
      mediaUrls: ['https://cdn.example.com/ok.jpg'],
      notes: [{ code: 'media_url_dropped', field: 'mediaUrls', value: 'javascript:alert(1)' }],
    });
    expect(okRow(7)).toMatchObject({ mediaUrls: [], notes: [{ code: 'media_url_dropped', value: 'data:image/png;base64,iVBORw0KGgo=' }] });
    expect(okRow(9)).toMatchObject({ verified: null, status: null, country: 'DE' });
    expect(okRow(9).notes!.map((n) => [n.code, n.value, n.repaired])).toEqual([
      ['country_repaired', 'Germany', 'DE'],
      ['verified_dropped', 'maybe', undefined],
      ['status_dropped', 'deleted', undefined],
    ]);
    expect(okRow(10)).toMatchObject({ reply: 'Thanks!', replyDate: null, notes: [{ code: 'reply_date_dropped', value: 'yesterday' }] });
    for (const note of okRow(9).notes!) expect(note.message).toMatch(/^[A-Z].+\.$/);
  });

  it('has a field and a message for every code', () => {
    expect(REASON_CODES).toHaveLength(18);
    for (const code of REASON_CODES) expect(REASONS[code].message).toMatch(/^[A-Z].+\.$/);
  });

  it('accepts a missing date and rejects overlong texts', () => {
    const base = normalizeRow({ p: '7982301462583', r: '5', b: 'ok', a: 'Ann' }, { productId: 'p', rating: 'r', body: 'b', author: 'a' }, 1, { source: 'custom' });
    expect(validateRow(base, storeLookup)).toMatchObject({ ok: true });
    const long: ImportRow = { ...base, body: 'x'.repeat(10_001), title: 't'.repeat(256), author: 'a'.repeat(101), reply: 'r'.repeat(10_001) };
    expect(codes(validateRow(long, storeLookup))).toEqual(['body_too_long', 'title_too_long', 'author_too_long', 'reply_too_long']);
  });
});

describe('createProductLookup', () => {
  const lookup = createProductLookup([{ id: 1, handle: 'Tee', skus: ['T-1', null] }, { id: '2', handle: 'mug' }]);
  it('finds by id, then handle, then SKU', () => {
    expect(lookup({ id: '1' })).toBe('1');
    expect(lookup({ id: '999', handle: 'mug' })).toBe('2');
    expect(lookup({ handle: 'tee' })).toBe('1');
    expect(lookup({ sku: 't-1' })).toBe('1');
    expect(lookup({ id: '1', handle: 'mug' })).toBe('1');
    expect(lookup({ id: '3', handle: 'x', sku: 'y' })).toBeNull();
  });
});

describe('duplicateKey', () => {
  const keysOf = async (name: string) => {
    const { rows } = await loadFixture(name);
    return rows.map((row) => {
      const result = validateRow(row, storeLookup, { now: NOW });
      if (!result.ok) throw new Error(`row ${row.rowNumber} invalid`);
      return duplicateKey(result.row, result.productId);
    });
  };

  it('is stable across two parses of the same file and distinct between reviews', async () => {
    for (const name of ['ours.csv', 'judgeme.csv', 'shopify.csv', 'okendo.csv', 'loox.csv']) {
      const first = await keysOf(name);
      const second = await keysOf(name);
      expect(second).toEqual(first);
      expect(new Set(first).size).toBe(first.length);
      for (const key of first) expect(key).toMatch(/^v2:[0-9a-f]{64}$/);
    }
  });

  it('matches the same review in the Judge.me basic file and its export', async () => {
    const basic = await keysOf('judgeme.csv');
    const exported = await keysOf('judgeme-export.csv');
    // Emily (Great tee) and Anna (Sehr gut) appear in both files on the same day.
    expect(exported[0]).toBe(basic[0]);
    expect(exported[1]).toBe(basic[1]);
    expect(exported[3]).toBe(basic[3]);
  });

  it('is defined by product, reviewer name, day, body and source review id only', async () => {
    const { rows } = await loadFixture('ours.csv');
    const row = rows[0]!;
    expect(duplicateKeyParts(row, '7982301462583')).toEqual([
      'v2',
      '7982301462583',
      'jane miller',
      '2024-03-05',
      'Lovely fabric, washed it twice and it still looks new. Ordering a second one in white.',
      '',
    ]);
    const key = duplicateKey(row, '7982301462583');
    expect(duplicateKey({ ...row, rating: 1, title: 'Edited', reply: 'New reply', mediaUrls: [] }, '7982301462583')).toBe(key);
    expect(duplicateKey({ ...row, date: '2024-03-05T23:59:00.000Z' }, '7982301462583')).toBe(key);
    expect(duplicateKey({ ...row, date: '2024-03-06T00:00:00.000Z' }, '7982301462583')).not.toBe(key);
    expect(duplicateKey(row, '7982301495351')).not.toBe(key);
    expect(duplicateKey({ ...row, email: '' }, '7982301462583')).toBe(key);
    expect(duplicateKey({ ...row, email: 'someone.else@example.com' }, '7982301462583')).toBe(key);
    expect(duplicateKey({ ...row, location: 'Leeds', country: 'GB' }, '7982301462583')).toBe(key);
    expect(duplicateKey({ ...row, sourceId: '1001' }, '7982301462583')).not.toBe(key);
    expect(duplicateKey({ ...row, sourceId: '1001' }, '7982301462583')).not.toBe(duplicateKey({ ...row, sourceId: '1002' }, '7982301462583'));
  });
});

describe('sha256Hex', () => {
  it.each(['', 'abc', 'a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), 'Grüße 東京 🌿\n', 'x'.repeat(1000)])('matches node:crypto for %j', (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
