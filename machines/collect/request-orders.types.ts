import type { RequestAction, RequestActionPayload, RequestActionResult } from '../../src/contract/review-requests';

/** The outcome of the last action: what it did, how many requests changed and which were refused with why. */
export interface OrdersActionOutcome {
  action: RequestAction;
  updated: number;
  refused: RequestActionResult['refused'];
}

/** Context of the orders list's actions: the selection, the action in flight, its outcome or error. */
export interface RequestOrdersContext {
  /** Requests of the shown page that are selected (request ids, not order ids). */
  selectedIds: number[];
  /** The action being sent (kept after a failure, so Retry sends the same one). */
  pending: RequestActionPayload | null;
  /** The last action's outcome (until dismissed or the next action). */
  outcome: OrdersActionOutcome | null;
  /** Message of the last failed action. */
  error: string | null;
}

/** Events of the orders list's actions. */
export type RequestOrdersEvent =
  /** Replaces the selection. */
  | { type: 'orders.select'; ids: number[] }
  | { type: 'orders.clearSelection' }
  /** Acts on `ids` (a row's request) or, without them, on the selection; `dueAt` (ISO, future) for reschedule. */
  | { type: 'orders.act'; action: RequestAction; ids?: number[]; dueAt?: string }
  /** Sends the failed action again. */
  | { type: 'orders.retry' }
  | { type: 'orders.dismiss' };

/** Emitted once an action's answer is in and the list was refreshed. */
export type RequestOrdersEmitted = { type: 'orders.acted'; outcome: OrdersActionOutcome };
