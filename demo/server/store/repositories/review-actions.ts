import type { Database } from 'better-sqlite3';
import type { ReviewFilter } from '../../domain/review-filter';
import { applyBulkChange } from './undo';
import { DELETED_RETENTION_MS, reviewWhere, type SqlPart } from '../review-where';

import { REVIEW_ACTIONS, type ReviewAction } from '../../../../src/contract/reviews';

export { REVIEW_ACTIONS, type ReviewAction };

/** The rows a bulk action names: a list of ids or everything matching a filter. */
export type Selection = { ids: number[] } | { filter: ReviewFilter };

/**
 * The SET clause of an action and the condition of rows it would actually change. Publishing or
 * hiding also clears why the rules held the review (the merchant decided now).
 */
function actionChange(action: ReviewAction, now: number): { set: SqlPart; changes: string } {
  switch (action) {
    case 'publish':
    case 'hide': {
      const status = action === 'publish' ? 'published' : 'hidden';
      return { set: { sql: 'status = ?, held_reason = NULL', params: [status] }, changes: `r.status <> '${status}'` };
    }
    case 'pin':
    case 'unpin': {
      const value = action === 'pin' ? 1 : 0;
      return { set: { sql: 'pinned = ?', params: [value] }, changes: `r.pinned <> ${value}` };
    }
    case 'verify':
    case 'unverify': {
      const value = action === 'verify' ? 1 : 0;
      return { set: { sql: 'verified = ?', params: [value] }, changes: `r.verified <> ${value}` };
    }
    case 'delete':
      return { set: { sql: 'deleted_at = ?', params: [now] }, changes: 'r.deleted_at IS NULL' };
    default:
      return { set: { sql: 'deleted_at = NULL', params: [] }, changes: 'r.deleted_at IS NOT NULL' };
  }
}

/**
 * The rows a selection names, limited to where the action applies: `restore` acts on reviews
 * deleted within the last 30 days, every other action on live reviews. For a filter, its own
 * `deleted` field is replaced accordingly.
 */
export function selectionWhere(shopId: number, selection: Selection, restoring: boolean, now: number): SqlPart {
  if ('filter' in selection) return reviewWhere(shopId, { ...selection.filter, deleted: restoring }, now);
  const state = restoring ? 'r.deleted_at > ?' : 'r.deleted_at IS NULL';
  return {
    sql: `r.shop_id = ? AND r.id IN (SELECT value FROM json_each(?)) AND ${state}`,
    params: restoring ? [shopId, JSON.stringify(selection.ids), now - DELETED_RETENTION_MS] : [shopId, JSON.stringify(selection.ids)],
  };
}

/**
 * Runs a bulk action over a selection of a shop's reviews. Only rows whose state actually
 * changes count as affected and go into the undo snapshot. Every action clears the date a held
 * review would publish by itself: the merchant acted on it (the 14-day policy no longer applies).
 */
export function bulkReviewAction(
  db: Database,
  shopId: number,
  action: ReviewAction,
  selection: Selection,
  now: number,
): { affected: number; undo_token: string } {
  const change = actionChange(action, now);
  const set: SqlPart = { sql: `${change.set.sql}, auto_publish_at = NULL`, params: change.set.params };
  const { changes } = change;
  const where = selectionWhere(shopId, selection, action === 'restore', now);
  return applyBulkChange(db, {
    shopId,
    kind: 'review',
    action,
    target: { sql: `${where.sql} AND ${changes}`, params: where.params },
    set,
    now,
  });
}
