import { fromPromise } from 'xstate';
import { saveBarMachine, type SaveInput } from '../../../machines/save-bar/save-bar.machine';
import type { SettingValues } from '../../../machines/save-bar/save-bar.types';
import type { ReviewRequestProducts } from '../../contract/collect';
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

/**
 * /settings/language: the storefront language (save_shop_settings, then told to startup) and the
 * custom words of `wordsLanguage` (empty fields dropped), in parallel.
 */
export function languageSettingsSave(runtime: Runtime, wordsLanguage: string): SaveSettings {
  return async ({ unsaved }) => {
    const jobs: Promise<unknown>[] = [];
    if ('language' in unsaved) {
      jobs.push(
        runtime.api.settings
          .saveShopSettings({ language: String(unsaved.language) })
          .then((userSettings) => runtime.startup.send({ type: 'startup.settingsSaved', userSettings })),
      );
    }
    if ('words' in unsaved) {
      const words = Object.fromEntries(Object.entries(unsaved.words as Record<string, string>).filter(([, v]) => v.trim() !== ''));
      jobs.push(runtime.api.languages.setSelfDefinedWords(wordsLanguage, words));
    }
    await Promise.all(jobs);
  };
}

/** /collect/review_request_product: the mode and the chosen products, as the server saved them. */
export function reviewRequestProductsSave(runtime: Runtime): SaveSettings {
  return async ({ unsaved, current }) => {
    const next = { ...current, ...unsaved } as unknown as ReviewRequestProducts;
    const answer = await runtime.api.collect.saveReviewRequestProducts({ mode: next.mode, products: next.products });
    return { mode: answer.mode, products: answer.products };
  };
}
