import { sendPhotoReminders, type FollowUpContext } from './follow-ups';
import { publishHeldReviews } from './auto-publish';
import { sendRewardEmails } from './reward-jobs';

/** What one run of the collect jobs did. */
export interface CollectJobResult {
  /** Held reviews published after their 14 days. */
  published: number;
  /** Reward code emails sent late. */
  rewardsResent: number;
  /** Reward reminders sent before expiry. */
  rewardReminders: number;
  /** Photo/video reminders sent for reviews without media. */
  photoReminders: number;
}

/**
 * The timed work of collecting, run by the scheduler's tick and when the demo clock moves: held
 * reviews whose 14 days have passed are published, then the reward emails and photo/video reminders that are due go out.
 */
export async function runCollectJobs(ctx: FollowUpContext, now: number): Promise<CollectJobResult> {
  const published = publishHeldReviews(ctx.db, now);
  const rewards = await sendRewardEmails(ctx, now);
  const photoReminders = await sendPhotoReminders(ctx, now);
  return { published, rewardsResent: rewards.resent, rewardReminders: rewards.reminders, photoReminders };
}
