import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseImportDate } from '../../../src/lib/import/dates';
import { csvCell } from '../../../src/lib/import/template';
import { guardFormula, unguardFormula } from '../../../src/contract/csv-guard';
import type { ImportRow } from '../../../src/lib/import/types';
import { duplicateKey } from '../../../src/lib/import/duplicate-key';
import { parseRating } from '../../../src/lib/import/values';

const rowWith = (email: string, body: string, author = 'Ann Lee'): ImportRow => ({
  rowNumber: 1,
  source: 'ours',
  productRef: { id: '1' },
  rating: 5,
  title: '',
  body,
  author,
  email,
  date: '2024-03-05T10:00:00.000Z',
  reply: '',
  replyDate: null,
  mediaUrls: [],
  verified: null,
  country: '',
  location: '',
  status: null,
  raw: { rating: '5', date: '2024-03-05', replyDate: '', verified: '', status: '', country: '' },
});

const spaces = fc.constantFrom('', ' ', '  ', '\t', '\n');
const email = fc.emailAddress();
const body = fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== '');

describe('properties', () => {
  it('parseRating accepts 1..5 in every supported spelling', () => {
    const spelling = fc.constantFrom(
      (n: number) => String(n),
      (n: number) => `${n}.0`,
      (n: number) => `${n},0`,
      (n: number) => `${n}/5`,
      (n: number) => `${n} stars`,
      (n: number) => '★'.repeat(n),
      (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n),
      (n: number) => '*'.repeat(n),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), spelling, spaces, (n, spell, pad) => parseRating(`${pad}${spell(n)}${pad}`) === n));
  });

  it('parseRating rejects other numbers', () => {
    const outside = fc.oneof(fc.integer({ min: -1000, max: 0 }), fc.integer({ min: 6, max: 100_000 }));
    fc.assert(fc.property(outside, (n) => parseRating(String(n)) === null));
    const fractional = fc.double({ min: 0, max: 10, noNaN: true }).filter((x) => !Number.isInteger(x));
    fc.assert(fc.property(fractional, (x) => parseRating(String(x)) === null));
    fc.assert(fc.property(fc.integer({ min: 6, max: 12 }), (n) => parseRating('★'.repeat(n)) === null));
  });

  it('duplicateKey does not depend on the e-mail (mapped or not, any case or spacing)', () => {
    fc.assert(
      fc.property(email, body, spaces, spaces, fc.boolean(), (mail, text, before, after, upper) => {
        const variant = `${before}${upper ? mail.toUpperCase() : mail}${after}`;
        const key = duplicateKey(rowWith(mail, text), '1');
        return duplicateKey(rowWith(variant, text), '1') === key && duplicateKey(rowWith('', text), '1') === key;
      }),
    );
  });

  it('duplicateKey changes with the body content, including its case', () => {
    fc.assert(
      fc.property(email, body, body, (mail, a, b) => {
        fc.pre(a.replace(/\s+/g, ' ').trim() !== b.replace(/\s+/g, ' ').trim());
        return duplicateKey(rowWith(mail, a), '1') !== duplicateKey(rowWith(mail, b), '1');
      }),
    );
    fc.assert(
      fc.property(email, fc.stringMatching(/^[a-z]{3,20}$/), (mail, text) => duplicateKey(rowWith(mail, text), '1') !== duplicateKey(rowWith(mail, text.toUpperCase()), '1')),
    );
  });

  it('duplicateKey ignores line-ending and spacing differences in the body', () => {
    fc.assert(
      fc.property(email, fc.array(fc.stringMatching(/^\S{1,8}$/), { minLength: 1, maxLength: 8 }), (mail, words) => {
        const tidy = words.join(' ');
        const messy = `  ${words.join(' \r\n  ')}\n`;
        return duplicateKey(rowWith(mail, messy), '1') === duplicateKey(rowWith(mail, tidy), '1');
      }),
    );
  });

  it('parseImportDate reads back any instant written as ISO, as "… UTC" and as epoch seconds', () => {
    const instant = fc.date({ min: new Date('1991-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, (date) => {
        const iso = date.toISOString();
        const seconds = new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();
        const utc = `${seconds.slice(0, 10)} ${seconds.slice(11, 19)} UTC`;
        return parseImportDate(iso, 'mdy') === iso && parseImportDate(utc, 'dmy') === seconds && parseImportDate(String(Date.parse(seconds) / 1000), 'mdy') === seconds;
      }),
    );
  });

  it('parseImportDate reads day-first and month-first numeric dates in their order', () => {
    const day = fc.date({ min: new Date('1991-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (iso) => {
        const [y, m, d] = iso.split('-');
        return parseImportDate(`${d}/${m}/${y}`, 'dmy') === `${iso}T00:00:00.000Z` && parseImportDate(`${m}/${d}/${y}`, 'mdy') === `${iso}T00:00:00.000Z`;
      }),
    );
  });

  it('csvCell round-trips any text through a CSV parser (formula starts get an apostrophe, which the import takes off)', () => {
    const text = fc.string({ maxLength: 30, unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", '＝', '＋', '－', '＠', 'a', ' ', ',', '"') });
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 30 }), text), { minLength: 1, maxLength: 5 }), (cells) => {
        const line = cells.map(csvCell).join(',');
        const parsed = Papa.parse<string[]>(`${line}\r\n`, { delimiter: ',', newline: '\r\n' }).data[0]!;
        expect(parsed).toEqual(cells.map(guardFormula));
        expect(parsed.map(unguardFormula)).toEqual(cells);
      }),
    );
  });
});
