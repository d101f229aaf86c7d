import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../src/api/query';

describe('toQueryString', () => {
  it('repeats keys for arrays and skips empty values', () => {
    expect(toQueryString({ ids: [1, 2, 3], q: 'a b', none: undefined, nil: null })).toBe('?ids=1&ids=2&ids=3&q=a+b');
  });
  it('is empty without params', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});
