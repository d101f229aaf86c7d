import { conflictValues } from '../../api/parse';
import { qaSettingsSchema, type QaSettings } from '../../contract/qa-settings';
import type { Runtime } from '../runtime';
import { provideTask } from './task.actors';

/** Reads the Q&A settings (cached once per page life by the API module). */
export const loadQaSettingsTask = (runtime: Runtime) => provideTask((_: void) => runtime.api.qaSettings.getQaSettings());

/** What a Q&A settings save answers: the saved values, or the values saved elsewhere since (a stale save). */
export type QaSaveOutcome = { saved: QaSettings } | { theirs: QaSettings };

/** Saves the Q&A settings; a stale save answers the other values instead of failing, so the screen offers Keep mine. */
export const saveQaSettingsTask = (runtime: Runtime) =>
  provideTask(async (value: QaSettings): Promise<QaSaveOutcome> => {
    try {
      return { saved: await runtime.api.qaSettings.saveQaSettings(value) };
    } catch (error) {
      const theirs = conflictValues(error, qaSettingsSchema);
      if (!theirs) throw error;
      return { theirs };
    }
  });
