import { qaSettingsSchema, type QaSettings } from '../contract/qa-settings';
import type { HttpClient } from './http';
import { answer, conflictValues } from './parse';

/**
 * The Q&A settings (SPEC §4: cached once per page life): read once, then answered from the cache;
 * a save (or a save refused as stale, which carries the saved values) refreshes the cache.
 */
export function qaSettingsApi(http: HttpClient) {
  let cached: Promise<QaSettings> | null = null;
  return {
    /** The Q&A settings with their version (one request per page life; a failed one is tried again next time). */
    getQaSettings(): Promise<QaSettings> {
      cached ??= http.get('api/v1/admin/get_qa_settings').then(answer(qaSettingsSchema)).catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
    /** Saves the Q&A settings from the version they were loaded with (a newer saved one rejects with a conflict, see conflictValues). */
    async saveQaSettings(value: QaSettings): Promise<QaSettings> {
      try {
        const saved = await http.post('api/v1/admin/set_qa_settings', value).then(answer(qaSettingsSchema));
        cached = Promise.resolve(saved);
        return saved;
      } catch (error) {
        const theirs = conflictValues(error, qaSettingsSchema);
        if (theirs) cached = Promise.resolve(theirs);
        throw error;
      }
    },
  };
}
