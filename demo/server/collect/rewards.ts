import type { Database } from 'better-sqlite3';
import type { FormReward } from '../../../src/contract/review-form';
import { rewardKindFor } from '../../../src/contract/review-rewards';
import type { Mailer } from '../mail';
import { getShopById } from '../store/repositories/shops';
import { customerLanguage } from './review-email';
import { emailReward, formReward, shopCurrency } from './reward-email';
import { customerHasReward, insertReward, rewardOfReview, type RewardRow } from './reward-store';
import { readCollectSettings } from './settings-store';

/** What the reward of a review is decided and sent from. */
export interface RewardContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
}

/** A review that may earn a reward. */
export interface RewardCandidate {
  shopId: number;
  reviewId: number;
  customerEmail: string;
  customerName: string;
  language: string;
  productTitle: string;
  photos: number;
  videos: number;
}

interface ReviewState {
  deleted_at: number | null;
  held_reason: string | null;
}

/**
 * Decides and stores a review's reward in one write transaction (taken before anything is read,
 * so concurrent calls, even from servers sharing the file, never make two codes): the reward it
 * already has, else the best enabled reward it qualifies for, unless the review is gone or hidden by
 * the block list, the customer left no address, or the reward is once per customer and this one
 * has a code of the shop already.
 */
function decideReward(db: Database, candidate: RewardCandidate, now: number): { row: RewardRow; created: boolean } | null {
  return db
    .transaction(() => {
      const existing = rewardOfReview(db, candidate.reviewId);
      if (existing) return existing.shop_id === candidate.shopId ? { row: existing, created: false } : null;
      const review = db
        .prepare('SELECT deleted_at, held_reason FROM reviews WHERE id = ? AND shop_id = ?')
        .get(candidate.reviewId, candidate.shopId) as ReviewState | undefined;
      if (!review || review.deleted_at !== null || review.held_reason === 'blocked') return null;
      const email = candidate.customerEmail.trim();
      if (email === '') return null;
      const settings = readCollectSettings(db, candidate.shopId, 'rewards');
      const kind = rewardKindFor(settings, { photos: candidate.photos, videos: candidate.videos });
      if (!kind) return null;
      const reward = settings[kind];
      if (reward.oncePerCustomer && customerHasReward(db, candidate.shopId, email)) return null;
      const language = customerLanguage(db, candidate.shopId, candidate.language);
      const row = insertReward(db, { shopId: candidate.shopId, reviewId: candidate.reviewId, kind, reward, customerEmail: email, language, now });
      db.prepare('UPDATE reviews SET incentivized = 1 WHERE id = ?').run(candidate.reviewId);
      return { row, created: true };
    })
    .immediate();
}

/**
 * Gives a review its reward, once: the best enabled reward it qualifies for (not again for a
 * customer who had one when the reward is once per customer), a new code stored with the review,
 * the review marked incentivized, the code emailed with the reward's template. Null when no reward
 * applies. Calling it again for the same review answers the same code and sends nothing. A failed
 * email does not take the reward back: the collect jobs send it again later.
 */
export async function grantReward(ctx: RewardContext, candidate: RewardCandidate, now: number): Promise<FormReward | null> {
  const granted = decideReward(ctx.db, candidate, now);
  if (!granted) return null;
  if (granted.created) await emailReward(ctx, granted.row, now, candidate.customerName);
  const shop = getShopById(ctx.db, candidate.shopId);
  return formReward(granted.row, shop ? shopCurrency(shop) : 'USD');
}
