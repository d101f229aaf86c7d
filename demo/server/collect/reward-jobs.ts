import type { Database } from 'better-sqlite3';
import { readCollectSettings } from './settings-store';
import { emailReward, sendRewardEmail, type RewardMailContext } from './reward-email';
import { claimReminder, dropReminder, dueReminders, releaseReminder, unsentRewards } from './reward-store';

const DAY_MS = 86_400_000;
/** A code email not sent within this time of the reward (a template error that stays) is no longer tried. */
const RESEND_WINDOW_MS = 3 * DAY_MS;
/** A code email is left to the submit that granted it for this long before a job sends it. */
const RESEND_AFTER_MS = 60_000;
/** A send that failed is tried again this much later. */
export const REWARD_RETRY_MS = 10 * 60_000;
/** Most emails of each kind one run sends. */
const RUN_LIMIT = 200;

/** When each reward whose code email failed may be tried again, per database (kept by this process only). */
const nextAttempt = new WeakMap<Database, Map<number, number>>();

/** What one run of the reward jobs sent. */
export interface RewardJobResult {
  /** Code emails sent late (their first send failed or was interrupted). */
  resent: number;
  reminders: number;
}

/** Sends the code emails that did not go out when the reward was given (SMTP down, a crash), each failure tried again later. */
async function resendCodes(ctx: RewardMailContext, now: number): Promise<number> {
  const waits = nextAttempt.get(ctx.db) ?? new Map<number, number>();
  nextAttempt.set(ctx.db, waits);
  let resent = 0;
  for (const row of unsentRewards(ctx.db, now - RESEND_WINDOW_MS, now - RESEND_AFTER_MS, RUN_LIMIT)) {
    if ((waits.get(row.id) ?? 0) > now) continue;
    if (await emailReward(ctx, row, now)) {
      resent++;
      waits.delete(row.id);
    } else waits.set(row.id, now + REWARD_RETRY_MS);
  }
  return resent;
}

/**
 * Sends the code emails that did not go out when the reward was given, then the reminders that
 * are due before their code expires: each once (claimed first, so two runs or two servers never
 * both send it; due again {@link REWARD_RETRY_MS} later when the send fails). A reminder the
 * merchant turned off since the code was given is dropped.
 */
export async function sendRewardEmails(ctx: RewardMailContext, now: number): Promise<RewardJobResult> {
  const resent = await resendCodes(ctx, now);
  let reminders = 0;
  for (const row of dueReminders(ctx.db, now, RUN_LIMIT)) {
    if (!readCollectSettings(ctx.db, row.shop_id, 'rewards')[row.kind].reminderEnabled) {
      dropReminder(ctx.db, row.id);
      continue;
    }
    if (!claimReminder(ctx.db, row.id, now)) continue;
    if (await sendRewardEmail(ctx, row, { reminder: true })) reminders++;
    else releaseReminder(ctx.db, row.id, now, now + REWARD_RETRY_MS);
  }
  return { resent, reminders };
}
