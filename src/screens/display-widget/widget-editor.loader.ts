import type { Runtime } from '../../app/runtime';
import { startupData } from '../../app/startup-data';
import type { LanguageItem, SelfDefinedWords } from '../../contract/languages';
import type { UserSettings } from '../../contract/settings';
import type { WidgetDisplayAnswer } from '../../contract/widgets';
import { sharedCall } from '../../routes/shared-call';

/** What a widget's page needs. */
export interface WidgetEditorData {
  settings: UserSettings;
  displays: WidgetDisplayAnswer;
  /** The store's storefront languages. */
  languages: LanguageItem[];
  /** The merchant's words of the widget language (with its defaults). */
  words: SelfDefinedWords;
  /** The shop's myshopify domain (the preview reads its published reviews). */
  shop: string;
  /** The shop's name (widgets that name the store show it). */
  shopName: string;
}

/**
 * Loads a widget's page in one round, in parallel: the review-widget settings, every widget's
 * display, the storefront languages and the words of the widget language (the language comes from
 * startup's settings, which the admin layout has already waited for).
 */
export async function loadWidgetEditor(runtime: Runtime): Promise<WidgetEditorData> {
  const startup = await startupData(runtime.startup);
  const language = startup?.userSettings.language ?? 'en';
  const { api } = runtime;
  const [settings, displays, languages, words] = await Promise.all([
    sharedCall(runtime, 'userSettings', () => api.settings.getUserSettings()),
    sharedCall(runtime, 'widgetDisplay', () => api.widgets.getDisplay()),
    sharedCall(runtime, 'shopLanguages', () => api.languages.getShopLanguages()),
    sharedCall(runtime, `words:${language}`, () => api.languages.getSelfDefinedWords(language)),
  ]);
  return { settings, displays, languages, words, shop: startup?.userInfo.myshopify_domain ?? '', shopName: startup?.userInfo.name ?? '' };
}
