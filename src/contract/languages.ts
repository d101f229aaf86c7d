import * as z from 'zod/mini';
import { LANGUAGE_CODES, type LanguageCode } from './constants';

export { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from './constants';

/** One of the 20 language codes. */
export const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: 'must be one of the 20 supported language codes',
});

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
  /** The built-in words by group, for placeholders. */
  default_words: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});
export type SelfDefinedWords = z.infer<typeof selfDefinedWordsSchema>;

/** Payload of `set_shop_selfdefine_lang`. */
export const saveWordsRequestSchema = z.object({
  lang: languageCodeSchema,
  json_data: z.string().check(z.maxLength(100_000)),
});
