import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { ResultCode, businessError } from '../../domain/errors';
import { ReviewCode } from '../../domain/review-codes';
import type { SqlPart } from '../review-where';

/** How long an undo token stays valid. */
export const UNDO_TTL_MS = 30 * 60_000;

/** Which table a bulk action changed. */
export type UndoKind = 'review' | 'question';

const TABLE: Record<UndoKind, string> = { review: 'reviews', question: 'questions' };

/** A bulk change: which rows (the WHERE on alias `r`) and how (the SET clause with its parameters). */
export interface BulkChange {
  shopId: number;
  kind: UndoKind;
  action: string;
  /** Rows to change: the filter plus "would actually change" (e.g. `r.status <> 'hidden'`). */
  target: SqlPart;
  set: SqlPart;
  now: number;
}

/**
 * Applies a bulk change and keeps, for undo, the changed rows' state before and after it
 * (status, pinned, verified and deleted_at: the columns bulk actions change; for reviews also the
 * publishing rules' hold, which an action of the merchant clears).
 * Runs in one transaction; answers the number of changed rows and the undo token.
 */
export function applyBulkChange(db: Database, change: BulkChange): { affected: number; undo_token: string } {
  const table = TABLE[change.kind];
  const flags = change.kind === 'review' ? 'r.pinned, r.verified, r.auto_publish_at, r.held_reason' : '0, 0, NULL, NULL';
  return db.transaction(() => {
    db.prepare('DELETE FROM undo_actions WHERE expires_at < ?').run(change.now);
    const token = randomBytes(18).toString('base64url');
    const actionId = Number(
      db.prepare(`INSERT INTO undo_actions (token, shop_id, kind, action, affected, created_at, expires_at)
        VALUES (?, ?, ?, ?, 0, ?, ?)`)
        .run(token, change.shopId, change.kind, change.action, change.now, change.now + UNDO_TTL_MS).lastInsertRowid,
    );
    const affected = db
      .prepare(`INSERT INTO undo_rows (action_id, row_id, status, pinned, verified, auto_publish_at, held_reason, deleted_at)
        SELECT ?, r.id, r.status, ${flags}, r.deleted_at FROM ${table} r WHERE ${change.target.sql} ORDER BY r.id`)
      .run(actionId, ...change.target.params).changes;
    if (affected > 0) {
      db.prepare(`UPDATE ${table} SET ${change.set.sql} WHERE id IN (SELECT row_id FROM undo_rows WHERE action_id = ?)`)
        .run(...change.set.params, actionId);
      db.prepare(`INSERT INTO undo_rows_after (action_id, row_id, status, pinned, verified, auto_publish_at, held_reason, deleted_at)
        SELECT u.action_id, r.id, r.status, ${flags}, r.deleted_at FROM undo_rows u JOIN ${table} r ON r.id = u.row_id WHERE u.action_id = ?`)
        .run(actionId);
    }
    db.prepare('UPDATE undo_actions SET affected = ? WHERE id = ?').run(affected, actionId);
    return { affected, undo_token: token };
  })();
}

interface UndoActionRow {
  id: number;
  affected: number;
  kind: UndoKind;
  expires_at: number;
  used_at: number | null;
}

/** The columns undo may put back: each only where the action changed it and the row still holds the value it set. */
const UNDO_COLUMNS: Record<UndoKind, readonly string[]> = {
  review: ['status', 'pinned', 'verified', 'auto_publish_at', 'held_reason', 'deleted_at'],
  question: ['status', 'deleted_at'],
};

/**
 * Reverts a bulk action once: on each of its rows, only the fields the action changed, and only
 * where they still hold the value the action set (a row changed since keeps its newer values).
 * Answers how many rows were put back and how many were skipped because they changed since.
 * @throws a not-found business error for an unknown token (or one of another shop or kind),
 *   and ReviewCode.undoExpired / undoUsed for an expired or already used one.
 */
export function undoBulkChange(db: Database, shopId: number, kind: UndoKind, token: string, now: number): { restored: number; skipped: number } {
  return db.transaction(() => {
    const action = db
      .prepare('SELECT id, affected, kind, expires_at, used_at FROM undo_actions WHERE token = ? AND shop_id = ?')
      .get(token, shopId) as UndoActionRow | undefined;
    if (!action || action.kind !== kind) businessError(ResultCode.notFound, 'Undo token not found');
    if (action.used_at !== null) businessError(ReviewCode.undoUsed, 'This action was already undone');
    if (action.expires_at <= now) businessError(ReviewCode.undoExpired, 'The undo period of 30 minutes has ended');
    const table = TABLE[kind];
    const revert = (column: string) => `(u.${column} IS NOT a.${column} AND ${table}.${column} IS a.${column})`;
    const columns = UNDO_COLUMNS[kind];
    const set = columns.map((column) => `${column} = CASE WHEN ${revert(column)} THEN u.${column} ELSE ${table}.${column} END`).join(', ');
    const restored = db
      .prepare(`UPDATE ${table} SET ${set}
        FROM undo_rows u JOIN undo_rows_after a ON a.action_id = u.action_id AND a.row_id = u.row_id
        WHERE u.action_id = ? AND ${table}.id = u.row_id AND (${columns.map(revert).join(' OR ')})`)
      .run(action.id).changes;
    db.prepare('UPDATE undo_actions SET used_at = ? WHERE id = ?').run(now, action.id);
    db.prepare('DELETE FROM undo_rows WHERE action_id = ?').run(action.id);
    db.prepare('DELETE FROM undo_rows_after WHERE action_id = ?').run(action.id);
    return { restored, skipped: action.affected - restored };
  })();
}
