import { describe, expect, it } from 'vitest';
import { checkImportRow } from '../../../demo/server/domain/import-row';
import { IMPORT_TEXT_LIMITS, LIMIT_MESSAGES, MAX_MEDIA_PER_REVIEW } from '../../../src/contract/import-limits';
import { dateOrderEvidence, exampleDate, needsDateOrder, readImportDate } from '../../../src/lib/import/dates';
import { normalizeRow } from '../../../src/lib/import/normalize';
import { REASONS } from '../../../src/lib/import/reasons';
import { validateRow } from '../../../src/lib/import/validate';
import { countryCodeOf, splitMediaUrls } from '../../../src/lib/import/values';
import type { ColumnMapping } from '../../../src/lib/import/types';
import { storeLookup } from './helpers';

const MAPPING: ColumnMapping = { productId: 'p', rating: 'r', body: 'b', author: 'a', email: 'e', mediaUrls: 'm', country: 'c', date: 'd', location: 'l' };
const rowOf = (cells: Record<string, string>) =>
  normalizeRow({ p: '7982301462583', r: '5', b: 'Lovely.', a: 'Ann', ...cells }, MAPPING, 1, { source: 'custom' });
const NOW = Date.UTC(2024, 5, 1);

describe('date order from the whole file', () => {
  it('takes day first when some first part is above 12, month first when some second part is', () => {
    expect(dateOrderEvidence(['03/04/2024', '01/02/2024', '25/12/2023'])).toEqual({ order: 'dmy', conflict: false, examples: ['03/04/2024', '01/02/2024'] });
    expect(dateOrderEvidence(['03/04/2024', '12/25/2023'])).toMatchObject({ order: 'mdy', conflict: false });
    expect(dateOrderEvidence(['3-4-24', '4/3/2024 10:00'])).toMatchObject({ order: null, examples: ['3-4-24', '4/3/2024 10:00'] });
  });

  it('says so when the file proves both orders, and asks only when some date depends on the order', () => {
    const mixed = dateOrderEvidence(['25/12/2023', '12/25/2023', '03/04/2024']);
    expect(mixed).toMatchObject({ order: null, conflict: true });
    expect(needsDateOrder(mixed)).toBe(true);
    expect(needsDateOrder(dateOrderEvidence(['25/12/2023', '12/25/2023']))).toBe(false);
    expect(needsDateOrder(dateOrderEvidence(['05/05/2024', '2024-03-04', '05.03.2024', '']))).toBe(false);
    expect(needsDateOrder(dateOrderEvidence(['03/04/2024']))).toBe(true);
  });

  it('gives both readings of an example and keeps at most three distinct examples', () => {
    expect(exampleDate('03/04/2024', 'dmy')).toBe('2024-04-03');
    expect(exampleDate('03/04/2024', 'mdy')).toBe('2024-03-04');
    expect(dateOrderEvidence(['01/02/2024', '01/02/2024', '02/03/2024', '03/04/2024', '04/05/2024']).examples).toEqual(['01/02/2024', '02/03/2024', '03/04/2024']);
  });

  it('marks dates without a time as date-only, at 00:00 UTC of that day', () => {
    expect(readImportDate('2022-02-22', 'mdy')).toEqual({ iso: '2022-02-22T00:00:00.000Z', dateOnly: true });
    expect(readImportDate('22/02/2022', 'dmy')).toEqual({ iso: '2022-02-22T00:00:00.000Z', dateOnly: true });
    expect(readImportDate('Feb 22, 2022', 'mdy')).toEqual({ iso: '2022-02-22T00:00:00.000Z', dateOnly: true });
    expect(readImportDate('2022-02-22 08:30:00 UTC', 'mdy')).toEqual({ iso: '2022-02-22T08:30:00.000Z', dateOnly: false });
    expect(readImportDate('1645518600', 'mdy')?.dateOnly).toBe(false);
    expect(rowOf({ d: '2022-02-22' })).toMatchObject({ date: '2022-02-22T00:00:00.000Z', dateOnly: true });
  });
});

describe('bad optional values', () => {
  it('leaves out an e-mail such as N/A and imports the review, with a note', () => {
    const result = validateRow(rowOf({ e: 'N/A' }), storeLookup, { now: NOW });
    expect(result).toMatchObject({ ok: true, row: { email: '', notes: [{ code: 'email_dropped', value: 'N/A' }] } });
  });

  it('turns a written-out country into its code, and leaves out one it does not know', () => {
    expect(countryCodeOf('United Kingdom')).toBe('GB');
    expect(countryCodeOf('germany')).toBe('DE');
    expect(countryCodeOf('USA')).toBe('US');
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(validateRow(rowOf({ c: 'United States' }), storeLookup, { now: NOW })).toMatchObject({
      ok: true, row: { country: 'US', notes: [{ code: 'country_repaired', value: 'United States', repaired: 'US' }] },
    });
    expect(validateRow(rowOf({ c: 'Atlantis' }), storeLookup, { now: NOW })).toMatchObject({
      ok: true, row: { country: '', notes: [{ code: 'country_dropped', value: 'Atlantis' }] },
    });
  });

  it('writes a space in a media link as %20 and leaves out a link that is not a web address', () => {
    expect(splitMediaUrls('https://cdn.example.com/my photo.jpg|https://cdn.example.com/b.jpg https://cdn.example.com/c.jpg')).toEqual([
      'https://cdn.example.com/my photo.jpg', 'https://cdn.example.com/b.jpg', 'https://cdn.example.com/c.jpg',
    ]);
    const result = validateRow(rowOf({ m: 'https://cdn.example.com/my photo.jpg|ftp://x/y.jpg' }), storeLookup, { now: NOW });
    expect(result).toMatchObject({
      ok: true,
      row: {
        mediaUrls: ['https://cdn.example.com/my%20photo.jpg'],
        notes: [
          { code: 'media_url_repaired', value: 'https://cdn.example.com/my photo.jpg', repaired: 'https://cdn.example.com/my%20photo.jpg' },
          { code: 'media_url_dropped', value: 'ftp://x/y.jpg' },
        ],
      },
    });
  });

  it('still refuses a row without its required values', () => {
    const result = validateRow(rowOf({ r: '', b: '', e: 'N/A' }), storeLookup, { now: NOW });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reasons.map((r) => r.code)).toEqual(['rating_missing', 'body_missing']);
  });
});

describe('one set of limits for the preview and the server', () => {
  const urls = Array.from({ length: MAX_MEDIA_PER_REVIEW + 1 }, (_, i) => `https://cdn.example.com/p${i + 1}.jpg`);
  const serverRow = (extra: Record<string, unknown>) => ({
    line: 1, product_id: 'gid://shopify/Product/1', rating: 5, body: 'Fine.', author: 'Ann', duplicate_key: 'v1:abc', ...extra,
  });
  const check = (extra: Record<string, unknown>) => checkImportRow(serverRow(extra), { now: NOW, hasProduct: () => true });

  it('keeps the first 20 of 21 photos in the preview and says so with the shared wording; the server refuses 21 with it', () => {
    const result = validateRow(rowOf({ m: urls.join('|') }), storeLookup, { now: NOW });
    if (!result.ok) throw new Error('refused');
    expect(result.row.mediaUrls).toEqual(urls.slice(0, 20));
    expect(result.row.notes).toEqual([expect.objectContaining({ code: 'media_truncated', value: '21', repaired: '20' })]);
    expect(result.row.notes![0]!.message).toContain(LIMIT_MESSAGES.media_too_many);
    expect(check({ media_urls: urls })).toEqual({ ok: false, reasons: [{ code: 'media_too_many', message: LIMIT_MESSAGES.media_too_many }] });
    expect(check({ media_urls: urls.slice(0, 20) }).ok).toBe(true);
  });

  it('words every length and rating refusal the same on both sides', () => {
    for (const code of ['rating_invalid', 'body_too_long', 'title_too_long', 'author_too_long', 'reply_too_long'] as const) {
      expect(REASONS[code].message).toBe(LIMIT_MESSAGES[code]);
    }
    const long = { body: 'x'.repeat(IMPORT_TEXT_LIMITS.body + 1), title: 't'.repeat(IMPORT_TEXT_LIMITS.title + 1) };
    const server = check(long);
    expect(server.ok).toBe(false);
    if (!server.ok) expect(server.reasons).toEqual([{ code: 'body_too_long', message: REASONS.body_too_long.message }, { code: 'title_too_long', message: REASONS.title_too_long.message }]);
    // One e-mail rule: an address the preview leaves out is one the server refuses.
    expect(check({ email: 'ann@example.c' })).toMatchObject({ ok: false, reasons: [{ code: 'email_invalid' }] });
    expect(validateRow(rowOf({ e: 'ann@example.c' }), storeLookup, { now: NOW })).toMatchObject({ ok: true, row: { email: '', notes: [{ code: 'email_dropped' }] } });
    const client = validateRow({ ...rowOf({}), ...long }, storeLookup, { now: NOW });
    expect(client.ok ? [] : client.reasons.map((r) => [r.code, r.message])).toEqual([
      ['body_too_long', LIMIT_MESSAGES.body_too_long], ['title_too_long', LIMIT_MESSAGES.title_too_long],
    ]);
  });

  it('keeps a location up to its limit and a date-only flag', () => {
    const ok = check({ location: 'Leeds, UK', date: '2022-02-22T00:00:00.000Z', date_only: true });
    expect(ok).toMatchObject({ ok: true, row: { location: 'Leeds, UK', dateOnly: true, createdAt: Date.UTC(2022, 1, 22) } });
    expect(check({ location: 'l'.repeat(IMPORT_TEXT_LIMITS.location + 1) })).toMatchObject({ ok: false, reasons: [{ code: 'location_too_long' }] });
    expect(validateRow(rowOf({ l: 'l'.repeat(IMPORT_TEXT_LIMITS.location + 1) }), storeLookup, { now: NOW })).toMatchObject({
      ok: true, row: { location: '', notes: [{ code: 'location_dropped' }] },
    });
  });
});
