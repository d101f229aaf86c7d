import type { Database } from 'better-sqlite3';
import { DAY_MS, dateMs } from '../domain/day-dates';
import type { ReviewFilter, ReviewSort } from '../domain/review-filter';
import { ftsPhrase, likeContains, usesSearchIndex } from './review-fts';

/** How long a deleted review or question stays in the recently deleted view before it is purged. */
export const DELETED_RETENTION_MS = 30 * DAY_MS;

/** A facet of the review list: a filter whose counts are given next to it. */
export type ReviewFacet = 'status' | 'rating' | 'source' | 'media' | 'verified';

/** A piece of SQL with its positional parameters. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/**
 * The WHERE clause (on alias `r`) selecting a shop's reviews that match a filter.
 * Without `deleted` (or with `deleted: false`) only live reviews match; with `deleted: true`
 * only reviews deleted within the last 30 days. `omit` leaves one facet out (faceted counts).
 * `keywordIds`, when given, are the ids already known to match the keyword (see
 * {@link keywordMatches}) and replace the keyword search.
 */
export function reviewWhere(shopId: number, filter: ReviewFilter, now: number, omit?: ReviewFacet, keywordIds?: readonly number[]): SqlPart {
  const terms: string[] = ['r.shop_id = ?'];
  const params: unknown[] = [shopId];
  if (filter.deleted) {
    terms.push('r.deleted_at > ?');
    params.push(now - DELETED_RETENTION_MS);
  } else {
    terms.push('r.deleted_at IS NULL');
  }
  if (omit !== 'status' && filter.status?.length) {
    terms.push(`r.status IN (${placeholders(filter.status)})`);
    params.push(...filter.status);
  }
  if (omit !== 'rating' && filter.rating?.length) {
    terms.push(`r.rating IN (${placeholders(filter.rating)})`);
    params.push(...filter.rating);
  }
  if (omit !== 'source' && filter.source?.length) {
    terms.push(`r.source IN (${placeholders(filter.source)})`);
    params.push(...filter.source);
  }
  if (omit !== 'media' && filter.media !== undefined) {
    terms.push('r.has_media = ?');
    params.push(filter.media ? 1 : 0);
  }
  if (omit !== 'verified' && filter.verified !== undefined) {
    terms.push('r.verified = ?');
    params.push(filter.verified ? 1 : 0);
  }
  if (filter.product_id !== undefined) {
    terms.push('r.product_id = ?');
    params.push(filter.product_id);
  }
  if (filter.date_from) {
    terms.push('r.created_at >= ?');
    params.push(dateMs(filter.date_from));
  }
  if (filter.date_to) {
    terms.push('r.created_at < ?');
    params.push(dateMs(filter.date_to) + DAY_MS);
  }
  const keyword = filter.keyword?.trim() ?? '';
  if (keyword && keywordIds) {
    terms.push('r.id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(keywordIds));
  } else if (keyword && usesSearchIndex(keyword)) {
    terms.push('r.id IN (SELECT rowid FROM review_fts WHERE review_fts MATCH ?)');
    params.push(ftsPhrase(keyword));
  } else if (keyword) {
    terms.push(`(r.title LIKE ? ESCAPE '\\' OR r.body LIKE ? ESCAPE '\\' OR r.author LIKE ? ESCAPE '\\' OR r.email LIKE ? ESCAPE '\\')`);
    const pattern = likeContains(keyword);
    params.push(pattern, pattern, pattern, pattern);
  }
  return { sql: terms.join(' AND '), params };
}

/** The ORDER BY clause (on alias `r`) of a sort order; ties always break on newest, then id. */
export function reviewOrderBy(sort: ReviewSort): string {
  switch (sort) {
    case 'oldest':
      return 'r.created_at ASC, r.id ASC';
    case 'rating_high':
      return 'r.rating DESC, r.created_at DESC, r.id DESC';
    case 'rating_low':
      return 'r.rating ASC, r.created_at DESC, r.id DESC';
    case 'helpful':
      return 'r.helpful_up DESC, r.created_at DESC, r.id DESC';
    default:
      return 'r.created_at DESC, r.id DESC';
  }
}

/**
 * The ids of a shop's reviews (in the filter's live or deleted view) matching the filter's
 * keyword, or undefined without a keyword. The list runs several queries over one filter (the
 * page and the faceted counts); resolving the keyword once keeps that to one search (one
 * trigram-index lookup, or one LIKE scan for keywords under 3 characters).
 */
export function keywordMatches(db: Database, shopId: number, filter: ReviewFilter, now: number): number[] | undefined {
  if (!filter.keyword?.trim()) return undefined;
  const where = reviewWhere(shopId, { keyword: filter.keyword, deleted: filter.deleted }, now);
  return db.prepare(`SELECT r.id FROM reviews r WHERE ${where.sql}`).pluck().all(...where.params) as number[];
}
