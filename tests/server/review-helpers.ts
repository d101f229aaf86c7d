import { callApi } from './helpers';
import type { RunningServer } from '../../demo/server/server';
import { DEMO_SHOP_ID } from '../../demo/server/seed/demo-shop';

/** The fixed clock the review tests start at. */
export const REVIEW_CLOCK_START = Date.parse('2025-06-01T12:00:00.000Z');

/** Builds a query string with repeated keys for list values. */
export function qs(params: Record<string, string | number | boolean | readonly (string | number)[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** Runs a COUNT(*) over the demo shop's reviews with an extra SQL condition (alias-free columns). */
export function countReviews(server: RunningServer, where = '1', ...params: unknown[]): number {
  return server.db
    .prepare(`SELECT COUNT(*) FROM reviews WHERE shop_id = ? AND ${where}`)
    .pluck()
    .get(DEMO_SHOP_ID, ...params) as number;
}

/** Live (not deleted) reviews of the demo shop matching an extra SQL condition. */
export function countLive(server: RunningServer, where = '1', ...params: unknown[]): number {
  return countReviews(server, `deleted_at IS NULL AND (${where})`, ...params);
}

/** The state columns bulk actions change, for every review of the demo shop, by id. */
export function reviewStates(server: RunningServer): Map<number, string> {
  const rows = server.db
    .prepare('SELECT id, status, pinned, verified, deleted_at FROM reviews WHERE shop_id = ? ORDER BY id')
    .all(DEMO_SHOP_ID) as { id: number; status: string; pinned: number; verified: number; deleted_at: number | null }[];
  return new Map(rows.map((r) => [r.id, `${r.status}/${r.pinned}/${r.verified}/${r.deleted_at}`]));
}

/** SQL LIKE condition over title, body, author and email for a keyword (no wildcards in it). */
export const KEYWORD_SQL = "(title LIKE ? OR body LIKE ? OR author LIKE ? OR email LIKE ?)";

/** The four parameters of {@link KEYWORD_SQL}. */
export const keywordParams = (keyword: string): string[] => Array(4).fill(`%${keyword}%`);

/** Shortcuts the review action tests share, bound to one server and token. */
export function reviewTools(server: () => RunningServer, token: () => string) {
  return {
    bulk: (body: unknown) => callApi(server(), 'bulk_review_action', { token: token(), body }),
    undo: (undo_token: string) => callApi(server(), 'undo_review_action', { token: token(), body: { undo_token } }),
    /** Ids of live reviews matching an SQL condition, lowest first. */
    ids: (where: string, limit: number, ...params: unknown[]): number[] =>
      server().db
        .prepare(`SELECT id FROM reviews WHERE shop_id = ? AND deleted_at IS NULL AND ${where} ORDER BY id LIMIT ?`)
        .pluck()
        .all(DEMO_SHOP_ID, ...params, limit) as number[],
    /** One stored column of a review. */
    column: (id: number, name: string): unknown => server().db.prepare(`SELECT ${name} FROM reviews WHERE id = ?`).pluck().get(id),
  };
}
