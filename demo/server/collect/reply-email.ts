import type { RewardMailContext } from './reward-email';
import { buildReviewEmail, customerLanguage, logEmailFailure, reviewEmailSource } from './review-email';

/**
 * Emails a reviewer the merchant's reply with the shop's `reply_review` template in the review's
 * language (key `reply:<review id>:<reply time>`: a reply sent twice goes once, a new reply goes
 * again). Answers whether it went; failures are logged, never thrown (the reply itself is saved).
 */
export async function sendReplyEmail(ctx: RewardMailContext, shopId: number, reviewId: number, replyAt: number): Promise<boolean> {
  try {
    const source = reviewEmailSource(ctx.db, shopId, reviewId);
    if (!source?.email || source.reply === null) return false;
    const language = customerLanguage(ctx.db, shopId, source.language);
    const built = buildReviewEmail(source, ctx.publicUrl, ctx.db, {
      type: 'reply_review',
      kind: 'reply',
      idempotencyKey: `reply:${reviewId}:${replyAt}`,
      language,
      to: { name: source.requestName || source.author, address: source.email },
      button: 'product',
    });
    if (!built.ok) {
      logEmailFailure(`reply email of review ${reviewId}`, new Error(`template errors: ${built.errors.map((e) => `${e.field} ${e.message}`).join('; ')}`));
      return false;
    }
    await ctx.mailer.send(built.email);
    return true;
  } catch (err) {
    logEmailFailure(`reply email of review ${reviewId}`, err);
    return false;
  }
}
