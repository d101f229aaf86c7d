/** A local date (`YYYY-MM-DD`) and time (`HH:MM`) as an ISO instant, or null when either is unreadable. */
export function isoFromLocal(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Tomorrow at 10:00, local time, as the fields show it: the suggested time of a later send. */
export function suggestedLater(now = new Date()): { date: string; time: string } {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10, 0);
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: '10:00' };
}

/** The local date and time fields of an ISO instant, or null when there is none or it is unreadable. */
export function localOf(iso: string | null): { date: string; time: string } | null {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}
