import type { Database } from 'better-sqlite3';
import type { RequestActionPayload, RequestActionResult } from '../../../src/contract/review-requests';
import { validationError } from '../http/validate';
import { getRequest, requestView } from './repository';

/** Why an action left a request as it was. */
const REFUSED = {
  notFound: 'not_found',
  notWaiting: 'not_waiting',
  sending: 'sending',
} as const;

/**
 * Applies an action to each named request of the shop: `send_now` makes a waiting request due now,
 * `cancel` ends a waiting one, `reschedule` moves a waiting one to `dueAt` (in the future). Only
 * waiting requests change; every other id is refused with its reason. Answers the changed ids too
 * (send_now's are then sent by the caller).
 */
export function applyRequestAction(db: Database, shopId: number, payload: RequestActionPayload, now: number): RequestActionResult & { changedIds: number[] } {
  let dueAt: number | null = null;
  if (payload.action === 'reschedule') {
    dueAt = payload.dueAt ? Date.parse(payload.dueAt) : Number.NaN;
    if (Number.isNaN(dueAt)) throw validationError([{ path: 'dueAt', code: 'custom', message: 'is required: an ISO time' }]);
    if (dueAt <= now) throw validationError([{ path: 'dueAt', code: 'custom', message: 'must be in the future' }]);
  }
  const refused: RequestActionResult['refused'] = [];
  const changedIds: number[] = [];
  db.transaction(() => {
    for (const id of new Set(payload.ids)) {
      const row = getRequest(db, id);
      if (!row || row.shop_id !== shopId) {
        refused.push({ id, reason: REFUSED.notFound });
        continue;
      }
      if (row.status !== 'scheduled') {
        refused.push({ id, reason: row.status === 'sending' ? REFUSED.sending : REFUSED.notWaiting });
        continue;
      }
      const change =
        payload.action === 'cancel'
          ? db.prepare("UPDATE review_requests SET status = 'cancelled', due_at = NULL, reason = NULL WHERE id = ? AND status = 'scheduled'").run(id)
          : db.prepare("UPDATE review_requests SET due_at = ?, reason = NULL, error = NULL WHERE id = ? AND status = 'scheduled'").run(payload.action === 'send_now' ? now : dueAt, id);
      if (change.changes === 1) changedIds.push(id);
      else refused.push({ id, reason: REFUSED.notWaiting });
    }
  })();
  return { updated: [], refused, changedIds };
}

/** The current views of requests, by id. */
export function requestViews(db: Database, ids: readonly number[]) {
  return ids.flatMap((id) => {
    const row = getRequest(db, id);
    return row ? [requestView(row)] : [];
  });
}
