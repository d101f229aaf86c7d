import type { Database } from 'better-sqlite3';
import type { ReviewCounts } from '../../../../src/contract/reviews';
import { type ReviewFilter, type ReviewSort } from '../../domain/review-filter';
import { PRODUCT_JOIN, REVIEW_COLUMNS, type ReviewRow } from '../../domain/review-view';
import { keywordMatches, reviewOrderBy, reviewWhere, type ReviewFacet } from '../review-where';

/** One page of the review list with its total and facet counts. */
export interface ReviewPage {
  rows: ReviewRow[];
  total: number;
  counts: ReviewCounts;
}

const AGGREGATE = `COUNT(*) AS total,
  SUM(r.status = 'published') AS s_published, SUM(r.status = 'hidden') AS s_hidden, SUM(r.status = 'pending') AS s_pending,
  SUM(r.rating = 1) AS r1, SUM(r.rating = 2) AS r2, SUM(r.rating = 3) AS r3, SUM(r.rating = 4) AS r4, SUM(r.rating = 5) AS r5,
  SUM(r.source = 'collected') AS o_collected, SUM(r.source = 'imported') AS o_imported, SUM(r.source = 'other') AS o_other,
  SUM(r.has_media) AS media, SUM(r.verified) AS verified`;

type Aggregate = Record<string, number | null>;

function aggregate(db: Database, shopId: number, filter: ReviewFilter, now: number, omit?: ReviewFacet, ids?: number[]): Aggregate {
  const where = reviewWhere(shopId, filter, now, omit, ids);
  return db.prepare(`SELECT ${AGGREGATE} FROM reviews r WHERE ${where.sql}`).get(...where.params) as Aggregate;
}

const n = (value: number | null | undefined): number => value ?? 0;

function facetCounts(facet: ReviewFacet, a: Aggregate): Partial<ReviewCounts> {
  switch (facet) {
    case 'status':
      return { status: { published: n(a.s_published), hidden: n(a.s_hidden), pending: n(a.s_pending) } };
    case 'rating':
      return { rating: { 1: n(a.r1), 2: n(a.r2), 3: n(a.r3), 4: n(a.r4), 5: n(a.r5) } };
    case 'source':
      return { source: { collected: n(a.o_collected), imported: n(a.o_imported), other: n(a.o_other) } };
    case 'media':
      return { media: n(a.media) };
    default:
      return { verified: n(a.verified) };
  }
}

function isFacetSet(filter: ReviewFilter, facet: ReviewFacet): boolean {
  if (facet === 'status' || facet === 'rating' || facet === 'source') return (filter[facet]?.length ?? 0) > 0;
  return filter[facet] !== undefined;
}

const FACETS: readonly ReviewFacet[] = ['status', 'rating', 'source', 'media', 'verified'];

/**
 * Faceted counts: each facet is counted over the current filter minus that facet's own
 * condition, so choosing "5 stars" still shows how many 4-star reviews there are. One
 * aggregate query over the whole filter serves every facet that is not set (and the total);
 * each facet that is set costs one more aggregate query.
 */
export function reviewTotals(
  db: Database,
  shopId: number,
  filter: ReviewFilter,
  now: number,
  keywordIds?: number[],
): { total: number; counts: ReviewCounts } {
  const full = aggregate(db, shopId, filter, now, undefined, keywordIds);
  let counts = {} as ReviewCounts;
  for (const facet of FACETS) {
    const source = isFacetSet(filter, facet) ? aggregate(db, shopId, filter, now, facet, keywordIds) : full;
    counts = { ...counts, ...facetCounts(facet, source) };
  }
  return { total: n(full.total), counts };
}

/** One page of a shop's reviews matching a filter, in the sort order, with total and facet counts. */
export function listReviews(
  db: Database,
  shopId: number,
  args: { filter: ReviewFilter; sort: ReviewSort; page: number; perPage: number; now: number },
): ReviewPage {
  const keywordIds = keywordMatches(db, shopId, args.filter, args.now);
  const where = reviewWhere(shopId, args.filter, args.now, undefined, keywordIds);
  const rows = db
    .prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews r ${PRODUCT_JOIN} WHERE ${where.sql}
      ORDER BY ${reviewOrderBy(args.sort)} LIMIT ? OFFSET ?`)
    .all(...where.params, args.perPage, (args.page - 1) * args.perPage) as ReviewRow[];
  return { rows, ...reviewTotals(db, shopId, args.filter, args.now, keywordIds) };
}

/** The ids of a shop's reviews matching a filter, in the sort order (export, bulk actions). */
export function matchingReviewIds(db: Database, shopId: number, filter: ReviewFilter, sort: ReviewSort, now: number): number[] {
  const where = reviewWhere(shopId, filter, now);
  return db
    .prepare(`SELECT r.id FROM reviews r WHERE ${where.sql} ORDER BY ${reviewOrderBy(sort)}`)
    .pluck()
    .all(...where.params) as number[];
}

/** Reviews of a shop by id (any state, deleted included), in the order of `ids`; unknown ids are skipped. */
export function reviewsByIds(db: Database, shopId: number, ids: readonly number[]): ReviewRow[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews r ${PRODUCT_JOIN}
      WHERE r.shop_id = ? AND r.id IN (SELECT value FROM json_each(?))`)
    .all(shopId, JSON.stringify(ids)) as ReviewRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One review of a shop, or undefined. */
export function reviewById(db: Database, shopId: number, id: number): ReviewRow | undefined {
  return reviewsByIds(db, shopId, [id])[0];
}
