import * as z from 'zod/mini';

/** A language with its own name. */
export const languageItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The store's main storefront language. */
  primary: z.optional(z.boolean()),
});
export type LanguageItem = z.infer<typeof languageItemSchema>;

/** Answer of `get_languages` and `get_shop_availiable_langs`. */
export const languageListSchema = z.object({ list: z.array(languageItemSchema) });

/** Answer of `get_shop_selfdefine_lang` and `set_shop_selfdefine_lang`. */
export const selfDefinedWordsSchema = z.object({
  lang: z.string(),
  /** JSON text of the merchant's own words: `{ "group.key": "text" }`. */
  json_data: z.string(),
  /** Version of this language's words: a save sends the one it started from. */
  version: z.optional(z.int()),
  /** The built-in words by group, for placeholders. */
  default_words: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});
export type SelfDefinedWords = z.infer<typeof selfDefinedWordsSchema>;

