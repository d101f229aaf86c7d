import type { Database } from 'better-sqlite3';
import type { WidgetSettings } from '../domain/widget-settings';
import type { WidgetQuestion, WidgetQuestionPage } from '../../../src/contract/widget-api';
import { gid } from '../domain/store-ids';
import { iso } from '../domain/review-view';
import { displayedAuthor, showsQuestions } from './public-view';

interface QuestionRow {
  id: number;
  product_id: number;
  body: string;
  author: string;
  created_at: number;
  answer_body: string | null;
  answer_at: number | null;
}

function widgetQuestion(row: QuestionRow, anonymous: boolean): WidgetQuestion {
  return {
    id: row.id,
    product_id: gid('Product', row.product_id),
    body: row.body,
    author: displayedAuthor(row.author, anonymous),
    created_at: iso(row.created_at),
    answer: row.answer_body !== null && row.answer_at !== null ? { body: row.answer_body, created_at: iso(row.answer_at) } : null,
  };
}

/**
 * One page of a shop's published, not deleted questions with their answers, newest first, sized by
 * `reviews_per_page_number`; empty when the shop turns Q&A off (`is_show_qa`).
 */
export function listWidgetQuestions(
  db: Database,
  shopId: number,
  settings: WidgetSettings,
  query: { productId?: number; page: number },
): WidgetQuestionPage {
  const perPage = settings.reviews_per_page_number;
  if (!showsQuestions(settings)) return { items: [], total: 0, page: query.page, per_page: perPage };
  const where = `q.shop_id = ? AND q.status = 'published' AND q.deleted_at IS NULL${query.productId === undefined ? '' : ' AND q.product_id = ?'}`;
  const params = query.productId === undefined ? [shopId] : [shopId, query.productId];
  const rows = db
    .prepare(`SELECT q.id, q.product_id, q.body, q.author, q.created_at, q.answer_body, q.answer_at FROM questions q
      WHERE ${where} ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?`)
    .all(...params, perPage, (query.page - 1) * perPage) as QuestionRow[];
  const total = db.prepare(`SELECT COUNT(*) FROM questions q WHERE ${where}`).pluck().get(...params) as number;
  return { items: rows.map((row) => widgetQuestion(row, settings.is_show_anonymous === 1)), total, page: query.page, per_page: perPage };
}
