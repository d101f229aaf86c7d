import type { Database } from 'better-sqlite3';
import * as z from 'zod/mini';
import type { LanguageCode } from '../../../src/contract/constants';
import { defaultWidgetWords } from '../domain/widget-words';

const storedWords = z.record(z.string(), z.string());

/**
 * The words the widgets show in one language, keyed `group.key`: that language's defaults (English
 * where a default is missing) with the shop's own words for that language over them (an unreadable,
 * blank or unknown stored word is ignored).
 */
export function widgetWords(db: Database, shopId: number, language: LanguageCode): Record<string, string> {
  const defaults = defaultWidgetWords(language);
  const row = db.prepare('SELECT json_data FROM shop_selfdefine_langs WHERE shop_id = ? AND lang = ?').get(shopId, language) as
    { json_data: string } | undefined;
  let own: Record<string, string> = {};
  try {
    const parsed = storedWords.safeParse(row ? JSON.parse(row.json_data) : {});
    if (parsed.success) own = parsed.data;
  } catch {
    own = {};
  }
  const known = Object.entries(own).filter(([key, text]) => key in defaults && text.trim() !== '');
  return { ...defaults, ...Object.fromEntries(known) };
}
