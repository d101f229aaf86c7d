import {
  MAX_REWARD_EXPIRY_DAYS,
  MAX_REWARD_REMINDER_DAYS,
  REWARD_KINDS,
  type DiscountValueType,
  type Reward,
  type RewardKind,
  type RewardSettings,
} from '../../contract/review-rewards';
import { validateDiscountValue } from '../../lib/validation';

/** One reward as the page edits it: numbers kept as the merchant typed them. */
export interface RewardDraft {
  enabled: boolean;
  valueType: DiscountValueType;
  value: string;
  expiresDays: string;
  minOrder: string;
  oncePerCustomer: boolean;
  reminderEnabled: boolean;
  reminderDays: string;
}

/** The drafts of the three rewards, by kind. */
export type RewardDrafts = Record<RewardKind, RewardDraft>;

/**
 * The page's save-bar values: every field of every reward under `<kind>.<field>` (so an edit of
 * one field, kept over values saved in another tab, changes only that field) and the version.
 */
export type RewardValues = Record<string, unknown>;

const DRAFT_FIELDS = ['enabled', 'valueType', 'value', 'expiresDays', 'minOrder', 'oncePerCustomer', 'reminderEnabled', 'reminderDays'] as const;

/** The save-bar key of one field of one reward. */
export const rewardKey = (kind: RewardKind, field: keyof RewardDraft): string => `${kind}.${field}`;

/** The fields of a draft that can be wrong. */
export type RewardField = 'value' | 'expiresDays' | 'minOrder' | 'reminderDays';

/** Message keys (namespace `review-rewards`) of a draft's wrong fields. */
export type RewardErrors = Partial<Record<RewardField, string>>;

const draftOf = (reward: Reward): RewardDraft => ({
  enabled: reward.enabled,
  valueType: reward.valueType,
  value: String(reward.value),
  expiresDays: String(reward.expiresDays),
  minOrder: String(reward.minOrder),
  oncePerCustomer: reward.oncePerCustomer,
  reminderEnabled: reward.reminderEnabled,
  reminderDays: String(reward.reminderDays),
});

/** The save-bar values of saved settings (what the save bar starts from). */
export function valuesOfSettings(settings: RewardSettings): RewardValues {
  const values: RewardValues = settings.version === undefined ? {} : { version: settings.version };
  for (const kind of REWARD_KINDS) {
    const draft = draftOf(settings[kind]);
    for (const field of DRAFT_FIELDS) values[rewardKey(kind, field)] = draft[field];
  }
  return values;
}

/** The drafts the save-bar values hold. */
export function draftsOf(values: RewardValues): RewardDrafts {
  const one = (kind: RewardKind) =>
    Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[rewardKey(kind, field)]])) as unknown as RewardDraft;
  return { any: one('any'), photo: one('photo'), video: one('video') };
}

const rewardOf = (draft: RewardDraft): Reward => ({
  enabled: draft.enabled,
  valueType: draft.valueType,
  value: Number(draft.value),
  expiresDays: Number(draft.expiresDays),
  minOrder: Number(draft.minOrder),
  oncePerCustomer: draft.oncePerCustomer,
  reminderEnabled: draft.reminderEnabled,
  reminderDays: Number(draft.reminderDays),
});

/** The settings to send for values without errors. */
export function settingsOfValues(values: RewardValues): RewardSettings {
  const drafts = draftsOf(values);
  return {
    any: rewardOf(drafts.any),
    photo: rewardOf(drafts.photo),
    video: rewardOf(drafts.video),
    ...(typeof values.version === 'number' ? { version: values.version } : {}),
  };
}

const isWhole = (raw: string, min: number, max: number) => /^\d+$/.test(raw.trim()) && Number(raw) >= min && Number(raw) <= max;
const isAmount = (raw: string) => /^\d+(\.\d{1,2})?$/.test(raw.trim()) && Number(raw) <= 1_000_000;

/**
 * The wrong fields of a draft: the discount value by SPEC §5 (`validateDiscountValue`), validity
 * 0..365 whole days, a minimum order of 0 or more with cents at most, and a reminder of 1..30 days
 * that comes before the code expires.
 */
export function rewardErrors(draft: RewardDraft): RewardErrors {
  const errors: RewardErrors = {};
  const value = validateDiscountValue(draft.valueType, draft.value);
  if (value) errors.value = value;
  if (!isWhole(draft.expiresDays, 0, MAX_REWARD_EXPIRY_DAYS)) errors.expiresDays = 'errors.expiresDays';
  if (!isAmount(draft.minOrder)) errors.minOrder = 'errors.minOrder';
  if (!isWhole(draft.reminderDays, 1, MAX_REWARD_REMINDER_DAYS)) errors.reminderDays = 'errors.reminderDays';
  else if (draft.reminderEnabled && !errors.expiresDays && Number(draft.expiresDays) > 0 && Number(draft.reminderDays) >= Number(draft.expiresDays)) {
    errors.reminderDays = 'errors.reminderBeforeExpiry';
  }
  return errors;
}

/** The wrong fields of every reward, by kind (kinds without errors left out). */
export function allRewardErrors(drafts: RewardDrafts): Partial<Record<RewardKind, RewardErrors>> {
  const out: Partial<Record<RewardKind, RewardErrors>> = {};
  for (const kind of REWARD_KINDS) {
    const errors = rewardErrors(drafts[kind]);
    if (Object.keys(errors).length > 0) out[kind] = errors;
  }
  return out;
}
