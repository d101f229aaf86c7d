import * as z from 'zod/mini';
import { DISCOUNT_FIXED_DECIMALS, DISCOUNT_PERCENT_MAX } from './constants';

/*
 * Rewards for reviews (SPEC §2 /collect/discount, /settings/review_discount/{type}; §5 discount
 * value). A discount code is created once per rewarded review, emailed to the reviewer with its
 * own template, and a reminder goes before it expires. A rewarded review is marked incentivized.
 */

/** What a review must have to earn a reward: anything, a photo (or a video), a video. */
export const REWARD_KINDS = ['any', 'photo', 'video'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** Discount value types (SPEC §5): 1 percentage, 2 fixed amount in the shop's currency. */
export const DISCOUNT_VALUE_TYPES = [1, 2] as const;
export type DiscountValueType = (typeof DISCOUNT_VALUE_TYPES)[number];

/** Longest validity of a code, in days (0: it never expires); most days of the reminder before expiry. */
export const MAX_REWARD_EXPIRY_DAYS = 365;
export const MAX_REWARD_REMINDER_DAYS = 30;

/**
 * The SPEC §5 message key of a discount value, or null when valid: a percentage is > 0 and
 * ≤ 100 (`settings.discount.discountValueLimit`); a fixed amount is > 0 (`enterIntegerThanZero`)
 * with at most 2 decimals (`onlyTwoDecimal`).
 */
export function discountValueError(type: DiscountValueType, value: number): string | null {
  if (type === 1) return Number.isFinite(value) && value > 0 && value <= DISCOUNT_PERCENT_MAX ? null : 'settings.discount.discountValueLimit';
  if (!(Number.isFinite(value) && value > 0)) return 'enterIntegerThanZero';
  const scaled = value * 10 ** DISCOUNT_FIXED_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 ? null : 'onlyTwoDecimal';
}

const money = z.number().check(z.minimum(0), z.maximum(1_000_000));

/** One reward. */
export const rewardSchema = z
  .object({
    enabled: z.boolean(),
    valueType: z.union([z.literal(1), z.literal(2)]),
    value: z.number(),
    /** Days the code stays valid after the review (0: never expires). */
    expiresDays: z.int().check(z.minimum(0), z.maximum(MAX_REWARD_EXPIRY_DAYS)),
    /** Smallest order the code applies to, in the shop's currency (0: any order). */
    minOrder: money,
    /** One code per customer email, however many reviews they write. */
    oncePerCustomer: z.boolean(),
    /** Email a reminder this many days before the code expires (needs an expiry). */
    reminderEnabled: z.boolean(),
    reminderDays: z.int().check(z.minimum(1), z.maximum(MAX_REWARD_REMINDER_DAYS)),
  })
  .check(
    z.superRefine((reward, ctx) => {
      const error = discountValueError(reward.valueType, reward.value);
      if (error) ctx.issues.push({ code: 'custom', message: error, path: ['value'], input: reward.value });
      if (reward.reminderEnabled && reward.expiresDays > 0 && reward.reminderDays >= reward.expiresDays) {
        ctx.issues.push({ code: 'custom', message: 'reminderBeforeExpiry', path: ['reminderDays'], input: reward.reminderDays });
      }
    }),
  );
export type Reward = z.infer<typeof rewardSchema>;

/** Answer of `get_review_discount_setting` and payload of `save_review_discount_setting`. */
export const rewardSettingsSchema = z.object({
  any: rewardSchema,
  photo: rewardSchema,
  video: rewardSchema,
  version: z.optional(z.int().check(z.minimum(0))),
});
export type RewardSettings = z.infer<typeof rewardSettingsSchema>;

const offReward = (value: number): Reward => ({
  enabled: false,
  valueType: 1,
  value,
  expiresDays: 30,
  minOrder: 0,
  oncePerCustomer: true,
  reminderEnabled: true,
  reminderDays: 3,
});

/** Settings of a shop that never saved them: every reward off. */
export const DEFAULT_REWARD_SETTINGS: RewardSettings = { any: offReward(5), photo: offReward(10), video: offReward(15) };

/**
 * The reward a review earns: the best enabled one it qualifies for (a video earns the video
 * reward, else the photo one, else the one for any review), or null.
 */
export function rewardKindFor(settings: RewardSettings, media: { photos: number; videos: number }): RewardKind | null {
  if (media.videos > 0 && settings.video.enabled) return 'video';
  if (media.photos + media.videos > 0 && settings.photo.enabled) return 'photo';
  return settings.any.enabled ? 'any' : null;
}

// Reply emails.

/** Answer of `get_reply_review_setting` and payload of `save_reply_review_setting`: email a reviewer when the merchant replies. */
export const replySettingsSchema = z.object({
  enabled: z.boolean(),
  version: z.optional(z.int().check(z.minimum(0))),
});
export type ReplySettings = z.infer<typeof replySettingsSchema>;

export const DEFAULT_REPLY_SETTINGS: ReplySettings = { enabled: true };
