import type { Database } from 'better-sqlite3';
import type { ReviewMedia } from '../../../../src/contract/reviews';
import type { NewReview } from '../../domain/review-view';
import { mergeImportedMedia } from './review-media';

/** A prepared insert of reviews for one shop: answers true when the row was new (its duplicate key unused). */
export function reviewInserter(db: Database, shopId: number): (review: NewReview) => boolean {
  const insert = db.prepare(`INSERT OR IGNORE INTO reviews (shop_id, product_id, rating, title, body, author, email, country, location,
      language, created_at, date_only, status, source, verified, pinned, incentivized, helpful_up, helpful_down, order_id, has_media,
      media, reply_body, reply_at, reply_notified, deleted_at, duplicate_key, import_id, source_id)
    VALUES (@shop_id, @product_id, @rating, @title, @body, @author, @email, @country, @location, @language, @created_at, @date_only, @status, @source,
      @verified, @pinned, @incentivized, @helpful_up, @helpful_down, @order_id, @has_media, @media, @reply_body, @reply_at,
      @reply_notified, @deleted_at, @duplicate_key, @import_id, @source_id)`);
  return (review) =>
    insert.run({
      ...review,
      shop_id: shopId,
      location: review.location ?? null,
      date_only: review.date_only ?? 0,
      has_media: review.media.length > 0 ? 1 : 0,
      media: JSON.stringify(review.media),
      source_id: review.source_id ?? null,
    }).changes === 1;
}

/**
 * Columns a later import fills in on a review imported before when the review has none and the
 * row has one (the first import's mapping may have left them out). One entry per column.
 */
const FILL_IN_COLUMNS = ['title', 'email', 'country', 'location', 'source_id'] as const satisfies readonly (keyof NewReview)[];

type FillInColumn = (typeof FILL_IN_COLUMNS)[number];

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** What storing an import row did: a new review, a review imported before filled in, or nothing (a duplicate). */
export type StoreOutcome = 'inserted' | 'updated' | 'duplicate';

type StoredReview = Record<FillInColumn, unknown> & { id: number; media: string; deleted_at: number | null };

/**
 * Stores import rows for one shop. A row whose duplicate key belongs to a live review fills in
 * what that review lacks (media it does not have yet, up to the limit; the FILL_IN_COLUMNS it has
 * empty) and counts as updated, or as a duplicate when there is nothing to add (or the review is
 * deleted, or this same call stored it). A row with a source review id whose key is new may still
 * be a review imported before source ids were kept: `legacyKey` (its key without the source id)
 * finds such a review without one, which then takes the row's source id and key. Any other row
 * becomes a new review.
 */
export function reviewStorer(db: Database, shopId: number): (review: NewReview, legacyKey?: string) => StoreOutcome {
  const insert = reviewInserter(db, shopId);
  const columns = `id, media, deleted_at, ${FILL_IN_COLUMNS.join(', ')}`;
  const byKey = db.prepare(`SELECT ${columns} FROM reviews WHERE shop_id = ? AND duplicate_key = ?`);
  const legacy = db.prepare(`SELECT ${columns} FROM reviews WHERE shop_id = ? AND duplicate_key = ? AND source_id IS NULL AND deleted_at IS NULL`);
  const stored = new Set<string>();

  /** Writes what the review lacks (and `claim`, always); true when it lacked something. */
  const fillIn = (existing: StoredReview, review: NewReview, claim: Record<string, unknown> = {}): boolean => {
    const changes: Record<string, unknown> = {};
    for (const column of FILL_IN_COLUMNS) if (isEmpty(existing[column]) && !isEmpty(review[column])) changes[column] = review[column];
    const before = JSON.parse(existing.media) as ReviewMedia[];
    const media = mergeImportedMedia(before, review.media);
    if (media.length > before.length) Object.assign(changes, { media: JSON.stringify(media), has_media: 1 });
    const filled = Object.keys(changes).some((column) => !(column in claim));
    const all = { ...changes, ...claim };
    const names = Object.keys(all);
    if (names.length > 0) {
      db.prepare(`UPDATE reviews SET ${names.map((c) => `${c} = @${c}`).join(', ')} WHERE shop_id = @shop_id AND id = @id`)
        .run({ ...all, shop_id: shopId, id: existing.id });
    }
    return filled;
  };

  return (review, legacyKey) => {
    if (stored.has(review.duplicate_key)) return 'duplicate';
    const existing = byKey.get(shopId, review.duplicate_key) as StoredReview | undefined;
    if (existing) return existing.deleted_at === null && fillIn(existing, review) ? 'updated' : 'duplicate';
    const earlier = review.source_id && legacyKey ? (legacy.get(shopId, legacyKey) as StoredReview | undefined) : undefined;
    if (earlier) {
      stored.add(review.duplicate_key);
      return fillIn(earlier, review, { source_id: review.source_id, duplicate_key: review.duplicate_key }) ? 'updated' : 'duplicate';
    }
    if (!insert(review)) return 'duplicate';
    stored.add(review.duplicate_key);
    return 'inserted';
  };
}
