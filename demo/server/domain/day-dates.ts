/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/** The UTC calendar date of a time in ms, as `YYYY-MM-DD`. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Midnight UTC of a `YYYY-MM-DD` date, in ms. */
export function dateMs(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return utcDate(dateMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateMs(to) - dateMs(from)) / DAY_MS);
}
