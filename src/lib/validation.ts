import { DISCOUNT_FIXED_DECIMALS, DISCOUNT_PERCENT_MAX, EMAIL_TRIGGER_MAX, EMAIL_TRIGGER_MIN } from '../contract/constants';

/** A validation result: null when valid, else the translation key of the message (SPEC §5). */
export type ValidationKey = string | null;

const decimals = (text: string) => (text.includes('.') ? text.split('.')[1]!.length : 0);

/** Discount value: percentage (type 1) in (0, 100]; fixed amount (type 2) > 0 with at most 2 decimals. */
export function validateDiscountValue(type: 1 | 2, raw: string): ValidationKey {
  const value = Number(raw);
  if (type === 1) return raw.trim() !== '' && value > 0 && value <= DISCOUNT_PERCENT_MAX ? null : 'settings.discount.discountValueLimit';
  if (!(raw.trim() !== '' && value > 0)) return 'enterIntegerThanZero';
  return decimals(raw.trim()) > DISCOUNT_FIXED_DECIMALS ? 'onlyTwoDecimal' : null;
}

/** Review-request email trigger time: greater than 0 and less than 90 days. */
export function validateTriggerTime(raw: string): ValidationKey {
  const value = Number(raw);
  return raw.trim() !== '' && value > EMAIL_TRIGGER_MIN && value < EMAIL_TRIGGER_MAX ? null : 'settings.reviewRequestTiming.emailTriggerTimeError';
}

/** An e-mail address of the usual form. */
export const isEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text.trim());

/** An absolute http(s) URL. */
export function isUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A money amount between min and max with at most two decimals. */
export function validateMoney(raw: string, min: number, max: number): 'required' | 'range' | 'decimals' | null {
  const text = raw.trim();
  if (text === '' || Number.isNaN(Number(text))) return 'required';
  const value = Number(text);
  if (value < min || value > max) return 'range';
  return decimals(text) > 2 ? 'decimals' : null;
}

/** File size limit like '5MB', '500KB', '1GB' in bytes. */
export function sizeLimitBytes(limit: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(KB|MB|GB)$/i.exec(limit.trim());
  if (!m) throw new Error(`Not a size: ${limit}`);
  const unit = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[m[2]!.toUpperCase() as 'KB' | 'MB' | 'GB'];
  return Number(m[1]) * unit;
}

/** True when a file size fits a limit such as '5MB'. */
export const fitsSize = (bytes: number, limit: string): boolean => bytes <= sizeLimitBytes(limit);

/** The price after a discount rate between 0 and 1; 'Invalid input' otherwise. */
export function discountedPrice(price: number, rate: number): number | 'Invalid input' {
  if (!(rate >= 0 && rate <= 1) || !Number.isFinite(price)) return 'Invalid input';
  return Math.round(price * rate * 100) / 100;
}
