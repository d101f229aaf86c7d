/** Integer codes the backend stores in the `backend_lang` shop config, by language. */
export const BACKEND_LANG_CODES = {
  en: 1,
  cs: 2,
  da: 3,
  de: 4,
  es: 5,
  fr: 6,
  it: 7,
  nl: 8,
  no: 9,
  pl: 10,
  pt: 11,
  'pt-PT': 12,
  fi: 13,
  sv: 14,
  tr: 15,
  th: 16,
  ja: 17,
  'zh-CN': 18,
  'zh-TW': 19,
  ko: 20,
} as const;

/** A supported interface language code. */
export type LanguageCode = keyof typeof BACKEND_LANG_CODES;

/** Every supported language code, in the spec's order. */
export const LANGUAGE_CODES = Object.keys(BACKEND_LANG_CODES) as LanguageCode[];

/** The language code for a backend integer, or undefined when the integer is unknown. */
export function languageForBackendCode(code: number): LanguageCode | undefined {
  return LANGUAGE_CODES.find((lang) => BACKEND_LANG_CODES[lang] === code);
}
