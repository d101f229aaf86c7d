import type { SnapshotFrom } from 'xstate';
import type { manualRequestsMachine } from './manual-requests.machine';
import { isBlankRow, sendableRows } from './manual-requests.rows';

type Snapshot = SnapshotFrom<typeof manualRequestsMachine>;

/** The step the screen shows. */
export type ManualRequestsStep = 'editing' | 'reading' | 'sending' | 'failed' | 'done';

/** The step of a snapshot. */
export const selectStep = (s: Snapshot): ManualRequestsStep =>
  s.matches('reading') || s.matches('read') || s.matches('catalog') ? 'reading' : s.matches('sending') ? 'sending' : s.matches('failed') ? 'failed' : s.matches('done') ? 'done' : 'editing';
/** Where the list comes from. */
export const selectSource = (s: Snapshot) => s.context.source;
/** Rows that pass their checks (what Send sends). */
export const selectSendableCount = (s: Snapshot): number => sendableRows(s.context.rows, s.context.checks).length;
/** Rows with at least one issue (blank rows aside). */
export const selectProblemCount = (s: Snapshot): number =>
  s.context.checks.filter((c, i) => c.issues.length > 0 && !isBlankRow(s.context.rows[i]!)).length;
/** Emails left in this month's quota; null until known. */
export const selectQuotaLeft = (s: Snapshot): number | null => s.context.quotaLeft;
/** True when the list would use more than the quota left (the rest would be refused). */
export const selectOverQuota = (s: Snapshot): boolean => s.context.quotaLeft !== null && selectSendableCount(s) > s.context.quotaLeft;
/** True when Send can go: rows to send, and a send time in the future when one is set. */
export const selectCanSend = (s: Snapshot): boolean => s.can({ type: 'manualRequests.send' });
/** The chosen CSV file's name. */
export const selectFileName = (s: Snapshot): string | null => s.context.fileName;
/** Why the CSV gave no rows. */
export const selectFileProblem = (s: Snapshot) => s.context.fileProblem;
/** The send time (ISO), or null for now. */
export const selectSendAt = (s: Snapshot): string | null => s.context.sendAt;
/** The failed call's message. */
export const selectError = (s: Snapshot): string | null => s.context.error;
/** Requests scheduled by the last send. */
export const selectScheduled = (s: Snapshot): number => s.context.outcome?.scheduled ?? 0;
/** Rows left out before the last send. */
export const selectSkipped = (s: Snapshot): number => s.context.outcome?.skipped ?? 0;
/** The list's rows (the context's own array: stable until the list changes). */
export const selectRows = (s: Snapshot) => s.context.rows;
/** Each row's check, in row order (stable until the list changes). */
export const selectChecks = (s: Snapshot) => s.context.checks;
/** The refused recipients of the last send (stable until the next one). */
export const selectRefused = (s: Snapshot) => s.context.outcome?.refused;
/** True while the merchant has a list that was not sent (in this tab or the other): leaving asks first. */
export const selectHasUnsent = (s: Snapshot): boolean =>
  !s.matches('done') &&
  [s.context.rows, ...Object.values(s.context.stash).map((kept) => kept?.rows ?? [])].some((rows) => rows.some((row) => !isBlankRow(row)));
