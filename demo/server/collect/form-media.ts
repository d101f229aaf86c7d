import { mediaSubmitSchema, type FormFieldError, type MediaSubmitResult } from '../../../src/contract/review-form';
import type { ReviewMedia } from '../../../src/contract/reviews';
import type { FormTarget } from './form-links';
import { formReview, linkReview } from './form-products';
import { mediaCounts, rewardReviews, storedMedia } from './form-submit';
import { checkMedia, fieldErrors, schemaErrors } from './form-validate';
import { decideStatus } from './moderation';
import type { RewardContext } from './rewards';
import { readCollectSettings } from './settings-store';

/**
 * `POST review_form/media` (/media_submit): adds photos or videos to a review this link wrote,
 * within the limits counting the media it has; its state again by the publishing rules (media may
 * hold it); then the reward it may now earn. Answers the review and that reward.
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
  const rules = readCollectSettings(db, target.shop.id, 'moderation');
  const decision = decideStatus(rules, { rating: review.rating, title: review.title, body: review.body, email: review.email, ...counts, edited: false }, now);
  const save = db.prepare('UPDATE reviews SET media = ?, has_media = 1 WHERE shop_id = ? AND id = ?');
  const hold = db.prepare('UPDATE reviews SET status = ?, held_reason = ?, auto_publish_at = ? WHERE shop_id = ? AND id = ?');
  if (added.length > 0) {
    db.transaction(() => {
      save.run(JSON.stringify(media), target.shop.id, review.id);
      // A hidden review stays hidden, a held one stays held (for its own reason); a published one is checked again with its media.
      if (review.status === 'published' && decision.status !== 'published') {
        hold.run(decision.status, decision.heldReason, decision.autoPublishAt, target.shop.id, review.id);
      } else if (review.status === 'pending' && decision.status === 'hidden') {
        hold.run('hidden', decision.heldReason, null, target.shop.id, review.id);
      }
    })();
  }
  const updated = linkReview(db, target, review.id) ?? review;
  const written = [{ id: review.id, productId: '', productTitle: productTitle(ctx, target.shop.id, review.product_id), status: updated.status, ...counts, rewardable: added.length > 0 }];
  const reward = await rewardReviews(ctx, target.shop.id, { email: review.email, name: review.author, language: review.language }, written, now);
  return { review: formReview(updated, origin), reward };
}

function productTitle(ctx: RewardContext, shopId: number, productNumber: number): string {
  return (ctx.db.prepare('SELECT title FROM products WHERE shop_id = ? AND id = ?').pluck().get(shopId, productNumber) as string | undefined) ?? '';
}
