import { fromPromise } from 'xstate';
import { saveBarMachine, type SaveInput } from '../../../machines/save-bar/save-bar.machine';
import { SaveConflict, type SettingValues } from '../../../machines/save-bar/save-bar.types';
import { conflictValues } from '../../api/parse';
import { reviewRequestProductsSchema, type ReviewRequestProducts } from '../../contract/collect';
import { selfDefinedWordsSchema } from '../../contract/languages';
import { userSettingsSchema } from '../../contract/settings';
import type { Runtime } from '../runtime';

/** A screen's save: gets the unsaved settings, answers the saved values (or nothing to keep what was sent). */
export type SaveSettings = (input: SaveInput) => Promise<SettingValues | void>;

/**
 * A save bar machine whose save actor calls the save `current()` returns at the time of the
 * save, so a screen whose save depends on changing data (the address, loader data) never runs
 * an old one.
 */
export function saveBarMachineWith(current: () => SaveSettings) {
  return saveBarMachine.provide({ actors: { save: fromPromise(({ input }) => current()(input)) } });
}

/** The words map of a json_data text (empty when it is not a JSON object). */
export function wordsOf(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const versionOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * /settings/language: the storefront language (save_shop_settings, then told to startup) and the
 * custom words of `wordsLanguage` (empty fields dropped), in parallel, each from the version it was
 * loaded with (`settingsVersion`, `wordsVersion`). When either was saved elsewhere since, the save
 * rejects with a SaveConflict holding the other values (and what did save), so nothing is lost.
 */
export function languageSettingsSave(runtime: Runtime, wordsLanguage: string): SaveSettings {
  return async ({ unsaved, current }) => {
    const saved: SettingValues = {};
    const theirs: SettingValues = {};
    let stale = false;
    const jobs: Promise<unknown>[] = [];
    if ('language' in unsaved) {
      jobs.push(
        runtime.api.settings
          .saveShopSettings({ language: String(unsaved.language), ...versioned(current.settingsVersion) })
          .then((userSettings) => {
            runtime.startup.send({ type: 'startup.settingsSaved', userSettings });
            Object.assign(saved, { language: userSettings.language, settingsVersion: userSettings.version });
          }, (error: unknown) => {
            const other = conflictValues(error, userSettingsSchema);
            if (!other) throw error;
            stale = true;
            runtime.startup.send({ type: 'startup.settingsSaved', userSettings: other });
            Object.assign(theirs, { language: other.language, settingsVersion: other.version });
          }),
      );
    }
    if ('words' in unsaved) {
      const words = Object.fromEntries(Object.entries(unsaved.words as Record<string, string>).filter(([, v]) => v.trim() !== ''));
      jobs.push(
        runtime.api.languages.setSelfDefinedWords(wordsLanguage, words, versionOf(current.wordsVersion)).then(
          (answer) => Object.assign(saved, { words: wordsOf(answer.json_data), wordsVersion: answer.version }),
          (error: unknown) => {
            const other = conflictValues(error, selfDefinedWordsSchema);
            if (!other) throw error;
            stale = true;
            Object.assign(theirs, { words: wordsOf(other.json_data), wordsVersion: other.version });
          },
        ),
      );
    }
    await Promise.all(jobs);
    if (stale) throw new SaveConflict({ ...saved, ...theirs });
    return saved;
  };
}

function versioned(version: unknown): { version?: number } {
  const v = versionOf(version);
  return v === undefined ? {} : { version: v };
}

/** /collect/review_request_product: the mode and the chosen products, as the server saved them (or a SaveConflict with the other choice). */
export function reviewRequestProductsSave(runtime: Runtime): SaveSettings {
  return async ({ unsaved, current }) => {
    const next = { ...current, ...unsaved } as unknown as ReviewRequestProducts;
    try {
      const answer = await runtime.api.collect.saveReviewRequestProducts({ mode: next.mode, products: next.products, ...versioned(current.version) });
      return { mode: answer.mode, products: answer.products, version: answer.version };
    } catch (error) {
      const other = conflictValues(error, reviewRequestProductsSchema);
      if (!other) throw error;
      throw new SaveConflict({ mode: other.mode, products: other.products, version: other.version });
    }
  };
}
