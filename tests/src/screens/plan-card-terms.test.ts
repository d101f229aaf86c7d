import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedPrice } from '../../../src/lib/validation';
import { cardDiscount } from '../../../src/screens/plan/plan-card-terms';

const cents = fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 100);

describe('discountedPrice (SPEC §5)', () => {
  it('answers "Invalid input" for any rate outside 0..1 or not a number', () => {
    const outside = fc.oneof(
      fc.double({ min: 1, max: 1e9, noNaN: true }).filter((r) => r > 1),
      fc.double({ min: -1e9, max: 0, noNaN: true }).filter((r) => r < 0),
      fc.constant(Number.NaN),
    );
    fc.assert(fc.property(cents, outside, (price, rate) => discountedPrice(price, rate) === 'Invalid input'));
  });

  it('within 0..1 answers a price in cents between 0 and the price', () => {
    fc.assert(fc.property(cents, fc.double({ min: 0, max: 1, noNaN: true }), (price, rate) => {
      const after = discountedPrice(price, rate);
      if (after === 'Invalid input') return false;
      return after >= 0 && after <= price && Math.abs(after * 100 - Math.round(after * 100)) < 1e-6;
    }));
  });

  it('gives back a cent price from the four-decimal share the plan table sends', () => {
    fc.assert(fc.property(cents, fc.integer({ min: 1, max: 99 }), (original, percent) => {
      const actual = Math.round(original * (100 - percent)) / 100;
      const share = Math.round((1 - actual / original) * 10_000) / 10_000;
      const back = discountedPrice(original, 1 - share);
      return back !== 'Invalid input' && Math.abs(back - actual) <= 0.01 + 1e-9;
    }));
  });
});

describe('cardDiscount', () => {
  it('describes 25 % off 11.99 for 3 months as Save 25 %, 3.00 a month, then 11.99', () => {
    expect(cardDiscount({ original_price: 11.99, discount_value: 0.2502, duration_limit_in_intervals: 3 })).toEqual({ percent: 25, saving: 3, intervals: 3, then: 11.99 });
  });

  it('has nothing to say for a free plan, no discount, no paid months or a share outside 0..1', () => {
    expect(cardDiscount({ original_price: 0, discount_value: 0, duration_limit_in_intervals: 0 })).toBeNull();
    expect(cardDiscount({ original_price: 11.99, discount_value: 0, duration_limit_in_intervals: 3 })).toBeNull();
    expect(cardDiscount({ original_price: 11.99, discount_value: 0.25, duration_limit_in_intervals: 0 })).toBeNull();
    expect(cardDiscount({ original_price: 11.99, discount_value: 1.5, duration_limit_in_intervals: 3 })).toBeNull();
  });
});
