import type { i18n as I18n } from 'i18next';

let page: I18n | null = null;

/** Makes `instance` (the page's, from `createI18n`) the one that words errors raised outside React. */
export function setPageTranslator(instance: I18n): void {
  page = instance;
}

/**
 * An error text raised outside React (session tokens, workers) in the interface language, from the
 * `common` namespace; `english` while no translation is at hand.
 */
export function pageText(key: string, english: string): string {
  return page?.t(key, { ns: 'common', defaultValue: english }) ?? english;
}
