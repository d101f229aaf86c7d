import type { SyncPeriod, SyncPreview } from '../../src/contract/review-requests';

/** Context of a sync of past orders: the period, its preview, and the batches' running counts. */
export interface SyncPastOrdersContext {
  /** The period previewed (and synced once confirmed). */
  period: SyncPeriod | null;
  preview: SyncPreview | null;
  /** Cursor the last finished batch answered (absent before the first); a retry goes on from it. */
  cursor: string | undefined;
  /** Running totals: orders looked at of all in the period, requests scheduled, orders skipped. */
  processed: number;
  total: number;
  scheduled: number;
  skipped: number;
  /** Batches finished. */
  batches: number;
  /** Cancel asked: stop once the batch in flight is done. */
  stopping: boolean;
  /** Translation key of a refused period, or the message of a failed call. */
  error: string | null;
}

/** Events of a sync of past orders. */
export type SyncPastOrdersEvent =
  /** Asks what a sync of the period means. */
  | { type: 'sync.preview'; period: SyncPeriod }
  /** Starts the sync of the previewed period. */
  | { type: 'sync.confirm' }
  /** Stops between batches. */
  | { type: 'sync.cancel' }
  /** After a failed batch (or a cancel): goes on from the last finished batch's cursor. */
  | { type: 'sync.retry' }
  /** Back to choosing a period. */
  | { type: 'sync.reset' };

/** The batch call's input: the period with the cursor to go on from. */
export type SyncBatchInput = SyncPeriod & { cursor?: string };
