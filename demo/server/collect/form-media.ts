import { mediaSubmitSchema, type FormFieldError, type MediaSubmitResult } from '../../../src/contract/review-form';
import { HELD_REVIEW_AUTO_PUBLISH_DAYS, type ModerationRules } from '../../../src/contract/review-rules';
import type { ReviewMedia } from '../../../src/contract/reviews';
import type { FormTarget } from './form-links';
import { formReview, linkReview, type StoredFormReview } from './form-products';
import { mediaCounts, rewardReviews, storedMedia } from './form-submit';
import { checkMedia, fieldErrors, schemaErrors } from './form-validate';
import { decideStatus, type ModerationDecision } from './moderation';
import type { RewardContext } from './rewards';
import { readCollectSettings } from './settings-store';

const DAY_MS = 86_400_000;

/**
 * `POST review_form/media` (/media_submit): adds photos or videos to a review this link wrote,
 * within the limits counting the media it has; held when the shop checks media first (see
 * `stateWithMedia`); then the reward it may now earn. Answers the review and that reward.
 * @throws ApiError 422 `fields` (unknown review: `reviewId` productUnknown; media refused) with nothing written.
 */
export async function submitReviewMedia(ctx: RewardContext, target: FormTarget, input: unknown, origin: string, now: number): Promise<MediaSubmitResult> {
  const { db } = ctx;
  const parsed = mediaSubmitSchema.safeParse(input);
  if (!parsed.success) throw fieldErrors(schemaErrors(parsed.error.issues));
  const errors: FormFieldError[] = [];
  const review = linkReview(db, target, parsed.data.reviewId);
  if (!review) throw fieldErrors([{ path: 'reviewId', key: 'errors.productUnknown' }]);
  const before = JSON.parse(review.media) as ReviewMedia[];
  const fresh = parsed.data.media.filter((m) => !before.some((b) => b.url === storedMedia([m])[0]?.url));
  const added = checkMedia(db, target.shop.id, fresh, 'media', errors, mediaCounts(before));
  if (errors.length > 0) throw fieldErrors(errors);
  const media = [...before, ...storedMedia(added)];
  const counts = mediaCounts(media);
  if (added.length > 0) {
    const next = stateWithMedia(readCollectSettings(db, target.shop.id, 'moderation'), review, counts, now);
    db.transaction(() => {
      db.prepare('UPDATE reviews SET media = ?, has_media = 1 WHERE shop_id = ? AND id = ?').run(JSON.stringify(media), target.shop.id, review.id);
      if (next) {
        db.prepare('UPDATE reviews SET status = ?, held_reason = ?, auto_publish_at = ? WHERE shop_id = ? AND id = ?')
          .run(next.status, next.heldReason, next.autoPublishAt, target.shop.id, review.id);
      }
    })();
  }
  const updated = linkReview(db, target, review.id) ?? review;
  const written = [{ id: review.id, productId: '', productTitle: productTitle(ctx, target.shop.id, review.product_id), status: updated.status, ...counts, rewardable: added.length > 0 }];
  const reward = await rewardReviews(ctx, target.shop.id, { email: review.email, name: review.author, language: review.language }, written, now);
  return { review: formReview(updated, origin), reward };
}

/**
 * The state a review takes when media are added, or null to keep its own: the block list still
 * hides it; a published one is held when the shop checks media first; the rating threshold is not
 * applied again (the merchant may have published it), a held or hidden one keeps its state.
 */
function stateWithMedia(rules: ModerationRules, review: StoredFormReview, counts: { photos: number; videos: number }, now: number): ModerationDecision | null {
  const decision = decideStatus(rules, { rating: review.rating, title: review.title, body: review.body, email: review.email, ...counts, edited: false }, now);
  if (review.status === 'hidden') return null;
  if (decision.status === 'hidden') return decision;
  if (review.status === 'published' && rules.holdMedia) return { status: 'pending', heldReason: 'media', autoPublishAt: now + HELD_REVIEW_AUTO_PUBLISH_DAYS * DAY_MS };
  return null;
}

/** The title of a product of the shop ('' when it is gone). */
function productTitle(ctx: RewardContext, shopId: number, productNumber: number): string {
  return (ctx.db.prepare('SELECT title FROM products WHERE shop_id = ? AND id = ?').pluck().get(shopId, productNumber) as string | undefined) ?? '';
}
