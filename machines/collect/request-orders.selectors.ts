import type { RequestActionPayload } from '../../src/contract/review-requests';
import type { RequestOrdersContext, RequestOrdersEvent } from './request-orders.types';

type Snapshot = { context: RequestOrdersContext; matches: (state: 'idle' | 'acting' | 'refreshing') => boolean };

/** The payload an `orders.act` asks for (null when it names no request or a reschedule lacks its date). */
export function payloadOf(context: Pick<RequestOrdersContext, 'selectedIds'>, event: Extract<RequestOrdersEvent, { type: 'orders.act' }>): RequestActionPayload | null {
  const ids = [...new Set(event.ids ?? context.selectedIds)];
  if (ids.length === 0) return null;
  if (event.action === 'reschedule') return event.dueAt ? { action: event.action, ids, dueAt: event.dueAt } : null;
  return { action: event.action, ids };
}

/** True while an action is sent or the list refreshed after it. */
export const selectOrdersBusy = (s: Snapshot): boolean => s.matches('acting') || s.matches('refreshing');

/** Number of selected requests. */
export const selectSelectedCount = (s: Snapshot): number => s.context.selectedIds.length;

/** Message of the failed action (null when none). */
export const selectOrdersError = (s: Snapshot): string | null => s.context.error;

/** The last action's outcome (null when none or dismissed). */
export const selectOrdersOutcome = (s: Snapshot): RequestOrdersContext['outcome'] => s.context.outcome;

/** The request ids the action in flight names (empty when none). */
export const selectActingIds = (s: Snapshot): readonly number[] => (s.matches('acting') ? (s.context.pending?.ids ?? []) : EMPTY);
const EMPTY: readonly number[] = [];
