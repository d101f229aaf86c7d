/** Numbers, money, dates and relative times for the interface language, through Intl. */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** Intl locale for an interface language (`no` is Norwegian Bokmål, `pt` Brazilian Portuguese). */
export function intlLocale(lng: string): string {
  if (lng === 'no') return 'nb-NO';
  if (lng === 'pt') return 'pt-BR';
  return lng;
}

/** A number, grouped the local way. */
export function formatNumber(lng: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(`n|${lng}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(lng), options)).format(value);
}

/** A share (0.25) as a percentage ("25 %" in German). */
export function formatPercent(lng: string, share: number, maximumFractionDigits = 0): string {
  return formatNumber(lng, share, { style: 'percent', maximumFractionDigits });
}

/** An amount of money in a currency (ISO code). */
export function formatMoney(lng: string, amount: number, currency = 'USD'): string {
  return formatNumber(lng, amount, { style: 'currency', currency });
}

/**
 * Where a money field shows its currency symbol the local way: before the amount (`$` in en,
 * `R$` in pt) or after it (`€`/`$` in de, fr, cs…), for a field's prefix or suffix.
 */
export function currencyAffix(lng: string, currency = 'USD'): { prefix?: string; suffix?: string } {
  const parts = cached(`m|${lng}|${currency}`, () => new Intl.NumberFormat(intlLocale(lng), { style: 'currency', currency })).formatToParts(1);
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  const symbol = parts[symbolAt]?.value ?? currency;
  return symbolAt < numberAt ? { prefix: symbol } : { suffix: symbol };
}

/** A date (or date and time) the local way. */
export function formatDate(lng: string, date: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const d = date instanceof Date ? date : new Date(date);
  return cached(`d|${lng}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(lng), options)).format(d);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "in 2 hours"… from a date relative to now, in the largest fitting unit. */
export function formatRelative(lng: string, date: Date | string | number, now: number = Date.now()): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  const [unit, size] = UNITS.find(([, s]) => abs >= s) ?? ['second', 1];
  const rtf = cached(`r|${lng}`, () => new Intl.RelativeTimeFormat(intlLocale(lng), { numeric: 'auto' }));
  return rtf.format(Math.round(seconds / size), unit);
}
