import en from '../../../locales/en/widget-words.json';
import type { WidgetWordGroup } from '../../../contract/widget-words';

/** Longest word a merchant may set. */
export const WORD_MAX = 500;

/** The words of a text group, as the English source lists them. */
export function wordKeysOf(group: WidgetWordGroup): string[] {
  return Object.keys(en[group]);
}

/** The English default of a word (when a language's defaults lack it). */
export function englishWord(group: WidgetWordGroup, key: string): string {
  return (en[group] as Record<string, string>)[key] ?? '';
}

/** The `{{placeholders}}` of a text, each once, as written (`{{count}}`). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => `{{${m[1]}}}`))];
}

/** The placeholders of the default that a merchant's text leaves out (the storefront cannot show their values). */
export function missingPlaceholders(defaultText: string, text: string): string[] {
  const kept = new Set(placeholdersOf(text));
  return placeholdersOf(defaultText).filter((p) => !kept.has(p));
}
