import type { SnapshotFrom } from 'xstate';
import type { taskMachine } from './task.machine';

type Snapshot = Pick<SnapshotFrom<typeof taskMachine>, 'context' | 'matches'>;

/** True while the task runs. */
export const selectTaskBusy = (s: Snapshot): boolean => s.matches('running');

/** Message of the failed run (null when none). */
export const selectTaskError = (s: Snapshot): string | null => (s.matches('failed') ? s.context.error : null);
