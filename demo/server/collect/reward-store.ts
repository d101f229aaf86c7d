import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { DiscountValueType, Reward, RewardKind } from '../../../src/contract/review-rewards';

/*
 * The discount codes given for reviews (`review_rewards`): one per review, a code unique per shop,
 * when it expires, when it was emailed, when its reminder is due and when it went.
 */

/** One stored reward. */
export interface RewardRow {
  id: number;
  shop_id: number;
  review_id: number;
  kind: RewardKind;
  code: string;
  value_type: DiscountValueType;
  value: number;
  min_order: number;
  customer_email: string;
  language: string;
  created_at: number;
  expires_at: number | null;
  emailed_at: number | null;
  reminder_due_at: number | null;
  reminder_sent_at: number | null;
}

const DAY_MS = 86_400_000;

/** The start of every code: says what it is where a customer pastes it. */
export const REWARD_CODE_PREFIX = 'THANKS-';
/** Letters and digits of a code: 32 of them, without 0, O, 1 and I, which are read wrong. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Characters after the prefix: 32^8 ≈ 10^12 codes, none guessable from another. */
const CODE_LENGTH = 8;

/** A new random code, `THANKS-` and 8 characters (uniform: 256 is a multiple of 32). */
export function newRewardCode(): string {
  return REWARD_CODE_PREFIX + [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The reward of a review, or undefined. */
export function rewardOfReview(db: Database, reviewId: number): RewardRow | undefined {
  return db.prepare('SELECT * FROM review_rewards WHERE review_id = ?').get(reviewId) as RewardRow | undefined;
}

/** True when a customer (email, any case) already has a code of the shop. */
export function customerHasReward(db: Database, shopId: number, email: string): boolean {
  return db.prepare('SELECT 1 FROM review_rewards WHERE shop_id = ? AND customer_email = ? LIMIT 1').get(shopId, email) !== undefined;
}

/** What a new reward is stored with. */
export interface NewReward {
  shopId: number;
  reviewId: number;
  kind: RewardKind;
  reward: Reward;
  customerEmail: string;
  language: string;
  now: number;
}

/** Most attempts at a code not yet used in the shop (a clash is already a one-in-a-billion event). */
const CODE_ATTEMPTS = 5;

/**
 * Stores a review's reward with a new code: the expiry from `expiresDays` (none for 0), the reminder
 * `reminderDays` before it when on. The caller holds the transaction and has checked that the review
 * has none. A code clash draws another.
 */
export function insertReward(db: Database, next: NewReward): RewardRow {
  const { reward, now } = next;
  const expiresAt = reward.expiresDays > 0 ? now + reward.expiresDays * DAY_MS : null;
  const reminderDueAt = reward.reminderEnabled && expiresAt !== null ? expiresAt - reward.reminderDays * DAY_MS : null;
  const insert = db.prepare(`INSERT INTO review_rewards (shop_id, review_id, kind, code, value_type, value, min_order, customer_email,
      language, created_at, expires_at, reminder_due_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (shop_id, code) DO NOTHING`);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const inserted = insert.run(
      next.shopId, next.reviewId, next.kind, newRewardCode(), reward.valueType, reward.value, reward.minOrder, next.customerEmail,
      next.language, now, expiresAt, reminderDueAt,
    );
    if (inserted.changes === 1) return db.prepare('SELECT * FROM review_rewards WHERE id = ?').get(inserted.lastInsertRowid) as RewardRow;
  }
  throw new Error(`No free reward code for review ${next.reviewId} after ${CODE_ATTEMPTS} attempts`);
}

/** Records that a reward's code was emailed. */
export function markRewardEmailed(db: Database, id: number, now: number): void {
  db.prepare('UPDATE review_rewards SET emailed_at = ? WHERE id = ? AND emailed_at IS NULL').run(now, id);
}

/** Rewards whose code email has not gone out (a failed or interrupted send), created after `since`, oldest first. */
export function unsentRewards(db: Database, since: number, before: number, limit: number): RewardRow[] {
  return db
    .prepare('SELECT * FROM review_rewards WHERE emailed_at IS NULL AND created_at > ? AND created_at <= ? ORDER BY created_at, id LIMIT ?')
    .all(since, before, limit) as RewardRow[];
}

/** Rewards whose reminder is due and not sent, and whose code has not expired, soonest first. */
export function dueReminders(db: Database, now: number, limit: number): RewardRow[] {
  return db
    .prepare(`SELECT * FROM review_rewards WHERE reminder_sent_at IS NULL AND reminder_due_at <= ? AND expires_at > ?
      ORDER BY reminder_due_at, id LIMIT ?`)
    .all(now, now, limit) as RewardRow[];
}

/** Takes a due reminder for sending (true when this caller got it): only one sender ever does. */
export function claimReminder(db: Database, id: number, now: number): boolean {
  return db.prepare('UPDATE review_rewards SET reminder_sent_at = ? WHERE id = ? AND reminder_sent_at IS NULL').run(now, id).changes === 1;
}

/** Gives back a claimed reminder whose send failed: due again at `retryAt` (a run after that tries it again). */
export function releaseReminder(db: Database, id: number, claimedAt: number, retryAt: number): void {
  db.prepare('UPDATE review_rewards SET reminder_sent_at = NULL, reminder_due_at = ? WHERE id = ? AND reminder_sent_at = ?').run(retryAt, id, claimedAt);
}

/** Drops the reminder of a reward whose reminder the merchant turned off since the code was given. */
export function dropReminder(db: Database, id: number): void {
  db.prepare('UPDATE review_rewards SET reminder_due_at = NULL WHERE id = ? AND reminder_sent_at IS NULL').run(id);
}
