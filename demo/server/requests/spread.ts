import type { Database } from 'better-sqlite3';
import { quotaState } from './quota';
import { DAY_MS } from './order-timing';

/** Length of a quota period (the 30-day cycle of `nextEmailQuotaReset`). */
const CYCLE_MS = 30 * DAY_MS;
/** Farthest a due time is pushed, in days. */
const MAX_DAYS = 3650;

/** Gives each new email a due time; `spreadDays` is the number of days the ones given so far cover. */
export interface DuePlanner {
  due(base: number): number;
  readonly spreadDays: number;
}

/**
 * Plans the due times of `emails` new requests. When they fit in this period's quota left (with the
 * requests already waiting), each is due at its own time. Otherwise they are spread day by day:
 * this period's days share what is left, each later period its full quota, so no day and no period
 * goes over (days counted from `now`, periods end at the quota's reset).
 */
export function duePlanner(db: Database, shopId: number, now: number, emails: number): DuePlanner {
  const quota = quotaState(db, shopId, now);
  const resetAt = Date.parse(quota.resetAt);
  const dayOf = (at: number) => Math.max(0, Math.floor((at - now) / DAY_MS));
  const waiting = db
    .prepare("SELECT due_at FROM review_requests WHERE shop_id = ? AND status IN ('scheduled', 'sending') AND due_at IS NOT NULL")
    .pluck()
    .all(shopId) as number[];
  const waitingNow = waiting.filter((at) => at < resetAt).length;
  let lastDay = 0;
  if (quota.usageCharge || waitingNow + emails <= quota.left) {
    return {
      due: (base) => {
        const at = Math.max(base, now);
        lastDay = Math.max(lastDay, dayOf(at));
        return at;
      },
      get spreadDays() { return lastDay + 1; },
    };
  }
  const cycleOf = (day: number) => {
    const start = now + day * DAY_MS;
    return start < resetAt ? 0 : 1 + Math.floor((start - resetAt) / CYCLE_MS);
  };
  const daysLeft = Math.max(1, Math.ceil((resetAt - now) / DAY_MS));
  const cycleCap = (cycle: number) => (cycle === 0 ? quota.left : quota.quota);
  const dailyCap = (cycle: number) => Math.max(1, Math.ceil(cycle === 0 ? quota.left / daysLeft : quota.quota / 30));
  const perDay = new Map<number, number>();
  const perCycle = new Map<number, number>();
  for (const at of waiting) {
    const day = dayOf(at);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    perCycle.set(cycleOf(day), (perCycle.get(cycleOf(day)) ?? 0) + 1);
  }
  const full = (day: number) => {
    const cycle = cycleOf(day);
    return (perDay.get(day) ?? 0) >= dailyCap(cycle) || (perCycle.get(cycle) ?? 0) >= cycleCap(cycle);
  };
  return {
    due: (base) => {
      let day = dayOf(base);
      while (full(day) && day < MAX_DAYS) day += 1;
      const cycle = cycleOf(day);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      perCycle.set(cycle, (perCycle.get(cycle) ?? 0) + 1);
      lastDay = Math.max(lastDay, day);
      const start = now + day * DAY_MS;
      return Math.max(base, now, start, cycle > 0 ? resetAt + (cycle - 1) * CYCLE_MS : 0);
    },
    get spreadDays() { return lastDay + 1; },
  };
}
