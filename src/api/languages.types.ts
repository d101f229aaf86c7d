/** A language with its own name. */
export interface LanguageItem {
  code: string;
  name: string;
  /** The store's main storefront language. */
  primary?: boolean;
}

/** Answer of `get_shop_selfdefine_lang`. */
export interface SelfDefinedWords {
  lang: string;
  /** JSON text of the merchant's own words: `{ "group.key": "text" }`. */
  json_data: string;
  /** The built-in words by group, for placeholders. */
  default_words?: Record<string, Record<string, string>>;
}
