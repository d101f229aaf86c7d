import type { SnapshotFrom } from 'xstate';
import type { planChangeMachine } from './plan-change.machine';

type Snapshot = Pick<SnapshotFrom<typeof planChangeMachine>, 'context' | 'matches'>;

/** True when the table shows yearly prices. */
export const selectPlanYearly = (s: Snapshot): boolean => s.context.yearly;

/** The plan whose button shows loading (null: none). */
export const selectPlanChoosing = (s: Snapshot): number | null => (s.matches('subscribing') || s.matches('redirecting') ? s.context.choosing : null);

/** True while the downgrade dialog is open. */
export const selectPlanDowngradeOpen = (s: Snapshot): boolean => s.matches('confirmingDowngrade') || s.matches('downgrading');

/** True while the downgrade runs. */
export const selectPlanDowngrading = (s: Snapshot): boolean => s.matches('downgrading');

/** Message of the last failed change. */
export const selectPlanError = (s: Snapshot): string | null => s.context.error;
