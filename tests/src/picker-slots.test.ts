import { describe, expect, it } from 'vitest';
import { createPickerSlots } from '../../src/app/picker-slots';

describe('picker slots', () => {
  it('shows the dialog in one slot: the opener, else the first admin layout, else the first slot', () => {
    const slots = createPickerSlots();
    const changes: number[] = [];
    slots.subscribe(() => changes.push(1));
    expect(slots.owner()).toBeNull();
    const lone = {};
    const layout = {};
    const other = {};
    const offLone = slots.register(lone, true);
    expect(slots.owner()).toBe(lone);
    const offLayout = slots.register(layout, false);
    slots.register(other, false);
    expect(slots.owner()).toBe(layout);
    slots.setOpener(lone);
    expect(slots.owner()).toBe(lone);
    slots.setOpener(null);
    expect(slots.owner()).toBe(layout);
    offLayout();
    expect(slots.owner()).toBe(other);
    slots.setOpener(lone);
    offLone();
    expect(slots.owner()).toBe(other);
    expect(changes.length).toBeGreaterThan(0);
  });
});
