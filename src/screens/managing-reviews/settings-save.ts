import type * as z from 'zod/mini';
import type { SaveInput } from '../../../machines/save-bar/save-bar.machine';
import { SaveConflict, type SettingValues } from '../../../machines/save-bar/save-bar.types';
import type { SaveSettings } from '../../app/actors/save-bar.actors';
import { conflictValues } from '../../api/parse';
import type { Runtime } from '../../app/runtime';
import { attributesSettingsSchema, autoLeaveSettingsSchema, moderationRulesSchema } from '../../contract/review-rules';
import { cleanAttribute } from '../../../machines/review-rules/attributes-form';
import { prepareAutoLeave } from '../auto-leave/placement-values';

/**
 * The save of settings saved as a whole with a version (publishing rules, custom questions, the
 * thank-you/checkout form): sends the saved values with the edits on top (`prepare` may clean
 * them) from the version they were loaded with, answers what the server saved; when they were
 * saved elsewhere since, rejects with a SaveConflict holding those values so the edits stay.
 */
function wholeSettingsSave<S extends z.ZodMiniType<{ version?: number | undefined }>>(
  schema: S,
  send: (value: z.output<S>) => Promise<z.output<S>>,
  prepare: (value: z.output<S>) => z.output<S> = (value) => value,
): SaveSettings {
  return async ({ unsaved, current }: SaveInput) => {
    const next = prepare({ ...current, ...unsaved } as z.output<S>);
    try {
      return (await send(next)) as SettingValues;
    } catch (error) {
      const theirs = conflictValues(error, schema);
      if (!theirs) throw error;
      throw new SaveConflict(theirs as SettingValues);
    }
  };
}

/** /collect/managing_reviews: the publishing rules, saved as a whole. */
export const moderationSave = (runtime: Runtime) => wholeSettingsSave(moderationRulesSchema, runtime.api.reviewSettings.saveModeration);

/** /collect/attributes: every custom question (texts trimmed, empty translations dropped), saved as a whole. */
export const attributesSave = (runtime: Runtime) =>
  wholeSettingsSave(attributesSettingsSchema, runtime.api.reviewSettings.saveAttributes, (value) => ({ ...value, attributes: value.attributes.map(cleanAttribute) }));

/** /collect/auto_leave_reviews and its pages: both placements, the other one as it was loaded. */
export const autoLeaveSave = (runtime: Runtime) => wholeSettingsSave(autoLeaveSettingsSchema, runtime.api.reviewSettings.saveAutoLeave, prepareAutoLeave);
