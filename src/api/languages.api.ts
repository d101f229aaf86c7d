import { languageListSchema, selfDefinedWordsSchema, type LanguageItem, type SelfDefinedWords } from '../contract/languages';
import type { HttpClient } from './http';
import { answer } from './parse';

/** Language lists and the merchant's own widget words (cached per language). */
export function languagesApi(http: HttpClient) {
  let languages: Promise<LanguageItem[]> | null = null;
  let words: { lang: string; value: Promise<SelfDefinedWords> } | null = null;
  return {
    /** The 20 languages (cached once). */
    getLanguages() {
      languages ??= http.get('api/v1/admin/get_languages').then(answer(languageListSchema)).then(
        (r) => r.list,
        (e: unknown) => {
          languages = null;
          throw e;
        },
      );
      return languages;
    },
    /** The store's storefront languages. */
    getShopLanguages: () =>
      http.get('api/v1/admin/get_shop_availiable_langs').then(answer(languageListSchema)).then((r) => r.list),
    /** Self-defined words of a language; cached, refetched when another language is asked for. */
    getSelfDefinedWords(lang: string) {
      if (words?.lang !== lang) {
        const value = http.get('api/v1/admin/get_shop_selfdefine_lang', { query: { lang } }).then(answer(selfDefinedWordsSchema));
        words = { lang, value };
        value.catch(() => {
          if (words?.value === value) words = null;
        });
      }
      return words.value;
    },
    /**
     * Saves self-defined words of a language (several saves may run at once), from the `version`
     * the edit started with: a newer saved version rejects with a conflict (see conflictValues).
     */
    async setSelfDefinedWords(lang: string, map: Record<string, string>, version?: number) {
      const payload = { lang, json_data: JSON.stringify(map), ...(version === undefined ? {} : { version }) };
      const saved = await http
        .post('api/v1/admin/set_shop_selfdefine_lang', payload, { allowMultiple: true })
        .then(answer(selfDefinedWordsSchema))
        .catch((error: unknown) => {
          if (words?.lang === lang) words = null;
          throw error;
        });
      if (words?.lang === lang) words = { lang, value: words.value.then((w) => ({ ...w, json_data: saved.json_data, version: saved.version })) };
      return saved;
    },
  };
}
