import type { Database } from 'better-sqlite3';
import * as z from 'zod/mini';
import { WIDGET_WORDS } from '../domain/widget-words';

const DEFAULT_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(WIDGET_WORDS).flatMap(([group, words]) => Object.entries(words).map(([key, text]) => [`${group}.${key}`, text])),
);

const storedWords = z.record(z.string(), z.string());

/**
 * The words the widgets show in one language, keyed `group.key`: the English defaults with the
 * shop's own words for that language over them (an unreadable or unknown stored word is ignored).
 */
export function widgetWords(db: Database, shopId: number, language: string): Record<string, string> {
  const row = db.prepare('SELECT json_data FROM shop_selfdefine_langs WHERE shop_id = ? AND lang = ?').get(shopId, language) as
    { json_data: string } | undefined;
  let own: Record<string, string> = {};
  try {
    const parsed = storedWords.safeParse(row ? JSON.parse(row.json_data) : {});
    if (parsed.success) own = parsed.data;
  } catch {
    own = {};
  }
  const known = Object.entries(own).filter(([key]) => key in DEFAULT_WORDS);
  return { ...DEFAULT_WORDS, ...Object.fromEntries(known) };
}
