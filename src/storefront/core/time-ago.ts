import type { Words } from './words';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Time-ago buckets: the upper bound of each (exclusive), its unit and its word pair. */
const BUCKETS: [limit: number, unit: number, one: string, many: string][] = [
  [HOUR, MINUTE, 'minute_ago', 'minutes_ago'],
  [DAY, HOUR, 'hour_ago', 'hours_ago'],
  [WEEK, DAY, 'day_ago', 'days_ago'],
  [MONTH, WEEK, 'week_ago', 'weeks_ago'],
  [YEAR, MONTH, 'month_ago', 'months_ago'],
  [Infinity, YEAR, 'year_ago', 'years_ago'],
];

/** The `time_ago` word key and count for a date `elapsed` ms ago (under a minute, or in the future: just now). */
export function timeAgoBucket(elapsed: number): { key: string; count: number } {
  if (elapsed < MINUTE) return { key: 'time_ago.just_now', count: 0 };
  for (const [limit, unit, one, many] of BUCKETS) {
    if (elapsed < limit) {
      const count = Math.floor(elapsed / unit);
      return { key: `time_ago.${count === 1 ? one : many}`, count };
    }
  }
  return { key: 'time_ago.just_now', count: 0 };
}

/** `created` as the time-ago words of the widget's language ("3 days ago"). */
export function timeAgo(words: Words, created: string, now = Date.now()): string {
  const { key, count } = timeAgoBucket(now - Date.parse(created));
  return words.t(key, { count });
}

/** `created` as a date of the widget's language (`Intl.DateTimeFormat`), or '' when unreadable. */
export function formatDate(lang: string, created: string): string {
  const time = Date.parse(created);
  if (Number.isNaN(time)) return '';
  try {
    return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' }).format(time);
  } catch {
    return new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' }).format(time);
  }
}
