import { MAX_SYNC_RANGE_DAYS, type SyncPeriod } from '../../src/contract/review-requests';
import type { SyncPastOrdersContext } from './sync-past-orders.types';

type Snapshot = {
  context: SyncPastOrdersContext;
  matches: (state: 'choosing' | 'previewing' | 'previewed' | 'running' | 'failed' | 'cancelled' | 'done') => boolean;
};

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days a date range spans, both ends included (NaN for a malformed date). */
export function rangeDays(from: string, to: string): number {
  if (!DATE.test(from) || !DATE.test(to)) return Number.NaN;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * Why a period cannot be synced, as a `collect` translation key (null when it can): a range needs
 * both dates, in order, spanning at most MAX_SYNC_RANGE_DAYS days.
 */
export function periodError(period: SyncPeriod): string | null {
  if (period.days !== undefined) return period.days >= 1 && period.days <= MAX_SYNC_RANGE_DAYS ? null : 'sync.errors.range';
  if (!period.from || !period.to) return 'sync.errors.dates';
  const days = rangeDays(period.from, period.to);
  if (Number.isNaN(days)) return 'sync.errors.dates';
  if (days < 1) return 'sync.errors.order';
  return days > MAX_SYNC_RANGE_DAYS ? 'sync.errors.range' : null;
}

/** Progress of the sync, 0..100. */
export const selectSyncPercent = (s: Snapshot): number =>
  s.context.total > 0 ? Math.min(100, Math.max(0, Math.round((s.context.processed / s.context.total) * 100))) : s.matches('done') ? 100 : 0;

/** The step the screen shows. */
export const selectSyncStep = (s: Snapshot): 'choose' | 'previewing' | 'previewed' | 'running' | 'failed' | 'cancelled' | 'done' =>
  s.matches('running') ? 'running' : s.matches('failed') ? 'failed' : s.matches('cancelled') ? 'cancelled' : s.matches('done') ? 'done' : s.matches('previewing') ? 'previewing' : s.matches('previewed') ? 'previewed' : 'choose';

/** True when a cancel was asked and the batch in flight still runs. */
export const selectSyncStopping = (s: Snapshot): boolean => s.matches('running') && s.context.stopping;

/** The error key or message shown (null when none). */
export const selectSyncError = (s: Snapshot): string | null => s.context.error;
