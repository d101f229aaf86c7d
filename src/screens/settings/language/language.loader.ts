import type { LanguageItem, SelfDefinedWords } from '../../../contract/languages';
import type { Runtime } from '../../../app/runtime';
import { wordsOf } from '../../../app/actors/save-bar.actors';
import { startupData } from '../../../app/startup-data';

/** What the language settings page needs. */
export interface LanguagePageData {
  shopLanguages: LanguageItem[];
  storefrontLanguage: string;
  /** Version of the shop settings the storefront language was read from. */
  settingsVersion: number | undefined;
  wordsLanguage: string;
  words: SelfDefinedWords;
  /** The merchant's words parsed from json_data. */
  custom: Record<string, string>;
}

/**
 * Loads the store's languages and the custom words of the chosen language (all in parallel).
 * The storefront language comes from startup's settings, so it waits for startup first (after a
 * reload the page's loader runs before startup has answered).
 */
export async function loadLanguagePage({ runtime, deps }: { runtime: Runtime; deps: Record<string, unknown> }): Promise<LanguagePageData> {
  const settings = (await startupData(runtime.startup))?.userSettings;
  const settingsLang = settings?.language ?? 'en';
  const wordsLanguage = typeof deps.lang === 'string' && deps.lang ? deps.lang : settingsLang;
  const [shopLanguages, words] = await Promise.all([
    runtime.api.languages.getShopLanguages(),
    runtime.api.languages.getSelfDefinedWords(wordsLanguage),
  ]);
  return { shopLanguages, storefrontLanguage: settingsLang, settingsVersion: settings?.version, wordsLanguage, words, custom: wordsOf(words.json_data) };
}
