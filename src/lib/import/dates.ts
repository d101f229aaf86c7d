import type { DateOrder, RowSource } from './types';

/**
 * How an ambiguous numeric date (both leading parts ≤ 12, e.g. 03/05/2024) is read when the file
 * itself gives no evidence (see inferDateOrder). Judge.me and our template are day first; the
 * US-made apps and custom files are month first. Dotted dates (05.03.2024) are always day first.
 */
export const DEFAULT_DATE_ORDER: Readonly<Record<RowSource, DateOrder>> = {
  ours: 'dmy',
  judgeme: 'dmy',
  judgeme_export: 'dmy',
  shopify: 'mdy',
  okendo: 'mdy',
  loox: 'mdy',
  custom: 'mdy',
};

/** Years outside this range are treated as unreadable dates. */
export const MIN_YEAR = 1990;
export const MAX_YEAR = 2100;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TIME = String.raw`(?:[T\s,]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s*([ap])\.?m\.?)?)?`;
const ZONE = String.raw`\s*(z|utc|gmt|(?:utc|gmt)?\s*[+-]\d{1,2}(?::?\d{2})?)?`;
const TAIL = new RegExp(`^${TIME}${ZONE}$`, 'i');
const YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(.*)$/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d])(.*)$/;
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?[\s,-]+(\d{4})(.*)$/i;
const MONTH_NAME_DAY = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(.*)$/i;
const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;

interface Parts {
  y: number;
  m: number;
  d: number;
  tail: string;
}

const monthOf = (name: string): number => {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  const full = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
  const ok = index >= 0 && (name.length === 3 || full[index]!.startsWith(name.toLowerCase()) || name.toLowerCase() === 'sept');
  return ok ? index + 1 : 0;
};

function zoneOffsetMinutes(zone: string | undefined): number | null {
  if (!zone) return 0;
  const z = zone.replace(/\s+/g, '').toLowerCase();
  if (z === 'z' || z === 'utc' || z === 'gmt') return 0;
  const m = /^(?:utc|gmt)?([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(z);
  if (!m) return null;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? 0);
  if (hours > 14 || minutes > 59) return null;
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function build({ y, m, d, tail }: Parts): string | null {
  const t = TAIL.exec(tail);
  if (!t) return null;
  let hour = Number(t[1] ?? 0);
  const minute = Number(t[2] ?? 0);
  const second = Number(t[3] ?? 0);
  const ms = Number((t[4] ?? '0').padEnd(3, '0').slice(0, 3));
  const meridiem = t[5]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  const offset = zoneOffsetMinutes(t[6]);
  if (offset === null || hour > 23 || minute > 59 || second > 59) return null;
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1) return null;
  if (d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  return new Date(Date.UTC(y, m - 1, d, hour, minute, second, ms) - offset * 60_000).toISOString();
}

function fromEpoch(text: string): string | null {
  const value = Number(text);
  const ms = text.length <= 10 ? value * 1000 : value;
  const year = new Date(ms).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR ? new Date(ms).toISOString() : null;
}

const fullYear = (text: string): number => (text.length === 2 ? 2000 + Number(text) : Number(text));

/**
 * Reads a review date and returns it as ISO 8601 in UTC, or null when it cannot be read.
 * Accepted: ISO 8601 (`2024-03-05`, `2024-03-05T14:22:01.123+02:00`, space instead of T);
 * `2024-03-05 14:22:01 UTC` (also GMT, Z, ±hh:mm, ±hhmm); `2024/03/05`; numeric `03/05/2024`,
 * `3-5-24` (two-digit years are 20xx), `05.03.2024` (always day first); English month names
 * (`Mar 5, 2024`, `5 March 2024`, an optional leading weekday); an optional time with
 * seconds, fractions and am/pm; Unix epoch seconds (9–10 digits) or milliseconds (12–13 digits).
 * A date without a zone is taken as UTC. For numeric dates a part above 12 decides the order;
 * otherwise `order` does.
 */
export function parseImportDate(raw: string, order: DateOrder): string | null {
  return readImportDate(raw, order)?.iso ?? null;
}

/** A review date as read: the instant in UTC, and whether the file gave a calendar day without a time. */
export interface ReadDate {
  iso: string;
  /** The value named a day only (`2022-02-22`, `22/02/2022`, `Feb 22, 2022`): it is that calendar day everywhere. */
  dateOnly: boolean;
}

/** Like parseImportDate, and says whether the value was a calendar day without a time (stored at 00:00 UTC). */
export function readImportDate(raw: string, order: DateOrder): ReadDate | null {
  const text = raw.trim().replace(WEEKDAY, '');
  if (text === '') return null;
  if (/^\d{9,10}$|^\d{12,13}$/.test(text)) {
    const iso = fromEpoch(text);
    return iso ? { iso, dateOnly: false } : null;
  }
  const parts = partsOf(text, order);
  if (!parts) return null;
  const iso = build(parts);
  return iso ? { iso, dateOnly: parts.tail.trim() === '' } : null;
}

function partsOf(text: string, order: DateOrder): Parts | null {
  let m = YMD.exec(text);
  if (m) return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]), tail: m[4]! };
  m = NUMERIC.exec(text);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const dayFirst = m[2] === '.' || a > 12 || (b <= 12 && order === 'dmy');
    return { y: fullYear(m[4]!), m: dayFirst ? b : a, d: dayFirst ? a : b, tail: m[5]! };
  }
  m = DAY_MONTH_NAME.exec(text);
  if (m) return { y: Number(m[3]), m: monthOf(m[2]!), d: Number(m[1]), tail: m[4]! };
  m = MONTH_NAME_DAY.exec(text);
  if (m) return { y: Number(m[3]), m: monthOf(m[1]!), d: Number(m[2]), tail: m[4]! };
  return null;
}

/** What a file's own dates say about the order of their day and month. */
export interface DateOrderEvidence {
  /** The order the file proves (some first part above 12, or some second part above 12), or null. */
  order: DateOrder | null;
  /** Both orders occur in the file (some dates are day first, others month first). */
  conflict: boolean;
  /** Up to three distinct dates that read differently in the two orders (03/04/2024), for the question. */
  examples: string[];
}

/** Most examples the date-order question shows. */
export const DATE_ORDER_EXAMPLES = 3;

/**
 * Weighs every numeric date of the file (`03/04/2024`, `3-4-24`; dotted dates are always day
 * first and say nothing): a first part above 12 proves day first, a second part above 12 proves
 * month first. When the file proves one order, that is the order; when it proves none or both and
 * some dates read differently in the two orders, the merchant has to be asked (see needsDateOrder).
 */
export function dateOrderEvidence(samples: Iterable<string>): DateOrderEvidence {
  const tally = new DateOrderTally();
  for (const sample of samples) tally.add(sample);
  return tally.evidence();
}

/** dateOrderEvidence a date at a time, for a file weighed in slices. */
export class DateOrderTally {
  private dayFirst = false;
  private monthFirst = false;
  private readonly examples: string[] = [];

  /** Weighs one date cell. */
  add(sample: string): void {
    const text = sample.trim().replace(WEEKDAY, '');
    const m = NUMERIC.exec(text);
    if (!m || m[2] === '.') return;
    const a = Number(m[1]);
    const b = Number(m[3]);
    const { examples } = this;
    if (a > 12 && b <= 12) this.dayFirst = true;
    else if (b > 12 && a <= 12) this.monthFirst = true;
    else if (a <= 12 && b <= 12 && a !== b && examples.length < DATE_ORDER_EXAMPLES && !examples.includes(text)) examples.push(text);
  }

  /** What the dates weighed so far say. */
  evidence(): DateOrderEvidence {
    const { dayFirst, monthFirst } = this;
    const order = dayFirst && !monthFirst ? 'dmy' : monthFirst && !dayFirst ? 'mdy' : null;
    return { order, conflict: dayFirst && monthFirst, examples: [...this.examples] };
  }
}

/** True when the file's dates leave the order open and some of them depend on it: the preview asks. */
export const needsDateOrder = (evidence: DateOrderEvidence): boolean => evidence.order === null && evidence.examples.length > 0;

/** Day, month and year of an ambiguous example read in one order (for the question's "3 April 2024"), or null. */
export function exampleDate(example: string, order: DateOrder): string | null {
  const parts = partsOf(example, order);
  const iso = parts ? build({ ...parts, tail: '' }) : null;
  return iso ? iso.slice(0, 10) : null;
}

/**
 * Decides the order of ambiguous numeric dates from the file's own values: a first part above 12
 * proves day first, a second part above 12 proves month first. When the evidence is absent or
 * contradictory, `fallback` (the format's default) applies.
 */
export function inferDateOrder(samples: Iterable<string>, fallback: DateOrder): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const sample of samples) {
    const m = NUMERIC.exec(sample.trim());
    if (!m || m[2] === '.') continue;
    const a = Number(m[1]);
    const b = Number(m[3]);
    if (a > 12 && b <= 12) dayFirst += 1;
    if (b > 12 && a <= 12) monthFirst += 1;
  }
  if (dayFirst > 0 && monthFirst === 0) return 'dmy';
  if (monthFirst > 0 && dayFirst === 0) return 'mdy';
  return fallback;
}
