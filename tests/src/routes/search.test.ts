import { describe, expect, it } from 'vitest';
import {
  bookmarkSearch,
  dashboardSearch,
  fileUploadDetailSearch,
  languageSearch,
  planSearch,
  reviewListSearch,
} from '../../../src/contract/search';
import { parseSearch, stringifySearch } from '../../../src/routes/search-string';

describe('route search schemas', () => {
  it('reads the dashboard range as a number, anything else as absent', () => {
    expect(dashboardSearch.parse({ range: '7' })).toEqual({ range: 7 });
    expect(dashboardSearch.parse({ range: '0' })).toEqual({ range: 0 });
    expect(dashboardSearch.parse({ range: 90 })).toEqual({ range: 90 });
    expect(dashboardSearch.parse({ range: 'soon' }).range).toBeUndefined();
    expect(dashboardSearch.parse({ range: '' }).range).toBeUndefined();
    expect(dashboardSearch.parse({})).toEqual({});
  });

  it('keeps the known review-list keys as text (numbers and flags as text, empty dropped)', () => {
    expect(reviewListSearch.parse({ tab: 'questions', page: 3, media: false, verified: true, q: '', other: 'x' })).toEqual({
      tab: 'questions',
      page: '3',
      media: '0',
      verified: '1',
      q: undefined,
    });
  });

  it('reads the plan page params, the language and the public page params', () => {
    expect(planSearch.parse({ source: 'navigation', charge_id: 42, declined: '1' })).toEqual({ source: 'navigation', charge_id: '42', declined: '1' });
    expect(languageSearch.parse({ lang: 'de' })).toEqual({ lang: 'de' });
    expect(languageSearch.parse({ lang: '' }).lang).toBeUndefined();
    expect(fileUploadDetailSearch.parse({ id: ' 12 ' })).toEqual({ id: '12' });
    expect(bookmarkSearch.parse({ key: ' k ', url: '  ' })).toEqual({ key: 'k', url: undefined });
  });
});

describe('query strings', () => {
  it('are plain, not JSON', () => {
    expect(parseSearch('?id=12&q=a%20b')).toEqual({ id: '12', q: 'a b' });
    expect(stringifySearch({ id: 12, q: 'a b', empty: '', none: undefined })).toBe('?id=12&q=a+b');
  });
});
