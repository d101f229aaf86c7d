import type { Database } from 'better-sqlite3';
import type { ReviewMedia } from '../../../../src/contract/reviews';
import { ResultCode, businessError } from '../../domain/errors';
import { MEDIA_TYPES, keyExtension } from '../uploads';
import { uploadDir } from '../../domain/upload-policy';
import { liveReview } from './review-replies';

/** Most photos and videos one review may carry. */
export const MAX_REVIEW_MEDIA = 20;

/**
 * The stored media entry of one of the shop's own uploads, from its served address
 * (`<origin>/uploads/reviews/<shop id>/<name>.<ext>`), or null for any other address.
 */
export function uploadedMedia(url: string, origin: string, shopId: number): ReviewMedia | null {
  const prefix = `${origin}/uploads/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  const ext = keyExtension(key);
  if (ext === null || !key.startsWith(uploadDir(shopId))) return null;
  const type = MEDIA_TYPES[ext]?.startsWith('video/') ? 'video' : 'image';
  const stored = `/uploads/${key}`;
  return { type, url: stored, thumb: stored };
}

/**
 * A review's media with an import's entries added: those whose address the review does not hold
 * yet, in the import's order, while the review has room (MAX_REVIEW_MEDIA).
 */
export function mergeImportedMedia(current: readonly ReviewMedia[], incoming: readonly ReviewMedia[]): ReviewMedia[] {
  const merged = [...current];
  for (const entry of incoming) {
    if (merged.length >= MAX_REVIEW_MEDIA) break;
    if (!merged.some((m) => m.url === entry.url)) merged.push(entry);
  }
  return merged;
}

function writeMedia(db: Database, shopId: number, id: number, media: ReviewMedia[]): void {
  db.prepare('UPDATE reviews SET media = ?, has_media = ? WHERE shop_id = ? AND id = ?')
    .run(JSON.stringify(media), media.length > 0 ? 1 : 0, shopId, id);
}

/** Adds uploaded photos or videos (the shop's own uploads only) to a live review. */
export function addReviewMedia(db: Database, shopId: number, args: { id: number; urls: string[]; origin: string }): void {
  db.transaction(() => {
    const review = liveReview(db, shopId, args.id);
    const media = JSON.parse(review.media) as ReviewMedia[];
    for (const url of args.urls) {
      const entry = uploadedMedia(url, args.origin, shopId);
      if (!entry) businessError(ResultCode.validation, `${url} is not an upload of this shop`);
      if (!media.some((m) => m.url === entry.url)) media.push(entry);
    }
    if (media.length > MAX_REVIEW_MEDIA) businessError(ResultCode.validation, `a review holds at most ${MAX_REVIEW_MEDIA} photos and videos`);
    writeMedia(db, shopId, args.id, media);
  })();
}

/** Removes one photo or video (by its address as listed, absolute or root-relative) from a live review. */
export function removeReviewMedia(db: Database, shopId: number, args: { id: number; url: string; origin: string }): void {
  db.transaction(() => {
    const review = liveReview(db, shopId, args.id);
    const media = JSON.parse(review.media) as ReviewMedia[];
    const relative = args.url.startsWith(args.origin) ? args.url.slice(args.origin.length) : args.url;
    const kept = media.filter((m) => m.url !== args.url && m.url !== relative);
    if (kept.length === media.length) businessError(ResultCode.notFound, 'This photo or video is not part of the review');
    writeMedia(db, shopId, args.id, kept);
  })();
}
