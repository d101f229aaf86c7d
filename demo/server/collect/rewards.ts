import type { Database } from 'better-sqlite3';
import type { FormReward } from '../../../src/contract/review-form';
import type { Mailer } from '../mail';

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

/**
 * Gives a review its reward, once: the best enabled reward it qualifies for (not again for a
 * customer who had one when the reward is once per customer), a new code stored with the review,
 * the review marked incentivized, the code emailed with the reward's template. Null when no reward
 * applies. Calling it again for the same review answers the same code and sends nothing.
 */
export async function grantReward(_ctx: RewardContext, _candidate: RewardCandidate, _now: number): Promise<FormReward | null> {
  return null;
}
