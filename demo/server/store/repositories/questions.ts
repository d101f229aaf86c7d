import type { Database } from 'better-sqlite3';
import type { Question, QuestionCounts } from '../../../../src/contract/questions';
import { ResultCode, businessError } from '../../domain/errors';
import type { QuestionFilter } from '../../domain/question-filter';
import { ReviewCode } from '../../domain/review-codes';
import type { ReviewStatus } from '../../domain/review-filter';
import { iso, productRef } from '../../domain/review-view';
import { likeContains } from '../review-fts';
import { DELETED_RETENTION_MS, type SqlPart } from '../review-where';
import { applyBulkChange } from './undo';

import { QUESTION_ACTIONS, type QuestionAction } from '../../../../src/contract/questions';

export { QUESTION_ACTIONS, type QuestionAction };

interface QuestionRow {
  id: number;
  product_id: number;
  body: string;
  author: string;
  email: string | null;
  created_at: number;
  status: ReviewStatus;
  answer_body: string | null;
  answer_at: number | null;
  deleted_at: number | null;
  product_title: string | null;
  product_handle: string | null;
  product_image: string | null;
}

const SELECT = `SELECT r.id, r.product_id, r.body, r.author, r.email, r.created_at, r.status, r.answer_body, r.answer_at, r.deleted_at,
    p.title AS product_title, p.handle AS product_handle, p.image_name AS product_image
  FROM questions r LEFT JOIN products p ON p.shop_id = r.shop_id AND p.id = r.product_id`;

/**
 * The WHERE clause (on alias `r`) of a question filter. Keyword search is a LIKE
 * over question, answer, author and email: question lists are small (hundreds per shop).
 */
function questionWhere(shopId: number, filter: QuestionFilter, now: number, omit?: 'status' | 'answered'): SqlPart {
  const terms = ['r.shop_id = ?', filter.deleted ? 'r.deleted_at > ?' : 'r.deleted_at IS NULL'];
  const params: unknown[] = filter.deleted ? [shopId, now - DELETED_RETENTION_MS] : [shopId];
  if (omit !== 'status' && filter.status?.length) {
    terms.push(`r.status IN (${filter.status.map(() => '?').join(', ')})`);
    params.push(...filter.status);
  }
  if (omit !== 'answered' && filter.answered !== undefined) terms.push(filter.answered ? 'r.answer_body IS NOT NULL' : 'r.answer_body IS NULL');
  if (filter.product_id !== undefined) {
    terms.push('r.product_id = ?');
    params.push(filter.product_id);
  }
  if (filter.keyword) {
    const pattern = likeContains(filter.keyword);
    terms.push(`(r.body LIKE ? ESCAPE '\\' OR r.answer_body LIKE ? ESCAPE '\\' OR r.author LIKE ? ESCAPE '\\' OR r.email LIKE ? ESCAPE '\\')`);
    params.push(pattern, pattern, pattern, pattern);
  }
  return { sql: terms.join(' AND '), params };
}

function questionView(row: QuestionRow, origin: string): Question {
  return {
    id: row.id,
    product: productRef(row, origin),
    body: row.body,
    author: row.author,
    email: row.email,
    created_at: iso(row.created_at),
    status: row.status,
    answer: row.answer_body !== null && row.answer_at !== null ? { body: row.answer_body, created_at: iso(row.answer_at) } : null,
    deleted_at: row.deleted_at === null ? null : iso(row.deleted_at),
  };
}

type Agg = { total: number; published: number | null; hidden: number | null; pending: number | null; answered: number | null };

function aggregate(db: Database, where: SqlPart): Agg {
  return db
    .prepare(`SELECT COUNT(*) AS total, SUM(r.status = 'published') AS published, SUM(r.status = 'hidden') AS hidden,
      SUM(r.status = 'pending') AS pending, SUM(r.answer_body IS NOT NULL) AS answered FROM questions r WHERE ${where.sql}`)
    .get(...where.params) as Agg;
}

/** One page of a shop's questions (newest first) with total and faceted counts. */
export function listQuestions(
  db: Database,
  shopId: number,
  args: { filter: QuestionFilter; page: number; perPage: number; now: number; origin: string },
): { items: Question[]; total: number; counts: QuestionCounts } {
  const where = questionWhere(shopId, args.filter, args.now);
  const rows = db
    .prepare(`${SELECT} WHERE ${where.sql}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`)
    .all(...where.params, args.perPage, (args.page - 1) * args.perPage) as QuestionRow[];
  const full = aggregate(db, where);
  const byStatus = args.filter.status?.length ? aggregate(db, questionWhere(shopId, args.filter, args.now, 'status')) : full;
  const byAnswer = args.filter.answered !== undefined ? aggregate(db, questionWhere(shopId, args.filter, args.now, 'answered')) : full;
  return {
    items: rows.map((row) => questionView(row, args.origin)),
    total: full.total,
    counts: {
      status: { published: byStatus.published ?? 0, hidden: byStatus.hidden ?? 0, pending: byStatus.pending ?? 0 },
      answered: { answered: byAnswer.answered ?? 0, unanswered: byAnswer.total - (byAnswer.answered ?? 0) },
    },
  };
}

/** One question of a shop (deleted ones included), or a not-found business error. */
export function questionById(db: Database, shopId: number, id: number, origin: string): Question {
  const row = db.prepare(`${SELECT} WHERE r.shop_id = ? AND r.id = ?`).get(shopId, id) as QuestionRow | undefined;
  if (!row) businessError(ResultCode.notFound, `Question ${id} not found`);
  return questionView(row, origin);
}

/** Sets (or replaces) the public answer of a live question. */
export function answerQuestion(db: Database, shopId: number, args: { id: number; body: string; now: number }): void {
  const row = db.prepare('SELECT deleted_at FROM questions WHERE shop_id = ? AND id = ?').get(shopId, args.id) as
    | { deleted_at: number | null }
    | undefined;
  if (!row) businessError(ResultCode.notFound, `Question ${args.id} not found`);
  if (row.deleted_at !== null) businessError(ReviewCode.deleted, `Question ${args.id} is deleted: restore it first`);
  db.prepare('UPDATE questions SET answer_body = ?, answer_at = ? WHERE id = ?').run(args.body, args.now, args.id);
}

/** Runs a bulk action over questions named by ids or a filter; same rules and undo as reviews. */
export function bulkQuestionAction(
  db: Database,
  shopId: number,
  action: QuestionAction,
  selection: { ids: number[] } | { filter: QuestionFilter },
  now: number,
): { affected: number; undo_token: string } {
  const restoring = action === 'restore';
  const where: SqlPart = 'filter' in selection
    ? questionWhere(shopId, { ...selection.filter, deleted: restoring }, now)
    : {
      sql: `r.shop_id = ? AND r.id IN (SELECT value FROM json_each(?)) AND ${restoring ? 'r.deleted_at > ?' : 'r.deleted_at IS NULL'}`,
      params: [shopId, JSON.stringify(selection.ids), ...(restoring ? [now - DELETED_RETENTION_MS] : [])],
    };
  const change: Record<QuestionAction, { set: SqlPart; changes: string }> = {
    publish: { set: { sql: "status = 'published'", params: [] }, changes: "r.status <> 'published'" },
    hide: { set: { sql: "status = 'hidden'", params: [] }, changes: "r.status <> 'hidden'" },
    delete: { set: { sql: 'deleted_at = ?', params: [now] }, changes: 'r.deleted_at IS NULL' },
    restore: { set: { sql: 'deleted_at = NULL', params: [] }, changes: 'r.deleted_at IS NOT NULL' },
  };
  const { set, changes } = change[action];
  return applyBulkChange(db, { shopId, kind: 'question', action, target: { sql: `${where.sql} AND ${changes}`, params: where.params }, set, now });
}
