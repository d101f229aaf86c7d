import type { SnapshotFrom } from 'xstate';
import type { importHistoryMachine } from './import-history.machine';

type Snapshot = SnapshotFrom<typeof importHistoryMachine>;

/** True while the list loads. */
export const historyLoading = (s: Snapshot): boolean => s.matches('loading');
/** The load error, or ''. */
export const historyError = (s: Snapshot): string => (s.matches('failed') ? s.context.error ?? '' : '');
/** Number of imports listed. */
export const historyCount = (s: Snapshot): number => s.context.items.length;
/** The listed imports (the same array until the next load). */
export const historyItems = (s: Snapshot) => s.context.items;
