import type { SettingValues } from '../save-bar/save-bar.types';
import { EMAIL_TRIGGER_MAX, EMAIL_TRIGGER_MIN } from '../../src/contract/constants';
import { DEFAULT_REQUEST_SETTINGS, type OrderQualification, type RequestSettings, type RequestTrigger } from '../../src/contract/review-requests';

/**
 * The review-request timing as the save bar holds it: the day counts as typed (text, validated at
 * their fields), the rest as saved, and the version the edits started from.
 */
export interface TimingValues {
  enabled: boolean;
  trigger: RequestTrigger;
  days: string;
  reminderEnabled: boolean;
  reminderDays: string;
  qualify: OrderQualification;
  excludeTags: string[];
  version: number | undefined;
}

/** The save bar's values of saved settings. */
export function timingValuesOf(settings: RequestSettings): TimingValues & SettingValues {
  return {
    enabled: settings.enabled,
    trigger: settings.trigger,
    days: String(settings.days),
    reminderEnabled: settings.reminderEnabled,
    reminderDays: String(settings.reminderDays),
    qualify: settings.qualify,
    excludeTags: settings.excludeTags,
    version: settings.version,
  };
}

const validDays = (n: number) => Number.isInteger(n) && n > EMAIL_TRIGGER_MIN && n < EMAIL_TRIGGER_MAX;

/**
 * The settings to save from the save bar's values (the day counts as numbers). A reminder that is
 * off keeps a valid day count (its hidden field may hold an unfinished edit).
 */
export function settingsOfValues(values: SettingValues): RequestSettings {
  const v = values as unknown as TimingValues;
  const reminderDays = Number(v.reminderDays);
  return {
    enabled: v.enabled,
    trigger: v.trigger,
    days: Number(v.days),
    reminderEnabled: v.reminderEnabled,
    reminderDays: v.reminderEnabled || validDays(reminderDays) ? reminderDays : DEFAULT_REQUEST_SETTINGS.reminderDays,
    qualify: v.qualify,
    excludeTags: v.excludeTags,
    ...(v.version === undefined ? {} : { version: v.version }),
  };
}

/** A tag to add to the excluded ones: trimmed, not empty, not there already (case-insensitive). */
export function addTag(tags: readonly string[], raw: string, maxLength: number, maxTags: number): string[] {
  const tag = raw.trim().slice(0, maxLength);
  if (!tag || tags.length >= maxTags || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}
