import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { matchingReviewIds } from '../../store/repositories/review-queries';
import { csvRow, csvStream } from '../csv';
import { utcDate } from '../../domain/day-dates';
import { readReviewQuery } from '../list-query';
import { iso, parseAnswers, parseMedia } from '../../domain/review-view';
import { REVIEW_CSV_COLUMNS } from '../../../../src/contract/imports';
import type { AttributeAnswer } from '../../../../src/contract/review-rules';

/**
 * Columns of the review CSV: the import template's, then whether the review was rewarded and the
 * answers to the custom questions. The answers share one column (one "question: answer" line per
 * question, in the order asked) rather than a column per question: the header stays the same for
 * every shop and every export, so the file imports again as our template (the import skips both
 * columns) and a question's label can never take the name of one of ours; questions renamed or
 * added over time do not spread a review's answers over several columns; and a merchant reading
 * the file sees each review's answers together, in words.
 */
export const EXPORT_COLUMNS = [...REVIEW_CSV_COLUMNS, 'incentivized', 'answers'] as const;

/** One answer as a line of the answers column: `Fit: Runs small`, a rating as `Quality: 4/5`. */
function answerLine(answer: AttributeAnswer): string {
  const value = answer.kind === 'rating' ? `${answer.value}/5` : String(answer.value);
  return `${answer.label}: ${value}`;
}

/** Reviews read per chunk of the stream. */
export const EXPORT_CHUNK = 500;

interface ExportRow {
  id: number;
  product_id: number;
  handle: string | null;
  sku: string | null;
  rating: number;
  title: string;
  body: string;
  author: string;
  email: string | null;
  created_at: number;
  verified: number;
  reply_body: string | null;
  reply_at: number | null;
  media: string;
  country: string | null;
  status: string;
  location: string | null;
  date_only: number;
  source_id: string | null;
  incentivized: number;
  answers: string;
}

const EXPORT_SQL = `SELECT r.id, r.product_id, p.handle, r.rating, r.title, r.body, r.author, r.email, r.created_at, r.verified,
    r.reply_body, r.reply_at, r.media, r.country, r.status, r.location, r.date_only, r.source_id,
    r.incentivized, r.answers,
    (SELECT v.sku FROM product_variants v WHERE v.shop_id = r.shop_id AND v.product_id = r.product_id ORDER BY v.position LIMIT 1) AS sku
  FROM reviews r LEFT JOIN products p ON p.shop_id = r.shop_id AND p.id = r.product_id
  WHERE r.shop_id = ? AND r.id IN (SELECT value FROM json_each(?))`;

function record(row: ExportRow, origin: string): string {
  return csvRow([
    row.product_id,
    row.handle,
    row.sku,
    row.rating,
    row.title,
    row.body,
    row.author,
    row.email,
    row.date_only === 1 ? utcDate(row.created_at) : iso(row.created_at),
    row.verified === 1 ? 'yes' : 'no',
    row.reply_body,
    row.reply_at === null ? null : iso(row.reply_at),
    parseMedia(row.media, origin).map((m) => m.url).join('|'),
    row.country,
    row.status,
    row.location,
    row.source_id,
    row.incentivized === 1 ? 'yes' : 'no',
    parseAnswers(row.answers).map(answerLine).join('\n'),
  ]);
}

/**
 * `GET export_reviews`: the reviews matching the list query (same parameters, no paging) as
 * a CSV download, streamed in chunks of {@link EXPORT_CHUNK} reviews. The matching ids are
 * read once up front (in the list's sort order), so the file is one consistent snapshot of
 * which reviews match even while the merchant keeps working.
 */
export function reviewExportRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/export_reviews', (c) => {
    const { filter, sort } = readReviewQuery(c);
    const shopId = c.var.session.shop.id;
    const origin = new URL(c.req.url).origin;
    const ids = matchingReviewIds(ctx.db, shopId, filter, sort, ctx.now());
    const select = ctx.db.prepare(EXPORT_SQL);
    let offset = 0;
    const stream = csvStream(EXPORT_COLUMNS, () => {
      if (offset >= ids.length) return null;
      const chunk = ids.slice(offset, offset + EXPORT_CHUNK);
      offset += chunk.length;
      const byId = new Map((select.all(shopId, JSON.stringify(chunk)) as ExportRow[]).map((row) => [row.id, row]));
      return chunk.flatMap((id) => {
        const row = byId.get(id);
        return row ? [record(row, origin)] : [];
      });
    });
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="reviews-${utcDate(ctx.now())}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
