import { describe, expect, it } from 'vitest';
import { discountedPrice, fitsSize, isEmail, isUrl, validateDiscountValue, validateMoney, validateTriggerTime } from '../../../src/lib/validation';

describe('validation (SPEC §5)', () => {
  it('percentage discounts are > 0 and ≤ 100', () => {
    expect(validateDiscountValue(1, '0')).toBe('settings.discount.discountValueLimit');
    expect(validateDiscountValue(1, '100')).toBeNull();
    expect(validateDiscountValue(1, '100.5')).toBe('settings.discount.discountValueLimit');
    expect(validateDiscountValue(1, '')).toBe('settings.discount.discountValueLimit');
  });
  it('fixed discounts are > 0 with at most 2 decimals', () => {
    expect(validateDiscountValue(2, '0')).toBe('enterIntegerThanZero');
    expect(validateDiscountValue(2, '5.125')).toBe('onlyTwoDecimal');
    expect(validateDiscountValue(2, '5.12')).toBeNull();
  });
  it('trigger time is 0 < t < 90', () => {
    expect(validateTriggerTime('0')).not.toBeNull();
    expect(validateTriggerTime('1')).toBeNull();
    expect(validateTriggerTime('89')).toBeNull();
    expect(validateTriggerTime('90')).not.toBeNull();
  });
  it('email, URL, money, file size and discounted price', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isUrl('https://x.example/p')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(validateMoney('10.999', 0, 100)).toBe('decimals');
    expect(validateMoney('101', 0, 100)).toBe('range');
    expect(validateMoney('abc', 0, 100)).toBe('required');
    expect(validateMoney('99.99', 0, 100)).toBeNull();
    expect(fitsSize(5 * 1024 * 1024, '5MB')).toBe(true);
    expect(fitsSize(5 * 1024 * 1024 + 1, '5MB')).toBe(false);
    expect(discountedPrice(9.99, 0.8)).toBe(7.99);
    expect(discountedPrice(9.99, 1.2)).toBe('Invalid input');
  });
});
