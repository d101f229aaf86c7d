import type { LanguageCode } from '../../../src/contract/constants';
import type { WidgetWordMap, WidgetWordTree } from '../../../src/contract/widget-words';
import en from '../../../src/locales/en/widget-words.json';
import cs from '../../../src/locales/cs/widget-words.json';
import da from '../../../src/locales/da/widget-words.json';
import de from '../../../src/locales/de/widget-words.json';
import es from '../../../src/locales/es/widget-words.json';
import fi from '../../../src/locales/fi/widget-words.json';
import fr from '../../../src/locales/fr/widget-words.json';
import it from '../../../src/locales/it/widget-words.json';
import ja from '../../../src/locales/ja/widget-words.json';
import ko from '../../../src/locales/ko/widget-words.json';
import nl from '../../../src/locales/nl/widget-words.json';
import no from '../../../src/locales/no/widget-words.json';
import pl from '../../../src/locales/pl/widget-words.json';
import ptPT from '../../../src/locales/pt-PT/widget-words.json';
import pt from '../../../src/locales/pt/widget-words.json';
import sv from '../../../src/locales/sv/widget-words.json';
import th from '../../../src/locales/th/widget-words.json';
import tr from '../../../src/locales/tr/widget-words.json';
import zhCN from '../../../src/locales/zh-CN/widget-words.json';
import zhTW from '../../../src/locales/zh-TW/widget-words.json';

type Tree = { [group: string]: { [key: string]: string } };

const FILES: Record<LanguageCode, Tree> = { en, cs, da, de, es, fr, it, nl, no, pl, pt, 'pt-PT': ptPT, fi, sv, tr, th, ja, 'zh-CN': zhCN, 'zh-TW': zhTW, ko };

/** The English widget words by group (SPEC §3 text groups): the keys a merchant may override. */
export const WIDGET_WORDS: WidgetWordTree = en;

/** Every word key as `group.key`. */
export const WIDGET_WORD_KEYS: readonly string[] = Object.entries(WIDGET_WORDS).flatMap(([group, words]) =>
  Object.keys(words).map((k) => `${group}.${k}`),
);

/**
 * The default words of one language, flat (`group.key` → text): the language's file over the
 * English one, so a word missing or blank in a language shows in English, never as a key.
 */
export function defaultWidgetWords(language: LanguageCode): WidgetWordMap {
  const own = FILES[language];
  return Object.fromEntries(
    Object.entries(WIDGET_WORDS as Tree).flatMap(([group, words]) =>
      Object.entries(words).map(([key, text]) => {
        const translated = own[group]?.[key];
        return [`${group}.${key}`, typeof translated === 'string' && translated.trim() !== '' ? translated : text];
      }),
    ),
  );
}

/** The default words of one language by group, for the word editors' placeholders. */
export function defaultWidgetWordTree(language: LanguageCode): Tree {
  const flat = defaultWidgetWords(language);
  const tree: Tree = {};
  for (const [path, text] of Object.entries(flat)) {
    const [group, key] = path.split('.') as [string, string];
    (tree[group] ??= {})[key] = text;
  }
  return tree;
}
