import { describe, expect, it } from 'vitest';
import { addTag, settingsOfValues, timingValuesOf } from '../../machines/collect/timing-form';
import type { RequestSettings } from '../../src/contract/review-requests';

const SAVED: RequestSettings = { enabled: true, trigger: 'delivery', days: 5, reminderEnabled: true, reminderDays: 10, qualify: 'first_order', excludeTags: ['b2b'], version: 4 };

describe('review-request timing form', () => {
  it('holds the day counts as typed and gives the saved settings back unchanged, version included', () => {
    const values = timingValuesOf(SAVED);
    expect(values).toMatchObject({ days: '5', reminderDays: '10', version: 4 });
    expect(settingsOfValues(values)).toEqual(SAVED);
  });

  it('keeps a valid reminder day count while the reminder is off, and sends what was typed while it is on', () => {
    const values = { ...timingValuesOf(SAVED), reminderDays: '0' };
    expect(settingsOfValues({ ...values, reminderEnabled: false }).reminderDays).toBe(7);
    expect(settingsOfValues({ ...values, reminderEnabled: true }).reminderDays).toBe(0);
  });

  it('adds a trimmed tag once (case-insensitive), cut to the longest tag, up to the most tags', () => {
    expect(addTag(['b2b'], '  wholesale ', 40, 20)).toEqual(['b2b', 'wholesale']);
    expect(addTag(['b2b'], 'B2B', 40, 20)).toEqual(['b2b']);
    expect(addTag([], '   ', 40, 20)).toEqual([]);
    expect(addTag([], 'x'.repeat(50), 40, 20)).toEqual(['x'.repeat(40)]);
    expect(addTag(['a', 'b'], 'c', 40, 2)).toEqual(['a', 'b']);
  });
});
