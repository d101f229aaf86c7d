import { SaveConflict } from '../../../machines/save-bar/save-bar.types';
import { conflictValues } from '../../api/parse';
import type { SaveSettings } from '../../app/actors/save-bar.actors';
import type { Runtime } from '../../app/runtime';
import { rewardSettingsSchema } from '../../contract/review-rewards';
import { settingsOfValues, valuesOfSettings, type RewardValues } from './reward-form';

/**
 * /collect/discount: saves the three rewards as a whole from the version they were loaded with and
 * answers them as saved; a stale save rejects with a SaveConflict holding the values saved elsewhere.
 */
export function rewardsSave(runtime: Runtime): SaveSettings {
  return async ({ unsaved, current }) => {
    const next: RewardValues = { ...current, ...unsaved };
    try {
      return valuesOfSettings(await runtime.api.reviewSettings.saveRewards(settingsOfValues(next)));
    } catch (error) {
      const other = conflictValues(error, rewardSettingsSchema);
      if (!other) throw error;
      throw new SaveConflict(valuesOfSettings(other));
    }
  };
}
