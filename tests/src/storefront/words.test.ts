import { describe, expect, it } from 'vitest';
import { safeMediaUrl } from '../../../src/storefront/core/safe-url';
import { countryFlag, starFill } from '../../../src/storefront/core/stars';
import { timeAgo, timeAgoBucket } from '../../../src/storefront/core/time-ago';
import { countWord, wordsOf } from '../../../src/storefront/core/words';
import en from '../../../src/locales/en/widget-words.json';

const flat = Object.fromEntries(Object.entries(en).flatMap(([group, words]) => Object.entries(words).map(([key, text]) => [`${group}.${key}`, text])));
const words = wordsOf(flat, 'en');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('widget words', () => {
  it('fills placeholders, picks the singular form and falls back to English, then to the key', () => {
    expect(words.t('reviews.page_of', { page: 2, pages: 7 })).toBe('Page 2 of 7');
    expect(countWord(words, 'reviews.based_on', 1)).toBe('Based on 1 review');
    expect(countWord(words, 'reviews.based_on', 12)).toBe('Based on 12 reviews');
    const own = wordsOf({ 'reviews.retry': 'Nochmal' }, 'de');
    expect(own.t('reviews.retry')).toBe('Nochmal');
    expect(own.t('reviews.load_failed')).toBe('Reviews could not be loaded.');
    expect(own.t('qa.unknown_word')).toBe('qa.unknown_word');
    expect(words.t('reviews.rating_label', { other: 1 })).toBe('{{rating}} out of 5 stars');
  });
});

describe('time ago', () => {
  it.each([
    [0, 'time_ago.just_now', 0],
    [-5 * MIN, 'time_ago.just_now', 0],
    [59_999, 'time_ago.just_now', 0],
    [MIN, 'time_ago.minute_ago', 1],
    [59 * MIN, 'time_ago.minutes_ago', 59],
    [HOUR, 'time_ago.hour_ago', 1],
    [23 * HOUR, 'time_ago.hours_ago', 23],
    [DAY, 'time_ago.day_ago', 1],
    [6 * DAY, 'time_ago.days_ago', 6],
    [7 * DAY, 'time_ago.week_ago', 1],
    [29 * DAY, 'time_ago.weeks_ago', 4],
    [30 * DAY, 'time_ago.month_ago', 1],
    [364 * DAY, 'time_ago.months_ago', 12],
    [365 * DAY, 'time_ago.year_ago', 1],
    [3 * 365 * DAY, 'time_ago.years_ago', 3],
  ])('%i ms ago is %s (%i)', (elapsed, key, count) => {
    expect(timeAgoBucket(elapsed)).toEqual({ key, count });
  });

  it('reads as the words of the language', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(timeAgo(words, '2026-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(timeAgo(words, '2026-03-10T11:59:30Z', now)).toBe('Just now');
  });
});

describe('stars', () => {
  it('fills tenths of a star, clamped to 0–5', () => {
    expect(starFill(4.5)).toBe(0.9);
    expect(starFill(4.26)).toBeCloseTo(0.86);
    expect(starFill(7)).toBe(1);
    expect(starFill(-1)).toBe(0);
    expect(starFill(Number.NaN)).toBe(0);
  });

  it('draws a flag only for a two-letter code', () => {
    expect(countryFlag('de')).toBe('🇩🇪');
    expect(countryFlag('US')).toBe('🇺🇸');
    expect(countryFlag(null)).toBe('');
    expect(countryFlag('DEU')).toBe('');
    expect(countryFlag('<b')).toBe('');
  });
});

describe('media URL check', () => {
  const api = 'http://127.0.0.1:8815/';
  it.each([
    ['https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['/uploads/a.jpg', 'http://127.0.0.1:8815/uploads/a.jpg'],
    ['http://127.0.0.1:8815/uploads/b.png', 'http://127.0.0.1:8815/uploads/b.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['http://evil.example/a.jpg', null],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['data:text/html;base64,PHNjcmlwdD4=', null],
    ['data:image/svg+xml;base64,PHN2Zz4=', null],
    ['//evil.example/a.jpg', null],
    ['blob:https://x/1', null],
  ])('%s → %s', (url, expected) => {
    expect(safeMediaUrl(url, api)).toBe(expected);
  });
});
