import { conflictValues } from '../../api/parse';
import type { Runtime } from '../../app/runtime';
import { provideTask } from '../../app/actors/task.actors';
import { replySettingsSchema, type ReplySettings } from '../../contract/review-rewards';

/** What saving the reply setting answers: the saved setting, and whether it had been changed elsewhere since loaded. */
export interface ReplySaveResult {
  settings: ReplySettings;
  stale: boolean;
}

/** Saves "Email reviewers when you reply" from its version; a stale save answers the setting saved elsewhere. */
export const saveReplySettingTask = (runtime: Runtime) =>
  provideTask(async (input: ReplySettings): Promise<ReplySaveResult> => {
    try {
      return { settings: await runtime.api.reviewSettings.saveReply(input), stale: false };
    } catch (error) {
      const other = conflictValues(error, replySettingsSchema);
      if (!other) throw error;
      return { settings: other, stale: true };
    }
  });
