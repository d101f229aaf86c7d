import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_ORDER, inferDateOrder, parseImportDate } from '../../../src/lib/import/dates';

describe('parseImportDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05T00:00:00.000Z'],
    ['2024-03-05T14:22:01Z', '2024-03-05T14:22:01.000Z'],
    ['2024-03-05T14:22:01.123456+02:00', '2024-03-05T12:22:01.123Z'],
    ['2024-03-05 14:22:01 UTC', '2024-03-05T14:22:01.000Z'],
    ['2024-03-05 14:22:01 GMT', '2024-03-05T14:22:01.000Z'],
    ['2024-03-05 14:22:01 -0500', '2024-03-05T19:22:01.000Z'],
    ['2024-03-05 14:22 UTC+1', '2024-03-05T13:22:00.000Z'],
    ['2024/03/05', '2024-03-05T00:00:00.000Z'],
    ['05.03.2024', '2024-03-05T00:00:00.000Z'],
    ['05.03.2024 08:00', '2024-03-05T08:00:00.000Z'],
    ['3/5/24 2:22 PM', '2024-03-05T14:22:00.000Z'],
    ['03/05/2024 12:05 am', '2024-03-05T00:05:00.000Z'],
    ['Mar 5, 2024', '2024-03-05T00:00:00.000Z'],
    ['March 5th 2024 14:22', '2024-03-05T14:22:00.000Z'],
    ['5 March 2024', '2024-03-05T00:00:00.000Z'],
    ['05-Mar-2024', '2024-03-05T00:00:00.000Z'],
    ['Tue, 05 Mar 2024 14:22:01 GMT', '2024-03-05T14:22:01.000Z'],
    ['1709648521', '2024-03-05T14:22:01.000Z'],
    ['1709648521123', '2024-03-05T14:22:01.123Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('reads %s', (raw, iso) => {
    expect(parseImportDate(raw, 'mdy')).toBe(iso);
  });

  it.each(['', '   ', 'yesterday', '2024-02-30', '2023-02-29', '31/02/2024', '13/13/2024', '2024-03-05 25:00', '2024-03-05 10:61', '1980-01-01', '12345', '2024-03-05 14:22 EST', 'Smarch 5, 2024', '3/5/24 13:00 PM'])(
    'rejects %j',
    (raw) => {
      expect(parseImportDate(raw, 'mdy')).toBeNull();
    },
  );

  it('reads an ambiguous numeric date in the given order, an unambiguous one either way', () => {
    expect(parseImportDate('03/05/2024', 'mdy')).toBe('2024-03-05T00:00:00.000Z');
    expect(parseImportDate('03/05/2024', 'dmy')).toBe('2024-05-03T00:00:00.000Z');
    expect(parseImportDate('25/12/2023', 'mdy')).toBe('2023-12-25T00:00:00.000Z');
    expect(parseImportDate('12/25/2023', 'dmy')).toBe('2023-12-25T00:00:00.000Z');
    expect(parseImportDate('05.03.2024', 'mdy')).toBe('2024-03-05T00:00:00.000Z');
  });

  it('has a default order per format', () => {
    expect(DEFAULT_DATE_ORDER).toEqual({ ours: 'dmy', judgeme: 'dmy', judgeme_export: 'dmy', shopify: 'mdy', okendo: 'mdy', loox: 'mdy', custom: 'mdy' });
  });
});

describe('inferDateOrder', () => {
  it('takes the order the file proves', () => {
    expect(inferDateOrder(['03/05/2024', '18/02/2024'], 'mdy')).toBe('dmy');
    expect(inferDateOrder(['03/05/2024', '02/18/2024'], 'dmy')).toBe('mdy');
  });
  it('falls back when there is no or contradictory evidence', () => {
    expect(inferDateOrder(['03/05/2024', '2024-02-18', '05.03.2024', ''], 'dmy')).toBe('dmy');
    expect(inferDateOrder(['18/02/2024', '02/18/2024'], 'mdy')).toBe('mdy');
    expect(inferDateOrder([], 'mdy')).toBe('mdy');
  });
});
