import { fillWord } from '../../contract/widget-words';
import { reviews } from '../../locales/en/widget-words.json';

/** The review list's English words: shown when the settings (and their words) could not be loaded. */
const FALLBACK: Record<string, string> = Object.fromEntries(Object.entries(reviews).map(([key, text]) => [`reviews.${key}`, text]));

/** The widget words of one language with their placeholders filled: `t('reviews.based_on', { count: 3 })`. */
export type Words = { t: (key: string, values?: Record<string, string | number>) => string; lang: string };

/**
 * Words over the settings' flat `group.key` map (the server already falls back to English for a
 * missing word; the review list's English words cover the rest). A key missing everywhere shows as
 * itself, so a gap is visible, never blank.
 */
export function wordsOf(map: Record<string, string>, lang: string): Words {
  return { lang, t: (key, values) => fillWord(map[key] ?? FALLBACK[key] ?? key, values) };
}

/** A count word with a singular form: `reviews.based_on_single` for 1, else `reviews.based_on` filled. */
export function countWord(words: Words, key: string, count: number): string {
  return count === 1 && words.t(`${key}_single`) !== `${key}_single` ? words.t(`${key}_single`, { count }) : words.t(key, { count });
}
