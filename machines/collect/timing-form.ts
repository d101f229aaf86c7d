import type { SettingValues } from '../save-bar/save-bar.types';
import type { OrderQualification, RequestSettings, RequestTrigger } from '../../src/contract/review-requests';

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

/** The settings to save from the save bar's values (the day counts as numbers). */
export function settingsOfValues(values: SettingValues): RequestSettings {
  const v = values as unknown as TimingValues;
  return {
    enabled: v.enabled,
    trigger: v.trigger,
    days: Number(v.days),
    reminderEnabled: v.reminderEnabled,
    reminderDays: Number(v.reminderDays),
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
